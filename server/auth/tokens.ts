// JWT (HS256, jose): issuing at login and verifying on every guarded request.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const SECRET_KEY = 'jwt_secret';

/** Data carried in the token (see the API contract). */
export interface TokenData {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  sede_id: number | null;
  /** JSON text of the permission codes array. */
  permisos: string;
  sedes_permitidas: number[];
}

/**
 * The signing key: the explicit secret, else JWT_SECRET, else one generated once and kept in the
 * config table so tokens survive restarts.
 */
export async function resolveJwtSecret(db: Database, explicit?: string): Promise<Uint8Array> {
  const configured = explicit ?? process.env.JWT_SECRET;
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  // Two servers starting together agree: the first insert wins, both read it back.
  await db.query('INSERT INTO config (clave, valor) VALUES ($1, $2) ON CONFLICT (clave) DO NOTHING', [SECRET_KEY, generated]);
  const rows = await db.query<{ valor: string }>('SELECT valor FROM config WHERE clave = $1', [SECRET_KEY]);
  return new TextEncoder().encode(rows[0].valor);
}

/**
 * Signs a token. `notBefore` (the user's invalid_token_time) pushes iat up to the next whole
 * second, so a token issued right after an invalidation is not itself rejected.
 */
export async function signToken(key: Uint8Array, data: TokenData, notBefore?: Date | null): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const iat = notBefore ? Math.max(now, Math.ceil(notBefore.getTime() / 1000)) : now;
  return new SignJWT({ data: { ...data } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

export interface VerifiedToken {
  userId: number;
  issuedAt: number; // seconds
}

/** Checks signature, algorithm, expiry and shape; null when anything is wrong. */
export async function verifyToken(key: Uint8Array, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['iat', 'exp'] });
    const data = payload.data as { id?: unknown } | undefined;
    const userId = data?.id;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== 'number') {
      return null;
    }
    return { userId, issuedAt: payload.iat };
  } catch {
    return null;
  }
}
