// A sede handed to a person (a permitted sede, an enrolment sede): it must exist (400) and be one of
// the caller's own sedes (403) — nobody hands out a sede beyond their own reach.
import type { Session } from '../auth/session';
import { ACCESS_MESSAGES } from '../crud/access';
import type { Database } from '../db/database';
import { forbidden, validationError } from '../errors/apiError';

export const SEDE_UNKNOWN = 'La sede no existe';

export async function assertSedeWithinReach(tx: Database, session: Session, sedeId: number): Promise<void> {
  const [sede] = await tx.query('SELECT 1 FROM sedes WHERE id = $1', [sedeId]);
  if (!sede) throw validationError({ sede_id: SEDE_UNKNOWN });
  if (session.sedes && !session.sedes.includes(sedeId)) throw forbidden({ sede_id: ACCESS_MESSAGES.sede });
}
