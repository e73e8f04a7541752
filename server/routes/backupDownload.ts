// POST /api/respaldo/descargar {nombre} — an administrator (code 5E4C0B7A) downloads one of BACKUP_DIR's
// backup files (the 'Copias de seguridad' page, docs/operations.md 'Backups and restore'). Only a name
// of the backups' own pattern is accepted, so no path or '..' ever reaches the file system; each
// download is one audit event (universo 'respaldos', tipo 'descargar': the file and its size).
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../core/engine/permissions';
import { recordEvent } from '../audit/events';
import { BACKUP_NAME } from '../backup/manifest';
import { BACKUP_MESSAGES, type BackupService } from '../backup/service';
import type { Database } from '../db/database';
import { conflict, notFound } from '../errors/apiError';
import { contentDisposition } from '../http/contentDisposition';
import { defineEndpoint } from '../http/endpoint';

export const BACKUP_DOWNLOAD_MESSAGES = {
  badName: 'No es el nombre de una copia de seguridad (aula-admin-AAAAMMDDTHHMMSSZ.tar.gz)',
  missing: 'Esa copia de seguridad no está en la carpeta de copias (BACKUP_DIR).',
  downloaded: 'Copia de seguridad descargada',
} as const;

const downloadBody = z.object({ nombre: z.string().max(100).regex(BACKUP_NAME, BACKUP_DOWNLOAD_MESSAGES.badName) }).strict();

/** The backup file opened, or null when it is not there (or not a plain file). */
async function openBackup(path: string): Promise<{ handle: FileHandle; bytes: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
  const info = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (!info.isFile()) {
    await handle.close();
    return null;
  }
  return { handle, bytes: info.size };
}

export function registerBackupDownload(app: FastifyInstance, db: Database, service: BackupService): void {
  defineEndpoint(app, {
    path: 'respaldo/descargar',
    permission: P.admin.respaldos,
    body: downloadBody,
    handler: async ({ body, session, reply }) => {
      const dir = service.schedule?.dir;
      if (!dir) throw conflict(undefined, BACKUP_MESSAGES.noDir);
      // Held open from here: the schedule's rotation may remove the name meanwhile, the bytes stay readable.
      const file = await openBackup(join(dir, body.nombre));
      if (!file) throw notFound(BACKUP_DOWNLOAD_MESSAGES.missing);
      try {
        await recordEvent(db, {
          universo: 'respaldos',
          tipo: 'descargar',
          evento: BACKUP_DOWNLOAD_MESSAGES.downloaded,
          contenido: { archivo: body.nombre, bytes: file.bytes },
          usuarioId: session.userId,
        });
      } catch (error) {
        await file.handle.close();
        throw error;
      }
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', contentDisposition(body.nombre))
        .header('content-length', String(file.bytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.handle.createReadStream());
    },
  });
}
