import { PERSON_FIELDS, PERSON_SEARCH_COLUMNS } from '../../core/engine/personFields';
import { STUDENTS } from '../../core/engine/linkedResources';
import { P } from '../../core/engine/permissions';
import { ESTUDIANTE_ACTIONS } from './actions';
import { STUDENT_ATTRIBUTES } from '../../core/school/students/attributes';
import { SIET_CHECKS, SIET_FIELDS, SIET_SOURCES } from '../../core/school/students/siet';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// Students are people (table usuarios) holding the student role (es).
export default defineResource({
  ...STUDENTS,
  label: { one: 'Estudiante', many: 'Estudiantes' },
  menu: { label: 'Estudiantes' },
  table: 'usuarios',
  scope: { es: true },
  person: 'estudiante',
  sedeField: 'sede_id',
  representation: '{primer_nombre} {primer_apellido}',
  messages: { created: 'Estudiante Creado', updated: 'Estudiante Actualizado' },
  permissions: {
    list: P.estudiantes.list,
    show: P.estudiantes.show,
    create: P.estudiantes.create,
    edit: P.estudiantes.edit,
    bulk: P.estudiantes.bulk,
  },
  actions: ESTUDIANTE_ACTIONS,
  // #/estudiante/editar/:id has no code of its own: each section checks its own.
  routeGuards: { edit: null },
  fields: [
    ...PERSON_FIELDS,
    { source: 'fecha_nacimiento', type: 'date', label: 'Fecha de nacimiento' },
    // Moving a student to another sede is its own permission (F775D80, or the staff's 4610DB00).
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', required: true, editCodes: { set: [P.estudiantes.sede, P.usuarios.sede] } },
    // Each managed attribute carries its dual-code rule (unset: either code; set: only the
    // stronger): ./attributes.ts.
    STUDENT_ATTRIBUTES.curso_actual_id,
    STUDENT_ATTRIBUTES.tipo_pago,
    // Managed by named actions (toggle, validity, level changes…), never by crear/editar.
    STUDENT_ATTRIBUTES.nivel_id,
    { source: 'activo', type: 'boolean', label: 'Activo', readOnly: true, defaultValue: true },
    STUDENT_ATTRIBUTES.vigencia,
    STUDENT_ATTRIBUTES.sabados,
    STUDENT_ATTRIBUTES.versant,
    STUDENT_ATTRIBUTES.requiere_clase_0,
    { source: 'acepta_tyc', type: 'boolean', label: 'Términos y condiciones', readOnly: true, defaultValue: false },
    STUDENT_ATTRIBUTES.enviar_notificaciones,
    STUDENT_ATTRIBUTES.habilitar_tutoria,
    { source: 'tutorias', type: 'integer', label: 'Tutorías', readOnly: true, defaultValue: 0 },
    { source: 'fecha_tutoria_inicio', type: 'date', label: 'Inicio de tutorías', readOnly: true },
    { source: 'fecha_tutoria_fin', type: 'date', label: 'Fin de tutorías', readOnly: true },
    // The tutor of the enabled tutoring: a teacher with tutor = true, checked by editar_habilitar_tutoria
    // (an integer, not a lookup: no lookup lists tutors, docente/tutores does).
    { source: 'tutor_id', type: 'integer', label: 'Tutor', readOnly: true },
    // The sede the student enrolled at (set on create; user/cambiar_sede moves sede_id only).
    { source: 'sede_original_id', type: 'select', lookup: 'sedes', label: 'Sede original', readOnly: true },
    STUDENT_ATTRIBUTES.niveles,
    // What the SIET report reads (./siet.ts): 'Datos SIET' of the detail and the editor.
    ...SIET_FIELDS,
  ],
  db: { checks: SIET_CHECKS },
  list: {
    columns: ['numero_documento', 'primer_nombre', 'primer_apellido', 'email', 'sede_id', 'activo'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'primer_apellido', order: 'ASC' },
    // The filter bar (docs/api.md 'Lists at 100,000 rows'); 'vigencia_vencida' = vigencia before today
    // (core/engine/listFilters.ts).
    filters: [
      'sede_id', 'activo', 'nivel_id', 'curso_actual_id', 'tipo_pago',
      { name: 'vigencia_vencida', label: 'Vigencia vencida', kind: 'expired', field: 'vigencia' },
    ],
    search: {
      minLength: 5,
      columns: PERSON_SEARCH_COLUMNS,
      // The scheduler's student search (issue 10): by course and only active students; a booker may search.
      filters: { curso_id: { column: 'curso_actual_id', kind: 'id' }, activos: { column: 'activo', kind: 'flag' } },
      codes: [P.programador.createAgendamiento],
    },
  },
  bulk: {
    columns: [
      'primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'tipo_documento',
      'numero_documento', 'telefono', 'movil', 'email', 'sede_id', 'curso_actual_id',
      // The SIET data after the rest, so files of the earlier columns still load; catalogue cells by code or name.
      'fecha_nacimiento', ...SIET_SOURCES,
    ],
  },
});
