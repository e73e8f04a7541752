import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// The school's courses (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): a code, a name, its level
// and whether it is offered. Students' current course and teachers' allowed courses point here
// (lookup 'cursos').
export default defineResource({
  name: 'cursos',
  prefix: 'curso',
  label: { one: 'Curso', many: 'Cursos' },
  menu: { group: 'Académico', label: 'Cursos' },
  table: 'cursos',
  representation: '{codigo} {nombre}',
  messages: { created: 'Curso Creado', updated: 'Curso Actualizado' },
  permissions: {
    list: P.cursos.list,
    show: P.cursos.show,
    create: P.cursos.create,
    edit: P.cursos.edit,
    // The bulk load, curso/crear_masivo, is guarded by the create code.
    bulk: P.cursos.create,
  },
  fields: [
    { source: 'codigo', type: 'text', label: 'Código', required: true, unique: true, maxLength: 20, helperText: 'Por ejemplo EN-A1-1' },
    { source: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 120 },
    { source: 'nivel_id', type: 'select', lookup: 'niveles', label: 'Nivel', required: true },
    { source: 'activo', type: 'boolean', label: 'Activo', defaultValue: true },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['id', 'codigo', 'nombre', 'activo'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'codigo', order: 'ASC' },
    search: { minLength: 3, columns: ['codigo', 'nombre'] },
  },
  bulk: { columns: ['codigo', 'nombre', 'nivel_id', 'activo'] },
});
