// estudiante/exportar (issue 24): every student as .xlsx and as CSV through the real endpoint (real
// HTTP, one client reading the stream to its end), time to the last byte and the peak growth of the
// process's RSS while it runs, beside a baseline measured in the same run: the same rows read through
// the same repository batches (exportBatches, the same service, session and columns), no file written.
// The server runs in this process (dataset.ts), PGlite's WASM memory included: the RSS sampled is the
// whole process's (server, database and client), every 5 ms, its peak minus its value just before
// (after a forced collection). Runs in the order: a first read to warm the database (in the note),
// baseline, xlsx, CSV; what the database itself grows by is paid by that first read, so what an
// export adds beyond it is the writer's.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { P } from '../../../core/engine/permissions';
import estudiantes from '../../../resources/estudiantes/schema';
import { systemClock } from '../../../core/engine/clock';
import { exportFields } from '../../../server/crud/export';
import { loadServerParts } from '../../../resources/served';
import { toListQuery } from '../../../server/crud/schemas';
import { createResourceService } from '../../../server/crud/writes';
import type { BenchDataset } from '../dataset';
import { ms } from '../format';
import type { BenchFigure, BenchRow } from '../types';
import { apiHeaders } from './detalle';

const GOAL_MS = 10_000;
const GOAL_RSS_MB = 200;
const SAMPLE_MS = 5;

/** The V8 collector, reachable without --expose-gc (the bench runs through tsx). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

interface Measured {
  ms: number;
  /** Peak RSS minus RSS before, in MB. */
  rssMb: number;
  rssBeforeMb: number;
  /** Rows (baseline) or bytes (file). */
  count: number;
  tail: Buffer;
}

const mb = (bytes: number) => bytes / 2 ** 20;

async function measure(gc: () => void, work: (sample: () => void) => Promise<{ count: number; tail?: Buffer }>): Promise<Measured> {
  gc();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const started = performance.now();
  try {
    const { count, tail } = await work(sample);
    const elapsed = performance.now() - started;
    sample();
    return { ms: elapsed, rssMb: mb(peak - before), rssBeforeMb: mb(before), count, tail: tail ?? Buffer.alloc(0) };
  } finally {
    clearInterval(timer);
  }
}

/** The file through HTTP, read chunk by chunk to its last byte (kept: its size and last bytes). */
async function download(data: BenchDataset, formato: 'csv' | 'xlsx', sample: () => void): Promise<{ count: number; tail: Buffer }> {
  const response = await fetch(`${data.apiUrl}/api/estudiante/exportar`, {
    method: 'POST',
    headers: { ...apiHeaders(data), 'content-type': 'application/json' },
    body: JSON.stringify({ formato }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`estudiante/exportar ${formato}: HTTP ${response.status} ${await response.text()}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  let newlines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const buffer = Buffer.from(read.value);
    bytes += buffer.length;
    if (formato === 'csv') for (let i = buffer.indexOf(10); i >= 0; i = buffer.indexOf(10, i + 1)) newlines++;
    tail = Buffer.concat([tail, buffer]).subarray(-64);
    sample();
  }
  return { count: formato === 'csv' ? newlines : bytes, tail };
}

async function run(data: BenchDataset): Promise<BenchRow[]> {
  const gc = collector();
  const students = data.ids.length;
  // The baseline: the endpoint's own reads, on the same database, as the same admin.
  const session = await data.app.apiGuard(`Bearer ${data.token}`, P.estudiantes.list);
  const service = createResourceService(data.db, estudiantes, (await loadServerParts(estudiantes)).hooks ?? {}, systemClock());
  const sources = exportFields(estudiantes).map((f) => f.source);
  const readAll = async (sample: () => void) => {
    let rows = 0;
    for await (const batch of service.repo.as(session).exportBatches(toListQuery(estudiantes, {}), sources)) {
      rows += batch.length;
      sample();
    }
    return { count: rows };
  };
  // A first read, not judged: the database's caches warm, as on a server that has been serving the
  // list (its time and RSS growth are in the note); then the baseline and the two files, warm alike.
  const cold = await measure(gc, readAll);
  const baseline = await measure(gc, readAll);
  if (baseline.count !== students) throw new Error(`lectura base: ${baseline.count} filas, se esperaban ${students}`);
  const xlsx = await measure(gc, (sample) => download(data, 'xlsx', sample));
  // A whole zip ends with its end-of-central-directory record (22 bytes, no comment).
  if (xlsx.tail.readUInt32LE(xlsx.tail.length - 22) !== 0x06054b50) throw new Error('xlsx: el archivo no termina en un zip completo');
  const csv = await measure(gc, (sample) => download(data, 'csv', sample));
  // Header + one line per student, each ended by CRLF.
  if (csv.count !== students + 1) throw new Error(`csv: ${csv.count - 1} filas, se esperaban ${students}`);

  const note = (format: string, m: Measured) =>
    `exportar ${format} ${data.label}: ${students.toLocaleString('en-US')} estudiantes, ${format === 'csv' ? `${m.count} líneas` : `${(m.count / 2 ** 20).toFixed(1)} MB`}, ` +
    `${ms(m.ms)} hasta el último byte; RSS del proceso (servidor en proceso, PGlite incluido) ${m.rssBeforeMb.toFixed(0)} MB antes, +${m.rssMb.toFixed(0)} MB de pico; ` +
    `base (lotes de exportBatches sin archivo) ${ms(baseline.ms)}, +${baseline.rssMb.toFixed(0)} MB; ` +
    `la primera lectura, en frío: ${ms(cold.ms)}, +${cold.rssMb.toFixed(0)} MB.`;
  const rows = (format: 'xlsx' | 'csv', m: Measured): BenchRow[] => [
    {
      figure: `estudiante/exportar ${format}: tiempo hasta el último byte`,
      size: data.label,
      value: ms(m.ms),
      baseline: `${ms(baseline.ms)} (solo lectura)`,
      ratio: `${(m.ms / baseline.ms).toFixed(1)}×`,
      goal: '< 10 s',
      met: m.ms < GOAL_MS,
      note: note(format, m),
    },
    {
      figure: `estudiante/exportar ${format}: crecimiento del RSS`,
      size: data.label,
      value: `+${m.rssMb.toFixed(0)} MB`,
      baseline: `+${baseline.rssMb.toFixed(0)} MB (solo lectura)`,
      ratio: '',
      goal: `< ${GOAL_RSS_MB} MB`,
      met: m.rssMb < GOAL_RSS_MB,
    },
  ];
  return [...rows('xlsx', xlsx), ...rows('csv', csv)];
}

export const exportarFigure: BenchFigure = { name: 'estudiante/exportar', perSize: run };
