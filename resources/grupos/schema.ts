import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';
import { GRUPO_ACTIONS } from './actions';

// Permission groups (docs/security.md 'Permission groups'): a name and the codes its members hold. The table
// is the hand-written one of migration 001 (grupos, grupo_permisos, permisos); the codes are read
// with the group (computed, never a column) and changed one per click by the named actions.
// #/grupos lists them (4F40D01B) with a small create dialog; #/grupo/detalle/{id} (90C25887) is
// ./GrupoDetalle.tsx.
export default defineResource({
  name: 'grupos',
  prefix: 'grupo',
  label: { one: 'Grupo', many: 'Grupos' },
  menu: { group: 'Admin', label: 'Grupos' },
  table: 'grupos',
  representation: '{nombre}',
  messages: { created: 'Grupo creado', updated: 'Grupo actualizado' },
  permissions: { list: P.grupos.manage, show: P.grupos.show, create: P.grupos.manage },
  views: { modal: true, createLabel: 'Nuevo Grupo' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre', required: true, unique: true, minLength: 3, maxLength: 80 },
    {
      source: 'permisos',
      type: 'json',
      label: 'Permisos',
      readOnly: true,
      inCreate: false,
      inEdit: false,
      computed: `SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.codigo, 'recurso', p.recurso) ORDER BY p.recurso, p.codigo), '[]'::jsonb)
        FROM grupo_permisos gp JOIN permisos p ON p.codigo = gp.permiso WHERE gp.grupo_id = grupos.id`,
    },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['nombre'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'nombre', order: 'ASC' },
  },
  actions: GRUPO_ACTIONS,
});
