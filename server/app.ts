// The API server: Fastify with JSON-only parsing, Spanish errors, the guard, every endpoint and,
// optionally, the built app's static files.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Clock } from '../core/engine/clock';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { createAccessSource } from './auth/accessCache';
import { packageVersion } from './cli';
import { schoolClockFromEnv } from './http/schoolClock';
import { createExportSlots } from './export/exportSlots';
import { checkListIndexes } from './crud/listIndexes';
import { createLoginLimiter, DEFAULT_LOGIN_LIMIT, type LoginLimitOptions } from './auth/loginLimit';
import { appUrlFromEnv } from './auth/passwordReset';
import { createResetLimiter, DEFAULT_RESET_LIMIT } from './auth/resetLimit';
import { createGuard } from './auth/session';
import { sessionIdleMs } from './auth/sessions';
import { resolveJwtSecret } from './auth/tokens';
import type { Database } from './db/database';
import { installMail } from './mail';
import { installMultipart } from './http/multipart';
import {
  answerClientError, answerFrameworkError, installErrorHandler, installJsonParsing, installNotFound, JSON_BODY_LIMIT,
} from './http/plumbing';
import { installSecurityHeaders } from './http/securityHeaders';
import { type AppLogger, installRequestIdHeader, loggerOptions, requestId } from './http/logging';
import { type MetricsAccessConfig, metricsAccessFromEnv } from './metrics/access';
import { corsOrigins, installCors } from './http/cors';
import { registerRestFace } from './rest/face';
import { installRouteCatalog, registerOpenApi } from './openapi';
import { checkDeclarations } from './crud/load';
import { checkServerParts, type ServerParts } from './crud/parts';
import type { ResourceService } from './crud/writes';
import { registerAuthEndpoints } from './routes/auth';
import { registerPasswordEndpoints } from './routes/password';
import { registerLookupEndpoints } from './routes/lookups';
import { registerPaymentUpdateEndpoint } from './payments/paymentUpdate';
import { registerPermisoEndpoints } from './routes/permisos';
import { registerSchedulerEndpoints } from './scheduler';
import { registerStudentHistoryEndpoints } from './students/history';
import { registerStudentObservationEndpoints } from './students/observations';
import { registerStudentBookingFormEndpoints } from './scheduler/bookingForm';
import { registerStudentRecordEndpoints } from './students/records';
import { registerTutoringRegisterEndpoints } from './students/tutoringRegister';
import { registerProgressEndpoints } from './progress';
import { registerReportEndpoints } from './reports';
import { registerStudentReactivationEndpoint } from './students/reactivation';
import { registerResourceEndpoints } from './routes/resources';
import { registerSystemEndpoints } from './routes/system';
import { registerHealthEndpoints } from './routes/health';
import { installClosingAnswer } from './shutdown';
import { type BackupStatus, installMetrics, registerMetricsEndpoint } from './routes/metrics';
import { registerBackupEndpoints } from './routes/backups';
import { type BackupSchedule, createBackupService } from './backup/service';
import type { BackupSource } from './backup/create';
import type { RouteDeps } from './http/routeDeps';
import { registerUsuarioEndpoints } from './routes/usuarios';
import { registerAuditSearch } from './people/eventSearch';
import { pantallaUrl } from './scheduler/displays';
import { registerSchoolEndpoints } from './school';

export interface BuildAppOptions {
  db: Database;
  /** Declarations to serve: resources/served.ts's, handed in by the entry point. Tests add throw-away ones. */
  resources: readonly ResourceDeclaration[];
  /** Server parts by resource name (resources/served.ts's; a declaration without one has no hooks nor actions). */
  serverParts: Record<string, ServerParts>;
  /** JWT signing secret; default JWT_SECRET or the one kept in the config table. */
  jwtSecret?: string;
  /** Directory of the built app (index.html + assets), served at /. */
  staticDir?: string;
  /** Fastify's logger (server/http/logging.ts): off by default; npm start turns it on (JSON lines on stdout); a test hands its own destination. */
  logger?: AppLogger;
  /** The school's clock; default: SCHOOL_TIME_ZONE's (America/Bogota), from SCHOOL_CLOCK_START when set. Tests pass their own. */
  clock?: Clock;
  /** Sessions and the failed-login limit; default: the system time, SESSION_IDLE_MINUTES, 10 in 15 minutes. Tests shorten them. */
  security?: SecurityOptions;
  /** Fastify's trustProxy (TRUST_PROXY, server/start.ts): whose X-Forwarded-For names the client's address. */
  trustProxy?: boolean | string[];
  /** Origins whose pages may call the API (CORS); default CORS_ORIGINS (server/http/cors.ts), none when unset. */
  corsOrigins?: string[];
  /** Who may read GET /api/metrics; default METRICS_ALLOW and METRICS_TOKEN (server/metrics/access.ts), nobody when unset. */
  metrics?: MetricsAccessConfig;
  /** Where the backups' last success is read (backup_last_success_timestamp_seconds); default the `backup` service's when it has a schedule, else none: the metric is absent. */
  backups?: BackupStatus;
  /** The server's backups (server/backup/service.ts, routes/backups.ts): of its PGlite data directory, or of its PostgreSQL database (pg_dump); npm start's, none in most tests. */
  backup?: BackupSource & { schedule: BackupSchedule | null };
}

export interface SecurityOptions {
  /** Milliseconds since the epoch, for tokens and sessions. */
  now?: () => number;
  /** A session unused this long is over; default SESSION_IDLE_MINUTES (8 hours). */
  sessionIdleMs?: number;
  loginLimit?: LoginLimitOptions;
  /** '¿Olvidó su contraseña?' requests per e-mail and per address (server/auth/resetLimit.ts). */
  resetLimit?: LoginLimitOptions;
  /** The password reset links' address; default APP_URL (server/auth/passwordReset.ts), else the request's. */
  appUrl?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const resources = checkDeclarations(options.resources);
  const jwtKey = await resolveJwtSecret(options.db, options.jwtSecret);
  // Before any route: a list order without its index would sort the whole table on every page.
  await checkListIndexes(options.db, resources);
  const clock = options.clock ?? schoolClockFromEnv();
  const deps: RouteDeps = { db: options.db, jwtKey, version: packageVersion(), resources, clock };
  const now = options.security?.now ?? Date.now;
  const idleMs = options.security?.sessionIdleMs ?? sessionIdleMs();

  // Errors and start-up are logged; one line per request would drown them.
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // The id every log line of a request carries and its answer's X-Request-Id repeats.
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // What Node's parser and Fastify's router refuse before any route answers in Spanish too (issue 20).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // A request arriving while the server closes gets our Spanish 503 (installClosingAnswer), not Fastify's English one.
    return503OnClosing: false,
  });
  app.decorate('endpoints', []);
  // The exports running now: one per person, a few in all (what every exportar takes).
  app.decorate('exportSlots', createExportSlots());
  // Before any route: the OpenAPI document lists every /api/ route Fastify registers (server/openapi/).
  installRouteCatalog(app);
  installRequestIdHeader(app);
  // Before any route: each one's requests are counted and timed, and so is every statement.
  const backupService = options.backup && createBackupService({ db: options.db, version: deps.version, ...options.backup, log: app.log });
  installMetrics(app, { db: options.db, version: deps.version, backups: options.backups ?? (backupService?.schedule ? backupService : undefined) });
  const access = await createAccessSource(options.db, jwtKey);
  app.addHook('onClose', () => access.close());
  app.decorate('apiGuard', createGuard(access, { now, idleMs }));
  app.decorateRequest('session', null);
  installMail(app, options.db);
  // First, so every answer carries them: static files, the app's index.html, 404s and errors.
  await installSecurityHeaders(app, { pantallaUrl: pantallaUrl() });
  await installCors(app, options.corsOrigins ?? corsOrigins());
  // Before any route, after the headers every answer carries: the 503 of a request arriving during the close.
  installClosingAnswer(app);

  installJsonParsing(app);
  await installMultipart(app);
  installErrorHandler(app);
  if (options.staticDir) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      // The build writes .br/.gz beside each file (vite.config.ts): nothing is compressed per request.
      preCompressed: true,
      // A route per file of the build, listed once at start (it never changes while the server runs):
      // the catch-all route read the assets folder's listing (240 entries) once per request and per
      // encoding tried, to check the path's spelling.
      wildcard: false,
      // Vite's assets/<name>-<hash>.<ext> never change content; anything else (index.html) is revalidated.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  installNotFound(app, Boolean(options.staticDir));

  registerSystemEndpoints(app, deps);
  registerHealthEndpoints(app, options.db);
  registerMetricsEndpoint(app, options.metrics ?? metricsAccessFromEnv());
  // One failed-login count for the login and for a wrong current password (Mi cuenta).
  const loginLimiter = createLoginLimiter(options.security?.loginLimit ?? DEFAULT_LOGIN_LIMIT);
  registerAuthEndpoints(app, deps, { loginLimiter, now });
  registerPasswordEndpoints(app, deps, {
    loginLimiter,
    resetLimiter: createResetLimiter(options.security?.resetLimit ?? DEFAULT_RESET_LIMIT),
    appUrl: options.security?.appUrl !== undefined ? options.security.appUrl : appUrlFromEnv(),
    now,
  });
  registerLookupEndpoints(app, deps);
  // Parents before their children: a child's repository is bounded by its parent's.
  const services = new Map<string, ResourceService>();
  for (const decl of [...resources].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)))) {
    const parts = options.serverParts[decl.name] ?? {};
    const parent = decl.parent ? services.get(decl.parent.resource) : undefined;
    services.set(decl.name, registerResourceEndpoints(app, deps, decl, checkServerParts(decl, parts), parent));
  }
  registerUsuarioEndpoints(app, deps);
  registerAuditSearch(app, deps);
  registerPermisoEndpoints(app, deps);
  registerSchoolEndpoints(app, deps);
  registerSchedulerEndpoints(app, deps);
  registerStudentRecordEndpoints(app, deps);
  registerStudentBookingFormEndpoints(app, deps);
  registerStudentHistoryEndpoints(app, deps);
  registerStudentObservationEndpoints(app, deps);
  registerTutoringRegisterEndpoints(app, deps);
  registerProgressEndpoints(app, deps);
  registerReportEndpoints(app, deps);
  registerStudentReactivationEndpoint(app, deps);
  registerPaymentUpdateEndpoint(app, deps);
  if (backupService) registerBackupEndpoints(app, options.db, backupService);
  // The same resources in react-admin's simple REST dialect, on the same operations (server/rest/).
  await registerRestFace(app, services.values());
  // Last: the document describes every route registered before it.
  registerOpenApi(app, deps, { now });
  return app;
}
