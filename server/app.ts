// The API server: Fastify with JSON-only parsing, Spanish errors, the guard, every endpoint and,
// optionally, the built app's static files.
import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../resources/types';
import { createGuard } from './auth/session';
import { resolveJwtSecret } from './auth/tokens';
import type { Database } from './db/database';
import { BODY_LIMIT, installErrorHandler, installJsonParsing, installNotFound } from './http/plumbing';
import { checkDeclaration, loadResourceDeclarations } from './resources/load';
import { registerAuthEndpoints } from './routes/auth';
import { registerEstudianteEndpoints } from './routes/estudiantes';
import { registerLookupEndpoints } from './routes/lookups';
import { registerResourceEndpoints } from './routes/resources';
import { registerSystemEndpoints } from './routes/system';
import type { RouteDeps } from './routes/types';
import { registerUsuarioEndpoints } from './routes/usuarios';

export interface BuildAppOptions {
  db: Database;
  /** Declarations to serve; default: every resources/<name>/schema.ts. */
  resources?: ResourceDeclaration[];
  /** JWT signing secret; default JWT_SECRET or the one kept in the config table. */
  jwtSecret?: string;
  /** Directory of the built app (index.html + assets), served at /. */
  staticDir?: string;
  logger?: boolean;
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const resources = (options.resources ?? (await loadResourceDeclarations())).map(checkDeclaration);
  const jwtKey = await resolveJwtSecret(options.db, options.jwtSecret);
  const deps: RouteDeps = { db: options.db, jwtKey, version: packageVersion(), resources };

  // Errors and start-up are logged; one line per request would drown them.
  const app = Fastify({ logger: options.logger ?? false, disableRequestLogging: true, bodyLimit: BODY_LIMIT });
  app.decorate('endpoints', []);
  app.decorate('apiGuard', createGuard(options.db, jwtKey));
  app.decorateRequest('session', null);

  installJsonParsing(app);
  installErrorHandler(app);
  if (options.staticDir) await app.register(fastifyStatic, { root: options.staticDir, prefix: '/' });
  installNotFound(app, Boolean(options.staticDir));

  registerSystemEndpoints(app, deps);
  registerAuthEndpoints(app, deps);
  registerLookupEndpoints(app, deps);
  for (const decl of resources) registerResourceEndpoints(app, deps, decl);
  registerEstudianteEndpoints(app, deps);
  registerUsuarioEndpoints(app, deps);
  return app;
}
