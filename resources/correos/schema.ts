import { P } from '../../core/engine/permissions';
import { ID_FIELD } from '../../core/engine/declaration/field';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// A course's e-mail templates (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): the message a
// student of the course receives for a final grade in (rango_nota_inicial, rango_nota_final] — start
// exclusive, end inclusive — by kind (presencial or virtual), with an optional PDF of qualitative
// evaluation. Ranges of one course and kind never overlap. Under the course: #/curso/7/correos,
// curso/7/correo/lista. (The sent-mail outbox is 'correos_enviados'.)
export const OVERLAP_MESSAGE = 'El rango se superpone con otra plantilla de este curso.';

export const MODALIDADES = [
  { id: 0, name: 'Presencial' },
  { id: 1, name: 'Virtual' },
];

export default defineResource({
  name: 'correos',
  prefix: 'correo',
  label: { one: 'Plantilla de correo', many: 'Plantillas de correo' },
  table: 'correos_curso',
  parent: { resource: 'cursos', prefix: 'curso', field: 'curso_id' },
  // Every list and check reads one course's rows.
  db: {
    // archivo: deleting a file checks the e-mails attaching it by index.
    indexes: [['curso_id', 'virtual', 'rango_nota_inicial'], ['archivo']],
    checks: { rango: 'rango_nota_inicial >= 0 AND rango_nota_final <= 100 AND rango_nota_inicial < rango_nota_final' },
  },
  representation: '{descripcion}',
  messages: { created: 'Plantilla de correo creado', updated: 'Plantilla de correo actualizado', deleted: 'Eliminado correctamente' },
  permissions: {
    list: P.cursos.correos,
    show: P.cursos.showCorreo,
    create: P.cursos.createCorreo,
    edit: P.cursos.editCorreo,
    delete: P.cursos.deleteCorreo,
  },
  rules: [
    { kind: 'ordered', start: 'rango_nota_inicial', end: 'rango_nota_final' },
    { kind: 'noOverlap', start: 'rango_nota_inicial', end: 'rango_nota_final', within: ['curso_id', 'virtual'], message: OVERLAP_MESSAGE },
  ],
  fields: [
    { source: 'curso_id', type: 'select', lookup: 'cursos', label: 'Curso', required: true },
    { source: 'virtual', type: 'select', choices: MODALIDADES, label: 'Tipo', required: true, defaultValue: 0 },
    { source: 'descripcion', type: 'text', label: 'Descripción', required: true, maxLength: 255 },
    {
      source: 'rango_nota_inicial',
      type: 'number',
      label: 'Nota inicial',
      required: true,
      min: 0,
      max: 100,
      step: 0.01,
      helperText: 'Excluida: la plantilla aplica a notas mayores que esta',
    },
    { source: 'rango_nota_final', type: 'number', label: 'Nota final', required: true, min: 0, max: 100, step: 0.01, helperText: 'Incluida' },
    { source: 'asunto', type: 'text', label: 'Asunto', required: true, maxLength: 200 },
    { source: 'plantilla_correo', type: 'richText', label: 'Plantilla del correo', required: true },
    { source: 'archivo', type: 'file', label: 'Archivo de evaluación cualitativa (PDF)', file: { accept: 'pdf', route: 'file/email-course' } },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: [ID_FIELD.source, 'virtual', 'descripcion', 'rango_nota_inicial', 'rango_nota_final'],
    columnLabels: { id: '#' },
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'rango_nota_inicial', order: 'ASC' },
  },
});
