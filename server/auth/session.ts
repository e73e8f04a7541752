// Who is calling: the guard run before every non-public endpoint, and the token (with its session)
// issued at login.
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../errors/apiError';
import { openSession, sessionProblem, type SessionState, sessionTouchIntervalMs } from './sessions';
import { signToken, type TokenData, verifyToken } from './tokens';

/** What the guard needs of a user's access (accessCache.ts keeps it in memory). */
export interface UserAccess {
  activo: boolean;
  deleted_at: Date | null;
  /** Only staff (a person with a permission group) may use the back-office. */
  grupo_id: number | null;
  permisos: ReadonlySet<string>;
  session: Session;
}

/** Where the guard reads access and sessions: accessCache.ts's createAccessSource. */
export interface AccessSource {
  key: Uint8Array;
  load(userId: number): Promise<UserAccess | null>;
  /**
   * The user's access and one session's state, after a single freshness check; `fresh` reads the
   * session from the database even when cached (before refusing it as idle: another server may
   * have seen it more recently).
   */
  loadWithSession(userId: number, sessionId: string, options?: { fresh?: boolean }): Promise<{ user: UserAccess | null; sesion: SessionState | null }>;
  /** Records a request on the session at `now`: written once the last record is `intervalMs` old (sessionTouchIntervalMs). */
  touch(sesion: SessionState, now: number, intervalMs: number): Promise<void>;
  /** Forgets a session this server refused (idle or too old), so the cache does not keep it. */
  forget(sessionId: string): void;
  /** Stops listening (app close). */
  close(): Promise<void>;
}

export interface Session {
  userId: number;
  sedeId: number | null;
  permisos: ReadonlySet<string>;
  /** The sedes this user may see and write; null = every sede (an empty permitted list). */
  sedes: readonly number[] | null;
  /** The session of the token that made this request (table sesiones); absent outside a request. */
  sesionId?: string;
}

/**
 * 'public' = no token; 'login' = any valid token; otherwise the permission code required, or a list
 * of codes any one of which is enough (clase/historial: 956EB91C or EEB6ADA9).
 */
export type EndpointPermission = 'public' | 'login' | (string & {}) | readonly string[];

/** The codes an endpoint accepts (none for 'public' and 'login'). */
export function permissionCodes(permission: EndpointPermission): readonly string[] {
  if (typeof permission !== 'string') return permission;
  return permission === 'public' || permission === 'login' ? [] : [permission];
}

export interface UserAccessRow {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  sede_id: number | null;
  activo: boolean;
  deleted_at: Date | null;
  grupo_id: number | null;
  permisos: string[];
  sedes_permitidas: number[];
  /** How many sedes exist: a permitted list holding them all restricts nothing. */
  total_sedes: number;
}

/** The user with their group's codes and permitted sedes, as stored now (the access cache's source). */
export async function loadUserAccess(db: Database, userId: number): Promise<UserAccessRow | null> {
  const rows = await db.query<UserAccessRow>(
    `SELECT u.id, u.primer_nombre, u.primer_apellido, u.sede_id, u.activo, u.deleted_at, u.grupo_id,
       COALESCE((SELECT json_agg(gp.permiso ORDER BY gp.permiso) FROM grupo_permisos gp WHERE gp.grupo_id = u.grupo_id), '[]') AS permisos,
       COALESCE((SELECT json_agg(us.sede_id ORDER BY us.sede_id) FROM usuario_sedes us WHERE us.usuario_id = u.id), '[]') AS sedes_permitidas,
       (SELECT count(*)::integer FROM sedes) AS total_sedes
     FROM usuarios u WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Opens a session and signs its token for a user (login). */
export async function issueToken(db: Database, key: Uint8Array, userId: number, now: number = Date.now()): Promise<string> {
  const user = await loadUserAccess(db, userId);
  if (!user) throw unauthorized();
  const data: TokenData = {
    id: user.id,
    primer_nombre: user.primer_nombre,
    primer_apellido: user.primer_apellido,
    sede_id: user.sede_id,
    permisos: JSON.stringify(user.permisos),
    sedes_permitidas: user.sedes_permitidas,
  };
  const sessionId = await openSession(db, user.id, now);
  // Deactivated (or the like) since the password was checked.
  if (!sessionId) throw unauthorized();
  return signToken(key, data, { sessionId, now });
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export type Guard = (authorization: string | undefined, permission: EndpointPermission) => Promise<Session>;

export interface GuardOptions {
  /** Milliseconds since the epoch (tests move it). */
  now: () => number;
  /** A session unused this long is over (SESSION_IDLE_MINUTES). */
  idleMs: number;
}

/**
 * 401 for a missing/bad/expired/revoked token, an ended, idle or too old session, or a user who is
 * inactive, deleted or without a group; 403 when the code is missing. Cached reads only, save a
 * last_seen_at write at most once per touch interval per session.
 */
export function createGuard(access: AccessSource, options: GuardOptions): Guard {
  const touchIntervalMs = sessionTouchIntervalMs(options.idleMs);
  return async (authorization, permission) => {
    const match = BEARER.exec(authorization ?? '');
    if (!match) throw unauthorized();
    const now = options.now();
    const token = await verifyToken(access.key, match[1], now);
    if (!token || token.userId > 2147483647) throw unauthorized();
    const loaded = await access.loadWithSession(token.userId, token.sessionId);
    const user = loaded.user;
    let sesion = loaded.sesion;
    if (!user || !user.activo || user.deleted_at || user.grupo_id === null) throw unauthorized();
    // A token issued before an invalidation (invalid_token_time) has an ended session (migration 029).
    let problem = sessionProblem(sesion, token.userId, now, options.idleMs);
    // This server's copy may be behind another's use of the session: idle only if the database agrees.
    if (problem === 'idle') {
      ({ sesion } = await access.loadWithSession(token.userId, token.sessionId, { fresh: true }));
      problem = sessionProblem(sesion, token.userId, now, options.idleMs);
    }
    if (problem || !sesion) {
      access.forget(token.sessionId);
      throw unauthorized();
    }
    const codes = permissionCodes(permission);
    if (codes.length > 0 && !codes.some((code) => user.permisos.has(code))) throw forbidden();
    await access.touch(sesion, now, touchIntervalMs);
    return { ...user.session, sesionId: sesion.id };
  };
}
