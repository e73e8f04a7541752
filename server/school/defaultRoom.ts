// A teacher's default room (docente/editar_salon): another room than the current one (the same one
// is refused), an active room of the caller's sedes (read as the pre-assignments read rooms), or none.
import { ROOM_UNCHANGED } from '../../core/school/preassignments';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { HTTP_MESSAGES, validationError } from '../errors/apiError';
import { loadRooms } from './preassignmentRepository';

export async function checkDefaultRoom(tx: Database, session: Session, current: unknown, wanted: number | null): Promise<void> {
  if ((current ?? null) === wanted) throw validationError({ salon_predeterminado: ROOM_UNCHANGED }, ROOM_UNCHANGED);
  if (wanted === null) return;
  const room = (await loadRooms(tx, session, [wanted])).get(wanted);
  if (!room?.activo) throw validationError({ salon_predeterminado: HTTP_MESSAGES.notAllowed });
}
