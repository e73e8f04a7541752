// Cross-origin calls (another react-admin app reading the REST face from its own origin): none unless
// CORS_ORIGINS lists origins; then only those, for every /api call (the login included), with
// Content-Range exposed (ra-data-simple-rest reads the list's total from it). Bearer tokens, no cookies.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS_ORIGINS: comma-separated origins (scheme, host and port, no path: https://otra.escuela.test).
 * Unset or blank: none. Anything else (a path, '*', another scheme) stops the start with its reason.
 */
export function corsOrigins(value: string | undefined = process.env.CORS_ORIGINS): string[] {
  const origins = (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`CORS_ORIGINS: «${origin}» no es un origen (esquema, servidor y puerto, sin ruta ni barra final; p. ej. https://otra-app.escuela.test)`);
    }
  }
  return origins;
}

export async function installCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range'],
    exposedHeaders: ['Content-Range'],
    credentials: false,
    maxAge: 600,
    // A bare OPTIONS (no Access-Control-Request-Method) is not answered with the plugin's English 400.
    strictPreflight: false,
  });
}
