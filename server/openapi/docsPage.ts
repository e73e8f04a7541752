// GET /api/docs: the interactive documentation (swagger-ui, its files taken from the npm package
// swagger-ui-dist and served from here, never a CDN), its own initializer script and the document,
// all behind the docs guard (docsAccess.ts: holders of the group-administration code). Only the
// page itself carries its own Content-Security-Policy (its route's `csp`); without access
// it answers a short Spanish page (401/403).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session';
import { ApiError, HTTP_MESSAGES, notFound } from '../errors/apiError';
import { cspDirectives } from '../http/securityHeaders';
import { DOCS_PATH, DOCS_PERMISSION } from './docsAccess';
import type { RouteDoc } from './routeCatalog';

/** The documentation's routes are not operations of the API: left out of the document. */
const hidden = (): { openapi: RouteDoc } => ({ openapi: { permission: DOCS_PERMISSION, hidden: true } });

/**
 * The page's policy: the app's, with swagger-ui's needs and nothing more — its scripts are files of
 * this origin (no inline script, no eval), it styles by inline style attributes and shows data: SVG
 * icons (both already allowed to the app), calls only this API ('Try it out'), frames nothing.
 */
export function docsCspDirectives(): Record<string, string[]> {
  return {
    ...cspDirectives(null),
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
  };
}

/** The page's own policy, one object for both its routes (the headers are built once per policy). */
const PAGE_CSP = docsCspDirectives();

interface Asset {
  type: string;
  bytes: Buffer;
  /** gzip, made once on first request (the bundle: 1.7 MB, 450 KB compressed). */
  gzipped?: Buffer;
}

const here = (name: string) => new URL(`./page/${name}`, import.meta.url);
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files the page loads, by name under /api/docs/. */
function loadAssets(): Map<string, Asset> {
  const vendor = (name: string, type: string): [string, Asset] => [name, { type, bytes: readFileSync(join(swaggerDir, name)) }];
  return new Map<string, Asset>([
    vendor('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
    vendor('swagger-ui.css', 'text/css; charset=utf-8'),
    vendor('index.css', 'text/css; charset=utf-8'),
    vendor('favicon-32x32.png', 'image/png'),
    vendor('favicon-16x16.png', 'image/png'),
    ['inicio.js', { type: 'text/javascript; charset=utf-8', bytes: readFileSync(here('inicio.js')) }],
  ]);
}

function deniedPage(error: ApiError): string {
  const title = error.status === 401 ? 'Debe iniciar sesión' : 'No tiene permiso para ver esta página';
  const hint =
    error.status === 401
      ? 'La documentación se abre desde la aplicación: Admin → API → «Abrir documentación». El acceso dura 15 minutos; vuelva a abrirla desde allí.'
      : 'La documentación interactiva de la API es para quienes administran grupos y permisos (permiso 4F40D01B).';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Aula Admin · API</title></head>
<body><main><h1>${title}</h1><p>${hint}</p><p><a href="/">Ir a Aula Admin</a></p></main></body></html>`;
}

export interface DocsPageOptions {
  guard: (request: FastifyRequest) => Promise<Session>;
  /** The OpenAPI document as JSON text. */
  documentText: () => string;
}

export function registerDocsPage(app: FastifyInstance, { guard, documentText }: DocsPageOptions): void {
  const html = readFileSync(here('index.html'));
  let assets: Map<string, Asset> | null = null;

  const page = () => ({
    config: { ...hidden(), csp: PAGE_CSP },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        request.session = await guard(request);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return reply.status(error.status).type('text/html; charset=utf-8').send(deniedPage(error));
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  });
  app.get(DOCS_PATH, page());
  app.get(`${DOCS_PATH}/`, page());

  const guarded = async (request: FastifyRequest) => {
    request.session = await guard(request);
  };
  app.get(`${DOCS_PATH}/openapi.json`, { config: hidden(), onRequest: guarded }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(documentText()),
  );
  app.get<{ Params: { archivo: string } }>(`${DOCS_PATH}/:archivo`, { config: hidden(), onRequest: guarded }, async (request, reply) => {
    assets ??= loadAssets();
    const asset = assets.get(request.params.archivo);
    if (!asset) throw notFound(HTTP_MESSAGES.routeNotFound);
    void reply.type(asset.type);
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && asset.bytes.length > 4096) {
      asset.gzipped ??= gzipSync(asset.bytes);
      return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(asset.gzipped);
    }
    return reply.send(asset.bytes);
  });
}
