// '¿Olvidó su contraseña?' (issue 43): the link's token and its rules. The token is 32 random bytes
// (base64url) mailed once; the database keeps only its SHA-256 (migration 040), so neither a copy
// of the table nor a backup resets anyone's password. A link serves once, for RESET_LINK_MINUTES,
// and never after its person's password changed (the migration's trigger).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const RESET_LINK_MINUTES = 60;
/** The SPA's public route of the link (src/shell/pages.ts restablecerContrasena). */
export const RESET_ROUTE = '/restablecer-contrasena';

export const RESET_MESSAGES = {
  requested: 'Si el correo pertenece a una cuenta activa, le enviamos un enlace para restablecer la contraseña. Revise su correo.',
  invalidLink: 'El enlace no es válido o ya venció. Solicite uno nuevo.',
  done: 'Contraseña restablecida. Ya puede ingresar con la nueva contraseña.',
  changed: 'Contraseña actualizada. Sus otras sesiones se cerraron.',
  wrongCurrent: 'La contraseña actual no es correcta',
} as const;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table stores of a token: its SHA-256 in hex (a 256-bit random token needs no salt nor slow hash). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * APP_URL (the address staff open the app at), checked: an http(s) URL, its trailing slash dropped;
 * null when unset. A malformed one stops the start.
 */
export function appUrlFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.APP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`APP_URL no es una URL válida: ${raw} (ejemplo: https://aula.escuela.edu.co)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`APP_URL debe empezar por http:// o https:// (se recibió ${url.protocol}//)`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Where the link points: APP_URL, else the address this request came to (behind a proxy, what
 * TRUST_PROXY lets it say). Without APP_URL a forged Host header could aim a link elsewhere, which
 * is why production sets it (docs/security.md 'Password reset').
 */
export function resetLink(appUrl: string | null, request: Pick<FastifyRequest, 'protocol' | 'host'>, token: string): string {
  const base = appUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/#${RESET_ROUTE}?token=${encodeURIComponent(token)}`;
}

/** The mail's plain text. */
export function resetMailBody(nombre: string, link: string): string {
  return [
    `Hola ${nombre}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de Aula. Para elegir una nueva, abra este enlace:',
    '',
    link,
    '',
    `El enlace sirve una sola vez y vence en ${RESET_LINK_MINUTES} minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambia.`,
  ].join('\n');
}
