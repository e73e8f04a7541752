// The three reads of the PostgreSQL bench and the exact SQL each request runs: the bodies sent over
// HTTP, and per body the statements the real app ran for it (recorded on an app in this process,
// against the same database), which the direct-SQL baseline replays through its own pool.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/open';
import { STAFF } from '../../../server/seed/catalog';
import { type SampleRow, searchTexts } from '../dataset';
import { type RecordedQuery, recordingDatabase } from '../recording';
import { servedResources } from '../../../resources/served';

export type EndpointName = 'detalle' | 'buscar' | 'lista';

export interface Endpoint {
  name: EndpointName;
  path: string;
  /** JSON bodies, cycled through one per request. */
  bodies: string[];
  /** What the bodies are, for the notes. */
  describe: string;
  /** Per body, its kind (buscar: apellido, documento…), when they differ. */
  kinds?: string[];
}

export interface CapturedEndpoint extends Endpoint {
  /** Per body: the statements one request ran, in order (the app's timers left out). */
  queries: RecordedQuery[][];
}

const DETAIL_IDS = 1000;
const PAGES = 40;
const PER_PAGE = 25;

/** 1,000 random live students; 30 searches (dataset.ts searchTexts: names with and without accents, documents, e-mails, misses); 40 pages of 25 by surname. */
export async function benchEndpoints(url: string): Promise<Endpoint[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const live = 'es AND deleted_at IS NULL';
    const ids = (await client.query<{ id: number }>(`SELECT id FROM usuarios WHERE ${live} ORDER BY md5(id::text) LIMIT ${DETAIL_IDS}`)).rows.map((r) => r.id);
    const sample = (
      await client.query<SampleRow>(`SELECT primer_nombre, primer_apellido, numero_documento, email FROM usuarios WHERE ${live} ORDER BY md5(id::text || 'b') LIMIT 500`)
    ).rows;
    const searches = searchTexts(sample);
    const orden = { campo: 'primer_apellido', direccion: 'ASC' };
    return [
      { name: 'detalle', path: '/api/estudiante/detalle', bodies: ids.map((id) => JSON.stringify({ id })), describe: `${ids.length} estudiantes al azar` },
      {
        name: 'buscar',
        path: '/api/estudiante/buscar',
        bodies: searches.map((s) => JSON.stringify({ texto: s.texto })),
        describe: `${searches.length} textos (${searches.map((s) => s.texto).join(', ')})`,
        kinds: searches.map((s) => s.kind),
      },
      {
        name: 'lista',
        path: '/api/estudiante/lista',
        bodies: Array.from({ length: PAGES }, (_, i) => JSON.stringify({ pagina: i + 1, por_pagina: PER_PAGE, orden, filtros: {} })),
        describe: `páginas 1–${PAGES} de ${PER_PAGE} por primer_apellido`,
      },
    ];
  } finally {
    await client.end();
  }
}

/** Runs each body twice on an in-process app (warm, then recorded) and keeps what the second run queried. */
export async function captureQueries(url: string, endpoints: Endpoint[]): Promise<CapturedEndpoint[]> {
  const db = await openDatabase({ databaseUrl: url });
  const recorder = recordingDatabase(db);
  const app = await buildApp({ ...(await servedResources()), db: recorder.db, jwtSecret: randomBytes(32).toString('hex') });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: STAFF.admin.email, password: STAFF.admin.password } });
    const token = (login.json() as { token?: string }).token;
    if (!token) throw new Error(`login: HTTP ${login.statusCode}`);
    // What the app queries on its own (timers) is not part of any request.
    const idle = await recorder.record(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const background = new Set(idle.map((q) => q.sql));
    const inject = async (path: string, body: string) => {
      const response = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: body });
      if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    const captured: CapturedEndpoint[] = [];
    for (const endpoint of endpoints) {
      const queries: RecordedQuery[][] = [];
      for (const body of endpoint.bodies) {
        await inject(endpoint.path, body);
        queries.push((await recorder.record(() => inject(endpoint.path, body))).filter((q) => !background.has(q.sql)));
      }
      if (queries.some((q) => q.length === 0)) throw new Error(`${endpoint.path} no ejecutó ninguna consulta`);
      captured.push({ ...endpoint, queries });
    }
    return captured;
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * captureQueries in a new process (captureChild.ts), so that it loads the server's code as it is now,
 * as the server process started beside it does. Parameters come back through JSON: these reads take
 * only strings, numbers and booleans.
 */
export async function captureFresh(url: string, endpoints: Endpoint[]): Promise<CapturedEndpoint[]> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-captura-'));
  try {
    const [input, output] = [join(dir, 'entrada.json'), join(dir, 'salida.json')];
    await writeFile(input, JSON.stringify(endpoints));
    const entry = fileURLToPath(new URL('./captureChild.ts', import.meta.url));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', entry, url, input, output], { timeout: 300_000, maxBuffer: 16 * 2 ** 20 });
    return JSON.parse(await readFile(output, 'utf8')) as CapturedEndpoint[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The statements of one request, shortened, for the notes. */
export function statementsOf(endpoint: CapturedEndpoint): string[] {
  return endpoint.queries[0].map((q) => q.sql.replace(/\s+/g, ' ').trim().slice(0, 110));
}
