import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';
import { CRITERION_TYPES } from '../../core/school/examCriteria';

// Exams (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): code, version, name, objective,
// implementation date, the structure's switches and units, and the criteria (a list of name,
// maximum rating, type; the code is derived from the name by the server). 'Ver' opens the edit
// page; saving returns to the list.
export default defineResource({
  name: 'examenes',
  prefix: 'examen',
  label: { one: 'Examen', many: 'Exámenes' },
  menu: { group: 'Académico', label: 'Exámenes' },
  table: 'examenes',
  representation: '{codigo} {nombre}',
  messages: { created: 'Examen creado', updated: 'Examen actualizado' },
  permissions: { list: P.examenes.list, show: P.examenes.list, create: P.examenes.create, edit: P.examenes.edit },
  // 'Nuevo' in the exam list also needs 19E70E2C (the courses' list code).
  views: { afterCreate: 'list', afterEdit: 'list', rowLink: 'edit', createLinkCodes: [P.cursos.list] },
  fields: [
    { source: 'codigo', type: 'text', label: 'Código', required: true, unique: true, maxLength: 40 },
    // The exam's own 'versión': named apart from the engine's own row version (optimistic locking).
    { source: 'version_examen', type: 'text', label: 'Versión', maxLength: 20 },
    { source: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 160 },
    { source: 'objetivo', type: 'text', label: 'Objetivo', maxLength: 2000, text: { multiline: true } },
    { source: 'fecha_implementacion', type: 'date', label: 'Fecha implementación' },
    { source: 'unidades', type: 'integer', label: 'Unidades', min: 0, max: 100, defaultValue: 0 },
    { source: 'comentarios_estudiante', type: 'boolean', label: 'Comentarios del estudiante', defaultValue: false },
    { source: 'comentarios_docente', type: 'boolean', label: 'Comentarios del docente', defaultValue: false },
    // On edit only: a new exam has no self-assessment switch.
    { source: 'self_assessment', type: 'boolean', label: 'Autoevaluación', defaultValue: false, inCreate: false },
    {
      source: 'criterios',
      type: 'jsonList',
      label: 'Criterios',
      jsonList: {
        maxItems: 30,
        item: [
          { source: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 80 },
          { source: 'codigo', type: 'text', label: 'Código', readOnly: true, maxLength: 90, helperText: 'Se calcula del nombre al guardar' },
          { source: 'maximo', type: 'integer', label: 'Calificación máxima', required: true, min: 1, max: 10 },
          { source: 'tipo', type: 'select', label: 'Tipo', required: true, choices: CRITERION_TYPES },
        ],
      },
    },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['id', 'codigo', 'nombre'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'codigo', order: 'ASC' },
    search: { minLength: 3, columns: ['codigo', 'nombre'] },
  },
});
