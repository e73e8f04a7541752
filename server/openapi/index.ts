// The API describing itself: GET /api/openapi.json (any signed-in user: it tells what the app's own
// bundle already tells, and an integration needs it whatever its codes), POST /api/documentacion/abrir
// and the interactive page /api/docs (holders of the group-administration code). Registered last:
// the document, built on first request, lists every /api/ route registered by then (routeCatalog.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { createDocsGuard, DOCS_PATH, DOCS_PERMISSION, docsCookie, signDocsPass } from './docsAccess';
import { registerDocsPage } from './docsPage';
import { buildOpenApiDocument } from './document';

export { installRouteCatalog } from './routeCatalog';

export const OPENAPI_URL = '/api/openapi.json';

export interface OpenApiOptions {
  /** Milliseconds since the epoch: the guard's clock. */
  now: () => number;
}

export function registerOpenApi(app: FastifyInstance, deps: RouteDeps, { now }: OpenApiOptions): void {
  let text: string | null = null;
  /** Routes cannot be added once the server is ready: built once, on first request. */
  const documentText = () =>
    (text ??= JSON.stringify(
      buildOpenApiDocument({ routes: app.apiRoutes, endpoints: app.endpoints, declarations: deps.resources, version: deps.version }),
    ));

  app.get(
    OPENAPI_URL,
    {
      config: { openapi: { permission: 'login', summary: 'Documento OpenAPI 3.1 de la API', tag: 'Documentación' } },
      onRequest: async (request) => {
        request.session = await app.apiGuard(request.headers.authorization, 'login');
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(documentText()),
  );

  // The page is opened by navigating, which sends no bearer header: this call leaves its pass in a cookie.
  defineEndpoint(app, {
    path: 'documentacion/abrir',
    permission: DOCS_PERMISSION,
    body: z.object({}).strict(),
    handler: async ({ session, request, reply }) => {
      void reply.header('set-cookie', docsCookie(await signDocsPass(deps.jwtKey, session, now()), request.protocol === 'https'));
      return { url: `${DOCS_PATH}/` };
    },
  });

  registerDocsPage(app, { guard: createDocsGuard({ key: deps.jwtKey, guard: app.apiGuard, now }), documentText });
}
