// Every route registered under /api/, as Fastify itself registers it (an onRoute hook installed
// before the first route): the OpenAPI document is built from this list, so no route can be missing.
import type { FastifyInstance } from 'fastify';
import type { EndpointPermission } from '../auth/session';

/** What a route not registered through defineEndpoint says about itself (its route `config.openapi`). */
export interface RouteDoc {
  /** 'public', 'login', or the code(s) of which any one is enough. */
  permission: EndpointPermission;
  /** Spanish, one line. */
  summary?: string;
  description?: string;
  tag?: string;
  /** The answer's media type when it is not JSON (a stored file: application/pdf). */
  produces?: string;
  /** Not an operation of the API: the documentation page and its files. */
  hidden?: boolean;
  /** Who may call it, when no API permission says it (GET /api/metrics: METRICS_ALLOW or METRICS_TOKEN); replaces the permission's sentence. */
  access?: string;
  /** Its own refusals besides the guard's, by status: a Spanish description each (the body is the API's error). */
  errors?: Readonly<Record<number, string>>;
}

export interface CatalogedRoute {
  method: string;
  /** Fastify's pattern: /api/curso/:parentId/logro/lista. */
  url: string;
  doc?: RouteDoc;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/ route with its method, in registration order (HEAD, which Fastify adds to each GET, left out). */
    apiRoutes: CatalogedRoute[];
  }
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

export function installRouteCatalog(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const doc = (route.config as { openapi?: RouteDoc } | undefined)?.openapi;
    for (const method of methods) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, doc });
    }
  });
}
