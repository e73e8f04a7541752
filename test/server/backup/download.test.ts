// respaldo/descargar (the 'Copias de seguridad' page's 'Descargar'; issue 42 point 1): the bytes of a
// BACKUP_DIR file as a download, for code 5E4C0B7A only (checked before the body is read), a name of
// the backups' own pattern only (no path, no '..'), 404 for a file that is not there, 409 without
// BACKUP_DIR, and one audit event per download with who asked. The files here are stand-ins with a
// backup's name: the endpoint serves bytes, it does not read them (backup.test.ts makes real ones).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { buildApp } from '../../../server/app';
import { recordEvent } from '../../../server/audit/events';
import type { BackupSchedule } from '../../../server/backup/service';
import type { Database } from '../../../server/db/database';
import { BACKUP_DOWNLOAD_MESSAGES } from '../../../server/routes/backupDownload';
import { servedResources } from '../../../resources/served';
import { testClock } from '../../testDay';
import { ADMIN, CONSULTA, createStaffUser, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../helpers';

const NAME = 'aula-admin-20261129T121847Z.tar.gz';
const CONTENT = randomBytes(300_000);

let root: string;
let backupDir: string;
let database: TestDatabase;
let db: Database;
let app: FastifyInstance;
let adminToken: string;

async function openApp(schedule: BackupSchedule | null): Promise<FastifyInstance> {
  const served = await servedResources();
  return buildApp({ db, jwtSecret: TEST_JWT_SECRET, ...served, clock: testClock(), metrics: { allow: [], token: null }, backup: { dataDir: join(root, 'datos'), schedule } });
}

async function login(target: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const response = await target.inject({ method: 'POST', url: '/api/login', payload: { email: who.email, password: who.password } });
  return (response.json() as { token: string }).token;
}

const download = (target: FastifyInstance, token: string | null, body: unknown) =>
  target.inject({
    method: 'POST',
    url: '/api/respaldo/descargar',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const lastEvent = async () =>
  (
    await db.query<{ tipo: string; evento: string; usuario_id: number | null; contenido: Record<string, unknown> }>(
      "SELECT tipo, evento, usuario_id, contenido FROM eventos WHERE universo = 'respaldos' ORDER BY id DESC LIMIT 1",
    )
  )[0];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-descargas-'));
  backupDir = join(root, 'copias');
  await mkdir(join(root, 'datos'));
  await mkdir(backupDir);
  await writeFile(join(backupDir, NAME), CONTENT);
  // Beside the backups: a file of another name, and a folder with a backup's name.
  await writeFile(join(backupDir, 'notas.txt'), 'no es una copia');
  await mkdir(join(backupDir, 'aula-admin-20261128T000000Z.tar.gz'));
  database = await openTestDatabase({ seededStudents: 30 });
  db = database.db;
  app = await openApp({ dir: backupDir, everyHours: 24, keep: 14 });
  adminToken = await login(app, ADMIN);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('respaldo/descargar', () => {
  it('sends the file’s bytes as a gzip download named after it, and audits it with the administrator', async () => {
    const response = await download(app, adminToken, { nombre: NAME });
    expect(response.statusCode, response.body).toBe(200);
    expect(Buffer.compare(response.rawPayload, CONTENT)).toBe(0);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${NAME.replace(/\./g, '\\.')}"`));
    expect(response.headers['content-length']).toBe(String(CONTENT.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
    expect(await lastEvent()).toEqual({ tipo: 'descargar', evento: BACKUP_DOWNLOAD_MESSAGES.downloaded, usuario_id: admin.id, contenido: { archivo: NAME, bytes: CONTENT.length } });
  });

  it('refuses a user without 5E4C0B7A before reading the body (403 even for a body it would refuse), and one without a session', async () => {
    const consulta = await login(app, CONSULTA);
    for (const body of [{ nombre: NAME }, { nombre: '../x' }, { otro: 1 }]) {
      const refused = await download(app, consulta, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    expect((await download(app, null, { nombre: NAME })).statusCode).toBe(401);
    // A user holding only this code downloads.
    const holder = await createStaffUser(db, [P.admin.respaldos]);
    expect((await download(app, await login(app, holder), { nombre: NAME })).statusCode).toBe(200);
  });

  it('accepts only a backup’s own name: no path, no traversal, no other file of the folder (400 in Spanish)', async () => {
    const names = ['../x', '/etc/passwd', `../copias/${NAME}`, `copias/${NAME}`, `${NAME}/..`, `./${NAME}`, 'notas.txt', 'aula-admin-2026.tar.gz', `${NAME}\u0000`, '', 7];
    for (const nombre of names) {
      const refused = await download(app, adminToken, { nombre });
      expect(refused.statusCode, String(nombre)).toBe(400);
      expect(refused.json(), String(nombre)).toMatchObject({ code: 'ValidationError', errors: { nombre: expect.any(String) } });
    }
    expect((await download(app, adminToken, { nombre: '../x' })).json()).toMatchObject({ errors: { nombre: BACKUP_DOWNLOAD_MESSAGES.badName } });
    expect((await download(app, adminToken, {})).statusCode).toBe(400);
    expect((await download(app, adminToken, { nombre: NAME, ruta: '/tmp' })).statusCode).toBe(400);
  });

  it('404 for a backup name that is not a file of BACKUP_DIR, audited as nothing', async () => {
    const before = await lastEvent();
    for (const nombre of ['aula-admin-20250101T000000Z.tar.gz', 'aula-admin-20261128T000000Z.tar.gz']) {
      const missing = await download(app, adminToken, { nombre });
      expect(missing.statusCode, nombre).toBe(404);
      expect(missing.json()).toEqual({ code: 'NotFound', message: BACKUP_DOWNLOAD_MESSAGES.missing });
    }
    expect(await lastEvent()).toEqual(before);
  });

  it('a download does not hide the last failure from respaldo/lista (shown until a backup succeeds)', async () => {
    await recordEvent(db, { universo: 'respaldos', tipo: 'fallo', evento: 'Copia de seguridad fallida', contenido: { carpeta: backupDir, origen: 'programada', mensaje: 'disco lleno' }, usuarioId: null });
    expect((await download(app, adminToken, { nombre: NAME })).statusCode).toBe(200);
    const listed = await app.inject({ method: 'POST', url: '/api/respaldo/lista', payload: {}, headers: { authorization: `Bearer ${adminToken}` } });
    expect(listed.json()).toMatchObject({ ultimo_fallo: { mensaje: 'disco lleno', origen: 'programada' } });
  });

  it('409 without BACKUP_DIR', async () => {
    const unscheduled = await openApp(null);
    try {
      const refused = await download(unscheduled, await login(unscheduled, ADMIN), { nombre: NAME });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'Conflict', message: 'No hay carpeta de copias de seguridad: configure BACKUP_DIR en el servidor.' });
    } finally {
      await unscheduled.close();
    }
  });

  it('is in the API’s document, which stays valid OpenAPI', async () => {
    expect(app.endpoints.find((e) => e.path === 'respaldo/descargar')?.permission).toBe(P.admin.respaldos);
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${adminToken}` } });
    expect(document.statusCode).toBe(200);
    const validation = await new Validator().validate(document.json() as Parameters<Validator['validate']>[0]);
    expect(validation.errors ?? []).toEqual([]);
    const paths = (document.json() as { paths: Record<string, Record<string, { 'x-permisos'?: string[] }>> }).paths;
    expect(paths['/api/respaldo/descargar'].post['x-permisos']).toEqual([P.admin.respaldos]);
  });
});
