import { P } from '../../core/engine/permissions';
import { TIPOS_SALON } from '../../core/school/classTypes';
import { TIPOS_TEMA } from '../../core/school/topicTypes';
import { defineResource } from '../../core/engine/declaration/resource';

// The topics of a course (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): the sessions of its
// programme in order, each a class, an exam or autonomous work ('Trabajo Autonomo'), with its
// academic content, its grade range and weight in the course's grade, whether it must be taken at
// the student's own sede and an optional notice. Created from the course (#/tema/nuevo/{cursoId})
// or in bulk from 19 semicolon-separated fields (#/tema/masivo, curso/crear_temas_masivo).
export const SEDE_TEMA = [
  { id: 0, name: 'MULTISEDE' },
  { id: 1, name: 'SEDE PROPIA' },
];

/** The 19 fields of a bulk line (#/tema/masivo), in the fixed order the staff's files use. */
export const TEMA_BULK_COLUMNS = [
  'block', 'pages', 'unidad', 'class_topic', 'class_structure', 'description', 'curso_id', 'nombre', 'orden', 'tipo_clase',
  'tipo_salon', 'codigo', 'programable', 'activo', 'programacion_libre', 'motivacion', 'naturaleza', 'estructura', 'autorizaciones',
] as const;

export default defineResource({
  name: 'temas',
  prefix: 'tema',
  label: { one: 'Tema', many: 'Temas' },
  table: 'temas',
  representation: '{nombre}',
  messages: { created: 'Tema Creado', updated: 'Tema Actualizado' },
  permissions: {
    // Listed on the course's detail: whoever sees the course sees its topics.
    list: P.cursos.show,
    show: P.cursos.showTema,
    create: P.cursos.createTema,
    edit: P.cursos.editTema,
    bulk: P.cursos.bulkTemas,
  },
  // #/tema/nuevo/{cursoId} starts with the course; the bulk load is the course's endpoint.
  routes: { createWith: 'curso_id' },
  db: {
    uniqueKeys: [['curso_id', 'codigo']],
    // examen_id: deleting an exam (or undoing an import of them) checks its topics by index.
    indexes: [['curso_id', 'orden'], ['examen_id']],
    checks: { peso_nota: 'peso_nota >= 0 AND peso_nota <= 100', rango_nota: 'rango_nota > 0 AND rango_nota <= 100' },
  },
  fields: [
    { source: 'curso_id', type: 'select', lookup: 'cursos', label: 'Curso', required: true },
    { source: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 160 },
    { source: 'codigo', type: 'text', label: 'Código', maxLength: 40 },
    { source: 'orden', type: 'integer', label: 'Orden', required: true, min: 1, max: 999 },
    { source: 'tipo', type: 'select', choices: TIPOS_TEMA, label: 'Tipo', required: true, defaultValue: 'clase' },
    { source: 'activo', type: 'boolean', label: 'Activo', defaultValue: true },
    { source: 'programable', type: 'boolean', label: 'Programable', defaultValue: true },
    { source: 'programacion_libre', type: 'boolean', label: 'Programación libre', defaultValue: false },
    // Academic content.
    { source: 'unidad', type: 'integer', label: 'Unidad', min: 0, max: 99, heading: 'Académico' },
    { source: 'block', type: 'text', label: 'Bloque', maxLength: 40 },
    { source: 'pages', type: 'text', label: 'Páginas', maxLength: 40 },
    { source: 'class_topic', type: 'text', label: 'Tema de la clase', maxLength: 255 },
    { source: 'class_structure', type: 'text', label: 'Estructura de la clase', maxLength: 2000, text: { multiline: true } },
    { source: 'description', type: 'text', label: 'Descripción', maxLength: 2000, text: { multiline: true } },
    { source: 'motivacion', type: 'text', label: 'Motivación', maxLength: 2000, text: { multiline: true } },
    { source: 'naturaleza', type: 'text', label: 'Naturaleza', maxLength: 255 },
    { source: 'estructura', type: 'text', label: 'Estructura', maxLength: 2000, text: { multiline: true } },
    { source: 'autorizaciones', type: 'text', label: 'Autorizaciones', maxLength: 255 },
    { source: 'logros', type: 'text', label: 'Logros', maxLength: 2000, text: { multiline: true }, toggle: '¿Tiene logros?' },
    // Technical: how it is scheduled and graded.
    { source: 'tipo_clase', type: 'select', lookup: 'tiposClase', label: 'Tipo de clase', heading: 'Técnico' },
    { source: 'tipo_salon', type: 'select', choices: TIPOS_SALON, label: 'Tipo de salón' },
    { source: 'examen_id', type: 'select', lookup: 'examenes', label: 'Examen' },
    { source: 'requiere_sede_original', type: 'select', choices: SEDE_TEMA, label: 'Sede', required: true, defaultValue: 0 },
    { source: 'rango_nota', type: 'number', label: 'Rango de nota', required: true, min: 0.01, max: 100, step: 0.01, defaultValue: 5, helperText: 'Nota máxima del tema' },
    { source: 'peso_nota', type: 'number', label: 'Peso de la nota (%)', required: true, min: 0, max: 100, step: 0.01, defaultValue: 0, helperText: 'Los pesos de los temas de un curso suman 100 %' },
    // Notification shown to the students of the topic.
    { source: 'notificacion_mostrar', type: 'boolean', label: 'Mostrar notificación', defaultValue: false, heading: 'Notificación' },
    { source: 'notificacion_texto', type: 'text', label: 'Texto de la notificación', maxLength: 500, text: { multiline: true }, shownWhen: 'notificacion_mostrar' },
    { source: 'notificacion_enlace', type: 'url', label: 'Enlace de la notificación', shownWhen: 'notificacion_mostrar' },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['nombre', 'orden', 'tipo', 'examen_id', 'requiere_sede_original'],
    perPage: 50,
    perPageOptions: [10, 25, 50, 100],
    sort: { field: 'orden', order: 'ASC' },
    search: { minLength: 3, columns: ['nombre', 'codigo'] },
  },
  bulk: { columns: TEMA_BULK_COLUMNS, separator: ';', path: 'curso/crear_temas_masivo' },
});
