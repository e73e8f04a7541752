// Fresh databases for the server tests: in-memory PGlite (empty, or loaded from a cached seeded
// template), or a throw-away database on the PostgreSQL server of TEST_DATABASE_URL.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { migrate } from '../../server/db/migrate';
import { openPglite, type PgliteDatabase } from '../../server/db/pglite';
import { seed } from '../../server/seed';
import { servedResources } from '../../resources/served';
import { hashSourceFiles } from '../sourceFiles';
import { TEST_TODAY } from '../testDay';

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

/** What the seeded template is built from: a change to any of these builds a new one. */
const TEMPLATE_SOURCES = ['server/db/migrations', 'server/seed', 'resources', 'core/engine'];
/** How a template is made (seededTemplate): a change here builds new ones too. */
const TEMPLATE_FORMAT = `sin template0 ni template1, con su copia (COPY_SQL), tras CHECKPOINT, sembrada el ${TEST_TODAY}`;

let sourcesDigestOnce: Promise<string> | undefined;
/** Computed once per process: the sources do not change during a run. Also names the crash tests' seeded data directory (test/crash/seededData.ts). */
export const sourcesDigest = () => (sourcesDigestOnce ??= computeSourcesDigest());

async function computeSourcesDigest(): Promise<string> {
  const hash = createHash('sha256').update(TEMPLATE_FORMAT).update(COPY_SQL);
  return (await hashSourceFiles(hash, TEMPLATE_SOURCES, (file) => /\.(ts|sql)$/.test(file))).digest('hex').slice(0, 16);
}

const templates = new Map<string, Promise<Blob>>();

/** The template's dump, read from disk (or built) once per process and kind. */
function seededTemplate(students: number, week: boolean): Promise<Blob> {
  const key = `${students}:${week}`;
  let template = templates.get(key);
  if (!template) {
    template = readOrBuildTemplate(students, week);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * A migrated and seeded PGlite data directory, dumped once and cached in the temp dir: loading it
 * takes a second where initdb + migrate + seed take several (each test file starts its own database).
 */
async function readOrBuildTemplate(students: number, week: boolean): Promise<Blob> {
  const dir = join(tmpdir(), 'aula-admin-pruebas');
  const digest = await sourcesDigest();
  const file = join(dir, `plantilla-${digest}-${students}${week ? '-semana' : ''}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  // Templates of older sources are never read again.
  for (const stale of await readdir(dir).catch(() => [])) {
    if (stale.startsWith('plantilla-') && !stale.startsWith(`plantilla-${digest}-`)) await rm(join(dir, stale), { force: true });
  }
  const db = await openPglite(undefined);
  await migrate(db);
  await seed(db, { students, week, today: TEST_TODAY, served: await servedResources() });
  await db.exec(COPY_SQL);
  // The tests use the 'postgres' database only: without the two template databases a third of the
  // files are left to load, and every test file's database starts a quarter sooner.
  for (const template of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${template} WITH IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${template}`);
  }
  // Dumped right after a checkpoint: a database loaded from it starts without replaying the WAL
  // (0.65 s instead of 1.1 s, for every test file's database).
  await db.exec('CHECKPOINT');
  const dump = await db.dump();
  await db.close();
  await mkdir(dir, { recursive: true });
  // Written aside then renamed: parallel test files never read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * The seeded data kept beside itself in the template (a schema of its own), and the function that
 * puts it back: a database a test file is done with is restored (about 30 ms) for the next file of
 * the worker instead of a new one loaded from the template (about 0.6 s; ~150 per run).
 */
const COPY_SCHEMA = 'aula_pruebas_copia';
const PUBLIC_TABLES = `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`;
const COPY_SQL = `
CREATE SCHEMA ${COPY_SCHEMA};
CREATE TABLE ${COPY_SCHEMA}._secuencias (nombre text, valor bigint, llamada boolean);
DO $$
DECLARE t record;
BEGIN
  FOR t IN ${PUBLIC_TABLES} LOOP
    EXECUTE format('CREATE TABLE ${COPY_SCHEMA}.%I AS TABLE public.%I', t.relname, t.relname);
  END LOOP;
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' LOOP
    EXECUTE format('INSERT INTO ${COPY_SCHEMA}._secuencias SELECT %L, last_value, is_called FROM public.%I', t.relname, t.relname);
  END LOOP;
END $$;
-- The tables named (those a test wrote to) get their rows back, with triggers off (replica role):
-- no audit, counters, notifications or foreign-key checks of the copy itself. Rows deleted, not the
-- table truncated: a truncate must take every table referencing it along.
CREATE FUNCTION ${COPY_SCHEMA}.restablecer(tablas text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record; columnas text;
BEGIN
  SET LOCAL session_replication_role = replica;
  FOR t IN SELECT relname FROM (${PUBLIC_TABLES}) todas WHERE relname = ANY(tablas) LOOP
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO columnas FROM pg_attribute a
      WHERE a.attrelid = format('public.%I', t.relname)::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '';
    EXECUTE format('DELETE FROM public.%I', t.relname);
    EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM ${COPY_SCHEMA}.%I', t.relname, columnas, columnas, t.relname);
  END LOOP;
  FOR t IN SELECT * FROM ${COPY_SCHEMA}._secuencias LOOP
    PERFORM setval(format('public.%I', t.nombre), t.valor, t.llamada);
  END LOOP;
END $$;`;

/**
 * What restoring the rows does not put back — tables, columns, defaults, constraints, indexes,
 * triggers and their state, functions, extensions, roles, database settings — in one digest: a
 * database whose digest moved (a test changed its schema) is closed, never lent again.
 */
const SHAPE_SQL = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS forma FROM (
  SELECT format('%s.%s.%s', n.nspname, c.relname, c.relkind) AS x FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'
  UNION ALL SELECT format('%s.%s.%s.%s.%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT format('%s.%s', conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT pg_get_indexdef(indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = 'public'::regnamespace
  UNION ALL SELECT format('%s.%s.%s', tgrelid::regclass, tgname, tgenabled) FROM pg_trigger
  UNION ALL SELECT format('%s.%s', p.oid::regprocedure, md5(p.prosrc)) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
  UNION ALL SELECT format('%s.%s', extname, extversion) FROM pg_extension
  UNION ALL SELECT rolname FROM pg_roles
  UNION ALL SELECT format('%s=%s', name, setting) FROM pg_settings WHERE source NOT IN ('default', 'override')
) formas`;

const shape = async (db: Database) => (await db.query<{ forma: string }>(SHAPE_SQL))[0].forma;

/** Per template kind: the databases lent and given back (still to restore), and the template's own shape. */
const idle = new Map<string, PgliteDatabase[]>();
const shapes = new Map<string, Promise<string>>();
/** Per database: each table's files as the last restore (or the template) left them. */
const tableFiles = new WeakMap<PgliteDatabase, Map<string, number>>();
/** More than a file needs at once: one beyond is closed. */
const MAX_IDLE = 4;
/**
 * Kept for the next file only in Vitest's workers (ended by Vitest): an open PGlite keeps a process
 * alive, and a script (the benchmarks) would never exit.
 */
const KEEP_GIVEN_BACK = Boolean(process.env.VITEST);

const FILES_SQL = `SELECT relname, relfilenode::bigint AS archivo FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`;

async function files(db: PgliteDatabase): Promise<Map<string, number>> {
  return new Map((await db.query<{ relname: string; archivo: string }>(FILES_SQL)).map((r) => [r.relname, Number(r.archivo)]));
}

/**
 * The tables a test wrote to: those the statistics count rows inserted, updated or deleted in (their
 * counters flushed on demand, reset by each restore), and those given new files (TRUNCATE, VACUUM FULL).
 */
async function touchedTables(db: PgliteDatabase): Promise<string[]> {
  await db.query('SELECT pg_stat_force_next_flush()');
  const written = await db.query<{ relname: string }>(
    `SELECT relname FROM pg_stat_user_tables WHERE schemaname = 'public' AND n_tup_ins + n_tup_upd + n_tup_del > 0`,
  );
  const before = tableFiles.get(db) ?? new Map<string, number>();
  const moved = [...(await files(db))].flatMap(([table, file]) => (before.get(table) === file ? [] : [table]));
  return [...new Set([...written.map((r) => r.relname), ...moved])];
}

/** A database given back, put as the template left it: false when it cannot be (then it is closed). */
async function restored(db: PgliteDatabase, key: string): Promise<boolean> {
  try {
    // Session state (settings, prepared statements, temporary tables, advisory locks, LISTEN) goes
    // with DISCARD ALL; it fails inside a transaction left open, and such a database is not lent again.
    await db.exec('DISCARD ALL');
    const tables = await touchedTables(db);
    await db.transaction((tx) => tx.query(`SELECT ${COPY_SCHEMA}.restablecer($1::text[])`, [tables]));
    if (tables.length > 0) await db.exec(`VACUUM ${tables.map((t) => `public."${t}"`).join(', ')}`);
    // The restore's own writes flushed, then every counter back to zero for the next lease.
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT pg_stat_reset()');
    tableFiles.set(db, await files(db));
    return (await shape(db)) === (await shapes.get(key));
  } catch {
    return false;
  }
}

/**
 * A lease of `db`: an object of its own (the server keeps per-database state in WeakMaps: the count
 * cache, the bulk journal), whose listeners are stopped when it is given back.
 */
function lend(db: PgliteDatabase, key: string): TestDatabase {
  const stops = new Set<() => Promise<void>>();
  let returned = false;
  const lease: PgliteDatabase = {
    kind: db.kind,
    dump: () => db.dump(),
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    async listen(channel, onPayload) {
      if (!db.listen) throw new Error('PGlite sin LISTEN');
      const stop = await db.listen(channel, onPayload);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    async close() {
      returned = true;
      await db.close();
    },
  };
  return {
    db: lease,
    async dispose() {
      if (returned) return;
      returned = true;
      for (const stop of stops) await stop().catch(() => undefined);
      const pool = idle.get(key) ?? [];
      idle.set(key, pool);
      if (KEEP_GIVEN_BACK && pool.length < MAX_IDLE) pool.push(db);
      else await db.close();
    },
  };
}

/** A seeded PGlite database: one given back by an earlier file, restored, or a new one from the template. */
async function seededPglite(students: number, week: boolean): Promise<TestDatabase> {
  const key = `${students}:${week}`;
  const pool = idle.get(key) ?? [];
  for (let db = pool.pop(); db; db = pool.pop()) {
    if (await restored(db, key)) return lend(db, key);
    await db.close().catch(() => undefined);
  }
  const db = await openPglite(undefined, { loadDataDir: await seededTemplate(students, week) });
  if (!shapes.has(key)) shapes.set(key, shape(db));
  await shapes.get(key);
  tableFiles.set(db, await files(db));
  return lend(db, key);
}

/**
 * A fresh database: in-memory PGlite (empty, or migrated and seeded with `seededStudents`
 * students), or a new database on TEST_DATABASE_URL's server (then migrated and seeded here too).
 */
export async function openTestDatabase(options: { seededStudents?: number; demoWeek?: boolean; serverUrl?: string } = {}): Promise<TestDatabase> {
  // A test may name its own PostgreSQL server (the outage test stops and starts one of its own).
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (options.seededStudents !== undefined) return seededPglite(options.seededStudents, options.demoWeek === true);
    const db = await openDatabase({ memory: true });
    return { db, dispose: () => db.close() };
  }
  const name = `aula_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  if (options.seededStudents !== undefined) {
    await migrate(db);
    await seed(db, { students: options.seededStudents, week: options.demoWeek === true, today: TEST_TODAY, served: await servedResources() });
  }
  return {
    db,
    async dispose() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
