import { PERSON_FIELDS, STAFF_TABLE } from '../../core/engine/personFields';
import { TEACHERS } from '../../core/engine/linkedResources';
import { P } from '../../core/engine/permissions';
import { defineResource } from '../../core/engine/declaration/resource';
import { DOCENTE_ACTIONS } from './actions';

// Teachers are people (table usuarios) holding the teacher role (pr):
// docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'. They are not bound to one sede (they teach where
// their pre-assignments say): sede_id is the programming sede a bulk line may give, not a boundary.
export default defineResource({
  ...TEACHERS,
  label: { one: 'Docente', many: 'Docentes' },
  menu: { label: 'Docentes' },
  table: 'usuarios',
  scope: { pr: true },
  person: 'docente',
  representation: '{primer_nombre} {primer_apellido}',
  messages: { created: 'Docente Creado', updated: 'Docente Actualizado' },
  permissions: {
    list: P.docentes.list,
    show: P.docentes.show,
    create: P.docentes.create,
    edit: P.docentes.edit,
    bulk: P.docentes.bulk,
  },
  actions: DOCENTE_ACTIONS,
  // After 'Docente Creado' the staff land on the list, not on the new record.
  views: { afterCreate: 'list' },
  // Undoing an import of rooms checks each room's teachers by index, not by reading every person.
  db: { indexes: [['salon_predeterminado']] },
  fields: [
    ...PERSON_FIELDS,
    // The programming sede a bulk line gives: shown on the detail and exported by name (so an export
    // imports back); the forms do not edit it.
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', inCreate: false, inEdit: false },
    // Edit only: the edit form adds Activo, Tutor and Split, each a yes/no.
    { source: 'activo', type: 'boolean', label: 'Activo', inCreate: false, defaultValue: true },
    { source: 'tutor', type: 'boolean', label: 'Tutor', inCreate: false, defaultValue: false },
    { source: 'split', type: 'boolean', label: 'Split', inCreate: false, defaultValue: false },
    // Each changed by its own editor on the edit page (named actions, ./actions.ts), never by editar.
    { source: 'tipos_permitidos', type: 'references', lookup: 'tiposClase', label: 'Tipos permitidos', readOnly: true },
    // Weekday slot keys '{1-6}T{HH:mm}' of the template (regular or tutoring), shown as a grid.
    { source: 'disponibilidad', type: 'references', label: 'Disponibilidad', readOnly: true, inShow: false },
    { source: 'cursos_permitidos', type: 'references', lookup: 'cursos', label: 'Cursos permitidos', readOnly: true },
    // Shown by its own row on the detail ('NO TIENE SALÓN ASIGNADO' when none: DefaultRoomValue).
    { source: 'salon_predeterminado', type: 'select', lookup: 'salones', label: 'Salón predeterminado', readOnly: true, inShow: false },
  ],
  list: {
    columns: ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'numero_documento', 'email', 'activo'],
    ...STAFF_TABLE,
    // The filter bar (docs/api.md 'Lists at 100,000 rows'): 'tipo_permitido' = the teacher's allowed
    // types hold the chosen one.
    filters: ['tutor', 'activo', { name: 'tipo_permitido', label: 'Tipo permitido', kind: 'holds', field: 'tipos_permitidos' }],
  },
  bulk: {
    columns: ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'tipo_documento', 'numero_documento', 'telefono', 'movil', 'email', 'sede_id'],
  },
});
