// Benchmark (a script, not a test): latency of concurrent reads while a 20,000-row
// estudiante/crear_masivo runs on the embedded database, beside the same reads with no import.
// Run: npx tsx test/bench/importConcurrency.ts
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createTestServer, type TestServer } from '../server/helpers';

export interface LatencyFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

export interface ImportConcurrencyFigures {
  rows: number;
  clients: number;
  /** Reads with no import running (same clients, same mix). */
  baseline: LatencyFigures;
  /** Reads issued while the import ran. */
  duringImport: LatencyFigures;
  importMs: number;
  importStatus: number;
  created: number;
  /** The same import with no reads beside it (a fresh copy of the rows). */
  importAloneMs: number;
  /** Longest event-loop stall of the server process during the import with reads. */
  eventLoopMaxMs: number;
}

export interface ImportConcurrencyOptions {
  rows?: number;
  clients?: number;
  /** Reads per client for the baseline. */
  baselineReads?: number;
  /** Safety bound of reads per client during the import. */
  maxReadsPerClient?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(latencies: number[]): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted[sorted.length - 1] ?? 0) };
}

function studentRow(i: number, prefix = '66'): Record<string, string> {
  return {
    primer_nombre: 'Banco', segundo_nombre: '', primer_apellido: 'Concurrencia', segundo_apellido: '', tipo_documento: 'CC',
    numero_documento: `${prefix}${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `banco${prefix}.${i}@correo.test`,
    sede_id: String(1 + (i % 25)), curso_actual_id: String(1 + (i % 10)),
  };
}

/** One client: lista and detalle in turn until `keepGoing` says stop (or `limit` reads). */
async function readLoop(server: TestServer, ids: number[], seed: number, limit: number, keepGoing: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  for (let n = 0; n < limit && keepGoing(); n++) {
    const started = performance.now();
    const response =
      n % 2 === 0
        ? await server.post('estudiante/lista', { pagina: 1 + ((seed + n) % 3), por_pagina: 10 }, server.adminToken)
        : await server.post('estudiante/detalle', { id: ids[(seed * 7 + n) % ids.length] }, server.adminToken);
    latencies.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`lectura ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return latencies;
}

export async function benchImportConcurrency(options: ImportConcurrencyOptions = {}): Promise<ImportConcurrencyFigures> {
  const rows = options.rows ?? 20_000;
  const clients = options.clients ?? 4;
  const server = await createTestServer({ students: 300 });
  try {
    const ids = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id')).map((r) => r.id);
    // Warm-up: first requests compile queries and fill caches.
    await Promise.all(Array.from({ length: clients }, (_, c) => readLoop(server, ids, c, 20, () => true)));

    const baselineReads = options.baselineReads ?? 150;
    const baseline = (await Promise.all(Array.from({ length: clients }, (_, c) => readLoop(server, ids, c, baselineReads, () => true)))).flat();

    const body = { registros: Array.from({ length: rows }, (_, i) => studentRow(i)) };
    let importing = true;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const importing$ = server.post('estudiante/crear_masivo', body, server.adminToken).then((response) => {
      importing = false;
      return { response, ms: performance.now() - started };
    });
    const during = Promise.all(
      Array.from({ length: clients }, (_, c) => readLoop(server, ids, c, options.maxReadsPerClient ?? 20_000, () => importing)),
    );
    const [{ response, ms }, latencies] = await Promise.all([importing$, during]);
    loop.disable();
    const created = response.statusCode === 200 ? (response.json() as { creados: number }).creados : 0;

    const alone = { registros: Array.from({ length: rows }, (_, i) => studentRow(i, '67')) };
    const aloneStarted = performance.now();
    const aloneResponse = await server.post('estudiante/crear_masivo', alone, server.adminToken);
    const importAloneMs = Math.round(performance.now() - aloneStarted);
    if (aloneResponse.statusCode !== 200) throw new Error(`importación sola: ${aloneResponse.statusCode}`);
    return {
      rows,
      clients,
      baseline: figures(baseline),
      duringImport: figures(latencies.flat()),
      importMs: Math.round(ms),
      importStatus: response.statusCode,
      created,
      importAloneMs,
      eventLoopMaxMs: Math.round(loop.max / 1e6),
    };
  } finally {
    await server.close();
  }
}

export function formatImportConcurrency(f: ImportConcurrencyFigures): string {
  const line = (label: string, l: LatencyFigures) =>
    `${label.padEnd(34)} ${String(l.requests).padStart(6)} lecturas   p50 ${l.p50} ms   p99 ${l.p99} ms   máx ${l.max} ms`;
  return [
    `Lecturas concurrentes (${f.clients} clientes, estudiante/lista + detalle) durante un crear_masivo de ${f.rows} filas`,
    line('sin importación (línea base)', f.baseline),
    line('durante la importación', f.duringImport),
    `importación: ${f.importMs} ms con las lecturas (HTTP ${f.importStatus}, ${f.created} creados), ${f.importAloneMs} ms sola`,
    `bloqueo máximo del bucle de eventos durante la importación: ${f.eventLoopMaxMs} ms   (objetivo: p99 < 300 ms)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchImportConcurrency();
  console.log(formatImportConcurrency(result));
}
