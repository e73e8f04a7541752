// Static assets of the login route (index.html's script and preloads): bytes on disk vs bytes
// served to a browser (Accept-Encoding: br, gzip), and the Cache-Control of hashed and unhashed files.
// A file counts as precompressed when it is sent as br, or as is when its br would not be smaller:
// the build writes no .br that is not (vite.config.ts), a few-byte chunk grows under brotli.
import { type IncomingHttpHeaders, request } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildApp } from '../../../server/app';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { currentBuild } from '../builtApp';
import { kib } from '../format';
import { failedRow, type BenchEnv, type BenchFigure, type BenchRow } from '../types';
import { servedResources } from '../../../resources/served';

const FIGURE = 'estáticos: JS+CSS de la ruta de login';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Served {
  path: string;
  raw: number;
  sent: number;
  encoding: string;
  cacheControl: string;
  /** Its brotli at the build's settings, for a file sent as is. */
  brotli: number | null;
}

/** Brotli as vite.config.ts writes it (maximum quality, text mode). */
function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

/** Sent as br, or as is because its br would not be smaller. */
const precompressed = (s: Served) => s.encoding === 'br' || (s.encoding === 'identity' && s.brotli !== null && s.brotli >= s.raw);

/** The files a first visit loads before any route code: entry script, module preloads, styles. */
function loginAssets(indexHtml: string): string[] {
  const found = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(found)];
}

/** GET with a browser's Accept-Encoding; counts the bytes on the wire (node:http does not decode). */
function get(url: string): Promise<{ bytes: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' }, timeout: 10_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, headers: res.headers }) : reject(new Error(`GET ${url}: HTTP ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: sin respuesta`)));
    req.on('error', reject);
    req.end();
  });
}

async function fetchServed(baseUrl: string, dir: string, path: string): Promise<Served> {
  const { bytes, headers } = await get(`${baseUrl}${path}`);
  const file = join(dir, path === '/' ? 'index.html' : path);
  const raw = (await stat(file)).size;
  const encoding = headers['content-encoding'] ?? 'identity';
  return {
    path,
    raw,
    sent: bytes,
    encoding,
    cacheControl: headers['cache-control'] ?? '(ninguno)',
    brotli: encoding === 'identity' ? brotliSize(await readFile(file)) : null,
  };
}

function makeRun(log: (line: string) => void) {
  return async (env: BenchEnv): Promise<BenchRow[]> => {
    let dir: string;
    try {
      dir = await currentBuild(env.root, log);
    } catch (error) {
      return [failedRow(FIGURE, 'precomprimido (br/gzip)', error)];
    }
    const assets = loginAssets(await readFile(join(dir, 'index.html'), 'utf8'));
    const db = await openPglite(undefined);
    await migrate(db);
    const app = await buildApp({ ...(await servedResources()), db, staticDir: dir, jwtSecret: 'bench-estaticos-secreto-de-al-menos-32-bytes' });
    try {
      const baseUrl = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORTS ?? 4300) + 40 });
      const served = await Promise.all(assets.map((path) => fetchServed(baseUrl, dir, path)));
      const index = await fetchServed(baseUrl, dir, '/');
      const raw = served.reduce((sum, s) => sum + s.raw, 0);
      const sent = served.reduce((sum, s) => sum + s.sent, 0);
      const asIs = served.filter((s) => s.encoding === 'identity');
      const encodings = [...new Set(served.map((s) => s.encoding))].map((e) => `${e} ×${served.filter((s) => s.encoding === e).length}`).join(', ');
      const hashedCache = [...new Set(served.map((s) => s.cacheControl))].join(' / ');
      return [
        {
          figure: FIGURE,
          value: `${kib(sent)} (${encodings})`,
          baseline: `${kib(raw)} sin comprimir`,
          ratio: (sent / raw).toFixed(2),
          goal: 'precomprimido (br/gzip), ≤ 300 KiB',
          met: served.length > 0 && served.every(precompressed) && sent <= 300 * 1024,
          metric: { key: 'login KiB', value: sent / 1024 },
          note:
            `estáticos: ${served.length} archivos de la ruta de login (script de entrada y modulepreload de index.html, servidos desde ${dir}); ` +
            `index.html ${index.raw} B → ${index.sent} B (${index.encoding}). Sin comprimir (cuentan como precomprimidos solo si su br no sería menor): ` +
            (asIs.length === 0 ? 'ninguno.' : `${asIs.map((s) => `${s.path} ${s.raw} B, br ${s.brotli} B`).join('; ')}.`),
        },
        {
          figure: 'estáticos: Cache-Control de /assets/* (con hash)',
          value: hashedCache,
          baseline: '',
          ratio: '',
          goal: IMMUTABLE,
          met: served.length > 0 && served.every((s) => s.cacheControl === IMMUTABLE),
        },
        {
          figure: 'estáticos: Cache-Control de index.html',
          value: index.cacheControl,
          baseline: '',
          ratio: '',
          goal: 'no-cache',
          met: index.cacheControl === 'no-cache',
        },
      ];
    } finally {
      await app.close();
      await db.close();
    }
  };
}

export function staticFigure(log: (line: string) => void): BenchFigure {
  return { name: 'estáticos', once: makeRun(log) };
}
