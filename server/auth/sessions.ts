// Sessions (table sesiones, migration 026): opened at login, ended by logout, a password change or
// any invalidation of the person's tokens (migration 029), expired by idleness or age. The guard
// reads them through the access cache (accessCache.ts); last_seen_at is written at most once per
// touch interval per session (a minute, less for a short idle time), never on every request.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { TOKEN_LIFETIME_SECONDS } from './tokens';

/** The longest a session's last_seen_at may lag its last use (the default idle time's interval). */
export const MAX_SESSION_TOUCH_INTERVAL_MS = 60_000;
export const DEFAULT_SESSION_IDLE_MINUTES = 8 * 60;
export const SESSION_LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000;

export interface SessionState {
  id: string;
  userId: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastSeenAt: number;
  endedAt: number | null;
}

/** SESSION_IDLE_MINUTES (a whole number of minutes, default 8 hours) in milliseconds; anything else stops the start. */
export function sessionIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SESSION_IDLE_MINUTES?.trim();
  if (!text) return DEFAULT_SESSION_IDLE_MINUTES * 60_000;
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(minutes) || minutes <= 0) {
    throw new Error(`SESSION_IDLE_MINUTES no válido: ${text} (minutos, un entero positivo)`);
  }
  return minutes * 60_000;
}

/**
 * How stale last_seen_at may get before a request writes it again: a minute, or a quarter of a
 * shorter idle time, so a short idle time is not mostly spent on the staleness.
 */
export function sessionTouchIntervalMs(idleMs: number): number {
  return Math.min(MAX_SESSION_TOUCH_INTERVAL_MS, Math.floor(idleMs / 4));
}

/**
 * Why a session no longer admits requests at `now`, or null while it does. Every server writes
 * last_seen_at once its own copy is a touch interval old, so the last use on any server lies at most
 * that interval after the stored value: idle is counted from there, and a session used once per idle
 * period never ends for idleness (it ends at most one interval late, never early).
 */
export function sessionProblem(session: SessionState | null, userId: number, now: number, idleMs: number): 'ended' | 'old' | 'idle' | null {
  if (!session || session.userId !== userId || session.endedAt !== null) return 'ended';
  if (now - session.createdAt > SESSION_LIFETIME_MS) return 'old';
  if (now - session.lastSeenAt > idleMs + sessionTouchIntervalMs(idleMs)) return 'idle';
  return null;
}

interface SessionRow {
  id: string;
  usuario_id: number;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/**
 * A new session for `userId` (login), or null when they may no longer sign in. The row lock orders it
 * with a deactivation running meanwhile: either that sees this session and ends it (migration 029)
 * or this sees the person inactive, so no login racing an invalidation outlives it.
 */
export async function openSession(db: Database, userId: number, now: number): Promise<string | null> {
  const id = randomUUID();
  const rows = await db.query(
    `INSERT INTO sesiones (id, usuario_id, created_at, last_seen_at)
     SELECT $1, u.id, $3, $3 FROM usuarios u
     WHERE u.id = $2 AND u.activo AND u.deleted_at IS NULL AND u.grupo_id IS NOT NULL FOR SHARE
     RETURNING id`,
    [id, userId, new Date(now)],
  );
  return rows.length > 0 ? id : null;
}

/** Drops the user's sessions past their lifetime (at login): no token can use them any more. */
export async function dropOldSessions(db: Database, userId: number, now: number): Promise<void> {
  await db.query('DELETE FROM sesiones WHERE usuario_id = $1 AND created_at < $2', [userId, new Date(now - SESSION_LIFETIME_MS)]);
}

export async function loadSession(db: Database, id: string): Promise<SessionState | null> {
  const [row] = await db.query<SessionRow>('SELECT id, usuario_id, created_at, last_seen_at, ended_at FROM sesiones WHERE id = $1', [id]);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.usuario_id,
    createdAt: row.created_at.getTime(),
    lastSeenAt: row.last_seen_at.getTime(),
    endedAt: row.ended_at ? row.ended_at.getTime() : null,
  };
}

/** Records activity (never moves last_seen_at back: another server may have written a later one). */
export async function touchSession(db: Database, id: string, now: number): Promise<void> {
  await db.query('UPDATE sesiones SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1 AND ended_at IS NULL', [id, new Date(now)]);
}

/** Ends one session (logout); false when it was already over. */
export async function endSession(db: Database, id: string): Promise<boolean> {
  const rows = await db.query('UPDATE sesiones SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}

/** Ends every open session of a user but `keep` (the caller's own, when they change their own password). */
export async function endUserSessions(db: Database, userId: number, keep?: string | null): Promise<number> {
  const rows = await db.query(
    'UPDATE sesiones SET ended_at = now() WHERE usuario_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $2::uuid RETURNING id',
    [userId, keep ?? null],
  );
  return rows.length;
}
