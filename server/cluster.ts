// WORKERS=N (docs/operations.md 'Configuration'): N server processes sharing one port through node:cluster, so a
// school on PostgreSQL can use every core. PGlite is one process's database: N > 1 needs DATABASE_URL.
// The primary prepares the database once, forks, and only supervises (it serves no request).
import cluster, { type Worker } from 'node:cluster';
import { signalAction } from './shutdown';

export const MAX_WORKERS = 64;

/** WORKERS: unset or empty → 1 (one process, no cluster); else a whole number from 1 to MAX_WORKERS. */
export function parseWorkers(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_WORKERS) {
    throw new Error(`WORKERS no válido («${value}»): debe ser un número entero de 1 a ${MAX_WORKERS}.`);
  }
  return n;
}

/** Refuses N > 1 on PGlite: its files belong to one process, a second one would corrupt them. */
export function checkWorkersDatabase(workers: number, databaseUrl: string | undefined): void {
  if (workers <= 1 || databaseUrl?.trim()) return;
  throw new Error(
    `WORKERS=${workers} necesita PostgreSQL (DATABASE_URL): la base embebida PGlite solo la abre un proceso. ` +
      'Quite WORKERS (o use WORKERS=1), o defina DATABASE_URL.',
  );
}

export const CRASH_WINDOW_MS = 60_000;

/** A worker that keeps dying is not replaced for ever: this many deaths within CRASH_WINDOW_MS stop the server. */
export function crashLimit(workers: number): number {
  return Math.max(3, 2 * workers);
}

/** Whether the deaths so far (epoch ms) mean a crash loop at `now`. */
export function crashLooping(deaths: readonly number[], now: number, workers: number): boolean {
  return deaths.filter((t) => now - t < CRASH_WINDOW_MS).length >= crashLimit(workers);
}

export interface PrimaryOptions {
  workers: number;
  /** Called once, when all N workers listen: the start-up message. */
  onReady: () => void;
  log?: (line: string) => void;
  /** Grace for the workers to stop after SIGTERM (each drains as one process does: server/shutdown.ts), then SIGKILL. */
  graceMs?: number;
}

/**
 * Forks the workers and supervises them. A worker that dies before all of them listen means the
 * start failed: everything stops (exit 1), as one process would. After that a dead worker is logged
 * and replaced, unless they keep dying (crashLooping): then everything stops, for the service
 * manager to see. SIGTERM/SIGINT are passed on to the workers, each of which stops gracefully; the
 * primary exits when all have, 0 if each exited with 0 (a clean stop), else 1. A second signal (not
 * a duplicate relayed by npm or tsx: signalAction) kills them.
 */
export function runPrimary(options: PrimaryOptions): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const deaths: number[] = [];
  let ready = false;
  let stopping = false;
  let stoppedAt = 0;
  let exitCode = 0;
  const fork = () => live.add(cluster.fork());

  const stopAll = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    stoppedAt = Date.now();
    if (live.size === 0) process.exit(exitCode);
    const graceMs = options.graceMs ?? 10_000;
    log(`Deteniendo: se pide a los ${live.size} procesos de servidor que terminen (como máximo ${graceMs / 1000} s)`);
    for (const worker of live) worker.process.kill('SIGTERM');
    // Never waits for ever: whoever has not closed by then is killed.
    setTimeout(() => {
      if (live.size > 0) log(`Deteniendo: ${live.size} procesos no terminaron en ${graceMs / 1000} s; se matan (SIGKILL)`);
      for (const worker of live) worker.process.kill('SIGKILL');
    }, graceMs).unref();
  };

  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (ready || stopping || listening.size < options.workers) return;
    ready = true;
    options.onReady();
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // A worker that could not close its database, or was killed, makes the stop unclean.
      if (code !== 0 || signal) exitCode = 1;
      if (live.size === 0) {
        log(exitCode === 0 ? 'Servidor detenido: todos los procesos terminaron limpiamente' : 'Servidor detenido: algún proceso no terminó limpiamente');
        process.exit(exitCode);
      }
      return;
    }
    log(`El proceso de servidor ${worker.id} (pid ${worker.process.pid}) terminó (${signal ?? `código ${code}`}).`);
    if (!ready) {
      log('El arranque falló: se detienen los demás procesos.');
      stopAll(1);
      return;
    }
    deaths.push(Date.now());
    if (crashLooping(deaths, Date.now(), options.workers)) {
      log(`${crashLimit(options.workers)} caídas en ${CRASH_WINDOW_MS / 1000} s: se detiene el servidor.`);
      stopAll(1);
      return;
    }
    log('Se inicia otro proceso en su lugar.');
    fork();
  });
  const onSignal = () => {
    // The same stop relayed by a parent process (npm, tsx) is not a second signal.
    const action = signalAction(stopping ? stoppedAt : undefined, Date.now());
    if (action === 'stop') return stopAll(0);
    if (action === 'ignore') return;
    // A second Ctrl-C: no more waiting.
    log('Segunda señal: se matan los procesos sin esperar más');
    for (const worker of live) worker.process.kill('SIGKILL');
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  for (let i = 0; i < options.workers; i++) fork();
}
