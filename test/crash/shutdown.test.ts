// A clean stop (docs/operations.md, 'Stopping the server'): the real server (server/main.ts) on an
// on-disk PGlite gets SIGTERM in the middle of a 5,000-student import — once its batch is journaled,
// i.e. writing its slices (the metrics' import_journal_batches). With the default grace (10 s) the
// import finishes and is answered, a new connection is refused meanwhile, and the process exits 0;
// with SHUTDOWN_SECONDS=0 the import is interrupted and undone before the database closes. Either
// way the database's control file records a clean shutdown, the next start says so and undoes
// nothing, and the table holds all the import's rows or none, as its answer said.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_CLOSE_TEXT, pgliteLastClose } from '../../server/db/pgliteControl';
import { INTERRUPTED_MESSAGE } from '../../server/db/interrupt';
import { NOT_READY } from '../../server/routes/health';
import { DEFAULT_SHUTDOWN_SECONDS } from '../../server/shutdown';
import { type LoggedIn, ROWS, sendImport, seededDataDir, START_TIMEOUT_MS, startLoggedIn, visibleRows } from './imports';

const UNDONE_AT_START = 'Cargas masivas interrumpidas deshechas';
/** Who may read GET /api/metrics: this test, to see when an import is writing. */
const METRICS_TOKEN = 'token-de-metricas-de-la-prueba-de-parada';

let dataDir: string;
let current: LoggedIn;

const start = (env: Record<string, string> = {}) => startLoggedIn(dataDir, { METRICS_TOKEN, ...env });

/** Batches journaled now: an import writing its slices. */
async function journaled(): Promise<number> {
  const response = await fetch(`${current.server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(/^import_journal_batches (\d+)$/m.exec(await response.text())?.[1]);
}

const until = async (condition: () => boolean, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Sin ocurrir a tiempo: ${what}\n${current.server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A new connection's GET /api/health/live: its error code, or the status and body of its answer. */
function probe(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    socket.once('connect', () => socket.write(`GET /api/health/live HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.once('close', () => resolve(`${raw.split(' ')[1]} ${raw.slice(raw.indexOf('\r\n\r\n') + 4)}`));
  });
}

interface Stop {
  status: number | undefined;
  body: Record<string, unknown> | undefined;
  exitCode: number | null;
  /** From the signal to the process's exit. */
  exitMs: number;
  /** A new connection once the stop has begun. */
  newConnection: string;
  output: string;
}

/** An import cut by SIGTERM once it writes; the process's exit and what it printed. */
async function sigtermDuringImport(marker: string): Promise<Stop> {
  const { server } = current;
  let answered = false;
  const answer = sendImport(current, 'estudiantes', marker, ROWS).then(
    async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }),
    () => ({ status: undefined, body: undefined }),
  ).finally(() => (answered = true));
  const deadline = Date.now() + 60_000;
  while (!answered && (await journaled()) === 0) {
    if (Date.now() > deadline) throw new Error(`La carga no empezó a escribir\n${server.output()}`);
  }
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  await until(() => server.output().includes('Deteniendo el servidor (SIGTERM): no se aceptan conexiones nuevas'), 'la detención empieza');
  // The close stops listening right after that line.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const newConnection = await probe(server.url);
  const exitCode = await exited;
  const exitMs = performance.now() - signalled;
  return { ...(await answer), exitCode, exitMs, newConnection, output: server.output() };
}

/** What a stop must leave, whatever happened to the import: a clean database the next start needs not recover. */
async function restartClean(env: Record<string, string> = {}): Promise<void> {
  expect(pgliteLastClose(dataDir)).toBe('limpia');
  current = await start(env);
  expect(current.server.output()).toContain(LAST_CLOSE_TEXT.limpia);
  expect(current.server.output()).not.toContain(UNDONE_AT_START);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'aula-parada-'));
  await seededDataDir(dataDir);
  current = await start();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await current?.server.stop(300);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM in the middle of a 5,000-row import', () => {
  it(`lets it finish within the grace (${DEFAULT_SHUTDOWN_SECONDS} s), refuses new connections, exits 0, and the next start finds a clean database with all its rows`, async () => {
    // One import to completion first (the first one pays for cold caches); its answer read whole, or
    // its connection would still be sending it, a request in flight, when the stop comes.
    const previous = await sendImport(current, 'estudiantes', 'ParadaPrevia', ROWS);
    expect({ status: previous.status, creados: ((await previous.json()) as { creados: number }).creados }).toEqual({ status: 200, creados: ROWS });

    const stop = await sigtermDuringImport('ParadaEntera');
    expect({ status: stop.status, creados: stop.body?.creados }).toEqual({ status: 200, creados: ROWS });
    // Refused; a connection accepted just before the close sees the Spanish 503 instead.
    expect(['ECONNREFUSED', `503 ${JSON.stringify({ code: 'ServiceUnavailable', message: NOT_READY.stopping })}`]).toContain(stop.newConnection);
    expect(stop.exitCode).toBe(0);
    expect(stop.exitMs).toBeLessThan(DEFAULT_SHUTDOWN_SECONDS * 1000);
    const steps = [
      'Deteniendo el servidor (SIGTERM): no se aceptan conexiones nuevas',
      `Deteniendo: esperando 1 petición en curso (como máximo ${DEFAULT_SHUTDOWN_SECONDS} s)…`,
      'Deteniendo: las peticiones en curso terminaron',
      'Base de datos cerrada limpiamente',
      'Servidor detenido',
    ];
    // From the stop on: the start before it said how the database was last closed, in like words.
    const since = stop.output.indexOf(steps[0]);
    const printed = steps.map((step) => (since < 0 ? -1 : stop.output.indexOf(step, since)));
    expect(printed.every((at) => at >= 0)).toBe(true);
    expect(printed).toEqual([...printed].sort((a, b) => a - b));

    await restartClean({ SHUTDOWN_SECONDS: '0' });
    expect(await visibleRows(current, 'estudiantes', 'ParadaEntera')).toBe(ROWS);
  });

  it('with SHUTDOWN_SECONDS=0 undoes it before the database closes: exit 0, no recovery at the next start, none of its rows', async () => {
    let interrupted = 0;
    // An import may still publish its rows before the signal is handled: up to 4 rounds, until one is interrupted.
    for (let round = 0; round < 4 && interrupted === 0; round += 1) {
      const marker = `ParadaCorta${String.fromCharCode(65 + round)}`;
      const stop = await sigtermDuringImport(marker);
      expect({ round, exitCode: stop.exitCode }).toEqual({ round, exitCode: 0 });
      if (stop.status === 503) {
        interrupted += 1;
        expect(stop.body).toEqual({ code: 'ServiceUnavailable', message: `No se guardó ningún registro. ${INTERRUPTED_MESSAGE}` });
        expect(stop.output).toContain('Deteniendo: pasaron 0 s; se interrumpen 1 petición en curso (una carga masiva sin terminar se deshace)');
        expect(stop.output).toContain('Deteniendo: las peticiones interrumpidas terminaron');
      } else {
        expect({ round, status: stop.status }).toEqual({ round, status: 200 });
      }
      expect(stop.output).toContain('Base de datos cerrada limpiamente');
      await restartClean({ SHUTDOWN_SECONDS: '0' });
      expect({ round, seen: await visibleRows(current, 'estudiantes', marker) }).toEqual({ round, seen: stop.status === 200 ? ROWS : 0 });
    }
    expect(interrupted).toBe(1);
    // The next import works.
    const next = await sendImport(current, 'estudiantes', 'ParadaSiguiente', 20);
    expect({ status: next.status, creados: ((await next.json()) as { creados: number }).creados }).toEqual({ status: 200, creados: 20 });
    expect(await visibleRows(current, 'estudiantes', 'ParadaSiguiente')).toBe(20);
  });
});
