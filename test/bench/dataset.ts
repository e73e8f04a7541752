// One data size of the bench: the real database with N students (the demo seed: multi-row INSERTs,
// then ANALYZE), the real API listening on 127.0.0.1, and the same students as json-server's db.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed, wipeData } from '../../server/seed';
import { STAFF } from '../../server/seed/catalog';
import { type JsonServer, startJsonServer } from './jsonServer';
import { type RecordingDatabase, recordingDatabase } from './recording';
import { seededEntry } from './seedCache';
import { servedResources } from '../../resources/served';

export interface SearchText {
  kind: 'apellido' | 'nombre y apellido' | 'sin tildes' | 'documento' | 'correo' | 'sin resultados';
  /** Body of estudiante/buscar. */
  texto: string;
  /** json-server's full-text `q` takes one string: the first word. */
  q: string;
}

export interface BenchDataset {
  size: number;
  /** '10k', '100k'… */
  label: string;
  db: Database;
  /** PGlite's data directory (the server backs it up); null on PostgreSQL. */
  dataDir: string | null;
  /** The app's view of db: records the queries of a request on demand (negligible cost otherwise). */
  recorder: RecordingDatabase;
  app: FastifyInstance;
  apiUrl: string;
  /** Bearer token of the demo admin (every permission code). */
  token: string;
  jsonServer: JsonServer;
  /** Live student ids, in a fixed pseudo-random order. */
  ids: number[];
  searches: SearchText[];
  /** Seconds to migrate + seed (ANALYZE included), for the log. */
  seedSeconds: number;
  close(): Promise<void>;
}

export function sizeLabel(size: number): string {
  if (size % 1_000_000 === 0) return `${size / 1_000_000}M`;
  return size % 1000 === 0 ? `${size / 1000}k` : String(size);
}

/** Migrates and seeds `size` students into a new PGlite directory, left closed (the bench's cache entry). */
function seedPglite(size: number): (dataDir: string) => Promise<void> {
  return async (dataDir) => {
    const fresh = await openPglite(dataDir);
    try {
      await migrate(fresh);
      await seed(fresh, { students: size, served: await servedResources() });
    } finally {
      await fresh.close();
    }
  };
}

/**
 * The database of `size` students, seeded. BENCH_DATABASE_URL: a throw-away PostgreSQL database
 * (wiped!); otherwise PGlite on disk, as npm start, a copy of the bench's cached entry for this
 * size and today's code (seedCache.ts). `cached`: whether the cache had it.
 */
async function seededDatabase(dir: string, size: number): Promise<{ db: Database; cached: boolean }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const db = await openDatabase({ databaseUrl: url });
    await migrate(db);
    await wipeData(db);
    await seed(db, { students: size, served: await servedResources() });
    return { db, cached: false };
  }
  const { pgdata, cached } = await seededEntry(size, seedPglite(size));
  await cp(pgdata, join(dir, 'pgdata'), { recursive: true });
  const db = await openPglite(join(dir, 'pgdata'));
  // A no-op on the seeded database: a cache entry is only ever today's code's.
  await migrate(db);
  return { db, cached };
}

/** --prepare: the seeded database of `size` put in the bench's cache, nothing measured. */
export async function prepareSeed(size: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const { cached } = await seededEntry(size, seedPglite(size));
  log(`  ${sizeLabel(size)}: ${cached ? 'ya estaba en la caché' : 'sembrada y guardada en la caché'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** A token over HTTP: the demo administrator's unless told (the PostgreSQL bench logs in the same way). */
export async function httpLogin(apiUrl: string, who: { email: string; password: string } = STAFF.admin): Promise<string> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`login: HTTP ${response.status}`);
  return body.token;
}

/** The columns estudiante/detalle answers with: the json-server records carry the same ones. */
async function detailColumns(apiUrl: string, token: string, id: number): Promise<string[]> {
  const response = await fetch(`${apiUrl}/api/estudiante/detalle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id }),
  });
  if (!response.ok) throw new Error(`estudiante/detalle: HTTP ${response.status}`);
  const columns = Object.keys((await response.json()) as Record<string, unknown>);
  const bad = columns.find((c) => !/^[a-z_][a-z0-9_]*$/.test(c));
  if (bad) throw new Error(`columna inesperada en detalle: ${bad}`);
  return columns;
}

export interface SampleRow {
  primer_nombre: string;
  primer_apellido: string;
  numero_documento: string;
  email: string;
}

/** Searches that find no one: a name, a document number and an e-mail nobody has (issue 44's 'a miss'). */
const MISSES = ['Wolfeschlegel', 'Zuloagüeño', '0000000001', 'nadie.nunca@ninguno.test', 'qwxz yyvk'];

/** Lower case without accents, as a user types a name in a hurry ('jose munoz' for José Muñoz). */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Realistic searches, six kinds mixed (issue 44): a surname and name + surname as written (with
 * their accents), a name + surname in lower case without accents, a whole document number, a whole
 * e-mail address, and a text nobody matches.
 */
export function searchTexts(sample: SampleRow[], perKind = 5): SearchText[] {
  const byKind = new Map<SearchText['kind'], SearchText[]>();
  const add = (kind: SearchText['kind'], texto: string) => {
    const list = byKind.get(kind) ?? [];
    byKind.set(kind, list);
    if (texto.length < 5 || list.length >= perKind || list.some((t) => t.texto === texto)) return;
    list.push({ kind, texto, q: texto.split(/\s+/)[0].toLowerCase() });
  };
  for (const [i, row] of sample.entries()) {
    add('apellido', row.primer_apellido);
    add('nombre y apellido', `${row.primer_nombre} ${row.primer_apellido}`);
    // Another row's name, so that the two kinds of names are not the same people.
    const other = sample[(i + 7) % sample.length];
    add('sin tildes', withoutAccents(`${other.primer_nombre} ${other.primer_apellido}`));
    add('documento', row.numero_documento);
    add('correo', row.email);
  }
  for (const texto of MISSES) add('sin resultados', texto);
  // Interleaved, so that any prefix of a run mixes every kind.
  const texts: SearchText[] = [];
  for (let i = 0; i < perKind; i++) for (const list of byKind.values()) if (list[i]) texts.push(list[i]);
  return texts;
}

/**
 * --without-mail: stops the app's mail dispatcher (when there is one), whose timers query the
 * database on their own and so weigh on every figure. Through Reflect: the bench does not depend on it.
 */
async function stopMailDispatcher(app: FastifyInstance): Promise<boolean> {
  const mail: unknown = Reflect.get(app, 'mail');
  const stop: unknown = typeof mail === 'object' && mail !== null ? Reflect.get(mail, 'stop') : undefined;
  if (typeof stop !== 'function') return false;
  await Reflect.apply(stop, mail, []);
  return true;
}

export async function buildDataset(
  size: number,
  ports: { api: number; json: number },
  options: { withoutMail: boolean },
  log: (line: string) => void,
): Promise<BenchDataset> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-'));
  const started = performance.now();
  const { db, cached } = await seededDatabase(dir, size);
  const seedSeconds = (performance.now() - started) / 1000;
  log(`  ${sizeLabel(size)}: base de datos ${cached ? 'copiada de la caché del bench' : 'sembrada'} en ${seedSeconds.toFixed(1)} s`);

  const recorder = recordingDatabase(db);
  const dataDir = db.kind === 'pglite' ? join(dir, 'pgdata') : null;
  // As npm start serves either engine: the server makes the backups (no schedule: the backup figure asks for one).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const backup = dataDir ? { dataDir, schedule: null } : databaseUrl ? { databaseUrl, schedule: null } : undefined;
  const app = await buildApp({ ...(await servedResources()), db: recorder.db, jwtSecret: randomBytes(32).toString('hex'), backup });
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  let jsonServer: JsonServer | null = null;
  const close = async () => {
    await jsonServer?.stop();
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: ports.api });
    if (options.withoutMail && (await stopMailDispatcher(app))) log(`  ${sizeLabel(size)}: despachador de correo detenido (--without-mail)`);
    const token = await httpLogin(apiUrl);
    const live = 'es AND deleted_at IS NULL';
    const ids = (await db.query<{ id: number }>(`SELECT id FROM usuarios WHERE ${live} ORDER BY md5(id::text)`)).map((r) => r.id);
    const columns = await detailColumns(apiUrl, token, ids[0]);
    const records = await db.query(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM usuarios WHERE ${live} ORDER BY id`);
    const dbFile = join(dir, 'db.json');
    await writeFile(dbFile, JSON.stringify({ estudiantes: records }));
    const sample = await db.query<SampleRow>(
      `SELECT primer_nombre, primer_apellido, numero_documento, email FROM usuarios WHERE ${live} ORDER BY md5(id::text || 'b') LIMIT 500`,
    );
    jsonServer = await startJsonServer(dbFile, ports.json, `/estudiantes/${ids[0]}`);
    log(`  ${sizeLabel(size)}: API en ${apiUrl}, json-server ${jsonServer.version} en ${jsonServer.url}`);
    return { size, label: sizeLabel(size), db, dataDir, recorder, app, apiUrl, token, jsonServer, ids, searches: searchTexts(sample), seedSeconds, close };
  } catch (error) {
    await close();
    throw error;
  }
}
