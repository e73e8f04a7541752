// A teacher's default room (docente/editar_salon): another room than the current one (doc 2 §5), an
// active room of the caller's sedes, or none.
import { ROOM_UNCHANGED } from '../../resources/docentes/actions';
import type { Session } from '../auth/session';
import { sedeCondition } from '../crud/repository';
import { SqlParams } from '../crud/sql';
import type { Database } from '../db/database';
import { HTTP_MESSAGES, validationError } from '../http/errors';

export async function checkDefaultRoom(tx: Database, session: Session, current: unknown, wanted: number | null): Promise<void> {
  if ((current ?? null) === wanted) throw validationError({ salon_predeterminado: ROOM_UNCHANGED }, ROOM_UNCHANGED);
  if (wanted === null) return;
  const params = new SqlParams();
  const conditions = ['id = ' + params.add(wanted), 'activo', ...sedeCondition('sede_id', session, params)];
  const rows = await tx.query(`SELECT 1 FROM salones WHERE ${conditions.join(' AND ')}`, params.values);
  if (rows.length === 0) throw validationError({ salon_predeterminado: HTTP_MESSAGES.notAllowed });
}
