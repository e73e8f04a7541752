// The staff users on the server: soft-deleted people are hidden; the handlers of the edit page's
// group, permitted-sede and token controls and of the password change, each within the privilege
// ceiling — nobody hands out a group stronger than their own codes or a sede outside their own.
import { FIELD_FORBIDDEN } from '../../core/engine/fieldAccess';
import { P } from '../../core/engine/permissions';
import { STRONGEST_CODE } from '../../core/engine/privileges';
import type { Errors } from '../../core/engine/validation';
import type { Session } from '../../server/auth/session';
import type { WriteRow } from '../../server/crud/hooksTypes';
import { defineServerParts } from '../../server/crud/parts';
import type { Database } from '../../server/db/database';
import { forbidden, validationError } from '../../server/errors/apiError';
import { activeGroupManagers, groupManages, LAST_GROUP_MANAGER } from '../../server/people/groupManagers';
import { changePassword } from '../../server/people/password';
import { assertSedeWithinReach, SEDE_UNKNOWN } from '../../server/people/sedeReach';
import { ACCESS_MESSAGES } from '../../server/crud/access';
import type { PersonTarget } from '../../server/crud/personTarget';
import schema from './schema';

export const USUARIO_MESSAGES = {
  grupo: 'Grupo actualizado',
  ownGroup: 'No puede cambiar su propio grupo',
  strongerGroup: 'No puede asignar un grupo con permisos que usted no tiene',
  grupoUnknown: 'El grupo no existe',
  sedeAdded: 'Sede agregada',
  sedeRemoved: 'Sede quitada',
  sedeUnknown: SEDE_UNKNOWN,
  sedeOutside: ACCESS_MESSAGES.sede,
  lastSede: 'El funcionario debe conservar al menos una sede permitida',
  tokens: 'Tokens invalidados',
} as const;

/** The groups among `ids` holding a code `session` lacks (none for the strongest code's holders). */
async function groupsBeyondReach(db: Database, session: Session, ids: number[]): Promise<Set<number>> {
  if (session.permisos.has(STRONGEST_CODE) || ids.length === 0) return new Set();
  const rows = await db.query<{ grupo_id: number }>(
    'SELECT DISTINCT grupo_id FROM grupo_permisos WHERE grupo_id = ANY($1::int[]) AND NOT (permiso = ANY($2::text[]))',
    [ids, [...session.permisos]],
  );
  return new Set(rows.map((row) => row.grupo_id));
}

async function assertGroupWithinReach(tx: Database, session: Session, grupoId: number): Promise<void> {
  const [grupo] = await tx.query('SELECT 1 FROM grupos WHERE id = $1', [grupoId]);
  if (!grupo) throw validationError({ grupo_id: USUARIO_MESSAGES.grupoUnknown });
  if ((await groupsBeyondReach(tx, session, [grupoId])).size > 0) throw forbidden({ grupo_id: USUARIO_MESSAGES.strongerGroup });
}

/** A bulk line naming a group needs 1010A13E and a group within the caller's codes. */
async function groupErrors(db: Database, rows: WriteRow[], session: Session): Promise<Map<number, Errors>> {
  const errors = new Map<number, Errors>();
  const named = rows.map((row) => row.grupo_id).filter((id): id is number => typeof id === 'number');
  const beyond = await groupsBeyondReach(db, session, [...new Set(named)]);
  rows.forEach((row, index) => {
    if (typeof row.grupo_id !== 'number') return;
    if (!session.permisos.has(P.usuarios.editGrupo)) errors.set(index, { grupo_id: FIELD_FORBIDDEN });
    else if (beyond.has(row.grupo_id)) errors.set(index, { grupo_id: USUARIO_MESSAGES.strongerGroup });
  });
  return errors;
}

/** A new account starts with its own sede as its only permitted one: an empty list would mean every sede. */
async function permitOwnSede(tx: Database, rows: WriteRow[], ids: number[]): Promise<void> {
  const pairs = rows.map((row, i) => [ids[i], row.sede_id] as const).filter((pair): pair is readonly [number, number] => typeof pair[1] === 'number');
  if (pairs.length === 0) return;
  await tx.query(
    'INSERT INTO usuario_sedes (usuario_id, sede_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING',
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

export default defineServerParts(schema, {
  hooks: { readCondition: 'deleted_at IS NULL', rowErrors: groupErrors, afterInsert: permitOwnSede },
  actions: {
    cambiarPassword: {
      run: ({ tx, body, record, session }) => changePassword(tx, record as unknown as PersonTarget, body, session),
    },
    editarGrupo: {
      run: async ({ tx, body, record, session }) => {
        if (record.id === session.userId) throw forbidden({ grupo_id: USUARIO_MESSAGES.ownGroup });
        if (body.grupo_id !== null) await assertGroupWithinReach(tx, session, body.grupo_id);
        // Someone active must still be able to manage the groups (as with the last administrator).
        const current = (record.grupo_id as number | null) ?? null;
        if (record.activo === true && (await groupManages(tx, current)) && !(await groupManages(tx, body.grupo_id))) {
          if ((await activeGroupManagers(tx, { userId: record.id })) === 0) throw validationError({ grupo_id: LAST_GROUP_MANAGER });
        }
        return { mensaje: USUARIO_MESSAGES.grupo, cambios: { grupo_id: body.grupo_id } };
      },
    },
    agregarSede: {
      run: async ({ tx, body, record, session }) => {
        await assertSedeWithinReach(tx, session, body.sede_id);
        await tx.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [record.id, body.sede_id]);
        return { mensaje: USUARIO_MESSAGES.sedeAdded, contenido: { sede_id: body.sede_id } };
      },
    },
    quitarSede: {
      run: async ({ tx, body, record, session }) => {
        await assertSedeWithinReach(tx, session, body.sede_id);
        const held = await tx.query<{ sede_id: number }>('SELECT sede_id FROM usuario_sedes WHERE usuario_id = $1 FOR UPDATE', [record.id]);
        // An empty permitted list means every sede: removing the last one would widen, not narrow.
        if (held.length === 1 && held[0].sede_id === body.sede_id) throw validationError({ sede_id: USUARIO_MESSAGES.lastSede });
        await tx.query('DELETE FROM usuario_sedes WHERE usuario_id = $1 AND sede_id = $2', [record.id, body.sede_id]);
        return { mensaje: USUARIO_MESSAGES.sedeRemoved, contenido: { sede_id: body.sede_id } };
      },
    },
    invalidarTokens: {
      run: async () => ({ mensaje: USUARIO_MESSAGES.tokens, cambios: { invalid_token_time: new Date().toISOString() } }),
    },
  },
});
