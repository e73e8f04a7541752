// The student's data the ministry's SIET filing asks for (docs/domain/student-record.md 'The student's record', SIET
// data): optional fields of the student, their catalogues served by core/engine/lookups.ts. Shown in
// 'Datos SIET' of the detail and the editor (SietSection), loaded by CSV with the other bulk
// columns.
import { type Choice, declareFields } from '../../engine/declaration/field';

export const GENEROS: Choice[] = [
  { id: 'F', name: 'Femenino' },
  { id: 'M', name: 'Masculino' },
  { id: 'NB', name: 'No binario' },
  { id: 'ND', name: 'Prefiere no decirlo' },
];

export const SIET_FIELDS = declareFields([
  { source: 'estado_civil', type: 'select', lookup: 'estadosCiviles', label: 'Estado civil', heading: 'Datos SIET' },
  { source: 'lugar_origen', type: 'text', label: 'Lugar de origen', maxLength: 120 },
  { source: 'estrato', type: 'integer', label: 'Estrato', min: 1, max: 6 },
  { source: 'regimen_salud', type: 'select', lookup: 'regimenesSalud', label: 'Régimen de salud' },
  { source: 'nivel_educativo', type: 'select', lookup: 'nivelesEducativos', label: 'Nivel educativo' },
  { source: 'ocupacion', type: 'select', lookup: 'ocupaciones', label: 'Ocupación' },
  { source: 'discapacidad', type: 'select', lookup: 'discapacidades', label: 'Discapacidad' },
  { source: 'grupo_etnico', type: 'select', lookup: 'gruposEtnicos', label: 'Grupo étnico' },
  { source: 'genero', type: 'select', choices: GENEROS, label: 'Género' },
  { source: 'modulos_adquiridos', type: 'integer', label: 'Módulos adquiridos', min: 0, max: 1000 },
  { source: 'fecha_matricula', type: 'date', label: 'Fecha de matrícula' },
]);

/** The SIET data's columns; fecha_nacimiento (a basic datum) is one of them too. */
export const SIET_SOURCES: readonly (typeof SIET_FIELDS)[number]['source'][] = SIET_FIELDS.map((field) => field.source);

/** The same bounds in the database (usuarios is shared: every kind's rows pass them, null included). */
export const SIET_CHECKS: Record<string, string> = {
  estrato: 'estrato BETWEEN 1 AND 6',
  modulos_adquiridos: 'modulos_adquiridos >= 0 AND modulos_adquiridos <= 1000',
  genero: `genero IN (${GENEROS.map((g) => `'${String(g.id)}'`).join(', ')})`,
};
