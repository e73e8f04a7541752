// The student's data the ministry's SIET filing asks for (docs/domain/student-record.md 'The student's record', SIET
// data): optional fields of the student, their catalogues served by core/engine/lookups.ts. Shown in
// 'Datos SIET' of the detail and the editor (SietSection), loaded by CSV with the other bulk
// columns.
import { type Choice, declareFields } from '../../engine/declaration/field';
import { P } from '../../engine/permissions';

export const GENEROS: Choice[] = [
  { id: 'F', name: 'Femenino' },
  { id: 'M', name: 'Masculino' },
  { id: 'NB', name: 'No binario' },
  { id: 'ND', name: 'Prefiere no decirlo' },
];

/**
 * Personal data gathered for the filing (health regime, disability, ethnic group: sensitive under Ley
 * 1581 de 2012): a list's export carries them only for holders of the SIET report's code.
 */
const SIET_EXPORT_CODES = [P.reportes.siet];

export const SIET_FIELDS = declareFields([
  { source: 'estado_civil', type: 'select', lookup: 'estadosCiviles', label: 'Estado civil', heading: 'Datos SIET', exportCodes: SIET_EXPORT_CODES },
  { source: 'lugar_origen', type: 'text', label: 'Lugar de origen', maxLength: 120, exportCodes: SIET_EXPORT_CODES },
  { source: 'estrato', type: 'integer', label: 'Estrato', min: 1, max: 6, exportCodes: SIET_EXPORT_CODES },
  { source: 'regimen_salud', type: 'select', lookup: 'regimenesSalud', label: 'Régimen de salud', exportCodes: SIET_EXPORT_CODES },
  { source: 'nivel_educativo', type: 'select', lookup: 'nivelesEducativos', label: 'Nivel educativo', exportCodes: SIET_EXPORT_CODES },
  { source: 'ocupacion', type: 'select', lookup: 'ocupaciones', label: 'Ocupación', exportCodes: SIET_EXPORT_CODES },
  { source: 'discapacidad', type: 'select', lookup: 'discapacidades', label: 'Discapacidad', exportCodes: SIET_EXPORT_CODES },
  { source: 'grupo_etnico', type: 'select', lookup: 'gruposEtnicos', label: 'Grupo étnico', exportCodes: SIET_EXPORT_CODES },
  { source: 'genero', type: 'select', choices: GENEROS, label: 'Género', exportCodes: SIET_EXPORT_CODES },
  { source: 'modulos_adquiridos', type: 'integer', label: 'Módulos adquiridos', min: 0, max: 1000, exportCodes: SIET_EXPORT_CODES },
  { source: 'fecha_matricula', type: 'date', label: 'Fecha de matrícula', exportCodes: SIET_EXPORT_CODES },
]);

/** The SIET data's columns; fecha_nacimiento (a basic datum) is one of them too. */
export const SIET_SOURCES: readonly (typeof SIET_FIELDS)[number]['source'][] = SIET_FIELDS.map((field) => field.source);

/** The same bounds in the database (usuarios is shared: every kind's rows pass them, null included). */
export const SIET_CHECKS: Record<string, string> = {
  estrato: 'estrato BETWEEN 1 AND 6',
  modulos_adquiridos: 'modulos_adquiridos >= 0 AND modulos_adquiridos <= 1000',
  genero: `genero IN (${GENEROS.map((g) => `'${String(g.id)}'`).join(', ')})`,
};
