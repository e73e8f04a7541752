// Access to the documentation page (/api/docs), which a browser opens by navigating, so without a
// bearer header: POST /api/documentacion/abrir (bearer, group-administration code) leaves a cookie
// — HttpOnly, SameSite=Strict, Path=/api/docs, 15 minutes — holding a pass signed with the JWT key
// that names the caller's session. The pass is no bearer token (the API's guard refuses it); each
// /api/docs request hands its session to that same guard, so the session, the user and the code
// are checked again every time: a logout or a revoked code closes the page at its next request.
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import { P } from '../../core/engine/permissions';
import type { Guard, Session } from '../auth/session';
import { unauthorized } from '../errors/apiError';

export const DOCS_COOKIE = 'aula_docs';
export const DOCS_PATH = '/api/docs';
export const DOCS_PASS_SECONDS = 15 * 60;
/** Who may read the page: holders of the group-administration code. */
export const DOCS_PERMISSION = P.grupos.manage;
const AUDIENCE = 'aula-admin:api-docs';

/** The pass for the caller's session; it expires in DOCS_PASS_SECONDS. */
export async function signDocsPass(key: Uint8Array, session: Session, now: number): Promise<string> {
  if (!session.sesionId) throw unauthorized();
  const iat = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(String(session.userId))
    .setJti(session.sesionId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DOCS_PASS_SECONDS)
    .sign(key);
}

/** Set-Cookie for the pass: sent back only to /api/docs, never readable by scripts nor sent from another site. */
export function docsCookie(pass: string, secure: boolean): string {
  return `${DOCS_COOKIE}=${pass}; Path=${DOCS_PATH}; Max-Age=${DOCS_PASS_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A cookie's value from a Cookie header; null when absent. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The pass as the bearer token of its session, for the guard (kept in memory only): same user,
 * session, issue and expiry; null when the pass is missing, forged, expired or not a pass.
 */
async function passAsBearer(key: Uint8Array, pass: string | null, now: number): Promise<string | null> {
  if (!pass) return null;
  try {
    const { payload } = await jwtVerify(pass, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['sub', 'jti', 'iat', 'exp'], currentDate: new Date(now) });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    return await new SignJWT({ data: { id: userId } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(payload.jti)
      .setIssuedAt(payload.iat)
      .setExpirationTime(payload.exp)
      .sign(key);
  } catch {
    return null;
  }
}

export interface DocsGuardOptions {
  key: Uint8Array;
  guard: Guard;
  now: () => number;
}

/**
 * The guard of every /api/docs request: a bearer header if sent (scripts), else the cookie's pass;
 * 401 without either, 403 without the code (errors as the API's).
 */
export function createDocsGuard({ key, guard, now }: DocsGuardOptions): (request: FastifyRequest) => Promise<Session> {
  return async (request) => {
    const header = request.headers.authorization;
    const bearer = header ? null : await passAsBearer(key, cookieValue(request.headers.cookie, DOCS_COOKIE), now());
    return guard(header ?? (bearer ? `Bearer ${bearer}` : undefined), DOCS_PERMISSION);
  };
}
