// estudiante/procesar_re_ac (71A798F; docs/domain/student-record.md 'The student's record'), in one statement within the
// caller's permitted sedes: a pure student (no other role, not soft-deleted, not in an import
// still being written) who is active with a vigencia before today on the school's clock is
// switched off; one who is inactive with a vigencia from today on is switched on again only when
// the latest change of their active state was this batch's (a hand-made deactivation stands).
// Each changed row gets its version bumped and its own audit event, which that rule reads.
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { REACTIVATION_PATH, reactivationBody, reactivationMessage, type ReactivationResult } from '../../core/school/students/reactivation';
import { hiddenRowsCondition } from '../crud/bulkJournal';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { withinReach } from '../people/reach';
import { sedesParam } from '../people/reach';

const EVENT_TYPE = 'procesar_re_ac';

/** The latest change of the student's activo was this batch's (events of migration 006, indexed by record). */
const LAST_CHANGE_BY_BATCH = `(SELECT ev.tipo FROM eventos ev
   WHERE ev.universo = 'estudiantes' AND ev.registro_id = usuarios.id AND (ev.contenido -> 'cambios') ? 'activo'
   ORDER BY ev.created_at DESC, ev.id DESC LIMIT 1) = '${EVENT_TYPE}'`;

export function registerStudentReactivationEndpoint(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: REACTIVATION_PATH,
    permission: P.estudiantes.activo,
    body: reactivationBody,
    auditPerRecord: true,
    handler: async ({ session }): Promise<ReactivationResult> => {
      const unpublished = hiddenRowsCondition(db, 'usuarios');
      const rows = await db.transaction(async (tx) => {
        const changed = await tx.query<{ id: number; activo: boolean; vigencia: string }>(
          `UPDATE usuarios SET activo = NOT activo, version = version + 1
           WHERE es AND NOT pr AND NOT ad AND NOT fu AND grupo_id IS NULL AND deleted_at IS NULL AND vigencia IS NOT NULL
             AND ${withinReach('sede_id', 2)}${unpublished ? ` AND ${unpublished}` : ''}
             AND ((activo AND vigencia < $1::date) OR (NOT activo AND vigencia >= $1::date AND ${LAST_CHANGE_BY_BATCH}))
           RETURNING id, activo, to_char(vigencia, 'YYYY-MM-DD') AS vigencia`,
          [today(clock), sedesParam(session)],
        );
        // One event per student, written in one statement: the trail says why each one changed.
        await tx.query(
          `INSERT INTO eventos (universo, tipo, evento, contenido, usuario_id, registro_id)
           SELECT 'estudiantes', '${EVENT_TYPE}', CASE WHEN c.activo THEN 'Reactivado por vigencia renovada' ELSE 'Desactivado por vigencia vencida' END,
                  jsonb_build_object('cambios', jsonb_build_object('activo', jsonb_build_object('antes', NOT c.activo, 'despues', c.activo)), 'vigencia', c.vigencia),
                  $1, c.id
           FROM unnest($2::integer[], $3::boolean[], $4::text[]) AS c(id, activo, vigencia)`,
          [session.userId, changed.map((r) => r.id), changed.map((r) => r.activo), changed.map((r) => r.vigencia)],
        );
        return changed;
      });
      const reactivados = rows.filter((r) => r.activo).length;
      const desactivados = rows.length - reactivados;
      return { mensaje: reactivationMessage(desactivados, reactivados), desactivados, reactivados };
    },
  });
}
