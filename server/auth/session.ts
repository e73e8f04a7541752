// Who is calling: the guard run before every non-public endpoint, and the token data built at login.
import type { Database } from '../db/database';
import type { AccessSource } from './accessCache';
import { forbidden, unauthorized } from '../http/errors';
import { signToken, type TokenData, verifyToken } from './tokens';

export interface Session {
  userId: number;
  sedeId: number | null;
  permisos: ReadonlySet<string>;
  /** The sedes this user may see and write; null = every sede (an empty permitted list). */
  sedes: readonly number[] | null;
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
  invalid_token_time: Date | null;
  grupo_id: number | null;
  permisos: string[];
  sedes_permitidas: number[];
  /** How many sedes exist: a permitted list holding them all restricts nothing. */
  total_sedes: number;
}

/** The user with their group's codes and permitted sedes, as stored now (the access cache's source). */
export async function loadUserAccess(db: Database, userId: number): Promise<UserAccessRow | null> {
  const rows = await db.query<UserAccessRow>(
    `SELECT u.id, u.primer_nombre, u.primer_apellido, u.sede_id, u.activo, u.deleted_at, u.invalid_token_time, u.grupo_id,
       COALESCE((SELECT json_agg(gp.permiso ORDER BY gp.permiso) FROM grupo_permisos gp WHERE gp.grupo_id = u.grupo_id), '[]') AS permisos,
       COALESCE((SELECT json_agg(us.sede_id ORDER BY us.sede_id) FROM usuario_sedes us WHERE us.usuario_id = u.id), '[]') AS sedes_permitidas,
       (SELECT count(*)::integer FROM sedes) AS total_sedes
     FROM usuarios u WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Signs a fresh token for a user (login); never earlier than their invalid_token_time. */
export async function issueToken(db: Database, key: Uint8Array, userId: number): Promise<string> {
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
  return signToken(key, data, user.invalid_token_time);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export type Guard = (authorization: string | undefined, permission: EndpointPermission) => Promise<Session>;

/** 401 for a missing/bad/expired/revoked token or an inactive user; 403 when the code is missing. */
export function createGuard(access: AccessSource): Guard {
  return async (authorization, permission) => {
    const match = BEARER.exec(authorization ?? '');
    if (!match) throw unauthorized();
    const token = await verifyToken(access.key, match[1]);
    if (!token || token.userId > 2147483647) throw unauthorized();
    const user = await access.load(token.userId);
    if (!user || !user.activo || user.deleted_at) throw unauthorized();
    if (user.invalid_token_time && token.issuedAt * 1000 < user.invalid_token_time.getTime()) throw unauthorized();
    const codes = permissionCodes(permission);
    if (codes.length > 0 && !codes.some((code) => user.permisos.has(code))) throw forbidden();
    return user.session;
  };
}
