// Backups and restore of the PGlite database (docs/operations.md, 'Backups and restore'; issue 42,
// points 1 and 2), on a data directory on disk as npm start runs it, with the app built as npm start
// builds it (its `backup` service): backup → wipe → restore gives every table's rows and every
// uploaded file's bytes back identical (a fingerprint of its own, not the manifest's digests); a
// damaged or altered file, a newer release's and one for a directory in use are refused with
// nothing touched; an older release's is restored with the later migrations applied; a backup made
// while requests run (their latency printed); the schedule keeps BACKUP_KEEP; a failure is logged
// and audited; the administrators' endpoints (respaldo/crear, respaldo/lista) and npm run backup's
// local one. PGlite only (skipped with TEST_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { buildApp } from '../../../server/app';
import { InvalidBackupError, readManifest } from '../../../server/backup/archive';
import { createBackup } from '../../../server/backup/create';
import { MANIFEST_ENTRY } from '../../../server/backup/manifest';
import { ACCESS_FILE } from '../../../server/backup/pgliteCopy';
import { restoreBackup, RestoreRefusedError } from '../../../server/backup/restore';
import { backupFiles, createBackupService, type BackupSchedule } from '../../../server/backup/service';
import { claimDataDir, LOCK_FILE } from '../../../server/db/dataDirLock';
import { migrationVersions } from '../../../server/db/migrate';
import { openPglite, type PgliteDatabase } from '../../../server/db/pglite';
import { unpackArchive } from '../../fixtures/upgrade/archive';
import { fixtureArchive, upgradeFixtures } from '../../fixtures/upgrade/fixtures';
import { servedResources } from '../../../resources/served';
import { testClock } from '../../testDay';
import { ADMIN, CONSULTA, openTestDatabase, TEST_JWT_SECRET } from '../helpers';
import { fingerprint, login, post, readEntries, readWriteLoad, storedFiles, uploadFile, writeEntries } from './backupTools';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const VERSION = '0.1.0';

let root: string;
let dataDir: string;
let backupDir: string;
let db: PgliteDatabase;
let app: FastifyInstance;
let adminToken: string;
/** SHA-256 of each uploaded file's bytes, by archivos.id, as the test wrote them. */
const uploads = new Map<number, string>();

async function upload(bytes: number): Promise<void> {
  const { id, sha } = await uploadFile(db, bytes);
  uploads.set(id, sha);
}

async function openApp(schedule: BackupSchedule | null = { dir: backupDir, everyHours: 24, keep: 2 }): Promise<FastifyInstance> {
  const served = await servedResources();
  return buildApp({ db, jwtSecret: TEST_JWT_SECRET, ...served, clock: testClock(), metrics: { allow: [], token: null }, backup: { dataDir, schedule } });
}

/** A backup file with its entries changed by `edit` (the manifest as JSON, any other as bytes), written to `target`. */
async function rewriteBackup(source: string, target: string, edit: (path: string, data: Buffer) => Buffer): Promise<void> {
  const entries = await readEntries(source);
  await writeEntries(target, entries.map(({ entry, data }) => ({ entry, data: entry.type === 'file' ? edit(entry.path, data) : data })));
}

const editManifest = (change: (manifest: Record<string, unknown>) => void) => (path: string, data: Buffer) => {
  if (path !== MANIFEST_ENTRY) return data;
  const manifest = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
  change(manifest);
  return Buffer.from(JSON.stringify(manifest));
};

/** A directory with one file in it, to see that a refused restore leaves it as it was. */
async function untouchedDir(name: string): Promise<{ dir: string; unchanged: () => Promise<boolean> }> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'marca.txt'), 'datos anteriores');
  return {
    dir,
    unchanged: async () =>
      (await readdir(dir)).join() === 'marca.txt' &&
      (await readFile(join(dir, 'marca.txt'), 'utf8')) === 'datos anteriores' &&
      (await readdir(root)).every((name) => !name.includes('restaurando')),
  };
}

beforeAll(async () => {
  if (onPostgres) return;
  root = await mkdtemp(join(tmpdir(), 'aula-copias-'));
  dataDir = join(root, 'datos');
  backupDir = join(root, 'copias');
  await mkdir(dataDir);
  // The seeded test database, on disk: what npm start's DATA_DIR holds.
  const template = await openTestDatabase({ seededStudents: 30 });
  const dump = await (template.db as PgliteDatabase).dump();
  await template.dispose();
  db = await openPglite(dataDir, { loadDataDir: dump });
  for (const bytes of [1, 4096, 300_000]) await upload(bytes);
  app = await openApp();
  adminToken = await login(app, ADMIN);
}, 60_000);

afterAll(async () => {
  if (onPostgres) return;
  await app?.close();
  await db?.close();
  await rm(root, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('backups of the PGlite data directory', () => {
  let first: string;

  it('backup → wipe → restore: every table’s rows and every uploaded file’s bytes come back identical', async () => {
    const before = await fingerprint(db);
    const files = await storedFiles(db);
    for (const [id, sha] of uploads) expect(files.get(id), `archivo ${id}`).toBe(sha);

    // As npm start holds it: the lock file is not copied.
    const lock = claimDataDir(dataDir, 'prueba');
    const result = await app.backups!.create(backupDir, 'administrador', null).finally(() => lock.release());
    first = result.ruta;
    expect(result.nombre).toMatch(/^aula-admin-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(statSync(result.ruta).size).toBe(result.bytes);
    // Nothing but the finished file is left in the folder.
    expect(await readdir(backupDir)).toEqual([result.nombre]);
    const manifest = await readManifest(result.ruta);
    expect(manifest).toMatchObject({ producto: 'aula-admin', version: VERSION, migracion: (await migrationVersions()).at(-1), base_de_datos: 'pglite' });
    expect(manifest.tablas.archivos).toBe(files.size);
    expect(manifest.tablas.usuarios).toBe(Number(before.usuarios.split(':')[0]));
    expect(manifest.archivos.some((part) => part.ruta.endsWith('/aula-admin.lock') || part.ruta.endsWith(ACCESS_FILE))).toBe(false);
    // The audit trail has the backup (written after it: not in it).
    const [event] = await db.query<{ tipo: string; contenido: { archivo: string; origen: string } }>(
      "SELECT tipo, contenido FROM eventos WHERE universo = 'respaldos' ORDER BY id DESC LIMIT 1",
    );
    expect(event).toEqual({ tipo: 'crear', contenido: expect.objectContaining({ archivo: result.nombre, origen: 'administrador' }) });
    console.log(`Copia de ${result.manifiesto.tablas.usuarios} usuarios: ${(result.bytes / 1e6).toFixed(1)} MB`, result.tiempos);

    // Wiped: the server stopped and its data directory gone.
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true });
    const restored = await restoreBackup({ file: result.ruta, dataDir, version: VERSION });
    expect(restored.applied).toEqual([]);
    expect(restored.previous).toBeNull();
    db = await openPglite(dataDir);
    expect(await fingerprint(db)).toEqual(before);
    expect(await storedFiles(db)).toEqual(files);
    expect((await readdir(root)).sort()).toEqual(['copias', 'datos']);
    app = await openApp();
    adminToken = await login(app, ADMIN);
  }, 120_000);

  it('keeps the data a restore replaces beside it, as DATA_DIR.anterior-<time>', async () => {
    const target = await untouchedDir('reemplazada');
    const restored = await restoreBackup({ file: first, dataDir: target.dir, version: VERSION, now: () => new Date('2026-03-04T10:00:00Z') });
    expect(restored.previous).toBe(`${target.dir}.anterior-20260304T100000Z`);
    expect(await readdir(restored.previous!)).toEqual(['marca.txt']);
    expect(existsSync(join(target.dir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(target.dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('refuses a damaged or altered file before touching anything', async () => {
    const target = await untouchedDir('intacta');
    // One byte of one data file changed (the archive otherwise well formed).
    const altered = join(root, 'alterada.tar.gz');
    let changed = '';
    await rewriteBackup(first, altered, (path, data) => {
      if (changed || !path.startsWith('pgdata/base/') || data.length < 100) return data;
      changed = path;
      const copy = Buffer.from(data);
      copy[50] ^= 0xff;
      return copy;
    });
    await expect(restoreBackup({ file: altered, dataDir: target.dir, version: VERSION })).rejects.toThrow(
      new InvalidBackupError(`La copia está dañada: ${changed} no coincide con su suma de comprobación (SHA-256)`),
    );
    expect(await target.unchanged()).toBe(true);
    // A file cut short: the compression itself is damaged.
    const whole = await readFile(first);
    const cut = join(root, 'cortada.tar.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup({ file: cut, dataDir: target.dir, version: VERSION })).rejects.toThrow(InvalidBackupError);
    // A part the manifest does not list.
    const extra = join(root, 'extra.tar.gz');
    await rewriteBackup(first, extra, editManifest((manifest) => (manifest.archivos as unknown[]).pop()));
    await expect(restoreBackup({ file: extra, dataDir: target.dir, version: VERSION })).rejects.toThrow(/un archivo que su manifiesto no lista/);
    // Not a backup at all.
    const other = join(root, 'otra.tar.gz');
    await writeFile(other, gzipSync(Buffer.from('no es una copia')));
    await expect(restoreBackup({ file: other, dataDir: target.dir, version: VERSION })).rejects.toThrow(InvalidBackupError);
    expect(await target.unchanged()).toBe(true);
  }, 60_000);

  it('refuses a newer release’s backup, and one of PostgreSQL', async () => {
    const target = await untouchedDir('sin-tocar');
    const newerMigration = join(root, 'migracion-nueva.tar.gz');
    await rewriteBackup(first, newerMigration, editManifest((manifest) => (manifest.migracion = '999')));
    await expect(restoreBackup({ file: newerMigration, dataDir: target.dir, version: VERSION })).rejects.toThrow(
      new RestoreRefusedError(
        `La copia es de una versión más reciente (${VERSION}, migración 999) que este servidor (${VERSION}, migración ${(await migrationVersions()).at(-1)}): restáurela con esa versión o una posterior. No se modificó nada.`,
      ),
    );
    const newerRelease = join(root, 'version-nueva.tar.gz');
    await rewriteBackup(first, newerRelease, editManifest((manifest) => (manifest.version = '0.2.0')));
    await expect(restoreBackup({ file: newerRelease, dataDir: target.dir, version: VERSION })).rejects.toThrow(/La copia es de una versión más reciente \(0\.2\.0/);
    const postgres = join(root, 'postgres.tar.gz');
    await rewriteBackup(first, postgres, editManifest((manifest) => (manifest.base_de_datos = 'postgres')));
    await expect(restoreBackup({ file: postgres, dataDir: target.dir, version: VERSION })).rejects.toThrow(/pg_restore/);
    expect(await target.unchanged()).toBe(true);
  });

  it('refuses a DATA_DIR another live process holds, and restores it once that process is gone', async () => {
    const target = await untouchedDir('ocupada');
    const holder: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' });
    try {
      await writeFile(join(target.dir, LOCK_FILE), JSON.stringify({ pid: holder.pid, proceso: 'server/main.ts', desde: '2026-03-04T10:00:00.000Z' }));
      await expect(restoreBackup({ file: first, dataDir: target.dir, version: VERSION })).rejects.toThrow(
        new RestoreRefusedError(
          `Hay un proceso usando ${target.dir}: el proceso ${holder.pid} (server/main.ts, desde 2026-03-04T10:00:00.000Z). Detenga el servidor antes de restaurar. No se modificó nada.`,
        ),
      );
      expect((await readdir(target.dir)).sort()).toEqual([LOCK_FILE, 'marca.txt']);
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    // Its lock file names a dead process now: taken over.
    const restored = await restoreBackup({ file: first, dataDir: target.dir, version: VERSION });
    expect(restored.previous).not.toBeNull();
  }, 60_000);

  it('restores an older release’s backup and applies the migrations after it', async () => {
    const [fixture] = await upgradeFixtures();
    const oldDir = join(root, 'antigua');
    await unpackArchive(await fixtureArchive(fixture), oldDir);
    const old = await openPglite(oldDir);
    let file: string;
    try {
      file = (await createBackup(old, { dataDir: oldDir, outDir: join(root, 'copias-antiguas'), version: '0.0.9' })).ruta;
    } finally {
      await old.close();
    }
    const older = fixture.migration.slice(0, 3);
    expect((await readManifest(file)).migracion).toBe(older);
    const target = join(root, 'actualizada');
    const restored = await restoreBackup({ file, dataDir: target, version: VERSION });
    const code = await migrationVersions();
    expect(restored.applied.map((name) => name.slice(0, 3))).toEqual(code.filter((version) => version > older));
    const upgraded = await openPglite(target);
    try {
      const [row] = await upgraded.query<{ v: string }>('SELECT max(version) AS v FROM schema_migrations');
      expect(row.v).toBe(code.at(-1));
    } finally {
      await upgraded.close();
    }
  }, 120_000);

  it('is made while requests go on (their latency printed) and restores as of its end', async () => {
    const load = readWriteLoad(app, db, adminToken);
    const result = await app.backups!.create(join(root, 'copias-en-uso'), 'administrador', null).finally(() => load.stop());
    const { count, writes, at } = await load.stop();
    console.log(
      `Durante la copia: ${count} lecturas+escrituras, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, máx. ${at(1)} ms; ` +
        `copia: inicio ${result.tiempos.startMs.toFixed(0)} ms, archivos ${result.tiempos.filesMs.toFixed(0)} ms, fin ${result.tiempos.stopMs.toFixed(0)} ms`,
    );
    expect(count).toBeGreaterThan(10);
    // Loose: a request waits at most for one of the copy's statements, never for the copy.
    expect(Number(at(0.99))).toBeLessThan(2000);
    // The copy is of one moment: restored, its rows are the manifest's (restore checks every table).
    const target = join(root, 'en-uso');
    await restoreBackup({ file: result.ruta, dataDir: target, version: VERSION });
    const copy = await openPglite(target);
    try {
      const [row] = await copy.query<{ n: number }>("SELECT count(*)::int AS n FROM config WHERE clave LIKE 'prueba_copia_%'");
      // The writes made up to the copy's end, and not one after (the load went on until the file was written).
      expect(row.n).toBeGreaterThan(0);
      expect(row.n).toBeLessThan(writes);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('the schedule keeps the newest BACKUP_KEEP files, and its last success feeds the metric', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await app.backups!.runScheduled();
      made.push(result!.nombre);
    }
    // 'first' was made there too: the newest two of the four are left.
    const left = (await backupFiles(backupDir)).map((file) => file.nombre);
    expect(left).toEqual([made[2], made[1]]);
    // The newest file's time (its name has the second; this process knows the millisecond).
    const last = (await app.backups!.lastSuccess())!.getTime();
    expect(Math.floor(last / 1000) * 1000).toBe((await backupFiles(backupDir))[0].creada.getTime());
    const events = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM eventos WHERE universo = 'respaldos' AND contenido->>'origen' = 'programada'");
    expect(events[0].n).toBe(3);
  }, 120_000);

  it('a failed backup is logged, audited and remembered for the administrators', async () => {
    const lines: string[] = [];
    const blocked = join(root, 'no-es-carpeta');
    await writeFile(blocked, 'un archivo donde iría la carpeta');
    const service = createBackupService({
      db,
      dataDir,
      version: VERSION,
      schedule: { dir: join(blocked, 'copias'), everyHours: 24, keep: 2 },
      log: { info: (line) => lines.push(line), error: (line) => lines.push(`ERROR ${line}`) },
    });
    await expect(service.runScheduled()).rejects.toThrow();
    expect(lines.some((line) => line.startsWith('ERROR Copia de seguridad fallida (programada'))).toBe(true);
    const [event] = await db.query<{ tipo: string; evento: string }>("SELECT tipo, evento FROM eventos WHERE universo = 'respaldos' ORDER BY id DESC LIMIT 1");
    expect(event).toEqual({ tipo: 'fallo', evento: 'Copia de seguridad fallida' });
    // Shown to the administrators until a backup succeeds again.
    const listed = await post(app, 'respaldo/lista', adminToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ ultimo_fallo: { origen: 'programada', mensaje: expect.stringContaining('no-es-carpeta') } });
    // The database left backup mode: the next one works.
    expect(service.running()).toBe(false);
    await expect(db.query('SELECT pg_backup_start($1, true)', ['prueba'])).resolves.toBeDefined();
    await db.query('SELECT pg_backup_stop(false)');
  });

  it('respaldo/crear and respaldo/lista: the administrators’ code, audited with who asked, one at a time, BACKUP_DIR required', async () => {
    const made = await post(app, 'respaldo/crear', adminToken);
    expect(made.statusCode, made.body).toBe(200);
    const body = made.json() as { nombre: string; bytes: number; manifiesto: { migracion: string; tablas: Record<string, number> } };
    expect(existsSync(join(backupDir, body.nombre))).toBe(true);
    expect(body.manifiesto.tablas.archivos).toBe((await storedFiles(db)).size);
    const [event] = await db.query<{ usuario_id: number; contenido: { archivo: string } }>(
      "SELECT usuario_id, contenido FROM eventos WHERE universo = 'respaldos' ORDER BY id DESC LIMIT 1",
    );
    const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
    expect(event).toMatchObject({ usuario_id: admin.id, contenido: { archivo: body.nombre } });

    // What the endpoint matrix checks of every endpoint (these two are not in the test apps it walks).
    for (const path of ['respaldo/crear', 'respaldo/lista']) {
      expect((await app.inject({ method: 'POST', url: `/api/${path}`, payload: {} })).statusCode, path).toBe(401);
      expect((await post(app, path, adminToken, { carpeta: '/tmp' })).statusCode, path).toBe(400);
    }
    const consulta = await login(app, CONSULTA);
    expect((await post(app, 'respaldo/crear', consulta)).statusCode).toBe(403);
    expect((await post(app, 'respaldo/lista', consulta)).statusCode).toBe(403);
    // The folder's files, newest first; the failure before is no longer the last outcome.
    const listed = (await post(app, 'respaldo/lista', adminToken)).json() as { copias: { nombre: string; bytes: number }[]; ultimo_fallo: unknown; en_curso: boolean; programacion: unknown };
    expect(listed).toMatchObject({ en_curso: false, ultimo_fallo: null, programacion: { cada_horas: 24, conservar: 2 } });
    expect(listed.copias[0]).toEqual({ nombre: body.nombre, bytes: body.bytes, creada: expect.any(String), estado: 'completa' });
    expect(listed.copias.map((file) => file.nombre)).toEqual((await backupFiles(backupDir)).map((file) => file.nombre));
    expect(body).not.toHaveProperty('ruta');
    const [both1, both2] = await Promise.all([post(app, 'respaldo/crear', adminToken), post(app, 'respaldo/crear', adminToken)]);
    expect([both1.statusCode, both2.statusCode].sort()).toEqual([200, 409]);
    expect([both1, both2].find((r) => r.statusCode === 409)!.json()).toEqual({ code: 'Conflict', message: 'Ya se está haciendo una copia de seguridad: espere a que termine.' });
    expect(app.endpoints.find((e) => e.path === 'respaldo/crear')?.permission).toBe(P.admin.respaldos);
    // The routes in the API's document, which stays valid OpenAPI.
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${adminToken}` } });
    expect(document.statusCode).toBe(200);
    const validation = await new Validator().validate(document.json() as Parameters<Validator['validate']>[0]);
    expect(validation.errors ?? []).toEqual([]);
    const paths = (document.json() as { paths: Record<string, Record<string, { summary: string; tags: string[] }>> }).paths;
    expect(paths['/api/respaldo/crear'].post).toMatchObject({ summary: 'Hacer una copia de seguridad ahora (en BACKUP_DIR)', tags: ['Operación'] });
    expect(paths['/api/respaldo/lista'].post).toMatchObject({ tags: ['Operación'] });
    expect(paths['/api/respaldo/local'].post).toMatchObject({ summary: 'Copia de seguridad pedida por npm run backup', tags: ['Operación'] });

    const unscheduled = await openApp(null);
    try {
      const refused = await post(unscheduled, 'respaldo/crear', await login(unscheduled, ADMIN));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'No hay carpeta de copias de seguridad: configure BACKUP_DIR en el servidor.' });
    } finally {
      await unscheduled.close();
    }
  }, 120_000);

  it('npm run backup’s way in: a token in DATA_DIR while the server listens, readable by its user alone', async () => {
    const listening = await openApp(null);
    let closed = false;
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const file = join(dataDir, ACCESS_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const access = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string; token: string };
      expect(access).toMatchObject({ pid: process.pid, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
      const call = (token: string, destino: unknown) =>
        fetch(`${access.url}/api/respaldo/local`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ destino }) });
      expect((await call('otro', join(root, 'local'))).status).toBe(401);
      expect((await call(adminToken, join(root, 'local'))).status).toBe(401);
      expect((await call(access.token, 'relativa')).status).toBe(400);
      const made = await call(access.token, join(root, 'local'));
      expect(made.status).toBe(200);
      expect(await readdir(join(root, 'local'))).toEqual([((await made.json()) as { nombre: string }).nombre]);
      await listening.close();
      closed = true;
      expect(existsSync(file)).toBe(false);
    } finally {
      if (!closed) await listening.close();
    }
  }, 60_000);
});
