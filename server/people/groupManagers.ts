// Who can still manage the groups (4F40D01B): a change that would leave no active person holding
// it is refused, as the last administrator keeps their role. The code's permisos row is locked
// first, so two such changes at the same moment are judged one after the other.
import { P } from '../../core/engine/permissions';
import type { Database } from '../db/database';

export const LAST_GROUP_MANAGER = 'No se puede quitar: ningún usuario activo podría administrar los grupos ni sus permisos.';

/** Locks the group-management code for the rest of the transaction (against concurrent removals). */
async function lockGroupManagement(tx: Database): Promise<void> {
  await tx.query('SELECT codigo FROM permisos WHERE codigo = $1 FOR UPDATE', [P.grupos.manage]);
}

/**
 * Active people whose group holds 4F40D01B, leaving out the members of a group or one person; the
 * code is locked first, so the count holds until the caller's transaction ends.
 */
export async function activeGroupManagers(tx: Database, except: { grupoId: number } | { userId: number }): Promise<number> {
  await lockGroupManagement(tx);
  const [column, value] = 'grupoId' in except ? ['u.grupo_id', except.grupoId] : ['u.id', except.userId];
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM usuarios u JOIN grupo_permisos gp ON gp.grupo_id = u.grupo_id AND gp.permiso = $1
      WHERE u.activo AND u.deleted_at IS NULL AND ${column} <> $2`,
    [P.grupos.manage, value],
  );
  return row?.n ?? 0;
}

/** Whether group `grupoId` holds 4F40D01B (null: no group, so no). */
export async function groupManages(tx: Database, grupoId: number | null): Promise<boolean> {
  if (grupoId === null) return false;
  const rows = await tx.query('SELECT 1 FROM grupo_permisos WHERE grupo_id = $1 AND permiso = $2', [grupoId, P.grupos.manage]);
  return rows.length > 0;
}
