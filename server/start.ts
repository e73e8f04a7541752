// Start-up shared by npm start, npm run dev and npm run seed: the database from the environment,
// migrated, and seeded with the demo school when empty.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { LAST_CLOSE_TEXT, pgliteLastClose } from './db/pgliteControl';
import { claimDataDir } from './db/dataDirLock';
import { backupScheduleFromEnv } from './backup/service';
import { shutdownSeconds } from './shutdown';
import { migrate } from './db/migrate';
import { configuredJwtSecret } from './auth/tokens';
import { sessionIdleMs } from './auth/sessions';
import { metricsAccessFromEnv } from './metrics/access';
import { recoverInterruptedBatches } from './crud/bulkJournal';
import { undoInterruptedPaymentBatches } from './payments/paymentJournal';
import { isDatabaseEmpty, seed } from './seed';
import { SECRETARIA, STAFF } from './seed/catalog';
import { syncPermissions } from './auth/permissionCatalogue';
import { permissionCatalogue } from '../core/engine/permissions';
import type { ServedResources } from './crud/parts';

export interface EnvDatabase {
  db: Database;
  /** Where the data lives, for the start-up message. */
  description: string;
  /** PGlite's data directory (absolute); absent on PostgreSQL. */
  dataDir?: string;
}

/** DATABASE_URL → PostgreSQL; otherwise PGlite in DATA_DIR (default ./data). */
export async function openEnvDatabase(): Promise<EnvDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    return { db: await openDatabase({ databaseUrl }), description: `PostgreSQL (${new URL(databaseUrl).host})` };
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  await mkdir(dataDir, { recursive: true });
  // Read before opening: whether the last process closed it (server/shutdown.ts) or it recovers now.
  const lastClose = pgliteLastClose(dataDir);
  // This process' alone until it closes it: another live one holding it stops here (server/db/dataDirLock.ts).
  const lock = claimDataDir(dataDir);
  if (lastClose !== 'nueva') console.log(LAST_CLOSE_TEXT[lastClose]);
  const db = await openDatabase({ dataDir }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const close = db.close.bind(db);
  db.close = () => close().finally(() => lock.release());
  return { db, description: `PGlite en ${dataDir}`, dataDir };
}

/**
 * Bulk writes cut short by a crash (docs/operations.md, 'Reliability'): on the embedded database, which this
 * process alone opens, every journaled batch is one that died with its process; it is undone before
 * the server listens. PostgreSQL writes each batch in one transaction and keeps no journal (and
 * another server process may be writing now).
 */
export async function recoverInterruptedWrites(db: Database, log: (line: string) => void = console.log): Promise<void> {
  if (db.kind !== 'pglite') return;
  const imports = await recoverInterruptedBatches(db);
  const payments = await undoInterruptedPaymentBatches(db);
  if (imports.undone > 0) log(`Cargas masivas interrumpidas deshechas: ${imports.undone}`);
  if (payments > 0) log(`Actualizaciones de medios de pago interrumpidas deshechas: ${payments}`);
  for (const stuck of imports.stuck) log(stuck.message);
}

/** Applies migrations, undoes interrupted bulk writes and seeds an empty database; returns whether it seeded. */
export async function prepareDatabase(db: Database, served: ServedResources): Promise<boolean> {
  await migrate(db);
  await recoverInterruptedWrites(db);
  await syncPermissions(db, permissionCatalogue(served.resources));
  if (!(await isDatabaseEmpty(db))) return false;
  await seed(db, { served });
  // The embedded database's seed flushed into its data files now: a crash later replays only what
  // came after it (a restart after SIGKILL otherwise replays the whole seed first; CI saw one pass
  // 3 minutes). A PostgreSQL server checkpoints by itself (and CHECKPOINT needs a privileged role).
  if (db.kind === 'pglite') await db.exec('CHECKPOINT');
  return true;
}

/**
 * The demo accounts, for the start-up message. `passwords: false` (npm start, whose output is the
 * server's log: no password in any line) names them only and points to the README's table.
 */
export function demoAccountsText({ passwords = true }: { passwords?: boolean } = {}): string {
  const account = (user: { email: string; password: string }) => (passwords ? `${user.email} / ${user.password}` : user.email);
  return [
    passwords ? 'Cuentas de demostración:' : 'Cuentas de demostración (sus contraseñas, en el README: «Demo accounts»):',
    `  ${account(STAFF.admin)} (Administrador: todos los permisos)`,
    `  ${account(STAFF.consulta)} (Consulta: listar y ver estudiantes)`,
    `  ${account(SECRETARIA)} (Secretaría de sede: matricular y corregir estudiantes, el programador sin eliminar clases ni reorganizar)`,
  ].join('\n');
}

/** Closes what was opened, in order, on Ctrl-C or a stop signal. */
export function stopOnSignals(closers: Array<() => Promise<unknown>>): void {
  const stop = async () => {
    for (const close of closers) await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

export function listenPort(): number {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT no válido: ${process.env.PORT}`);
  return port;
}

/** HOST: the address to listen on; 127.0.0.1 (this machine only) unless it says otherwise, e.g. 0.0.0.0. */
export function listenHost(): string {
  return process.env.HOST?.trim() || '127.0.0.1';
}

/** The address to show in the start-up message ('localhost' for any loopback or every-address host). */
export function displayHost(host: string): string {
  return ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

/**
 * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For), which the failed-login
 * limit counts per address: unset = nobody; 'true' = any proxy; else a comma-separated list of
 * proxy addresses or subnets (e.g. '127.0.0.1').
 */
export function trustProxy(value: string | undefined = process.env.TRUST_PROXY): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * Refuses, before anything else starts, a JWT_SECRET under 32 bytes, a SESSION_IDLE_MINUTES that is
 * not a number of minutes, a METRICS_ALLOW that is not addresses, a METRICS_TOKEN under 32 characters,
 * a SHUTDOWN_SECONDS that is not a number of seconds or a BACKUP_* setting out of range.
 */
export function checkSecurityEnv(): void {
  configuredJwtSecret();
  sessionIdleMs();
  metricsAccessFromEnv();
  shutdownSeconds();
  backupScheduleFromEnv();
}
