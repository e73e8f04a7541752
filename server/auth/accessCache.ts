// Each signed-in user's access (active state, token cut-off, codes, permitted sedes) kept in
// memory: the guard runs on every request and the query behind it cost more than most reads.
// Database triggers NOTIFY 'acceso' on every change to users, groups, permissions or permitted
// sedes (migration 002), so a revocation still takes effect on the very next request — on
// PostgreSQL across every instance (each also reads a one-row change counter, since NOTIFY arrives
// there a moment late). Without notifications nothing is cached.
import { type Database, LISTEN_LOST } from '../db/database';
import { loadUserAccess, type Session } from './session';

export interface UserAccess {
  activo: boolean;
  deleted_at: Date | null;
  invalid_token_time: Date | null;
  permisos: ReadonlySet<string>;
  session: Session;
}

export interface AccessSource {
  key: Uint8Array;
  load(userId: number): Promise<UserAccess | null>;
  /** Stops listening (app close). */
  close(): Promise<void>;
}

async function readAccess(db: Database, userId: number): Promise<UserAccess | null> {
  const row = await loadUserAccess(db, userId);
  if (!row) return null;
  const permisos = new Set(row.permisos);
  // None, or all of them (usuario_sedes references sedes): every sede, and no condition in the SQL.
  const restricted = row.sedes_permitidas.length > 0 && row.sedes_permitidas.length < row.total_sedes;
  const sedes = restricted ? row.sedes_permitidas : null;
  return {
    activo: row.activo,
    deleted_at: row.deleted_at,
    invalid_token_time: row.invalid_token_time,
    permisos,
    session: { userId: row.id, sedeId: row.sede_id, permisos, sedes },
  };
}

export async function createAccessSource(db: Database, key: Uint8Array): Promise<AccessSource> {
  const cache = new Map<number, UserAccess | null>();
  // Bumped on every invalidation: a read that started before it must not be cached after it.
  let generation = 0;
  let trusted = Boolean(db.listen);
  const stop = db.listen
    ? await db.listen('acceso', (payload) => {
        generation++;
        if (payload === LISTEN_LOST) trusted = false;
        const id = Number(payload);
        if (Number.isInteger(id) && payload !== '') cache.delete(id);
        else cache.clear();
      })
    : null;

  // PostgreSQL delivers NOTIFY on another connection, a moment after the commit: there a one-row
  // counter bumped by the same triggers is read first. PGlite delivers it before the commit returns.
  const checkCounter = db.kind === 'postgres';
  let seenVersion: string | null = null;
  return {
    key,
    async load(userId) {
      if (trusted && checkCounter) {
        const [row] = await db.query<{ n: string }>('SELECT n::text AS n FROM acceso_version');
        if (row?.n !== seenVersion) {
          cache.clear();
          generation++;
          seenVersion = row?.n ?? null;
        }
      }
      if (trusted && cache.has(userId)) return cache.get(userId) ?? null;
      const started = generation;
      const access = await readAccess(db, userId);
      if (trusted && started === generation) cache.set(userId, access);
      return access;
    },
    async close() {
      trusted = false;
      cache.clear();
      await stop?.();
    },
  };
}
