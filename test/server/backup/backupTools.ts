// What the backup tests share on both engines (backup.test.ts: PGlite; postgresBackup.test.ts:
// PostgreSQL; test/crash/backup.test.ts: the commands against the real server): a fingerprint of the
// database of the test's own (not the manifest's digests), the stored files' hashes, an upload,
// calls to an app, a backup file's entries read and rewritten, and the two commands run as npm runs them.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readTar, tarEnd, type TarEntry, tarHeader, tarPadding } from '../../../server/backup/tar';
import type { Database } from '../../../server/db/database';

/** Every table of the current schema: its row count and a digest of its rows' text in order. */
export async function fingerprint(database: Pick<Database, 'query'>): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(t::text), ',' ORDER BY md5(t::text)), '')) AS h FROM "${name}" t`,
    );
    digests[name] = `${row.n}:${row.h}`;
  }
  return digests;
}

/** SHA-256 of every stored file's bytes, by id. */
export async function storedFiles(database: Pick<Database, 'query'>): Promise<Map<number, string>> {
  const rows = await database.query<{ id: number; datos: Uint8Array }>('SELECT id, datos FROM archivos ORDER BY id');
  return new Map(rows.map((row) => [row.id, createHash('sha256').update(row.datos).digest('hex')]));
}

/** A stored file of `bytes` random bytes; its id and SHA-256. */
export async function uploadFile(database: Pick<Database, 'query'>, bytes: number): Promise<{ id: number; sha: string }> {
  const data = randomBytes(bytes);
  const sha = createHash('sha256').update(data).digest('hex');
  const [row] = await database.query<{ id: number }>(
    "INSERT INTO archivos (nombre, tipo, tamano, sha256, datos) VALUES ($1, 'application/pdf', $2, $3, $4) RETURNING id",
    [`subido-${bytes}.pdf`, bytes, sha, data],
  );
  return { id: row.id, sha };
}

export async function login(target: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const response = await target.inject({ method: 'POST', url: '/api/login', payload: { email: who.email, password: who.password } });
  return (response.json() as { token: string }).token;
}

export const post = (target: FastifyInstance, path: string, token: string, body: unknown = {}) =>
  target.inject({ method: 'POST', url: `/api/${path}`, payload: body as object, headers: { authorization: `Bearer ${token}` } });

export interface BackupEntry {
  entry: TarEntry;
  data: Buffer;
}

/** A backup file's entries in order, each whole. */
export async function readEntries(file: string): Promise<BackupEntry[]> {
  const entries: BackupEntry[] = [];
  const bytes = gunzipSync(await readFile(file));
  await readTar((async function* () {
    yield bytes;
  })(), async (entry, data) => {
    const chunks: Buffer[] = [];
    for await (const chunk of data) chunks.push(chunk);
    entries.push({ entry, data: Buffer.concat(chunks) });
  });
  return entries;
}

/** `entries` as a backup file at `target` (each header's size taken from its data). */
export async function writeEntries(target: string, entries: BackupEntry[]): Promise<void> {
  const parts = entries.flatMap(({ entry, data }) => [tarHeader({ ...entry, size: data.length }), data, tarPadding(data.length)]);
  await writeFile(target, gzipSync(Buffer.concat([...parts, tarEnd()])));
}

/** npm run backup / npm run restore as npm runs them (tsx), with `env` added: the exit code and everything printed. */
export function command(script: 'server/backup-cli.ts' | 'server/restore-cli.ts', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, BACKUP_DIR: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export interface LoadSummary {
  /** Reads and writes done. */
  count: number;
  /** Rows 'prueba_copia_N' written. */
  writes: number;
  /** The `q` quantile of the latencies, in ms with one decimal (as printed). */
  at(q: number): string;
}

/**
 * A backup's concurrent load: one REST list page read, then one config row 'prueba_copia_N' written,
 * over and over, until stopped (stop() is idempotent: the same summary each time).
 */
export function readWriteLoad(app: FastifyInstance, database: Pick<Database, 'query'>, token: string) {
  let running = true;
  const latencies: number[] = [];
  let writes = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const read = await app.inject({ method: 'GET', url: '/api/rest/estudiantes?range=[0,24]', headers: { authorization: `Bearer ${token}` } });
      if (read.statusCode !== 200) throw new Error(`Lectura durante la copia: HTTP ${read.statusCode}`);
      await database.query("INSERT INTO config (clave, valor) VALUES ($1, 'x')", [`prueba_copia_${writes++}`]);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  let summary: Promise<LoadSummary> | undefined;
  return {
    /** Until `count` writes are done; a load that failed ends the wait with its error. */
    async waitForWrites(count: number): Promise<void> {
      while (writes < count && running) await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5))]);
    },
    stop(): Promise<LoadSummary> {
      running = false;
      summary ??= done.then(() => {
        latencies.sort((a, b) => a - b);
        const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
        return { count: latencies.length, writes, at };
      });
      return summary;
    },
  };
}
