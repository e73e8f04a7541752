import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

const ALL_FIELDS = 'Debe rellenar todos los campos';

// Banners (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): an image shown to the students of some
// courses, sedes and payment methods between two dates, linking to a destination; its author kept.
// Routes as the school's staff already know them (kept verbatim): #/banners/lista, #/banners/nuevo,
// #/banners/detalle/:id, #/banner/editar/:id.
export default defineResource({
  name: 'banners',
  prefix: 'banners',
  routes: { list: '/banners/lista', editPrefix: 'banner' },
  label: { one: 'Banner', many: 'Banners' },
  menu: { group: 'Admin', label: 'Banners' },
  table: 'banners',
  representation: '{url}',
  messages: { created: 'Se ha guardado el Banner', updated: 'Banner Actualizado' },
  permissions: { list: P.admin.listBanners, show: P.admin.showBanner, create: P.admin.createBanner, edit: P.admin.editBanner },
  views: { afterCreate: 'list' },
  fields: [
    { source: 'url', type: 'url', label: 'Enlace de la imagen', required: true, requiredMessage: ALL_FIELDS, maxLength: 500 },
    { source: 'activo', type: 'boolean', label: 'Activo', defaultValue: true },
    { source: 'fecha_inicio', type: 'date', label: 'Fecha de inicio', required: true, requiredMessage: ALL_FIELDS },
    { source: 'fecha_fin', type: 'date', label: 'Fecha de fin', required: true, requiredMessage: ALL_FIELDS },
    { source: 'destination_url', type: 'url', label: 'Enlace de destino', maxLength: 500 },
    // The segment: who sees it (courses and sedes required, payment types optional).
    { source: 'cursos', type: 'references', lookup: 'cursos', label: 'Cursos', required: true, requiredMessage: ALL_FIELDS },
    { source: 'sedes', type: 'references', lookup: 'sedes', label: 'Sedes', required: true, requiredMessage: ALL_FIELDS },
    { source: 'metodos_pago', type: 'references', lookup: 'metodosPago', label: 'Tipo de pago' },
    // The author's name, written by the server from the session.
    { source: 'usuario', type: 'text', label: 'Autor', readOnly: true, inCreate: false, maxLength: 200 },
  ],
  rules: [{ kind: 'ordered', start: 'fecha_inicio', end: 'fecha_fin', allowEqual: true }],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['id', 'url', 'activo', 'fecha_inicio', 'fecha_fin'],
    maxChars: { url: 30 },
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'fecha_inicio', order: 'DESC' },
  },
});
