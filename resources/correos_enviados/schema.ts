import { P } from '../../core/engine/permissions';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

export const ESTADOS_CORREO = [
  { id: 'pendiente', name: 'Pendiente' },
  { id: 'enviado', name: 'Enviado' },
  { id: 'fallido', name: 'Fallido' },
  { id: 'sin_smtp', name: 'Guardado (sin servidor de correo)' },
];

// 'Correos enviados': the mail outbox (server/mail), read-only (its folder is not 'correos': that
// name is a course's e-mail templates, #/curso/7/correos). Without SMTP_URL this is where a
// generated password reaches anyone, so only the strongest code (group administration) reads it.
export default defineResource({
  name: 'correos_enviados',
  prefix: 'correo_enviado',
  label: { one: 'Correo', many: 'Correos enviados' },
  menu: { group: 'Admin', label: 'Correos enviados' },
  table: 'correos',
  representation: '{asunto}',
  messages: { created: 'Correo creado', updated: 'Correo actualizado' },
  permissions: { list: P.grupos.manage, show: P.grupos.manage },
  fields: [
    { source: 'created_at', type: 'datetime', label: 'Fecha', readOnly: true, required: true, datetime: { dbDefault: 'now' } },
    { source: 'para', type: 'email', label: 'Para', readOnly: true, required: true },
    { source: 'asunto', type: 'text', label: 'Asunto', readOnly: true, required: true },
    { source: 'estado', type: 'select', choices: ESTADOS_CORREO, label: 'Estado', readOnly: true, required: true, defaultValue: 'pendiente' },
    { source: 'intentos', type: 'integer', label: 'Intentos', readOnly: true, required: true, defaultValue: 0 },
    { source: 'ultimo_error', type: 'text', label: 'Último error', readOnly: true },
    { source: 'proximo_intento', type: 'datetime', label: 'Próximo intento', readOnly: true },
    { source: 'enviado_at', type: 'datetime', label: 'Enviado', readOnly: true },
    { source: 'cuerpo', type: 'text', label: 'Mensaje', readOnly: true, required: true },
  ],
  list: {
    // The outbox grows with every mail: it reads newest first from its index (migration 032), no header sorts.
    sortable: false,
    columns: ['created_at', 'para', 'asunto', 'estado', 'intentos'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'created_at', order: 'DESC' },
    search: { minLength: 3, columns: ['para', 'asunto'] },
  },
});
