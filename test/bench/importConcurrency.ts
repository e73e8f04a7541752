// Benchmark (a script, not a test): latency of concurrent reads while a 20,000-row
// estudiante/crear_masivo runs on the embedded database, beside the same reads with no import.
// Run: npx tsx test/bench/importConcurrency.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createTestServer } from '../server/helpers';
import { baselineReads, type LatencyFigures, latencyFigures, writeDuringReads } from './readsDuringWrite';

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

function studentRow(i: number, prefix = '66'): Record<string, string> {
  return {
    primer_nombre: 'Banco', segundo_nombre: '', primer_apellido: 'Concurrencia', segundo_apellido: '', tipo_documento: 'CC',
    numero_documento: `${prefix}${String(i).padStart(8, '0')}`, telefono: '', movil: '3105550000', email: `banco${prefix}.${i}@correo.test`,
    sede_id: String(1 + (i % 25)), curso_actual_id: String(1 + (i % 10)),
  };
}

export async function benchImportConcurrency(options: ImportConcurrencyOptions = {}): Promise<ImportConcurrencyFigures> {
  const rows = options.rows ?? 20_000;
  const clients = options.clients ?? 4;
  const server = await createTestServer({ students: 300 });
  try {
    const ids = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id')).map((r) => r.id);
    const baseline = await baselineReads(server, ids, clients, options.baselineReads ?? 150);

    const body = { registros: Array.from({ length: rows }, (_, i) => studentRow(i)) };
    const { response, ms, latencies, eventLoopMaxMs } = await writeDuringReads(server, ids, clients, options.maxReadsPerClient ?? 20_000, () =>
      server.post('estudiante/crear_masivo', body, server.adminToken),
    );
    const created = response.statusCode === 200 ? (response.json() as { creados: number }).creados : 0;

    const alone = { registros: Array.from({ length: rows }, (_, i) => studentRow(i, '67')) };
    const aloneStarted = performance.now();
    const aloneResponse = await server.post('estudiante/crear_masivo', alone, server.adminToken);
    const importAloneMs = Math.round(performance.now() - aloneStarted);
    if (aloneResponse.statusCode !== 200) throw new Error(`importación sola: ${aloneResponse.statusCode}`);
    return {
      rows,
      clients,
      baseline: latencyFigures(baseline),
      duringImport: latencyFigures(latencies),
      importMs: Math.round(ms),
      importStatus: response.statusCode,
      created,
      importAloneMs,
      eventLoopMaxMs,
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
