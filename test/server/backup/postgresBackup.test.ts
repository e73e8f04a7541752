// Backups and restore on PostgreSQL (docs/operations.md, 'Backups and restore'; issue 42, points 1
// and 2): a database of its own on TEST_DATABASE_URL's server, seeded, with uploaded files, and the
// app built as npm start builds it (its `backup` service with DATABASE_URL). Backup → drop and create
// the database → restore gives every table's rows and every file's bytes back identical (a fingerprint
// of the test's own, not the manifest's digests); an altered dump, a newer release's, a PGlite file and
// a restore while an Aula Admin server is connected are refused with the database untouched; a load
// that fails halfway or a verification that fails rolls back whole; an older release's backup comes
// back migrated; a backup made while requests run restores as of its snapshot; the schedule keeps
// BACKUP_KEEP and one backup runs at a time across processes (the advisory lock); the administrators'
// endpoints; npm run backup and npm run restore as commands with their exit codes. PostgreSQL only.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { InvalidBackupError, readManifest } from '../../../server/backup/archive';
import { BackupBusyError } from '../../../server/backup/busy';
import { createBackup } from '../../../server/backup/create';
import { type Manifest, MANIFEST_ENTRY } from '../../../server/backup/manifest';
import { BACKUP_LOCK } from '../../../server/backup/pgDump';
import { BackupAbortedError } from '../../../server/backup/pgliteCopy';
import { restorePostgres } from '../../../server/backup/pgRestore';
import { serverConnectedMessage } from '../../../server/backup/pgRestoreSql';
import { withApplicationName } from '../../../server/backup/pgTools';
import { restoreBackup, RestoreRefusedError } from '../../../server/backup/restore';
import { backupFiles, createBackupService } from '../../../server/backup/service';
import type { Database } from '../../../server/db/database';
import { migrate, migrationVersions, readMigrations } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { seed } from '../../../server/seed';
import { servedResources } from '../../../resources/served';
import { TEST_TODAY, testClock } from '../../testDay';
import { ADMIN, CONSULTA, TEST_JWT_SECRET } from '../helpers';
import { command, fingerprint, login, post, readEntries, readWriteLoad, storedFiles, uploadFile, writeEntries } from './backupTools';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = serverUrl !== '';
const VERSION = '0.1.0';
/** The test's own connections: not taken for a running server's ('aula-admin') by the restore. */
const TEST_APPLICATION = 'aula-admin-prueba';

let root: string;
let backupDir: string;
let name: string;
let url: string;
let db: Database;
let app: FastifyInstance;
let adminToken: string;
let first: string;
const extraDatabases: string[] = [];
/** SHA-256 of each uploaded file's bytes, by archivos.id, as the test wrote them. */
const uploads = new Map<number, string>();

const urlOf = (database: string) => {
  const target = new URL(serverUrl);
  target.pathname = `/${database}`;
  return target.toString();
};

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: TEST_APPLICATION });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const createDatabase = (database: string) => onServer(`CREATE DATABASE ${database}`);
const dropDatabase = (database: string) => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
const openNamed = (database: string) => openDatabase({ databaseUrl: withApplicationName(urlOf(database), TEST_APPLICATION) });

/** A new empty database for this file, dropped at the end. */
async function extraDatabase(suffix: string): Promise<string> {
  const database = `${name}_${suffix}`;
  await createDatabase(database);
  extraDatabases.push(database);
  return database;
}

async function upload(bytes: number): Promise<void> {
  const { id, sha } = await uploadFile(db, bytes);
  uploads.set(id, sha);
}

async function openApp(): Promise<FastifyInstance> {
  const served = await servedResources();
  return buildApp({
    db,
    jwtSecret: TEST_JWT_SECRET,
    ...served,
    clock: testClock(),
    metrics: { allow: [], token: null },
    backup: { databaseUrl: url, schedule: { dir: backupDir, everyHours: 24, keep: 2 } },
  });
}

/** A backup file with its manifest and its dump changed by `edit`, written to `target`. */
async function rewriteBackup(source: string, target: string, edit: (manifest: Manifest, dump: Buffer) => Buffer): Promise<void> {
  const entries = await readEntries(source);
  const manifestEntry = entries.find((e) => e.entry.path === MANIFEST_ENTRY)!;
  const dumpEntry = entries.find((e) => e.entry.path === 'pg_dump/aula.dump')!;
  const manifest = JSON.parse(manifestEntry.data.toString('utf8')) as Manifest;
  dumpEntry.data = edit(manifest, dumpEntry.data);
  manifestEntry.data = Buffer.from(JSON.stringify(manifest));
  await writeEntries(target, entries);
}

/** The manifest's part list made to match an edited dump (an alteration the checksums do not catch). */
function relist(manifest: Manifest, dump: Buffer): Buffer {
  manifest.archivos = [{ ruta: 'pg_dump/aula.dump', bytes: dump.length, sha256: createHash('sha256').update(dump).digest('hex') }];
  return dump;
}

const restore = (file: string, databaseUrl = url) => restorePostgres({ file, databaseUrl, version: VERSION });

/** npm run backup / npm run restore on `databaseUrl`. */
const run = (script: 'server/backup-cli.ts' | 'server/restore-cli.ts', args: string[], databaseUrl: string) => command(script, args, { DATABASE_URL: databaseUrl });

beforeAll(async () => {
  if (!onPostgres) return;
  root = await mkdtemp(join(tmpdir(), 'pgbackup-'));
  backupDir = join(root, 'copias');
  name = `aula_copias_${process.pid}_${randomBytes(3).toString('hex')}`;
  url = urlOf(name);
  await createDatabase(name);
  db = await openNamed(name);
  await migrate(db);
  await seed(db, { students: 30, week: false, today: TEST_TODAY, served: await servedResources() });
  for (const bytes of [1, 4096, 300_000]) await upload(bytes);
  app = await openApp();
  adminToken = await login(app, ADMIN);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  await app?.close();
  await db?.close();
  for (const database of [name, ...extraDatabases]) await dropDatabase(database);
  await rm(root, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('backups of a PostgreSQL database (pg_dump)', () => {
  it('backup → drop and create the database → restore: every table’s rows and every uploaded file’s bytes come back identical', async () => {
    const before = await fingerprint(db);
    const files = await storedFiles(db);
    for (const [id, sha] of uploads) expect(files.get(id), `archivo ${id}`).toBe(sha);

    const result = await app.backups!.create(backupDir, 'administrador', null);
    first = result.ruta;
    expect(await readdir(backupDir)).toEqual([result.nombre]);
    const manifest = await readManifest(result.ruta);
    expect(manifest).toMatchObject({ producto: 'aula-admin', version: VERSION, migracion: (await migrationVersions()).at(-1), base_de_datos: 'postgres' });
    expect(manifest.postgres).toMatch(/^\d+\.\d+/);
    expect(manifest.directorios).toEqual(['pg_dump']);
    expect(manifest.archivos.map((part) => part.ruta)).toEqual(['pg_dump/aula.dump']);
    expect(manifest.tablas.archivos).toBe(files.size);
    expect(manifest.tablas.usuarios).toBe(Number(before.usuarios.split(':')[0]));
    const [event] = await db.query<{ tipo: string; contenido: { archivo: string; origen: string } }>(
      "SELECT tipo, contenido FROM eventos WHERE universo = 'respaldos' ORDER BY id DESC LIMIT 1",
    );
    expect(event).toEqual({ tipo: 'crear', contenido: expect.objectContaining({ archivo: result.nombre, origen: 'administrador' }) });
    const [{ size }] = await db.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    const t = result.tiempos;
    console.log(
      `Copia de PostgreSQL (${size} en el servidor, ${manifest.tablas.usuarios} usuarios, ${files.size} archivos subidos): ${(result.bytes / 1e6).toFixed(2)} MB; ` +
        `instantánea ${t.startMs.toFixed(0)} ms, pg_dump ${t.filesMs.toFixed(0)} ms, tablas ${t.verifyMs.toFixed(0)} ms, fin ${t.stopMs.toFixed(0)} ms, ` +
        `compresión ${t.packMs.toFixed(0)} ms, total ${t.totalMs.toFixed(0)} ms`,
    );

    // Wiped: the server stopped, the database dropped and created again, empty.
    await app.close();
    await db.close();
    await dropDatabase(name);
    await createDatabase(name);
    const started = performance.now();
    const restored = await restore(result.ruta);
    console.log(`Restauración: ${(performance.now() - started).toFixed(0)} ms en total`, restored.tiempos);
    expect(restored.applied).toEqual([]);
    db = await openNamed(name);
    expect(await fingerprint(db)).toEqual(before);
    expect(await storedFiles(db)).toEqual(files);
    app = await openApp();
    adminToken = await login(app, ADMIN);
  }, 180_000);

  it('refuses an altered dump (one byte changed) before touching the database', async () => {
    const before = await fingerprint(db);
    const altered = join(root, 'alterada.tar.gz');
    await rewriteBackup(first, altered, (_manifest, dump) => {
      const copy = Buffer.from(dump);
      copy[Math.floor(copy.length / 2)] ^= 0xff;
      return copy;
    });
    await expect(restore(altered)).rejects.toThrow(new InvalidBackupError('La copia está dañada: pg_dump/aula.dump no coincide con su suma de comprobación (SHA-256)'));
    expect(await fingerprint(db)).toEqual(before);
  }, 60_000);

  it('refuses a newer release’s backup, and a PGlite file (and PGlite’s restore a PostgreSQL one)', async () => {
    const before = await fingerprint(db);
    const newer = join(root, 'migracion-nueva.tar.gz');
    await rewriteBackup(first, newer, (manifest, dump) => {
      manifest.migracion = '999';
      return dump;
    });
    await expect(restore(newer)).rejects.toThrow(
      new RestoreRefusedError(
        `La copia es de una versión más reciente (${VERSION}, migración 999) que este servidor (${VERSION}, migración ${(await migrationVersions()).at(-1)}): restáurela con esa versión o una posterior. No se modificó nada.`,
      ),
    );
    const pgliteFile = join(root, 'pglite.tar.gz');
    await rewriteBackup(first, pgliteFile, (manifest, dump) => {
      manifest.base_de_datos = 'pglite';
      return dump;
    });
    await expect(restore(pgliteFile)).rejects.toThrow(
      new RestoreRefusedError('La copia es de PGlite (una carpeta de datos): restáurela sin DATABASE_URL, en DATA_DIR o con --data-dir CARPETA. No se modificó nada.'),
    );
    expect(await fingerprint(db)).toEqual(before);
    const dataDir = join(root, 'datos-pglite');
    await expect(restoreBackup({ file: first, dataDir, version: VERSION })).rejects.toThrow(/--database-url URL/);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('refuses while an Aula Admin server is connected to the database, and restores once it is gone', async () => {
    await db.query("INSERT INTO config (clave, valor) VALUES ('despues_de_la_copia', 'x')");
    const before = await fingerprint(db);
    // A server's pool connection, as server/db/postgres.ts names it.
    const server = new pg.Client({ connectionString: url, application_name: 'aula-admin' });
    await server.connect();
    try {
      await expect(restore(first)).rejects.toThrow(new RestoreRefusedError(serverConnectedMessage(1)));
      expect(await fingerprint(db)).toEqual(before);
    } finally {
      await server.end();
    }
    await restore(first);
    expect(await db.query("SELECT 1 FROM config WHERE clave = 'despues_de_la_copia'")).toEqual([]);
    // The server started again on the restored data (its sessions are the backup's).
    await app.close();
    app = await openApp();
    adminToken = await login(app, ADMIN);
  }, 60_000);

  it('all or nothing: a verification that fails, or a load that stops halfway, leaves the database as it was', async () => {
    await db.query("INSERT INTO config (clave, valor) VALUES ('antes_del_intento', 'x')");
    const before = await fingerprint(db);
    // The manifest says one more user than the dump holds: the load completes, the check raises.
    const miscounted = join(root, 'mal-contada.tar.gz');
    await rewriteBackup(first, miscounted, (manifest, dump) => {
      manifest.tablas.usuarios += 1;
      return dump;
    });
    await expect(restore(miscounted)).rejects.toThrow(/^Las tablas restauradas no coinciden con el manifiesto de la copia: usuarios \(\d+ filas; la copia dice \d+\)$/);
    await expect(restore(miscounted)).rejects.toBeInstanceOf(InvalidBackupError);
    expect(await fingerprint(db)).toEqual(before);
    // The dump cut short, its checksum listed again (past the checks): pg_restore writes the schema
    // and part of the rows, then psql stops on a row cut in two.
    const cut = join(root, 'cortada.tar.gz');
    await rewriteBackup(first, cut, (manifest, dump) => relist(manifest, dump.subarray(0, Math.floor(dump.length * 0.6))));
    await expect(restore(cut)).rejects.toThrow(/^la carga se detuvo y se deshizo entera: /);
    expect(await fingerprint(db)).toEqual(before);
    // Cut in its table of contents: pg_restore fails after the schema was dropped, psql's input ends
    // without the COMMIT.
    const headless = join(root, 'sin-indice.tar.gz');
    await rewriteBackup(first, headless, (manifest, dump) => relist(manifest, dump.subarray(0, 2000)));
    await expect(restore(headless)).rejects.toThrow(/^pg_restore terminó con 1 y la carga se deshizo entera: /);
    expect(await fingerprint(db)).toEqual(before);
  }, 60_000);

  it('is made while requests read and write, and restores as of its snapshot', async () => {
    const load = readWriteLoad(app, db, adminToken);
    // Five writes done before the snapshot (the sixth is under way); a load that failed stops the wait.
    await load.waitForWrites(6);
    const result = await app.backups!.create(join(root, 'copias-en-uso'), 'administrador', null).finally(() => load.stop());
    const { count, writes, at } = await load.stop();
    console.log(`Durante la copia de PostgreSQL: ${count} lecturas+escrituras, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, máx. ${at(1)} ms`);
    expect(count).toBeGreaterThan(5);
    const target = await extraDatabase('en_uso');
    await restore(result.ruta, urlOf(target));
    const copy = await openNamed(target);
    try {
      const [row] = await copy.query<{ n: number }>("SELECT count(*)::int AS n FROM config WHERE clave LIKE 'prueba_copia_%'");
      // The writes before the snapshot, and not those made while pg_dump and the packing ran.
      expect(row.n).toBeGreaterThanOrEqual(5);
      expect(row.n).toBeLessThan(writes);
      expect(row.n).toBe(result.manifiesto.tablas.config - (await copy.query<{ n: number }>("SELECT count(*)::int AS n FROM config WHERE clave NOT LIKE 'prueba_copia_%'"))[0].n);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('restores an older release’s backup and applies the migrations after it', async () => {
    const older = '035';
    const oldName = await extraDatabase('antigua');
    const old = await openNamed(oldName);
    let file: string;
    try {
      await migrate(old, (await readMigrations()).filter((migration) => migration.version <= older));
      await old.query("INSERT INTO config (clave, valor) VALUES ('de_la_version_anterior', 'x')");
      file = (await createBackup(old, { databaseUrl: urlOf(oldName), outDir: join(root, 'copias-antiguas'), version: '0.0.9' })).ruta;
    } finally {
      await old.close();
    }
    expect(await readManifest(file)).toMatchObject({ migracion: older, version: '0.0.9' });
    const target = await extraDatabase('actualizada');
    const restored = await restore(file, urlOf(target));
    const code = await migrationVersions();
    expect(restored.applied.map((migration) => migration.slice(0, 3))).toEqual(code.filter((version) => version > older));
    const upgraded = await openNamed(target);
    try {
      const [row] = await upgraded.query<{ v: string }>('SELECT max(version) AS v FROM schema_migrations');
      expect(row.v).toBe(code.at(-1));
      expect(await upgraded.query("SELECT valor FROM config WHERE clave = 'de_la_version_anterior'")).toEqual([{ valor: 'x' }]);
    } finally {
      await upgraded.close();
    }
  }, 120_000);

  it('one backup at a time across processes: the advisory lock taken elsewhere is a skip, not a failure', async () => {
    const other = new pg.Client({ connectionString: url, application_name: TEST_APPLICATION });
    await other.connect();
    const lines: string[] = [];
    const service = createBackupService({
      db,
      databaseUrl: url,
      version: VERSION,
      schedule: { dir: backupDir, everyHours: 24, keep: 2 },
      log: { info: (line) => lines.push(line), error: (line) => lines.push(`ERROR ${line}`) },
    });
    const [{ n: failuresBefore }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM eventos WHERE universo = 'respaldos' AND tipo = 'fallo'");
    try {
      await other.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
      await expect(service.create(join(root, 'bloqueada'), 'administrador', null)).rejects.toBeInstanceOf(BackupBusyError);
      await expect(service.runScheduled()).resolves.toBeNull();
      expect(lines.some((line) => line.startsWith('ERROR'))).toBe(false);
      const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM eventos WHERE universo = 'respaldos' AND tipo = 'fallo'");
      expect(n).toBe(failuresBefore);
      // No work left behind in the folder.
      expect((await readdir(join(root, 'bloqueada'))).filter((entry) => entry.startsWith('.'))).toEqual([]);
    } finally {
      await other.end();
    }
    expect(await service.runScheduled()).not.toBeNull();
  }, 60_000);

  it('a stop interrupts pg_dump: no file, no work left, no failure recorded, the lock free again', async () => {
    const dir = join(root, 'interrumpida');
    const service = createBackupService({ db, databaseUrl: url, version: VERSION, schedule: null, log: { info: () => undefined, error: () => undefined } });
    const [{ n: eventsBefore }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM eventos WHERE universo = 'respaldos'");
    const run = service.create(dir, 'administrador', null);
    // Stopped once pg_dump has begun writing its file.
    const dumping = async () => (await readdir(dir).catch(() => [])).some((entry) => existsSync(join(dir, entry, 'aula.dump')));
    while (!(await dumping()) && service.running()) await new Promise((resolve) => setTimeout(resolve, 2));
    await service.stop();
    await expect(run).rejects.toBeInstanceOf(BackupAbortedError);
    expect(await readdir(dir)).toEqual([]);
    const [{ n: eventsAfter }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM eventos WHERE universo = 'respaldos'");
    expect(eventsAfter).toBe(eventsBefore);
    // The backup's connections ended with it: the next one takes the lock.
    await expect(createBackup(db, { databaseUrl: url, outDir: dir, version: VERSION })).resolves.toMatchObject({ bytes: expect.any(Number) });
  }, 60_000);

  it('the schedule keeps the newest BACKUP_KEEP files, and its last success feeds the metric', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await app.backups!.runScheduled())!.nombre);
    expect((await backupFiles(backupDir)).map((file) => file.nombre)).toEqual([made[2], made[1]]);
    const last = (await app.backups!.lastSuccess())!.getTime();
    expect(Math.floor(last / 1000) * 1000).toBe((await backupFiles(backupDir))[0].creada.getTime());
  }, 120_000);

  it('respaldo/crear and respaldo/lista on PostgreSQL; no local route (npm run backup runs pg_dump itself)', async () => {
    const made = await post(app, 'respaldo/crear', adminToken);
    expect(made.statusCode, made.body).toBe(200);
    const body = made.json() as { nombre: string; bytes: number; archivos: number; manifiesto: { base_de_datos: string; tablas: Record<string, number> } };
    expect(existsSync(join(backupDir, body.nombre))).toBe(true);
    expect(body).toMatchObject({ archivos: 1, manifiesto: { base_de_datos: 'postgres' } });
    expect(body.manifiesto.tablas.archivos).toBe((await storedFiles(db)).size);
    const listed = (await post(app, 'respaldo/lista', adminToken)).json() as { copias: { nombre: string }[]; en_curso: boolean; ultimo_fallo: unknown };
    expect(listed).toMatchObject({ en_curso: false, ultimo_fallo: null });
    expect(listed.copias[0].nombre).toBe(body.nombre);
    expect((await post(app, 'respaldo/crear', await login(app, CONSULTA))).statusCode).toBe(403);
    const [both1, both2] = await Promise.all([post(app, 'respaldo/crear', adminToken), post(app, 'respaldo/crear', adminToken)]);
    expect([both1.statusCode, both2.statusCode].sort()).toEqual([200, 409]);
    expect((await app.inject({ method: 'POST', url: '/api/respaldo/local', payload: { destino: root } })).statusCode).toBe(404);
  }, 120_000);

  it('npm run backup and npm run restore with DATABASE_URL: the summary, and exit codes 0, 3, 4', async () => {
    const out = join(root, 'linea-de-ordenes');
    const made = await run('server/backup-cli.ts', ['--out', out], url);
    expect(made, made.output).toMatchObject({ code: 0 });
    expect(made.output).toContain('Copia de seguridad creada');
    const [file] = (await readdir(out)).map((entry) => join(out, entry));
    const altered = join(root, 'alterada-cli.tar.gz');
    const bytes = await readFile(file);
    bytes[bytes.length - 100] ^= 0xff;
    await writeFile(altered, bytes);
    const target = await extraDatabase('linea');
    const damaged = await run('server/restore-cli.ts', [altered], urlOf(target));
    expect(damaged, damaged.output).toMatchObject({ code: 3 });
    expect(damaged.output).toContain('No se modificó nada');
    const server = new pg.Client({ connectionString: urlOf(target), application_name: 'aula-admin' });
    await server.connect();
    try {
      const refused = await run('server/restore-cli.ts', [file, '--database-url', urlOf(target)], '');
      expect(refused, refused.output).toMatchObject({ code: 4 });
      expect(refused.output).toContain(serverConnectedMessage(1));
    } finally {
      await server.end();
    }
    const restored = await run('server/restore-cli.ts', [file], urlOf(target));
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain('ya puede iniciar el servidor');
    console.log(`npm run backup y npm run restore con PostgreSQL:\n${made.output}${restored.output}`);
  }, 120_000);
});
