// A student's progress as estudiante/progreso answers it, for the progress page's component tests:
// rows in each state the page labels (and one raw value), an autonomo row, an inconsistent one.
import type { LevellingState, ProgressRow, StudentProgress } from '../../../core/school/students/progress';

const BASE: ProgressRow = {
  id: 0,
  version: 1,
  estudiante_id: 12,
  tema_id: 0,
  orden: 0,
  estado: 'pendiente',
  tipo: 'clase',
  asistencia: null,
  nota: null,
  rango_nota: null,
  peso_nota: null,
  tema: { nombre: '' },
  curso: { nombre: 'Básico 1' },
  clase_fecha: null,
  clase: null,
  docente: null,
  conformidad_fecha: null,
  asistencia_fecha: null,
  asistencia_usuario: null,
  autorizado_fecha: null,
  autorizado_usuario: null,
  agendamientos: [],
  abiertos: 0,
  examen: null,
  estructura: null,
  notas: null,
};

const row = (id: number, nombre: string, extra: Partial<ProgressRow>): ProgressRow => ({ ...BASE, id, tema_id: id + 1000, orden: id, tema: { nombre }, ...extra });

const CLASE = { id: 55, sede: 'Norte', salon: 'Salón 3', profesor: 'Luis Pardo' };

export const ROWS: ProgressRow[] = [
  row(101, 'Saludos', { abiertos: 1, agendamientos: [{ id: 901, estado: 'solicitado', fecha: '2099-03-10', hora: '09:00', clase: null }] }),
  row(102, 'Familia', {}),
  row(103, 'Rutina', {
    estado: 'asistido',
    asistencia: 1,
    nota: 4,
    rango_nota: 5,
    peso_nota: 10,
    clase_fecha: '2099-03-05',
    clase: { sede: 'Norte', salon: 'Salón 3', profesor: 'Luis Pardo', fecha_bloque: '2099-03-05 07:30' },
    docente: 'Luis Pardo',
    asistencia_fecha: '2099-03-05T13:00:00Z',
    asistencia_usuario: { nombre: 'Ana Gómez' },
    autorizado_fecha: '2099-03-06T15:00:00Z',
    autorizado_usuario: { nombre: 'Rosa Díaz' },
    agendamientos: [{ id: 902, estado: 'asistido', fecha: '2099-03-05', hora: '07:30', clase: CLASE }],
    examen: { id: 4, nombre: 'Examen oral' },
    estructura: { criterios: [{ nombre: 'Fluidez', codigo: 'flu', self_assessment: false }] },
    notas: { respuestas: { flu: 4 }, docente_comentarios: 'Buen ritmo' },
  }),
  row(104, 'Ensayo', { estado: 'superado', tipo: 'autonomo', nota: 8.5, rango_nota: 10, peso_nota: 20 }),
  row(105, 'Viajes', { estado: 'revisar' }),
  row(106, 'Compras', { estado: 'solicitado', abiertos: 2 }),
  row(107, 'Clima', { estado: 'bloqueado', asistencia: 0 }),
  row(108, 'Repaso', { estado: 'superado', conformidad_fecha: '2099-03-07T14:00:00Z' }),
];

export const PROGRESS: StudentProgress = {
  nombres: 'María Núñez Peña',
  curso_id: 7,
  curso: 'Básico 1',
  registros: ROWS,
  resumen: { clases: 3, inasistencias: 1, total: 8 },
  avance_nivel: null,
  nota_nivelacion: null,
  nota_final: 3.5,
  nota_aprobacion: 3,
};

export const LEVELLING: LevellingState = { curso_id: 7, codigo: 'aprobado', dato: { id: 70, nota_nivelacion: null, nota_final: 3.5 }, rango_nota: 5, registros_abiertos: 0, registros_total: 8 };
