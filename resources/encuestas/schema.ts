import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

/** What a survey rates (the 'Encuesta de satisfacción' report's type: by class or by tutoring). */
export const TIPOS_ENCUESTA = [
  { id: 'clase', name: 'Clase' },
  { id: 'tutoria', name: 'Tutoría' },
] as const;

const SURVEY = P.reportes.encuestaSatisfaccion;

// Satisfaction survey answers (issue 24, 'Decisions…': nothing else in the app records ratings): one per
// booking or tutoring session rated, loaded by schools through the list's CSV import or crear. The
// sede is the rated booking's (./server.ts), so the list, its exports and the report keep the
// caller's sede boundary.
export default defineResource({
  name: 'encuestas',
  prefix: 'encuesta',
  label: { one: 'Encuesta', many: 'Encuestas' },
  menu: { group: 'Admin', label: 'Encuestas' },
  table: 'encuestas',
  sedeField: 'sede_id',
  representation: 'Encuesta del {fecha}',
  messages: { created: 'Encuesta creada', updated: 'Encuesta actualizada' },
  permissions: { list: SURVEY, show: SURVEY, create: SURVEY, edit: SURVEY, bulk: SURVEY },
  fields: [
    // What is rated is fixed once answered: an edit changes the rating, the comments or the date.
    { source: 'tipo', type: 'select', choices: [...TIPOS_ENCUESTA], label: 'Tipo', required: true, inEdit: false },
    { source: 'agendamiento_id', type: 'integer', integer: { foreignKey: 'agendamientos' }, label: 'Agendamiento', min: 1, unique: true, inEdit: false, helperText: 'Id del agendamiento calificado (tipo Clase)' },
    { source: 'tutoria_id', type: 'integer', integer: { foreignKey: 'tutorias' }, label: 'Tutoría', min: 1, unique: true, inEdit: false, helperText: 'Id de la tutoría calificada (tipo Tutoría)' },
    { source: 'calificacion', type: 'integer', label: 'Calificación', required: true, min: 1, max: 5 },
    { source: 'comentarios', type: 'text', label: 'Comentarios', maxLength: 1000, text: { multiline: true } },
    { source: 'fecha', type: 'date', label: 'Fecha', required: true, helperText: 'Cuándo respondió el estudiante' },
    // Set by the server from the booking or session rated.
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', readOnly: true, required: true },
  ],
  db: {
    // Every order the list offers (docs/api.md 'Lists at 100,000 rows'); comentarios' folded one is in migration 037.
    indexes: [['fecha', 'id'], ['tipo', 'id'], ['calificacion', 'id'], ['sede_id', 'id']],
    checks: {
      tipo: "tipo IN ('clase', 'tutoria')",
      calificacion: 'calificacion BETWEEN 1 AND 5',
      // The list's order by comentarios reads an index of f_fold(comentarios) (migration 037), whose
      // entries PostgreSQL caps near 2,700 bytes: 1,000 characters of emoji would pass the length rule.
      comentarios: 'octet_length(comentarios) <= 2400',
      // Exactly the id its tipo names.
      objeto: "(tipo = 'clase' AND agendamiento_id IS NOT NULL AND tutoria_id IS NULL) OR (tipo = 'tutoria' AND tutoria_id IS NOT NULL AND agendamiento_id IS NULL)",
    },
  },
  list: {
    columns: ['fecha', 'tipo', 'calificacion', 'sede_id', 'comentarios'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'fecha', order: 'DESC' },
  },
  bulk: { columns: ['tipo', 'agendamiento_id', 'tutoria_id', 'calificacion', 'comentarios', 'fecha'] },
});
