// A clean stop with WORKERS=2 (server/cluster.ts, server/shutdown.ts): SIGTERM to the primary while
// each worker runs an import; the primary passes it on, each worker lets its import finish and
// closes its pool, and the primary exits 0 once both have. Only with TEST_DATABASE_URL (`bash
// test/postgres/run.sh`): several processes need PostgreSQL.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { ADMIN, countRows, openTestDatabase, type TestDatabase } from './helpers';
import { postgresUrl } from './auth/twoServers';

const ROWS = 5000;
/** Each import's transaction sleeps this long in a statement trigger: the stop falls inside both. */
const SLEEP_SECONDS = 2;

let test: TestDatabase;
let server: ServerProcess;
let token: string;

/** POST on a connection of its own (the cluster hands each new connection to the next worker). */
function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path: `/api/${path}`, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const importRooms = (marker: string) =>
  post(
    'salon/crear_masivo',
    { registros: Array.from({ length: ROWS }, (_, i) => ({ nombre: `${marker} ${i}`, numero: `${marker}-${i}`, capacidad: '10', tipo_salon: 'regular', sede_id: String(1 + (i % 25)) })) },
    { authorization: `Bearer ${token}` },
  );

describe.skipIf(!postgresUrl)('SIGTERM to the primary of WORKERS=2', () => {
  beforeAll(async () => {
    test = await openTestDatabase({ seededStudents: 5 });
    await test.db.exec(`
      CREATE FUNCTION carga_lenta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Once per transaction, however many statements its insert takes.
        IF coalesce(current_setting('aula.durmio', true), '') = '' THEN
          PERFORM set_config('aula.durmio', 'si', true);
          PERFORM pg_sleep(${SLEEP_SECONDS});
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER carga_lenta AFTER INSERT ON salones FOR EACH STATEMENT EXECUTE FUNCTION carga_lenta();`);
    const [{ name }] = await test.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), WORKERS: '2' }, 120_000);
    // Both listen once the primary prints the start-up message.
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('Procesos de servidor: 2') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const login = await post('login', { email: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(200);
    token = login.body.token as string;
  }, 200_000);

  afterAll(async () => {
    await server?.stop(300);
    await test?.dispose();
  }, 30_000);

  it('lets each worker finish its import and close its pool, and exits 0', async () => {
    const answers = [importRooms('Obrero A'), importRooms('Obrero B')];
    // Both imports inside their transaction's sleep: one on each worker.
    const deadline = Date.now() + 30_000;
    const sleeping = async () =>
      (await test.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`))[0].n;
    while ((await sleeping()) < 2) {
      if (Date.now() > deadline) throw new Error(`Las cargas no llegaron a escribir\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const results = await Promise.all(answers);
    expect(results.map((r) => [r.status, r.body.creados])).toEqual([[200, ROWS], [200, ROWS]]);
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);

    const output = server.output();
    const pidsSaying = (text: string) =>
      new Set(output.split('\n').filter((line) => line.includes(text)).map((line) => (JSON.parse(line) as { pid: number }).pid));
    // Each worker: its own stop, its import waited for, its pool closed.
    expect(pidsSaying('Deteniendo el servidor (SIGTERM): no se aceptan conexiones nuevas').size).toBe(2);
    expect(pidsSaying('Deteniendo: esperando 1 petición en curso (como máximo 10 s)…').size).toBe(2);
    expect(pidsSaying('Conexiones con PostgreSQL cerradas').size).toBe(2);
    expect(output).toContain('Deteniendo: se pide a los 2 procesos de servidor que terminen');
    expect(output).toContain('Servidor detenido: todos los procesos terminaron limpiamente');
    expect(await countRows(test.db, 'salones', `nombre LIKE 'Obrero %'`)).toBe(2 * ROWS);
  }, 60_000);
});
