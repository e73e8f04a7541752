import { ID_FIELD } from '../../core/engine/declaration/field';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';
import { REASON_ACTION_CHOICES } from '../../core/school/reasons';
import { MOTIVO_CODES, MOTIVO_PERMISSIONS } from './codes';

// Ready reasons (issue 43 point 3, docs/domain/reason-presets.md): per action that asks a typed
// reason, a few texts staff pick and then edit. The text must reach that action's minimum
// (REASON_MINIMUMS), checked by the server (./server.ts); the action is fixed once created, so an
// edit of the text is held to the same minimum.
export default defineResource({
  name: 'motivos',
  prefix: 'motivo',
  label: { one: 'Motivo predefinido', many: 'Motivos predefinidos' },
  menu: { group: 'Admin', label: 'Motivos predefinidos' },
  table: 'motivos',
  ownPermissions: MOTIVO_PERMISSIONS,
  representation: '{texto}',
  messages: { created: 'Motivo creado', updated: 'Motivo actualizado', deleted: 'Motivo eliminado' },
  permissions: { list: MOTIVO_CODES.list, show: MOTIVO_CODES.list, create: MOTIVO_CODES.create, edit: MOTIVO_CODES.edit, delete: MOTIVO_CODES.delete },
  db: { indexes: [['accion', 'orden']] },
  fields: [
    { source: 'accion', type: 'select', label: 'Acción', required: true, choices: REASON_ACTION_CHOICES, inEdit: false },
    { source: 'texto', type: 'text', label: 'Texto', required: true, maxLength: 2000, text: { multiline: true } },
    { source: 'activo', type: 'boolean', label: 'Activo', defaultValue: true },
    { source: 'orden', type: 'integer', label: 'Orden', min: 0, max: 1000, defaultValue: 0 },
  ],
  list: {
    // A few dozen texts entered by hand.
    fewRows: true,
    columns: [ID_FIELD.source, 'accion', 'texto', 'activo', 'orden'],
    rowActions: ['edit', 'delete'],
    perPage: 20,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'accion', order: 'ASC' },
    search: { minLength: 3, columns: ['texto'] },
    filters: ['accion', 'activo'],
  },
});
