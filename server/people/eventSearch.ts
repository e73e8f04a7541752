// event/search: the audit trail read back (core/school/auditSearch.ts). Any of the filters' codes lets
// the call in; the filter used then needs its own, and its subject must be within the caller's reach
// (a staff member they may see, a class of their sedes) — otherwise 404, as for the record itself.
import type { FastifyInstance } from 'fastify';
import { AUDIT_FILTER_CODES, type AuditEventRow, type AuditSearchAnswer, auditSearchBody } from '../../core/school/auditSearch';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { forbidden, notFound } from '../errors/apiError';
import { loadTarget } from '../crud/personTarget';
import type { RouteDeps } from '../http/routeDeps';
import { classSede } from './scheduleReads';

const ALL_CODES = [...new Set(Object.values(AUDIT_FILTER_CODES).flat())];

const mayUse = (session: Session, codes: readonly string[]) => codes.some((code) => session.permisos.has(code));

/** The events' condition for the filter, once the caller is known to reach its subject. */
async function subjectCondition(tx: Database, session: Session, filters: { funcionario_id: number } | { clase_id: number }): Promise<[string, number]> {
  if ('funcionario_id' in filters) {
    if (!mayUse(session, AUDIT_FILTER_CODES.funcionario_id)) throw forbidden();
    await loadTarget(tx, session, filters.funcionario_id, { action: 'ver', through: 'funcionario' });
    return ['e.usuario_id = $1', filters.funcionario_id];
  }
  if (!mayUse(session, AUDIT_FILTER_CODES.clase_id)) throw forbidden();
  const sede = await classSede(tx, filters.clase_id);
  if (sede === undefined || (session.sedes && !session.sedes.includes(sede))) throw notFound();
  return ["e.universo = 'clases' AND e.registro_id = $1", filters.clase_id];
}

export function registerAuditSearch(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'event/search',
    permission: ALL_CODES,
    body: auditSearchBody,
    handler: async ({ body, session }): Promise<AuditSearchAnswer> =>
      db.transaction(async (tx) => {
        const [condition, subject] = await subjectCondition(tx, session, body.filters);
        const { page, perPage } = body.paginate;
        const [{ total }] = await tx.query<{ total: number }>(`SELECT count(*)::integer AS total FROM eventos e WHERE ${condition}`, [subject]);
        const data = await tx.query<AuditEventRow>(
          `SELECT e.id::integer AS id, e.universo, e.tipo, e.evento, e.contenido, e.created_at, e.usuario_id, e.registro_id,
             nullif(concat_ws(' ', u.primer_nombre, u.primer_apellido), '') AS usuario
           FROM eventos e LEFT JOIN usuarios u ON u.id = e.usuario_id
           WHERE ${condition} ORDER BY e.created_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
          [subject, perPage, (page - 1) * perPage],
        );
        return { datos: { data, lastPage: Math.max(1, Math.ceil(total / perPage)), page, total } };
      }),
  });
}
