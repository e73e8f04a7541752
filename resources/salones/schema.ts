import { ROOMS } from '../../core/engine/linkedResources';
import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';
import { SALON_ACTIONS } from './actions';
import { TIPOS_SALON } from '../../core/school/classTypes';

export default defineResource({
  ...ROOMS,
  label: { one: 'Salón', many: 'Salones' },
  menu: { label: 'Salones' },
  table: 'salones',
  sedeField: 'sede_id',
  representation: '{nombre}',
  messages: { created: 'Salon Creado', updated: 'Salon Actualizado' },
  permissions: {
    list: P.salones.list,
    show: P.salones.show,
    create: P.salones.create,
    edit: P.salones.edit,
    bulk: P.salones.bulk,
  },
  actions: SALON_ACTIONS,
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre', required: true, maxLength: 80 },
    { source: 'numero', type: 'text', label: 'Número', maxLength: 20 },
    { source: 'capacidad', type: 'integer', label: 'Capacidad', required: true, min: 1, max: 200 },
    { source: 'tipo_salon', type: 'select', choices: TIPOS_SALON, label: 'Tipo de salón', required: true, defaultValue: 'regular' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', required: true },
    { source: 'activo', type: 'boolean', label: 'Activo', defaultValue: true },
    { source: 'url', type: 'url', label: 'Enlace de la sala virtual', inCreate: false, maxLength: 500 },
    // Changed by its own editor (salon/editar_tipos, with the tutoria exclusivity rule), never by editar.
    { source: 'tipos_permitidos', type: 'references', lookup: 'tiposClase', label: 'Tipos permitidos', readOnly: true },
    // Changed by salon/editar_cursos (EE7EF073); empty = every course (as the teachers' list).
    { source: 'cursos_permitidos', type: 'references', lookup: 'cursos', label: 'Cursos permitidos', readOnly: true, emptyText: 'Todos los cursos' },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    // Sede beside the name: rooms of different sedes share names ('Cabina de tutorías 102').
    columns: ['nombre', 'sede_id', 'capacidad', 'activo', 'url'],
    columnLabels: { url: 'Sala virtual' },
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'nombre', order: 'ASC' },
    search: { minLength: 3, columns: ['nombre', 'numero'] },
    filters: ['sede_id', 'tipo_salon'],
  },
  bulk: { columns: ['nombre', 'numero', 'capacidad', 'tipo_salon', 'sede_id'] },
});
