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
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed';
import { servedResources } from '../../resources/served';
import { TEST_TODAY } from '../testDay';

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

const ROOT = new URL('../../', import.meta.url);
/** What the seeded template is built from: a change to any of these builds a new one. */
const TEMPLATE_SOURCES = ['server/db/migrations', 'server/seed', 'resources', 'core/engine'];
/** How a template is made (seededTemplate): a change here builds new ones too. */
const TEMPLATE_FORMAT = `sin template0 ni template1, tras CHECKPOINT, sembrada el ${TEST_TODAY}`;

let sourcesDigestOnce: Promise<string> | undefined;
/** Computed once per process: the sources do not change during a run. Also names the crash tests' seeded data directory (test/crash/imports.ts). */
export const sourcesDigest = () => (sourcesDigestOnce ??= computeSourcesDigest());

async function computeSourcesDigest(): Promise<string> {
  const hash = createHash('sha256').update(TEMPLATE_FORMAT);
  for (const dir of TEMPLATE_SOURCES) {
    const entries = (await readdir(new URL(dir, ROOT), { recursive: true })).filter((f) => /\.(ts|sql)$/.test(f)).sort();
    for (const entry of entries) hash.update(entry).update(await readFile(new URL(`${dir}/${entry}`, ROOT)));
  }
  return hash.digest('hex').slice(0, 16);
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
 * A fresh database: in-memory PGlite (empty, or migrated and seeded with `seededStudents`
 * students), or a new database on TEST_DATABASE_URL's server (then migrated and seeded here too).
 */
export async function openTestDatabase(options: { seededStudents?: number; demoWeek?: boolean; serverUrl?: string } = {}): Promise<TestDatabase> {
  // A test may name its own PostgreSQL server (the outage test stops and starts one of its own).
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db =
      options.seededStudents === undefined
        ? await openDatabase({ memory: true })
        : await openPglite(undefined, { loadDataDir: await seededTemplate(options.seededStudents, options.demoWeek === true) });
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
