import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

// Closures (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): a date, some class hours of that day
// and some sedes where nothing may be scheduled, with a message. Stored as columns (fecha, horas
// text[], sedes int[]) so the scheduler checks them in SQL. Created in a modal from #/cierres;
// never edited.
export default defineResource({
  name: 'cierres',
  // Its calls keep their established names, cierres/lista and cierres/crear (plural prefix).
  prefix: 'cierres',
  label: { one: 'Cierre', many: 'Cierres' },
  menu: { group: 'Admin', label: 'Cierres' },
  table: 'cierres',
  representation: '{fecha}',
  messages: { created: 'Cierre creado', updated: 'Cierre actualizado' },
  permissions: { list: P.admin.cierres, show: P.admin.cierres, create: P.admin.cierres },
  views: { modal: true, createLabel: 'Crear Cierre' },
  fields: [
    { source: 'fecha', type: 'date', label: 'Fecha', required: true },
    // Class slots of that weekday (the rule below); the form offers them once a date is chosen.
    { source: 'horas', type: 'references', label: 'Horas', required: true, references: { minItems: 1, maxItems: 20, slotsOf: 'fecha' } },
    // Only the user's permitted sedes (checked by the server: ./server.ts).
    { source: 'sedes', type: 'references', lookup: 'sedes', label: 'Sedes', required: true, references: { minItems: 1 } },
    { source: 'mensaje', type: 'text', label: 'Mensaje', required: true, maxLength: 500 },
    // Who created it (its 'usuario': name and e-mail): written by the server from the session.
    { source: 'usuario', type: 'text', label: 'Usuario', readOnly: true, inCreate: false, maxLength: 300 },
  ],
  rules: [
    { kind: 'notBefore', field: 'fecha', days: 1 },
    { kind: 'slotsOfDate', field: 'horas', date: 'fecha' },
  ],
  list: {
    // Entered one by one by staff: a few hundred rows sort without an index.
    fewRows: true,
    columns: ['fecha', 'horas', 'sedes', 'usuario', 'mensaje'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'fecha', order: 'DESC' },
  },
});
