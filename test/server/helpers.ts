// Test harness of the API: a fresh seeded database per test file (see database.ts) and the real
// app driven with app.inject.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../resources/clock';
import type { ResourceDeclaration } from '../../resources/types';
import type { ServerParts } from '../../server/crud/parts';
import { buildApp, type SecurityOptions } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import type { Database } from '../../server/db/database';
import { STAFF } from '../../server/seed/catalog';
import { openTestDatabase } from './database';

export { openTestDatabase, type TestDatabase } from './database';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-del-servidor-aula-admin';
export const ADMIN = STAFF.admin;
export const CONSULTA = STAFF.consulta;

export interface TestServer {
  app: FastifyInstance;
  db: Database;
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
  /** The school's clock (record rules' 'today'); default: the system's. */
  clock?: Clock;
  /** Sessions' clock and idle time, the failed-login limit (buildApp's). */
  security?: SecurityOptions;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { db, dispose } = await openTestDatabase({ seededStudents: options.students ?? 30, demoWeek: options.demoWeek });
  await options.prepare?.(db);
  const app = await buildApp({
    db,
    jwtSecret: TEST_JWT_SECRET,
    resources: options.resources,
    staticDir: options.staticDir,
    serverParts: options.serverParts,
    clock: options.clock,
    security: options.security,
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

/** A staff user in a new group holding exactly `codes`; returns its id, group and credentials. */
export async function createStaffUser(
  db: Database,
  codes: string[],
  overrides: Record<string, string | number | boolean | null> = {},
): Promise<{ id: number; grupoId: number; email: string; password: string }> {
  staffCounter++;
  const email = `funcionario${staffCounter}.${randomBytes(3).toString('hex')}@escuela.test`;
  const password = 'Clave-de-prueba-1';
  const [grupo] = await db.query<{ id: number }>('INSERT INTO grupos (nombre) VALUES ($1) RETURNING id', [`Grupo de prueba ${email}`]);
  for (const code of codes) {
    await db.query('INSERT INTO permisos (codigo, recurso, descripcion) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [code, 'pruebas', code]);
    await db.query('INSERT INTO grupo_permisos (grupo_id, permiso) VALUES ($1, $2)', [grupo.id, code]);
  }
  const values: Record<string, string | number | boolean | null> = {
    primer_nombre: 'Prueba',
    primer_apellido: 'Funcionario',
    tipo_documento: 'CC',
    numero_documento: `77${String(staffCounter).padStart(4, '0')}${randomBytes(2).readUInt16BE(0)}`,
    email,
    sede_id: 1,
    grupo_id: grupo.id,
    password_hash: await hashPassword(password),
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
    for (const code of codes) {
      await tx.query('INSERT INTO permisos (codigo, recurso, descripcion) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [code, 'pruebas', code]);
      await tx.query('INSERT INTO grupo_permisos (grupo_id, permiso) VALUES ($1, $2)', [grupoId, code]);
    }
  });
}

/**
 * A digest of every table's full content: equal digests = nothing changed. Sessions (sesiones) are
 * left out: each token a test issues opens one, and the guard notes a session's use once a minute.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ tablename: string }>(
    // Bookkeeping, not data: sessions, and the change counters of cached list totals (migration 031).
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('sesiones', 'cambios_tablas') ORDER BY tablename`,
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await db.query<{ n: number; digest: string }>(
      // An order-free sum of row hashes: no sort and no giant string, so thousands of rows stay cheap.
      `SELECT count(*) AS n, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS digest FROM "${tablename}" t`,
    );
    result[tablename] = `${row.n}:${row.digest}`;
  }
  return result;
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
