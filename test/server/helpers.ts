// Test harness of the API: a fresh seeded database per test file (see database.ts) and the real
// app driven with app.inject.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../core/engine/clock';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { ServedResources, ServerParts } from '../../server/crud/parts';
import { buildApp, type BuildAppOptions, type SecurityOptions } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import type { Database } from '../../server/db/database';
import { STAFF } from '../../server/seed/catalog';
import { permissionCatalogue } from '../../core/engine/permissions';
import { servedResources } from '../../resources/served';
import { openTestDatabase } from './database';
import { TEST_JWT_SECRET, TEST_STAFF_PASSWORD } from './credentials';
import { runLogger } from '../logs/capture';
import { testClock } from '../testDay';

export { openTestDatabase, type TestDatabase } from './database';

/** Every code the server serves (the specification's and the resources' own): what the demo admin holds. */
export const servedCodes = async (): Promise<string[]> => permissionCatalogue((await servedResources()).resources).map((p) => p.code);

export { TEST_JWT_SECRET } from './credentials';
export const ADMIN = STAFF.admin;
export const CONSULTA = STAFF.consulta;

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** What the app serves: the declarations and their parts (the endpoints' fixtures are built from them, test/server/endpointFixtures.ts). */
  served: ServedResources;
  /** The app's school clock. */
  clock: Clock;
  adminToken: string;
  /** POST /api/<path> with a JSON body (a string is sent as is) and an optional token. */
  post(path: string, body?: unknown, token?: string | null, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  students?: number;
  /** Seed the demo school week of classes and bookings too (server/seed/week.ts). */
  demoWeek?: boolean;
  resources?: ResourceDeclaration[];
  staticDir?: string;
  /** Runs after seeding, before the app is built (extra tables, fixtures). */
  prepare?: (db: Database) => Promise<void>;
  /** Server parts of throw-away declarations (their action handlers, hooks). */
  serverParts?: Record<string, ServerParts>;
  /** The school's clock (record rules' 'today'); default: the tests' day (test/testDay.ts), on which the demo data is seeded. */
  clock?: Clock;
  /** Sessions' clock and idle time, the failed-login limit (buildApp's). */
  security?: SecurityOptions;
  /** buildApp's logger, metrics access, backups' status and trusted proxies (default: no logger, nobody reads the metrics). */
  build?: Pick<BuildAppOptions, 'logger' | 'metrics' | 'backups' | 'trustProxy'>;
  /** The PostgreSQL server the database is created on instead of TEST_DATABASE_URL's (test/postgres/cluster.ts). */
  serverUrl?: string;
}

/** The registry's resources and parts (as server/main.ts serves them), or a test's own declarations beside their parts. */
async function servedWith(options: Pick<TestServerOptions, 'resources' | 'serverParts'>) {
  const served = await servedResources();
  return { resources: options.resources ?? served.resources, serverParts: { ...served.serverParts, ...options.serverParts } };
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { db, dispose } = await openTestDatabase({ seededStudents: options.students ?? 30, demoWeek: options.demoWeek, serverUrl: options.serverUrl });
  await options.prepare?.(db);
  const served = await servedWith(options);
  const clock = options.clock ?? testClock();
  const app = await buildApp({
    db,
    jwtSecret: TEST_JWT_SECRET,
    ...served,
    staticDir: options.staticDir,
    clock,
    security: options.security,
    metrics: { allow: [], token: null },
    // npm test collects every server's lines for the log check (test/logs/check.ts); a test's own logger wins.
    logger: runLogger(),
    ...options.build,
  });
  const post: TestServer['post'] = (path, body = {}, token, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  const login = async (email: string, password: string) => {
    const response = await post('login', { email, password });
    if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    return (response.json() as { token: string }).token;
  };
  const adminToken = await login(ADMIN.email, ADMIN.password);
  return {
    app,
    db,
    served,
    clock,
    adminToken,
    post,
    login,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

let staffCounter = 0;

/**
 * Every test staff user has the same password, so its scrypt hash (the product's cost, tens of ms
 * of CPU) is computed once per worker: logins still verify it for real.
 */
const staffHashes = new Map<string, Promise<string>>();
function staffPasswordHash(password: string): Promise<string> {
  let hash = staffHashes.get(password);
  if (!hash) staffHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A staff user in a new group holding exactly `codes`; returns its id, group and credentials. */
export async function createStaffUser(
  db: Database,
  codes: string[],
  overrides: Record<string, string | number | boolean | null> = {},
): Promise<{ id: number; grupoId: number; email: string; password: string }> {
  staffCounter++;
  const email = `funcionario${staffCounter}.${randomBytes(3).toString('hex')}@escuela.test`;
  const password = TEST_STAFF_PASSWORD;
  const [grupo] = await db.query<{ id: number }>('INSERT INTO grupos (nombre) VALUES ($1) RETURNING id', [`Grupo de prueba ${email}`]);
  await insertGroupCodes(db, grupo.id, codes);
  const values: Record<string, string | number | boolean | null> = {
    primer_nombre: 'Prueba',
    primer_apellido: 'Funcionario',
    tipo_documento: 'CC',
    numero_documento: `77${String(staffCounter).padStart(4, '0')}${randomBytes(2).readUInt16BE(0)}`,
    email,
    sede_id: 1,
    grupo_id: grupo.id,
    password_hash: await staffPasswordHash(password),
    ...overrides,
  };
  const columns = Object.keys(values);
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO usuarios (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  await db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, 1), ($1, 2)', [user.id]);
  return { id: user.id, grupoId: grupo.id, email, password };
}

/** Replaces a group's permission codes. */
export async function setGroupCodes(db: Database, grupoId: number, codes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM grupo_permisos WHERE grupo_id = $1', [grupoId]);
    await insertGroupCodes(tx, grupoId, codes);
  });
}

/**
 * Gives a group `codes` (adding any code the permisos table lacks) in two statements, whatever their
 * number: a statement per code fired the access trigger, and the app's cache reset, once per code.
 */
async function insertGroupCodes(db: Database, grupoId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.query(`INSERT INTO permisos (codigo, recurso, descripcion) SELECT c, 'pruebas', c FROM unnest($1::text[]) c ON CONFLICT DO NOTHING`, [codes]);
  await db.query('INSERT INTO grupo_permisos (grupo_id, permiso) SELECT $1, c FROM unnest($2::text[]) c', [grupoId, codes]);
}

/**
 * A digest of every table's full content: equal digests = nothing changed. Sessions (sesiones) are
 * left out: each token a test issues opens one, and the guard notes a session's use once a minute.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ tablename: string; shape: string }>(
    // Bookkeeping, not data: sessions, and the change counters of cached list totals (migration 031).
    // (pg_tables' rows, with the storage and column count a rewrite or a new column changes.)
    `SELECT c.relname AS tablename, c.relfilenode || '/' || c.relnatts AS shape FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('sesiones', 'cambios_tablas') ORDER BY c.relname`,
  );
  if (tables.length === 0) return {};
  // Each table's row versions first, cheaply: a table whose versions did not move since its content
  // was last digested (no committed insert, update or delete: each leaves rows of a transaction the
  // earlier reading did not see) still has that content, and only the others are read whole again.
  // Hashing every row's text on every call was most of the time of the tests that check 'nothing
  // written' after each request.
  const cache = digestCache.get(db) ?? new Map<string, { versions: string; digest: string }>();
  digestCache.set(db, cache);
  const shapes = new Map(tables.map((t) => [t.tablename, t.shape]));
  const versions = (
    await eachTable<{ versions: string }>(db, tables, (table) => `count(*) || ':' || coalesce(sum(hashint8extended(t.xmin::text::bigint, 0)), 0) AS versions FROM ${table} t`)
  ).map((row) => ({ tabla: row.tabla, versions: `${shapes.get(row.tabla)}:${row.versions}` }));
  const stale = versions.filter((row) => cache.get(row.tabla)?.versions !== row.versions);
  if (stale.length > 0) {
    // An order-free sum of row hashes: no sort and no giant string, so thousands of rows stay cheap.
    const digests = await eachTable<{ digest: string }>(
      db,
      stale.map((row) => ({ tablename: row.tabla })),
      (table) => `count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) AS digest FROM ${table} t`,
    );
    const versionsOf = new Map(stale.map((row) => [row.tabla, row.versions]));
    for (const row of digests) cache.set(row.tabla, { versions: versionsOf.get(row.tabla) ?? '', digest: row.digest });
  }
  return Object.fromEntries(tables.map(({ tablename }) => [tablename, cache.get(tablename)?.digest ?? '']));
}

/** Per database, per table: its content's digest and the row versions it was taken under. */
const digestCache = new WeakMap<Database, Map<string, { versions: string; digest: string }>>();

/** One statement over every table (one round trip: a query per table cost several times as much). */
function eachTable<T>(db: Database, tables: { tablename: string }[], select: (table: string) => string): Promise<(T & { tabla: string })[]> {
  return db.query<T & { tabla: string }>(
    tables.map(({ tablename }) => `SELECT '${tablename.replaceAll("'", "''")}' AS tabla, ${select(`"${tablename.replaceAll('"', '""')}"`)}`).join('\nUNION ALL '),
  );
}

export async function countRows(db: Database, table: string, where = 'true'): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`);
  return row.n;
}

/** A valid new student for estudiante/crear (unique values from `n`). */
export function newStudent(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    primer_nombre: 'Ángela',
    segundo_nombre: 'María',
    primer_apellido: 'Zúñiga',
    segundo_apellido: 'Ospina',
    tipo_documento: 'CC',
    numero_documento: `55${String(n).padStart(8, '0')}`,
    email: `angela.zuniga${n}@correo.test`,
    telefono: '601 555 1234',
    movil: '310 555 1234',
    fecha_nacimiento: '1994-03-15',
    sede_id: 2,
    curso_actual_id: 5,
    tipo_pago: 'contado',
    ...overrides,
  };
}
