// Each signed-in user's access (active state, group, codes, permitted sedes) and each
// session's state kept in memory: the guard runs on every request and the queries behind it cost
// more than most reads. Database triggers NOTIFY 'acceso' on every change to users, groups,
// permissions or permitted sedes (migration 002) and on every ended session ('sesion:<id>',
// migration 026), so a revocation or a logout still takes effect on the very next request — on
// PostgreSQL across every instance (each also reads a one-row change counter, since NOTIFY arrives
// there a moment late). Without notifications nothing is cached, nor while the listener is lost
// (PostgreSQL gone): once it listens again everything cached before is dropped and caching resumes.
import { type Database, LISTEN_LOST, LISTEN_RESUMED } from '../db/database';
import { type AccessSource, loadUserAccess, type UserAccess } from './session';
import { loadSession, type SessionState, touchSession } from './sessions';

/** Sessions kept at most; past it the cache starts again (expired sessions are otherwise only dropped when refused). */
const MAX_CACHED_SESSIONS = 50_000;
const SESSION_PAYLOAD = 'sesion:';

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
    grupo_id: row.grupo_id,
    permisos,
    session: { userId: row.id, sedeId: row.sede_id, permisos, sedes },
  };
}

export async function createAccessSource(db: Database, key: Uint8Array): Promise<AccessSource> {
  const cache = new Map<number, UserAccess | null>();
  const sessions = new Map<string, SessionState>();
  // Bumped on every invalidation: a read that started before it must not be cached after it.
  let generation = 0;
  let trusted = Boolean(db.listen);
  let closed = false;
  // The counter last read (PostgreSQL): declared before the listener, which resets it.
  let seenVersion: string | null = null;
  const stop = db.listen
    ? await db.listen('acceso', (payload) => {
        generation++;
        if (payload === LISTEN_LOST) trusted = false;
        if (payload === LISTEN_RESUMED) {
          // Changes made while nobody listened are unknown: start from nothing, trusted again.
          cache.clear();
          sessions.clear();
          seenVersion = null;
          trusted = !closed;
          return;
        }
        if (payload.startsWith(SESSION_PAYLOAD)) {
          sessions.delete(payload.slice(SESSION_PAYLOAD.length));
          return;
        }
        const id = Number(payload);
        if (Number.isInteger(id) && payload !== '') cache.delete(id);
        else {
          cache.clear();
          sessions.clear();
        }
      })
    : null;

  // PostgreSQL delivers NOTIFY on another connection, a moment after the commit: there a one-row
  // counter bumped by the same triggers is read first. PGlite delivers it before the commit returns.
  const checkCounter = db.kind === 'postgres';
  async function sync(): Promise<void> {
    if (!trusted || !checkCounter) return;
    const [row] = await db.query<{ n: string }>('SELECT n::text AS n FROM acceso_version');
    if (row?.n !== seenVersion) {
      cache.clear();
      sessions.clear();
      generation++;
      seenVersion = row?.n ?? null;
    }
  }

  async function user(userId: number): Promise<UserAccess | null> {
    if (trusted && cache.has(userId)) return cache.get(userId) ?? null;
    const started = generation;
    const access = await readAccess(db, userId);
    if (trusted && started === generation) cache.set(userId, access);
    return access;
  }

  async function sesion(sessionId: string, fresh: boolean): Promise<SessionState | null> {
    const cached = trusted && !fresh ? sessions.get(sessionId) : undefined;
    if (cached) return cached;
    const started = generation;
    const state = await loadSession(db, sessionId);
    // Only live sessions are kept: an unknown or ended one is refused anyway, and is read again if asked.
    if (trusted && started === generation && state && state.endedAt === null) {
      if (sessions.size >= MAX_CACHED_SESSIONS) sessions.clear();
      sessions.set(sessionId, state);
    }
    return state;
  }

  return {
    key,
    async load(userId) {
      await sync();
      return user(userId);
    },
    async loadWithSession(userId, sessionId, options) {
      await sync();
      const [access, state] = await Promise.all([user(userId), sesion(sessionId, options?.fresh ?? false)]);
      return { user: access, sesion: state };
    },
    async touch(state, now, intervalMs) {
      if (now - state.lastSeenAt < intervalMs) return;
      // Set before the write: requests arriving meanwhile do not write it again.
      state.lastSeenAt = now;
      await touchSession(db, state.id, now);
    },
    forget(sessionId) {
      sessions.delete(sessionId);
    },
    async close() {
      closed = true;
      trusted = false;
      cache.clear();
      sessions.clear();
      await stop?.();
    },
  };
}
