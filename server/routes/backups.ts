// The server's backups over HTTP (docs/operations.md, 'Backups and restore'), registered when the
// server has its backup service (buildApp's `backup`: npm start's, on either engine):
//   POST /api/respaldo/crear — an administrator (code 5E4C0B7A, 'Copias de seguridad') makes one in
//     BACKUP_DIR now; the answer names the file, its size and its manifest;
//   POST /api/respaldo/lista — the same code: BACKUP_DIR's files (name, size, date), the schedule,
//     whether one runs now, the last success and the last failure (until a backup succeeds again);
//   POST /api/respaldo/local — npm run backup, on this machine, makes one in the folder it names. It
//     proves itself with the token the server writes at start into DATA_DIR/aula-admin-copias.json
//     (mode 0600: only the server's system user, who could copy DATA_DIR anyway, reads it), removed when
//     the server stops. Not a session: no user, no permission code. PGlite only: on PostgreSQL
//     npm run backup runs pg_dump itself, and neither the route nor the file exists.
// Both are audited (eventos, universo 'respaldos') and one at a time (409 while one runs). The
// schedule's timer starts once the server listens; the close stops it and interrupts a backup under way.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { isAbsolute, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../core/engine/permissions';
import { ACCESS_FILE, BackupAbortedError } from '../backup/pgliteCopy';
import type { BackupResult } from '../backup/create';
import { BACKUP_MESSAGES, BackupBusyError, backupFiles, type BackupService } from '../backup/service';
import type { Database } from '../db/database';
import { ApiError, conflict, serviceUnavailable, unauthorized, validationError } from '../errors/apiError';
import { spanishErrorMap } from '../errors/zodSpanish';
import { defineEndpoint } from '../http/endpoint';
import { registerBackupDownload } from './backupDownload';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's backups (absent in tests that do not ask for them). */
    backups?: BackupService;
  }
}

export const LOCAL_BACKUP_URL = '/api/respaldo/local';

/** What npm run backup reads to reach this server (DATA_DIR/aula-admin-copias.json). */
export interface LocalBackupAccess {
  pid: number;
  url: string;
  token: string;
}

/** The answer: the file and what its manifest says, without the list of parts; its path on the server for npm run backup only. */
function answer(result: BackupResult, withPath: boolean) {
  const { archivos, directorios: _d, huellas: _h, ...manifiesto } = result.manifiesto;
  return { nombre: result.nombre, ...(withPath ? { ruta: result.ruta } : {}), bytes: result.bytes, archivos: archivos.length, manifiesto, tiempos_ms: result.tiempos };
}

async function created(run: () => Promise<BackupResult>, withPath: boolean) {
  try {
    return answer(await run(), withPath);
  } catch (error) {
    if (error instanceof BackupBusyError) throw conflict(undefined, error.message);
    if (error instanceof BackupAbortedError) throw serviceUnavailable(error.message);
    throw new ApiError(500, 'InternalError', `${BACKUP_MESSAGES.failed}: ${error instanceof Error ? error.message : String(error)}`, undefined, error);
  }
}

/** An address the server listens on as this machine reaches it ('0.0.0.0' → 127.0.0.1). */
function localUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const localBody = z.object({ destino: z.string().min(1).max(4096).refine(isAbsolute, 'Debe ser una ruta absoluta') }).strict();

/** BACKUP_DIR's backup files, newest first, with their size: all finished ones (a file is named only when whole). */
async function backupFileList(dir: string): Promise<{ nombre: string; bytes: number; creada: string; estado: 'completa' }[]> {
  const files = await backupFiles(dir);
  const sized = await Promise.all(files.map(async (file) => ({ file, info: await stat(join(dir, file.nombre)).catch(() => null) })));
  return sized
    .filter(({ info }) => info !== null)
    .map(({ file, info }) => ({ nombre: file.nombre, bytes: info!.size, creada: file.creada.toISOString(), estado: 'completa' as const }));
}

export function registerBackupEndpoints(app: FastifyInstance, db: Database, service: BackupService): void {
  app.decorate('backups', service);

  defineEndpoint(app, {
    path: 'respaldo/crear',
    permission: P.admin.respaldos,
    body: z.object({}).strict(),
    handler: async ({ session }) => {
      const dir = service.schedule?.dir;
      if (!dir) throw conflict(undefined, BACKUP_MESSAGES.noDir);
      return created(() => service.create(dir, 'administrador', session.userId), false);
    },
  });

  defineEndpoint(app, {
    path: 'respaldo/lista',
    permission: P.admin.respaldos,
    body: z.object({}).strict(),
    handler: async () => {
      const schedule = service.schedule;
      const last = await service.lastSuccess();
      // The last outcome recorded, whichever process made it (a failure stays shown until a backup
      // succeeds: a download, also of this universo, is no outcome).
      const [latest] = await db.query<{ tipo: string; contenido: { mensaje?: string; origen?: string }; created_at: Date }>(
        "SELECT tipo, contenido, created_at FROM eventos WHERE universo = 'respaldos' AND tipo IN ('crear', 'fallo') ORDER BY created_at DESC, id DESC LIMIT 1",
      );
      const failure = latest?.tipo === 'fallo' ? { fecha: latest.created_at.toISOString(), mensaje: latest.contenido.mensaje ?? '', origen: latest.contenido.origen ?? '' } : null;
      return {
        programacion: schedule ? { cada_horas: schedule.everyHours, conservar: schedule.keep } : null,
        en_curso: service.running(),
        ultima_correcta: last?.toISOString() ?? null,
        ultimo_fallo: failure,
        copias: schedule ? await backupFileList(schedule.dir) : [],
      };
    },
  });
  registerBackupDownload(app, db, service);

  if (service.dataDir) registerLocalBackup(app, service, service.dataDir);

  app.addHook('onListen', async () => service.start());
  // As the close begins: a backup under way stops at once (its work files removed, the database out
  // of backup mode, pg_dump ended) instead of holding the close up; its request answers 503.
  app.addHook('preClose', async () => {
    await service.stop();
  });
}

/** npm run backup's way in on PGlite: the local route and its token file in DATA_DIR (hooks before the service's: the file is written before the schedule starts and removed before it stops). */
function registerLocalBackup(app: FastifyInstance, service: BackupService, dataDir: string): void {
  const token = randomBytes(32).toString('base64url');
  const accessFile = join(dataDir, ACCESS_FILE);

  app.post(
    LOCAL_BACKUP_URL,
    {
      config: {
        openapi: {
          permission: 'public',
          summary: 'Copia de seguridad pedida por npm run backup',
          description: 'Hace una copia de seguridad en la carpeta `destino` (ruta absoluta en el servidor). Solo para `npm run backup` en el mismo equipo.',
          tag: 'Operación',
          access: 'el token que el servidor escribe al arrancar en DATA_DIR/aula-admin-copias.json (Authorization: Bearer), que solo lee el usuario del sistema del servidor',
          errors: { 401: 'Sin el token local o con otro.', 409: BACKUP_MESSAGES.running },
        },
      },
    },
    async (request) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const expected = Buffer.from(token);
      const given = Buffer.from(sent);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
      const parsed = localBody.safeParse(request.body ?? {}, { error: spanishErrorMap });
      if (!parsed.success) throw validationError({ destino: parsed.error.issues[0].message });
      return created(() => service.create(parsed.data.destino, 'linea_de_ordenes', null), true);
    },
  );

  // Synchronous, a few bytes: the file is there by the time listen() resolves (the hook runs right after it).
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const access: LocalBackupAccess = { pid: process.pid, url: localUrl(address), token };
      const temporary = `${accessFile}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temporary, `${JSON.stringify(access)}\n`, { mode: 0o600 });
      renameSync(temporary, accessFile);
    }
  });
  app.addHook('preClose', async () => {
    await rm(accessFile, { force: true });
  });
}
