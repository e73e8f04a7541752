// Stopping the server on SIGTERM/SIGINT (docs/operations.md, 'Stopping the server'). The stop, one
// log line per step:
//   1. ready answers 503, the server stops listening (a new connection is refused; a request on a
//      connection still open gets a Spanish 503 with Retry-After: installClosingAnswer);
//   2. the requests in flight get SHUTDOWN_SECONDS (default 10) to finish — an import that completes
//      by then is kept whole;
//   3. then whatever still runs is interrupted: every statement of a transaction fails
//      (server/db/interrupt.ts), so an import rolls back — PostgreSQL's one transaction, PGlite's
//      slices deleted by the import itself — and answers 503; after ROLLBACK_MS more the remaining
//      connections are cut;
//   4. the mail dispatcher and the database listeners stop (the app's onClose hooks), and the
//      database closes: PGlite after a CHECKPOINT, so its control file records a clean shutdown and
//      the next start replays nothing (server/db/pgliteControl.ts says so at start).
// Exit code 0 when the database closed; 1 when it could not, or when a second signal (a second
// Ctrl-C, a second `kill`) ended the wait: the process exits at once and the next start recovers
// (PGlite replays its WAL and undoes a journaled import). A signal within DUPLICATE_SIGNAL_MS of the
// first is the same stop relayed by npm or tsx, not a second one.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { serviceUnavailable } from './errors/apiError';
import { beginShutdown, NOT_READY, RETRY_AFTER_SECONDS } from './routes/health';

export const DEFAULT_SHUTDOWN_SECONDS = 10;
export const MAX_SHUTDOWN_SECONDS = 3600;
/** After the grace: what interrupted requests get to roll back (an import deleting its slices) before their connections are cut. */
export const ROLLBACK_MS = 30_000;
/** What closing the database may take (PGlite: a checkpoint, then its shutdown). */
export const DATABASE_CLOSE_MS = 10_000;
/** A signal this soon after the first is the same stop relayed by a parent process (npm, tsx), not a second one. */
export const DUPLICATE_SIGNAL_MS = 1000;

const inFlight = new WeakMap<FastifyInstance, () => number>();

/** Requests received by the app's HTTP server and not yet answered (or abandoned). */
export function requestsInFlight(app: FastifyInstance): number {
  return inFlight.get(app)?.() ?? 0;
}

/**
 * The server while it closes; buildApp calls it before any route, the app created with
 * return503OnClosing: false. It no longer listens, so a new connection is refused; a request that
 * still arrives on a connection already open (its headers completing after the close began) is
 * answered 503 in Spanish with Retry-After instead of Fastify's English body, and every answer sent from then on — those of the
 * requests in flight too — closes its connection, so no idle keep-alive connection holds the close
 * up. Counts the requests in flight, for the stop's log.
 */
export function installClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  let active = 0;
  inFlight.set(app, () => active);
  app.server.on('request', (_request, response) => {
    active += 1;
    response.once('close', () => (active -= 1));
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(serviceUnavailable(NOT_READY.stopping).toBody());
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}

/** SHUTDOWN_SECONDS: unset or empty → 10; else a whole number of seconds from 0 (interrupt at once) to MAX_SHUTDOWN_SECONDS. */
export function shutdownSeconds(value: string | undefined = process.env.SHUTDOWN_SECONDS): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_SHUTDOWN_SECONDS;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > MAX_SHUTDOWN_SECONDS) {
    throw new Error(`SHUTDOWN_SECONDS no válido («${value}»): debe ser un número entero de segundos de 0 a ${MAX_SHUTDOWN_SECONDS}.`);
  }
  return n;
}

/** The longest a stop takes after its signal: what the cluster's primary gives its workers before SIGKILL. */
export function stopBudgetMs(graceMs: number): number {
  return graceMs + ROLLBACK_MS + DATABASE_CLOSE_MS + 5_000;
}

export interface StopTarget {
  app: FastifyInstance;
  db: Database;
  /** Makes the transactions still running fail (interruptibleTransactions of server/db/interrupt.ts). */
  interrupt: () => void;
}

export interface StopOptions {
  /** SHUTDOWN_SECONDS in milliseconds: what the requests in flight get to finish. */
  graceMs: number;
  rollbackMs?: number;
  closeMs?: number;
  /** Named in the first line (the signal). */
  reason?: string;
  /** Default: the app's log (JSON lines, as everything after the start). */
  log?: (line: string) => void;
}

/** Whether `promise` settles (either way) within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const requestsText = (n: number) => (n === 1 ? '1 petición' : `${n} peticiones`);
const secondsText = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Steps 1–3: returns once the app is closed (its onClose hooks run) or its connections were cut. */
async function drain(target: StopTarget, options: StopOptions, log: (line: string) => void): Promise<void> {
  const { app } = target;
  const waiting = requestsInFlight(app);
  if (waiting > 0) log(`Deteniendo: esperando ${requestsText(waiting)} en curso (como máximo ${secondsText(options.graceMs)})…`);
  const closed = app.close();
  // An answer streamed since before the close may leave its keep-alive connection idle: closed as it falls idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
  try {
    if (await settlesWithin(closed, options.graceMs)) {
      if (waiting > 0) log('Deteniendo: las peticiones en curso terminaron');
      return;
    }
    log(`Deteniendo: pasaron ${secondsText(options.graceMs)}; se interrumpen ${requestsText(requestsInFlight(app))} en curso (una carga masiva sin terminar se deshace)`);
    target.interrupt();
    const rollbackMs = options.rollbackMs ?? ROLLBACK_MS;
    if (await settlesWithin(closed, rollbackMs)) {
      log('Deteniendo: las peticiones interrumpidas terminaron');
      return;
    }
    log(`Deteniendo: se cortan las conexiones de ${requestsText(requestsInFlight(app))} que no terminaron en ${secondsText(rollbackMs)} más`);
    app.server.closeAllConnections();
    await settlesWithin(closed, 1000);
  } finally {
    clearInterval(sweep);
  }
}

/** Step 4's database: true when it closed (PGlite: with a clean shutdown recorded). */
async function closeDatabase(db: Database, closeMs: number, log: (line: string) => void): Promise<boolean> {
  let failure: unknown;
  const closing = (async () => {
    // Everything written goes to the data files first; the close then records the clean shutdown.
    if (db.kind === 'pglite') await db.exec('CHECKPOINT');
    await db.close();
  })().catch((error: unknown) => {
    failure = error ?? new Error('error desconocido');
  });
  if (!(await settlesWithin(closing, closeMs))) {
    log(`La base de datos no se cerró en ${secondsText(closeMs)}: se sale sin cerrarla (el próximo arranque la recupera)`);
    return false;
  }
  if (failure) {
    log(`No se pudo cerrar la base de datos: ${failure instanceof Error ? failure.message : String(failure)} (el próximo arranque la recupera)`);
    return false;
  }
  log(db.kind === 'pglite' ? 'Base de datos cerrada limpiamente' : 'Conexiones con PostgreSQL cerradas');
  return true;
}

/** The whole stop; resolves to whether it was clean (the database closed): the exit code's 0. */
export async function stopServer(target: StopTarget, options: StopOptions): Promise<boolean> {
  const log = options.log ?? ((line: string) => target.app.log.info(line));
  // Ready says so at once; the close (preClose) would say it too.
  beginShutdown(target.app);
  log(`Deteniendo el servidor${options.reason ? ` (${options.reason})` : ''}: no se aceptan conexiones nuevas`);
  await drain(target, options, log);
  const clean = await closeDatabase(target.db, options.closeMs ?? DATABASE_CLOSE_MS, log);
  log(clean ? 'Servidor detenido' : 'Servidor detenido sin cerrar la base de datos');
  return clean;
}

export interface SignalStopOptions {
  graceMs: number;
  /**
   * A worker of the cluster (server/cluster.ts): Ctrl-C reaches it and its primary, which passes its
   * own signal on, so it sees two; a later signal never cuts its stop short (the primary's second
   * signal kills it instead).
   */
  worker?: boolean;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * What a signal does: the first ('stop') starts the stop; a later one is ignored by a worker (its
 * primary decides) or when it is a duplicate relayed within DUPLICATE_SIGNAL_MS, else it ends the
 * wait ('exit').
 */
export function signalAction(firstAt: number | undefined, now: number, worker = false): 'stop' | 'ignore' | 'exit' {
  if (firstAt === undefined) return 'stop';
  return worker || now - firstAt < DUPLICATE_SIGNAL_MS ? 'ignore' : 'exit';
}

/** On the first SIGTERM/SIGINT, stopServer then exit (0 clean, 1 not); a second signal (not a duplicate) exits at once with 1. */
export function stopGracefullyOnSignals(target: StopTarget, options: SignalStopOptions): void {
  const log = options.log ?? ((line: string) => target.app.log.info(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    const action = signalAction(firstAt, Date.now(), options.worker);
    if (action === 'ignore') return;
    if (action === 'exit') {
      log(`Segunda señal (${signal}): se sale sin esperar más; el próximo arranque recupera la base de datos`);
      exit(1);
      return;
    }
    firstAt = Date.now();
    stopServer(target, { graceMs: options.graceMs, reason: signal, log }).then(
      (clean) => exit(clean ? 0 : 1),
      (error: unknown) => {
        log(`La detención falló: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
