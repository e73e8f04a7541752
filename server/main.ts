// npm start: the API plus the built app (dist/, built by `vite build` in prestart) on HOST:PORT
// (127.0.0.1 unless HOST says otherwise). WORKERS=N (PostgreSQL only): N processes on that port
// (server/cluster.ts); the primary prepares the database once, then forks them.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { checkWorkersDatabase, parseWorkers, runPrimary } from './cluster';
import { interruptibleTransactions } from './db/interrupt';
import { shutdownSeconds, stopBudgetMs, stopGracefullyOnSignals } from './shutdown';
import { backupScheduleFromEnv } from './backup/service';
import { checkSecurityEnv, demoAccountsText, displayHost, listenHost, listenPort, openEnvDatabase, prepareDatabase, trustProxy } from './start';
import { servedResources } from '../resources/served';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

function staticDir(): string | undefined {
  return existsSync(`${distDir}/index.html`) ? distDir : undefined;
}

function printStarted(description: string, seeded: boolean, workers: number): void {
  const port = listenPort();
  const host = listenHost();
  console.log(`\nAula Admin escuchando en http://${displayHost(host)}:${port}/${host === '127.0.0.1' ? ' (solo este equipo; HOST=0.0.0.0 para la red)' : ''}`);
  console.log(`Base de datos: ${description}${seeded ? ' (datos de demostración creados)' : ''}`);
  if (workers > 1) console.log(`Procesos de servidor: ${workers} (WORKERS), en el mismo puerto`);
  if (!staticDir()) console.log('Aviso: no existe dist/index.html; ejecute `npm run build` para servir la aplicación.');
  console.log(demoAccountsText({ passwords: false }));
}

/** One process serving requests: the whole server (WORKERS unset or 1), or a worker of the cluster. */
async function serve(workers: number): Promise<void> {
  const { db, description, dataDir } = await openEnvDatabase();
  // Before any request: a stop whose grace is over makes the transactions still running fail (server/shutdown.ts).
  const interrupt = interruptibleTransactions(db);
  const served = await servedResources();
  // A worker's primary has already migrated and seeded (once, before forking).
  const seeded = cluster.isWorker ? false : await prepareDatabase(db, served);
  // The server makes the backups (BACKUP_DIR's schedule, the administrators'; npm run backup's too on
  // PGlite, whose data directory only this process reads): of DATA_DIR, or of DATABASE_URL's database.
  const schedule = backupScheduleFromEnv();
  const databaseUrl = process.env.DATABASE_URL;
  const backup = dataDir ? { dataDir, schedule } : databaseUrl ? { databaseUrl, schedule } : undefined;
  const app = await buildApp({ ...served, db, staticDir: staticDir(), logger: true, trustProxy: trustProxy(), backup });
  await app.listen({ port: listenPort(), host: listenHost() });
  // SIGTERM/SIGINT: ready 503, no new connections, SHUTDOWN_SECONDS for the requests in flight, then the database closed.
  const graceMs = shutdownSeconds() * 1000;
  if (cluster.isWorker) {
    stopGracefullyOnSignals({ app, db, interrupt }, { graceMs, worker: true });
    return;
  }
  printStarted(description, seeded, workers);
  stopGracefullyOnSignals({ app, db, interrupt }, { graceMs });
}

/** The cluster's primary: migrations and seed once, then N workers; it serves nothing itself. */
async function supervise(workers: number): Promise<void> {
  const { db, description } = await openEnvDatabase();
  const seeded = await prepareDatabase(db, await servedResources());
  await db.close();
  // Each worker stops as one process does; whoever has not exited within its longest stop is killed.
  runPrimary({ workers, onReady: () => printStarted(description, seeded, workers), graceMs: stopBudgetMs(shutdownSeconds() * 1000) });
}

/** WORKERS from the environment; a wrong value ends the start with its message alone (no stack: it is the operator's setting). */
function workersFromEnv(): number {
  try {
    const workers = parseWorkers(process.env.WORKERS);
    checkWorkersDatabase(workers, process.env.DATABASE_URL);
    return workers;
  } catch (error) {
    console.error(`No fue posible iniciar el servidor: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  checkSecurityEnv();
  const workers = workersFromEnv();
  if (workers > 1 && cluster.isPrimary) await supervise(workers);
  else await serve(workers);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar el servidor:', error);
  process.exit(1);
});
