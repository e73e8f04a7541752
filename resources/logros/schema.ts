import { P } from '../../core/engine/permissions';
import { ID_FIELD } from '../../core/engine/declaration/field';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// A course's achievements (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): a title and the
// percentage of the course at which it is reached. They live under their course (#/curso/7/logros,
// curso/7/logro/lista), in dialogs that only their buttons close, and load in bulk as
// 'titulo,porcentaje' lines.
export const PERCENT_HINT = 'Introduzca valores entre 1 y 100.';

export default defineResource({
  name: 'logros',
  prefix: 'logro',
  label: { one: 'Logro', many: 'Logros' },
  table: 'logros',
  parent: { resource: 'cursos', prefix: 'curso', field: 'curso_id' },
  // Every list and check reads one course's rows.
  db: { indexes: [['curso_id', 'porcentaje']], checks: { porcentaje: 'porcentaje >= 0 AND porcentaje <= 100' } },
  representation: '{titulo}',
  messages: { created: 'Logro creado', updated: 'Logro actualizado', deleted: 'Logro eliminado' },
  permissions: {
    list: P.cursos.logros,
    show: P.cursos.showLogro,
    create: P.cursos.createLogro,
    edit: P.cursos.editLogro,
    // The bulk page needs the create code; deleting, the edit code.
    bulk: P.cursos.createLogro,
    delete: P.cursos.editLogro,
  },
  views: { modal: true, lockedDialogs: true },
  fields: [
    { source: 'curso_id', type: 'select', lookup: 'cursos', label: 'Curso', required: true },
    { source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 200 },
    { source: 'porcentaje', type: 'number', label: 'Porcentaje', required: true, min: 0, max: 100, step: 0.01, defaultValue: 0, helperText: PERCENT_HINT },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: [ID_FIELD.source, 'porcentaje', 'titulo'],
    columnLabels: { id: '#', porcentaje: '%' },
    rowActions: ['edit', 'delete'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'porcentaje', order: 'ASC' },
    search: { minLength: 2, columns: ['titulo'] },
  },
  bulk: { columns: ['titulo', 'porcentaje'] },
});
