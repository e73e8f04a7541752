// npm run backup [-- --out DIR]: one backup of the database into DIR (default BACKUP_DIR, else
// ./backups) without stopping the server (docs/operations.md, 'Backups and restore').
// PGlite (DATA_DIR): a server running on DATA_DIR makes it (only the process holding the data
// directory reads it consistently): this command finds it through DATA_DIR/aula-admin-copias.json,
// which the server writes at start with its address and a token (mode 0600), and asks over HTTP.
// With no process on DATA_DIR it opens the directory itself and makes the same copy.
// PostgreSQL (DATABASE_URL): this command runs pg_dump itself (server/backup/pgDump.ts), whether
// servers run or not. Exit codes: 0 done; 1 the backup failed; 2 wrong use (an unknown option, no
// database in DATA_DIR); 4 refused (another backup under way, or DATA_DIR held by a process that is
// not the server).
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { BackupBusyError } from './backup/busy';
import { type BackupResult, createBackup, createPostgresBackup } from './backup/create';
import { ACCESS_FILE } from './backup/pgliteCopy';
import { claimDataDir, DataDirBusyError, dataDirHolder, holderText } from './db/dataDirLock';
import { openPglite } from './db/pglite';
import { packageVersion, runCommand, UsageError } from './cli';
import type { LocalBackupAccess } from './routes/backups';

const USAGE = 'Uso: npm run backup [-- --out CARPETA]  (por omisión BACKUP_DIR, o ./backups)';

function outArgument(args: string[]): string | undefined {
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i];
    else if (args[i].startsWith('--out=')) out = args[i].slice('--out='.length);
    else throw new UsageError(`Opción desconocida: ${args[i]}\n${USAGE}`);
  }
  return out;
}

/** The summary the server answers (routes/backups.ts), or this process' own result. */
interface Summary {
  ruta: string;
  bytes: number;
  archivos: number;
  manifiesto: { version: string; migracion: string; tablas: Record<string, number> };
}

function printSummary(summary: Summary): void {
  const tables = Object.keys(summary.manifiesto.tablas).length;
  console.log(`Copia de seguridad creada: ${summary.ruta}`);
  console.log(
    `  ${(summary.bytes / 1e6).toFixed(1)} MB; versión ${summary.manifiesto.version}, migración ${summary.manifiesto.migracion}; ` +
      `${tables} tablas, ${summary.archivos} archivos con su SHA-256 en manifest.json`,
  );
}

/** POST to the running server, without a time limit (a large database takes minutes). */
function askServer(access: LocalBackupAccess, outDir: string): Promise<{ status: number; body: { message?: string } & Partial<Summary> }> {
  const payload = JSON.stringify({ destino: outDir });
  return new Promise((resolvePromise, reject) => {
    const call = request(
      `${access.url}/api/respaldo/local`,
      { method: 'POST', headers: { authorization: `Bearer ${access.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolvePromise({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message?: string } });
          } catch {
            resolvePromise({ status: response.statusCode ?? 0, body: { message: text } });
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function readAccess(dataDir: string): LocalBackupAccess | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, ACCESS_FILE), 'utf8')) as LocalBackupAccess;
  } catch {
    return null;
  }
}

/** The copy made by this process, on a DATA_DIR no other process holds. */
async function backupHere(dataDir: string, outDir: string): Promise<BackupResult> {
  const lock = claimDataDir(dataDir, 'npm run backup');
  try {
    const db = await openPglite(dataDir);
    try {
      return await createBackup(db, { dataDir, outDir, version: packageVersion() });
    } finally {
      // Closed cleanly, as a server leaves it.
      await db.exec('CHECKPOINT').catch(() => undefined);
      await db.close();
    }
  } finally {
    lock.release();
  }
}

async function main(): Promise<number> {
  const out = outArgument(process.argv.slice(2));
  const outDir = resolve(out ?? (process.env.BACKUP_DIR?.trim() || './backups'));
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    console.log(`Copia de la base de datos PostgreSQL con pg_dump, en ${outDir}; los servidores siguen atendiendo mientras tanto…`);
    const result = await createPostgresBackup({ databaseUrl, outDir, version: packageVersion() });
    printSummary({ ...result, archivos: result.manifiesto.archivos.length });
    return 0;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.error(`No hay una base de datos en DATA_DIR (${dataDir}).`);
    return 2;
  }
  const holder = dataDirHolder(dataDir);
  if (holder) {
    const access = readAccess(dataDir);
    if (!access || access.pid !== holder.pid) {
      console.error(`La carpeta de datos está en uso por ${holderText(holder)}, que no hace copias de seguridad (las hace el servidor, npm start): espere a que termine.`);
      return 4;
    }
    console.log(`El servidor en marcha (proceso ${holder.pid}) hace la copia en ${outDir}; sigue atendiendo mientras tanto…`);
    const { status, body } = await askServer(access, outDir);
    if (status !== 200) {
      console.error(body.message ?? `El servidor respondió ${status}`);
      return status === 409 ? 4 : 1;
    }
    printSummary(body as Summary);
    return 0;
  }
  console.log(`No hay un servidor en marcha sobre ${dataDir}: la copia la hace este proceso, en ${outDir}…`);
  const result = await backupHere(dataDir, outDir);
  printSummary({ ...result, archivos: result.manifiesto.archivos.length });
  return 0;
}

runCommand(main, [[DataDirBusyError, 4], [BackupBusyError, 4]], (message) => `No fue posible hacer la copia de seguridad: ${message}`);
