// The stop of server/shutdown.ts on the real app listening on a port (the signals and the process
// exits: test/crash/shutdown.test.ts): an import in flight finishes within the grace, a request whose
// headers complete during the close gets the Spanish 503 with Retry-After, a new connection is
// refused, the database closes; after the grace an import still writing is interrupted and undone
// before the close; and the interruption itself (server/db/interrupt.ts) on either engine.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { evenWhileStopping, INTERRUPTED_MESSAGE, interruptibleTransactions } from '../../server/db/interrupt';
import { NOT_READY } from '../../server/routes/health';
import { requestsInFlight, stopServer } from '../../server/shutdown';
import { servedResources } from '../../resources/served';
import { testClock } from '../testDay';
import { ADMIN, countRows, databaseFingerprint, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './helpers';

const ROWS = 3000;
const onPglite = !process.env.TEST_DATABASE_URL;

interface Running {
  app: FastifyInstance;
  db: Database;
  interrupt: () => void;
  url: string;
  port: number;
  token: string;
  test: TestDatabase;
}

let running: Running | undefined;

afterEach(async () => {
  if (!running) return;
  await running.app.close();
  await running.test.dispose();
  running = undefined;
});

/** The app as server/main.ts runs it: transactions interruptible, listening on a free port. */
async function start(): Promise<Running> {
  const test = await openTestDatabase({ seededStudents: 5 });
  // The stop closes the database and so does dispose(): once.
  const close = test.db.close.bind(test.db);
  let closing: Promise<void> | undefined;
  test.db.close = () => (closing ??= close());
  const interrupt = interruptibleTransactions(test.db);
  const app = await buildApp({ db: test.db, jwtSecret: TEST_JWT_SECRET, ...(await servedResources()), clock: testClock(), metrics: { allow: [], token: null } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
  const { token } = (await login.json()) as { token: string };
  running = { app, db: test.db, interrupt, url, port, token, test };
  return running;
}

function rooms(marker: string): Record<string, string>[] {
  return Array.from({ length: ROWS }, (_, i) => ({ nombre: `${marker} ${i}`, numero: `${marker}-${i}`, capacidad: String(1 + (i % 30)), tipo_salon: 'regular', sede_id: String(1 + (i % 25)) }));
}

function importRooms(server: Running, marker: string): Promise<{ status: number; body: Record<string, unknown>; connection: string | null }> {
  return fetch(`${server.url}/api/salon/crear_masivo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify({ registros: rooms(marker) }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown>, connection: response.headers.get('connection') }));
}

const until = async (condition: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Sin ocurrir a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/**
 * PGlite: until some of the import's slices are written (seen by a plain count, between slices) and
 * not all; PostgreSQL writes in one transaction no other connection sees: until the request is in.
 */
async function midWrite(server: Running, marker: string): Promise<void> {
  await until(() => requestsInFlight(server.app) > 0, 'la carga llega al servidor');
  if (server.db.kind !== 'pglite') return;
  await until(async () => {
    const written = await countRows(server.db, 'salones', `nombre LIKE '${marker} %'`);
    return written > 0 && written < ROWS;
  }, 'la carga escribe sus primeras porciones');
}

describe('stopping the server', () => {
  it('lets the import in flight finish, answers a request arriving during the close with the Spanish 503, refuses new connections and closes the database', async () => {
    const server = await start();
    // A connection already sending a request (headers not complete): the close does not cut it.
    const socket = connect(server.port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const answer = importRooms(server, 'Parada');
    await midWrite(server, 'Parada');
    const lines: string[] = [];
    const stopped = stopServer(server, { graceMs: 20_000, reason: 'SIGTERM', log: (line) => lines.push(line) });
    await until(() => !server.app.server.listening, 'el servidor deja de escuchar');

    // A new connection (not one of fetch's kept-alive ones).
    const refused = await new Promise<string | undefined>((resolve) => {
      const probe = connect(server.port, '127.0.0.1');
      probe.once('connect', () => (probe.destroy(), resolve('conectado')));
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    expect(refused).toBe('ECONNREFUSED');
    socket.write('\r\n');
    await socketClosed;
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(raw).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'ServiceUnavailable', message: NOT_READY.stopping });

    const done = await answer;
    expect(done.status).toBe(200);
    expect(done.body.creados).toBe(ROWS);
    // Answered during the close: the connection is not kept for another request.
    expect(done.connection).toBe('close');
    expect(await stopped).toBe(true);
    expect(lines).toEqual([
      'Deteniendo el servidor (SIGTERM): no se aceptan conexiones nuevas',
      // The import; the request still sending its headers is not one yet.
      'Deteniendo: esperando 1 petición en curso (como máximo 20 s)…',
      'Deteniendo: las peticiones en curso terminaron',
      server.db.kind === 'pglite' ? 'Base de datos cerrada limpiamente' : 'Conexiones con PostgreSQL cerradas',
      'Servidor detenido',
    ]);
    expect(server.app.shuttingDown).toBe(true);
    await expect(server.db.query('SELECT 1')).rejects.toThrow();
  });

  // The slices and their undo are the embedded database's; PostgreSQL's one transaction rolls back (below).
  it.skipIf(!onPglite)('after the grace, interrupts an import still writing: its slices are undone before the database closes', async () => {
    const server = await start();
    const before = await databaseFingerprint(server.db);
    const answer = importRooms(server, 'Cortada');
    await midWrite(server, 'Cortada');
    const lines: string[] = [];
    // The database's close is left to afterEach, to read what the stop left.
    const target = { ...server, db: { kind: 'pglite', exec: async () => undefined, close: async () => undefined } as unknown as Database };
    expect(await stopServer(target, { graceMs: 0, log: (line) => lines.push(line) })).toBe(true);
    const done = await answer;
    expect(done).toEqual({ status: 503, body: { code: 'ServiceUnavailable', message: `No se guardó ningún registro. ${INTERRUPTED_MESSAGE}` }, connection: 'close' });
    expect(lines.slice(1, 4)).toEqual([
      'Deteniendo: esperando 1 petición en curso (como máximo 0 s)…',
      'Deteniendo: pasaron 0 s; se interrumpen 1 petición en curso (una carga masiva sin terminar se deshace)',
      'Deteniendo: las peticiones interrumpidas terminaron',
    ]);
    // Exactly as before the import: no row, no journal entry, no audit event.
    expect(await countRows(server.db, 'cargas_masivas')).toBe(0);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('interrupted transactions', () => {
  it('fail at their next statement and roll back; plain statements and evenWhileStopping go on', async () => {
    const test = await openTestDatabase();
    try {
      const interrupt = interruptibleTransactions(test.db);
      await test.db.exec('CREATE TABLE parada_prueba (n integer)');
      let reached = false;
      const open = test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO parada_prueba VALUES (1)');
        interrupt();
        reached = true;
        await tx.query('INSERT INTO parada_prueba VALUES (2)');
      });
      await expect(open).rejects.toMatchObject({ status: 503, code: 'ServiceUnavailable', message: INTERRUPTED_MESSAGE });
      expect(reached).toBe(true);
      expect(await countRows(test.db, 'parada_prueba')).toBe(0);
      await expect(test.db.transaction((tx) => tx.query('INSERT INTO parada_prueba VALUES (3)'))).rejects.toMatchObject({ status: 503 });
      // An undo putting a journal back runs whole; a plain statement runs.
      await evenWhileStopping(() => test.db.transaction((tx) => tx.query('INSERT INTO parada_prueba VALUES (4)')));
      await test.db.query('INSERT INTO parada_prueba VALUES (5)');
      expect(await test.db.query('SELECT n FROM parada_prueba ORDER BY n')).toEqual([{ n: 4 }, { n: 5 }]);
    } finally {
      await test.dispose();
    }
  });
});
