import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// A topic's files (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): its preparation file — none, added,
// then replaced or deleted; one per topic — and its feedback items, each a PDF for the students
// whose grade falls in (rango_inicial, rango_final], within the topic's grade range. Under the
// topic: tema/{id}/adicional/lista|detalle|crear|editar|eliminar; shown on the topic's detail.
export const TIPOS_ADICIONAL = [
  { id: 'feedback', name: 'Feedback' },
  { id: 'preparacion', name: 'Preparación' },
];

export const ADICIONAL_MESSAGES = {
  // The original catalogue words these two in English ('Preparation created', 'Modified preparacion'):
  // the app says them in Spanish, no English on screen (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures').
  preparationCreated: 'Preparación creada',
  preparationUpdated: 'Preparación modificada',
  feedbackCreated: 'Feedback creado',
  feedbackUpdated: 'Feedback actualizado',
  deleted: 'Eliminado correctamente',
  noPreparation: 'No se ha agregado un archivo de preparación',
  preparationExists: 'El tema ya tiene un archivo de preparación: reemplácelo o elimínelo',
  rangeAboveTopic: 'El rango no puede superar la nota máxima del tema',
} as const;

export default defineResource({
  name: 'adicionales',
  prefix: 'adicional',
  label: { one: 'Archivo del tema', many: 'Archivos del tema' },
  table: 'tema_adicionales',
  parent: { resource: 'temas', prefix: 'tema', field: 'tema_id' },
  representation: '{tipo}',
  messages: { created: ADICIONAL_MESSAGES.feedbackCreated, updated: ADICIONAL_MESSAGES.feedbackUpdated, deleted: ADICIONAL_MESSAGES.deleted },
  permissions: {
    // Whoever sees the topic sees its files; adding, changing and deleting them is BAB1EE7F's.
    list: P.cursos.showTema,
    show: P.cursos.showTema,
    create: P.cursos.feedback,
    edit: P.cursos.feedback,
    delete: P.cursos.feedback,
  },
  db: { indexes: [['tema_id', 'tipo'], ['archivo']], checks: { rango: 'rango_inicial IS NULL OR rango_final IS NULL OR rango_inicial < rango_final' } },
  rules: [
    { kind: 'ordered', start: 'rango_inicial', end: 'rango_final' },
    { kind: 'atMostRelated', field: 'rango_final', reference: 'tema_id', column: 'rango_nota', message: ADICIONAL_MESSAGES.rangeAboveTopic },
  ],
  fields: [
    { source: 'tema_id', type: 'select', lookup: 'temas', label: 'Tema', required: true },
    { source: 'tipo', type: 'select', choices: TIPOS_ADICIONAL, label: 'Tipo', required: true, inEdit: false },
    { source: 'rango_inicial', type: 'number', label: 'Rango inicial', min: 0, max: 100, step: 0.01 },
    { source: 'rango_final', type: 'number', label: 'Rango final', min: 0, max: 100, step: 0.01 },
    { source: 'archivo', type: 'file', label: 'Archivo (PDF)', required: true, file: { accept: 'pdf' } },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['tipo', 'rango_inicial', 'rango_final', 'archivo'],
    perPage: 20,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'rango_inicial', order: 'ASC' },
  },
});
