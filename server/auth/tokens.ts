// JWT (HS256, jose): issuing at login and verifying on every guarded request. Each token names its
// session (jti, table sesiones) and carries iat; it is refused once older than its lifetime.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';

/** Absolute lifetime of a session and its token: 12 hours, however active. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** HS256 needs a key at least as long as its hash (RFC 7518, section 3.2). */
export const JWT_SECRET_MIN_BYTES = 32;
const SECRET_KEY = 'jwt_secret';
/** Seconds a token's iat may lie ahead of this server's clock (another server's signed it). */
const CLOCK_TOLERANCE_SECONDS = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/** The refusal of a short configured secret, in Spanish and English (it is read in a start-up log). */
export function shortSecretMessage(bytes: number): string {
  return (
    `JWT_SECRET es demasiado corto: tiene ${bytes} bytes y se necesitan al menos ${JWT_SECRET_MIN_BYTES}. ` +
    `(JWT_SECRET is too short: ${bytes} bytes, at least ${JWT_SECRET_MIN_BYTES} are required.)`
  );
}

/** The explicit secret, else JWT_SECRET, as a key; null when neither is set; throws when it is too short. */
export function configuredJwtSecret(explicit?: string): Uint8Array | null {
  const configured = explicit ?? process.env.JWT_SECRET;
  if (!configured) return null;
  const key = new TextEncoder().encode(configured);
  if (key.length < JWT_SECRET_MIN_BYTES) throw new Error(shortSecretMessage(key.length));
  return key;
}

/**
 * The signing key: the explicit secret, else JWT_SECRET, else one generated once and kept in the
 * config table so tokens survive restarts. A configured secret under 32 bytes stops the start.
 */
export async function resolveJwtSecret(db: Database, explicit?: string): Promise<Uint8Array> {
  const configured = configuredJwtSecret(explicit);
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  // Two servers starting together agree: the first insert wins, both read it back.
  await db.query('INSERT INTO config (clave, valor) VALUES ($1, $2) ON CONFLICT (clave) DO NOTHING', [SECRET_KEY, generated]);
  const rows = await db.query<{ valor: string }>('SELECT valor FROM config WHERE clave = $1', [SECRET_KEY]);
  return new TextEncoder().encode(rows[0].valor);
}

export interface SignOptions {
  /** The session the token belongs to (its jti). */
  sessionId: string;
  /** Milliseconds since the epoch; default now. */
  now?: number;
}

/** Signs a token. Invalidations end the token's session (migration 029): iat is only its age. */
export async function signToken(key: Uint8Array, data: TokenData, options: SignOptions): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({ data: { ...data } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(options.sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

export interface VerifiedToken {
  userId: number;
  sessionId: string;
}

/** A token this process has verified, with the claims its time checks need. */
interface VerifiedEntry extends VerifiedToken {
  iat: number;
  exp: number;
}

/** Verified tokens per key (a new key sees none): the same string needs its signature checked once. */
const verifiedByKey = new WeakMap<Uint8Array, Map<string, VerifiedEntry>>();
/** Enough for every open session of a large school; the oldest entry makes room. */
export const VERIFIED_TOKENS_KEPT = 5000;

/** jose's time rules (exp, maxTokenAge, iat ahead of the clock), for a token whose signature and shape were verified. */
function timeValid(entry: VerifiedEntry, now: number): boolean {
  const seconds = Math.floor(now / 1000);
  const age = seconds - entry.iat;
  return entry.exp > seconds - CLOCK_TOLERANCE_SECONDS && age - CLOCK_TOLERANCE_SECONDS <= TOKEN_LIFETIME_SECONDS && age >= -CLOCK_TOLERANCE_SECONDS;
}

/**
 * Checks signature, algorithm, expiry, age and shape; null when anything is wrong. A string verified
 * before with the same key skips the signature (an HMAC through WebCrypto's job queue, a fifth of an
 * authenticated read's own time) but never the time rules; refused strings are not remembered.
 */
export async function verifyToken(key: Uint8Array, token: string, now: number = Date.now()): Promise<VerifiedToken | null> {
  let verified = verifiedByKey.get(key);
  if (!verified) verifiedByKey.set(key, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (timeValid(known, now)) return { userId: known.userId, sessionId: known.sessionId };
    verified.delete(token);
    return null;
  }
  const entry = await verifySignedToken(key, token, now);
  if (!entry) return null;
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
  verified.set(token, entry);
  return { userId: entry.userId, sessionId: entry.sessionId };
}

async function verifySignedToken(key: Uint8Array, token: string, now: number): Promise<VerifiedEntry | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp', 'jti'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(now),
    });
    const data = payload.data as { id?: unknown } | undefined;
    const userId = data?.id;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
      return null;
    }
    // The session id goes into SQL as a uuid: anything else is refused here, never a database error.
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    return { userId, sessionId: payload.jti, iat: payload.iat, exp: payload.exp };
  } catch {
    return null;
  }
}
