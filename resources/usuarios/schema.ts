import { PERSON_FIELDS, STAFF_TABLE } from '../../core/engine/personFields';
import { P } from '../../core/engine/permissions';
import { defineResource } from '../../core/engine/declaration/resource';
import { USUARIO_ACTIONS } from './actions';

// Staff users (funcionarios): people (table usuarios) marked fu
// (docs/security.md 'Staff users and global management'). Their routes are #/usuarios and #/usuario/…, their
// calls funcionario/…. The group, the permitted sedes and the token cut-off change only through
// their named actions (1010A13E).
export default defineResource({
  name: 'usuarios',
  prefix: 'funcionario',
  routes: { base: 'usuario' },
  // The list is titled as its menu entry (Admin › Usuarios); a record stays a 'Funcionario' (as its
  // messages say).
  label: { one: 'Funcionario', many: 'Usuarios' },
  menu: { group: 'Admin', label: 'Usuarios' },
  table: 'usuarios',
  scope: { fu: true },
  person: 'funcionario',
  sedeField: 'sede_id',
  representation: '{primer_nombre} {primer_apellido}',
  messages: { created: 'funcionario Creado', updated: 'Funcionario Actualizado' },
  permissions: {
    list: P.usuarios.list,
    show: P.usuarios.show,
    create: P.usuarios.create,
    edit: P.usuarios.edit,
    bulk: P.usuarios.bulk,
  },
  actions: USUARIO_ACTIONS,
  // 'funcionario Creado' and 'Funcionario Actualizado' both lead back to the list.
  views: { afterCreate: 'list', afterEdit: 'list' },
  fields: [
    ...PERSON_FIELDS,
    // The sede they work at now (the list's 'sede'); a new account needs one to sign in to.
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', required: 'create', inEdit: false },
    // Set by a bulk line (with 1010A13E) or by funcionario/editar_grupo; none reads 'Sin Asignar'.
    {
      source: 'grupo_id',
      type: 'select',
      lookup: 'grupos',
      label: 'Grupo',
      inCreate: false,
      inEdit: false,
      emptyText: 'Sin Asignar',
      editCodes: { set: [P.usuarios.editGrupo] },
    },
    { source: 'activo', type: 'boolean', label: 'Activo', readOnly: true, defaultValue: true },
    { source: 'ultimo_ingreso', type: 'datetime', label: 'Último ingreso', readOnly: true, emptyText: 'No registra' },
    // Tokens issued before this instant are refused (invalidation, password change, deactivation).
    { source: 'invalid_token_time', type: 'datetime', label: 'Validez de tokens', readOnly: true, emptyText: 'No registra' },
    {
      source: 'sedes_permitidas',
      type: 'references',
      lookup: 'sedes',
      label: 'Sedes permitidas',
      readOnly: true,
      inShow: false,
      computed: "SELECT coalesce(json_agg(us.sede_id ORDER BY us.sede_id), '[]'::json) FROM usuario_sedes us WHERE us.usuario_id = usuarios.id",
    },
  ],
  list: {
    columns: ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'numero_documento', 'email', 'grupo_id', 'activo', 'sede_id'],
    // The same table options as the teachers' list.
    ...STAFF_TABLE,
    filters: ['grupo_id', 'sede_id', 'activo'],
  },
  bulk: {
    columns: ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'tipo_documento', 'numero_documento', 'telefono', 'movil', 'email', 'sede_id', 'grupo_id'],
    // The page's title as the staff know it (kept verbatim).
    title: 'Funcionario Masivo',
  },
});
