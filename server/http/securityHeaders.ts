// Security headers on every answer (helmet): a Content-Security-Policy with no inline or foreign
// script, the app never framed (frame-ancestors 'none'), nosniff, no referrer; and Cache-Control:
// no-store on the API's answers (the static files keep their own caching). helmet's middleware is
// built once per policy, not per request as @fastify/helmet did (it parsed the policy on every
// answer: about 1 % of the server's time on a student's record, issue 44).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy directives instead of the app's (the API's docs page). */
    csp?: Record<string, string[]>;
  }
}

export interface SecurityHeadersOptions {
  /** The wall display's external page (PANTALLA_URL): its origin is the only foreign one a frame may show. */
  pantallaUrl: string | null;
}

/** The Content-Security-Policy directives (helmet's names). */
export function cspDirectives(pantallaUrl: string | null): Record<string, string[]> {
  const pantallaOrigin = pantallaUrl ? new URL(pantallaUrl).origin : null;
  return {
    'default-src': ["'self'"],
    // Vite's build is module files only: no inline script, no eval.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // MUI (emotion) writes its styles into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the list's SVG icons in CSS; blob: files fetched with the token and shown.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The service worker (/sw.js and the workbox file it imports) is the app's own script.
    'worker-src': ["'self'"],
    // blob: the PDF previews (fetched with the token); the wall display's page, by its origin only.
    'frame-src': ['blob:', ...(pantallaOrigin ? [pantallaOrigin] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

type HeadersMiddleware = ReturnType<typeof helmet>;

function headersFor(directives: Record<string, string[]>): HeadersMiddleware {
  return helmet({
    // No helmet defaults: upgrade-insecure-requests would break a school that serves plain http on its network.
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // TLS, when there is one, ends at the proxy in front (HOST): Strict-Transport-Security is its to send.
    strictTransportSecurity: false,
  });
}

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const appHeaders = headersFor(cspDirectives(options.pantallaUrl));
  const routeHeaders = new WeakMap<Record<string, string[]>, HeadersMiddleware>();
  /** A route's own policy: its middleware built on its first request, then kept. */
  const headersOf = (csp: Record<string, string[]>): HeadersMiddleware => {
    let headers = routeHeaders.get(csp);
    if (!headers) routeHeaders.set(csp, (headers = headersFor(csp)));
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    const { csp } = request.routeOptions.config;
    const headers = csp ? headersOf(csp) : appHeaders;
    // helmet 8.1+ throws rather than passing an error on: its callback only says it is done.
    headers(request.raw, reply.raw, () => done());
  });
}
