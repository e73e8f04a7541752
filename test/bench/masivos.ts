// Benchmark (a script, not a test): actualizar_medios_pago (#/masivos) over 50,000 students on the
// embedded database — its duration, and the latency of concurrent reads (estudiante/lista + detalle)
// while it runs beside the same reads with no update, measured in the same run on the same server.
// Run: npx tsx test/bench/masivos.ts (or npm run bench -- --only masivos).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PaymentUpdateAnswer } from '../../core/school/paymentUpdate';
import type { Database } from '../../server/db/database';
import { createTestServer } from '../server/helpers';
import { baselineReads, type LatencyFigures, latencyFigures, writeDuringReads } from './readsDuringWrite';

export interface PaymentBulkFigures {
  rows: number;
  clients: number;
  /** Reads with no update running (same clients, same mix). */
  baseline: LatencyFigures;
  /** Reads issued while the update ran. */
  duringUpdate: LatencyFigures;
  updateMs: number;
  updateStatus: number;
  updated: number;
  errors: number;
  /** The same update back to the former method with no reads beside it. */
  updateAloneMs: number;
  /** Longest event-loop stall of the server process during the update with reads. */
  eventLoopMaxMs: number;
}

export interface PaymentBulkOptions {
  rows?: number;
  clients?: number;
  /** Reads per client for the baseline. */
  baselineReads?: number;
  /** Safety bound of reads per client during the update. */
  maxReadsPerClient?: number;
}

/** `rows` more students (every one 'beca', spread over the 25 sedes), besides the seeded ones; their ids. */
async function seedStudents(db: Database, rows: number): Promise<number[]> {
  const [curso] = await db.query<{ id: number }>('SELECT min(id) AS id FROM cursos');
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO usuarios (primer_nombre, primer_apellido, tipo_documento, numero_documento, email, movil, sede_id, es, tipo_pago, curso_actual_id)
     SELECT 'Banco', 'Pagos ' || g, 'CC', '88' || lpad(g::text, 8, '0'), 'banco.pagos' || g || '@correo.test', '3105550000', 1 + (g % 25), true, 'beca', $2
     FROM generate_series(1, $1::integer) AS g
     RETURNING id`,
    [rows, curso.id],
  );
  return inserted.map((r) => r.id);
}

export async function benchPaymentBulk(options: PaymentBulkOptions = {}): Promise<PaymentBulkFigures> {
  const rows = options.rows ?? 50_000;
  const clients = options.clients ?? 4;
  const server = await createTestServer({ students: 300 });
  try {
    const ids = await seedStudents(server.db, rows);
    const baseline = await baselineReads(server, ids, clients, options.baselineReads ?? 150);

    // Every student changes ('beca' → 'convenio'), the heaviest case; the body as the page sends it.
    const body = JSON.stringify({ users: ids.map((id) => ({ id, tipo: 'convenio' })), usersErrors: [] });
    const { response, ms, latencies, eventLoopMaxMs } = await writeDuringReads(server, ids, clients, options.maxReadsPerClient ?? 20_000, () =>
      server.post('actualizar_medios_pago', body, server.adminToken),
    );
    const answer = response.statusCode === 200 ? (response.json() as PaymentUpdateAnswer) : null;

    const back = JSON.stringify({ users: ids.map((id) => ({ id, tipo: 'beca' })), usersErrors: [] });
    const aloneStarted = performance.now();
    const aloneResponse = await server.post('actualizar_medios_pago', back, server.adminToken);
    const updateAloneMs = Math.round(performance.now() - aloneStarted);
    if (aloneResponse.statusCode !== 200) throw new Error(`actualización sola: ${aloneResponse.statusCode}`);
    return {
      rows,
      clients,
      baseline: latencyFigures(baseline),
      duringUpdate: latencyFigures(latencies),
      updateMs: Math.round(ms),
      updateStatus: response.statusCode,
      updated: answer?.actualizados ?? 0,
      errors: answer?.errores.length ?? 0,
      updateAloneMs,
      eventLoopMaxMs,
    };
  } finally {
    await server.close();
  }
}

export function formatPaymentBulk(f: PaymentBulkFigures): string {
  const line = (label: string, l: LatencyFigures) =>
    `${label.padEnd(36)} ${String(l.requests).padStart(6)} lecturas   p50 ${l.p50} ms   p99 ${l.p99} ms   máx ${l.max} ms`;
  return [
    `actualizar_medios_pago de ${f.rows} estudiantes: ${f.updateMs} ms con ${f.clients} lectores (HTTP ${f.updateStatus}, ${f.updated} actualizados, ${f.errors} errores), ${f.updateAloneMs} ms sola   (objetivo: < 10 s)`,
    line('lecturas sin actualización (base)', f.baseline),
    line('lecturas durante la actualización', f.duringUpdate),
    `bloqueo máximo del bucle de eventos durante la actualización: ${f.eventLoopMaxMs} ms   (objetivo: p99 < 300 ms)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchPaymentBulk();
  console.log(formatPaymentBulk(result));
}
