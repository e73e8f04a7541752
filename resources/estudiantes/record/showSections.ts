// What the student detail shows, section by section, with its empty states ('El estudiante no tiene…').
import type { ShowItem } from '../../../src/resource-views/ShowSection';
import { SIET_SOURCES } from '../../../core/school/students/siet';

export const BASIC_DATA: ShowItem[] = [
  'primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'tipo_documento',
  'numero_documento', 'email', 'telefono', 'movil', 'fecha_nacimiento',
].map((source) => ({ source }));

export const ADVANCED_DATA: ShowItem[] = [
  { source: 'sede_id', emptyText: 'El estudiante no tiene sede asignada' },
  { source: 'nivel_id', emptyText: 'El estudiante no tiene nivel activo' },
  { source: 'curso_actual_id', emptyText: 'El estudiante no tiene curso activo' },
  { source: 'vigencia', emptyText: 'El estudiante no tiene vigencia' },
  { source: 'tipo_pago', emptyText: 'El estudiante no tiene método de pago' },
  { source: 'activo' },
  { source: 'acepta_tyc', emptyText: 'Aún no ha aceptado', booleans: { yes: 'Sí', no: 'Aún no ha aceptado' } },
  { source: 'sabados' },
  { source: 'versant' },
  { source: 'requiere_clase_0' },
  { source: 'enviar_notificaciones' },
  { source: 'habilitar_tutoria' },
  { source: 'tutorias' },
  { source: 'fecha_tutoria_inicio' },
  { source: 'fecha_tutoria_fin' },
];

/** 'Datos SIET' (./siet.ts): catalogue values by their names, like every select. */
export const SIET_DATA: ShowItem[] = SIET_SOURCES.map((source) => ({ source }));
