// actualizar_medios_pago's SQL: set-based (one UPDATE … FROM unnest of the slice's ids and methods),
// the student's reach part of it (a student, not deleted, of the caller's sedes, within their privilege
// ceiling), with the counts and the codes not reached in the same statement's answer.
import type { PersonKind } from '../../core/engine/privileges';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { unreachableKindConditions } from '../crud/repository';

/** What the write did: students changed, already with that method, and codes out of reach. */
export interface PaymentWriteResult {
  actualizados: number;
  sin_cambio: number;
  ausentes: number[];
}

/** A person of another kind than student needs the caller's edit codes over that kind too (core/engine/privileges.ts). */
const OTHER_KINDS: readonly PersonKind[] = ['docente', 'funcionario', 'administrador'];

/** The WHERE of the students the caller reaches; `sedes` is the placeholder of the caller's sedes, when bounded. */
function reachSql(session: Session, sedes: string): string {
  const conditions = ['u.es', 'u.deleted_at IS NULL'];
  if (session.sedes) conditions.push(`u.sede_id = ANY(${sedes}::integer[])`);
  conditions.push(...unreachableKindConditions('editar', session.permisos, OTHER_KINDS, 'u.'));
  return conditions.join(' AND ');
}

/**
 * One statement: the reachable students of the slice (found by the primary key: `u.id = ANY($1)`) and
 * their method before (every CTE reads the statement's one snapshot), updated where it differs —
 * `version` bumped here, as the engine's writes do — and journaled on PGlite. Answers the counts and
 * the codes not reached.
 */
function sliceSql(session: Session, journaled: boolean): string {
  const reach = reachSql(session, '$3');
  const lote = session.sedes ? '$4' : '$3';
  return `WITH entrada AS (
      SELECT e.id, e.tipo FROM unnest($1::integer[], $2::text[]) AS e(id, tipo)
    ), antes AS (
      SELECT u.id, u.tipo_pago AS anterior FROM usuarios u WHERE u.id = ANY($1::integer[]) AND ${reach}
    ), cambiados AS (
      UPDATE usuarios u SET tipo_pago = e.tipo, version = u.version + 1
      FROM entrada e
      WHERE u.id = e.id AND u.id = ANY($1::integer[]) AND ${reach} AND u.tipo_pago IS DISTINCT FROM e.tipo
      RETURNING u.id, e.tipo AS nuevo
    )${
      journaled
        ? `, diario AS (
      INSERT INTO medios_pago_lotes (lote, usuario_id, tipo_pago_anterior, tipo_pago_nuevo)
      SELECT ${lote}::integer, c.id, a.anterior, c.nuevo FROM cambiados c JOIN antes a ON a.id = c.id
    )`
        : ''
    }
    SELECT (SELECT count(*) FROM cambiados)::integer AS cambiados,
           (SELECT count(*) FROM antes)::integer AS encontrados,
           (SELECT coalesce(array_agg(e.id ORDER BY e.id), '{}') FROM entrada e WHERE NOT EXISTS (SELECT 1 FROM antes a WHERE a.id = e.id)) AS ausentes`;
}

/**
 * PostgreSQL only, before the update and in its transaction: the reachable rows locked in id order, so
 * two calls on the same students never wait on each other crosswise; the update's own statement (a new
 * snapshot) then reads them as they are now. PGlite runs one transaction at a time: nothing to lock against.
 */
export async function lockTargets(tx: Database, session: Session, ids: number[]): Promise<void> {
  await tx.query(`SELECT u.id FROM usuarios u WHERE u.id = ANY($1::integer[]) AND ${reachSql(session, '$2')} ORDER BY u.id FOR UPDATE OF u`, [
    ids,
    ...(session.sedes ? [[...session.sedes]] : []),
  ]);
}

export async function writeSlice(tx: Database, session: Session, ids: number[], tipos: string[], lote: number | null): Promise<PaymentWriteResult> {
  const params = [ids, tipos, ...(session.sedes ? [[...session.sedes]] : []), ...(lote === null ? [] : [lote])];
  const [row] = await tx.query<{ cambiados: number; encontrados: number; ausentes: number[] }>(sliceSql(session, lote !== null), params);
  return { actualizados: row.cambiados, sin_cambio: row.encontrados - row.cambiados, ausentes: row.ausentes };
}
