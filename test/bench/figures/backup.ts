// A backup and a restore at the bench's sizes (issue 42, 'Done when'): the running server copies its
// PGlite data directory while two clients read without pause (one estudiante/detalle after another,
// one estudiante/lista page after another) — their p99 beside the same loops with nothing else
// running; then npm run restore's work into a new directory. Baselines from the same run: a cold
// copy of the same directory (the system's tar piped to gzip -1: what copying a stopped server's
// data costs) and the bare extraction of the backup file (tar -xzf, no checksum, no verification).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { restoreBackup } from '../../../server/backup/restore';
import { packageVersion } from '../../../server/cli';
import type { BenchDataset } from '../dataset';
import { ms, times } from '../format';
import type { HttpTarget, LoadJob } from '../load';
import type { LoadSummary } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, detalleTargets } from './detalle';

export const BACKUP_FIGURE = 'copia de seguridad y restauración';
const GOAL_P99_MS = 300;
const LIST_PAGES = 40;
const run = promisify(execFile);

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toLocaleString('en-US', { maximumFractionDigits: 0 })} MB`;

function readJob(data: BenchDataset, targets: HttpTarget[], maxSeconds: number, warmup: number): LoadJob {
  return { baseUrl: data.apiUrl, headers: apiHeaders(data), targets, concurrency: 1, maxRequests: 1_000_000, maxSeconds, warmupRequests: warmup, timeoutMs: 60_000 };
}

function checked(name: string, summary: LoadSummary): LoadSummary {
  if (summary.errors > 0) throw new Error(`${name}: ${summary.errors} errores (${summary.firstError ?? '?'})`);
  return summary;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function measure(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const service = data.app.backups;
  if (!service || !data.dataDir) return [{ figure: BACKUP_FIGURE, size: data.label, value: 'no aplica', baseline: '', ratio: '', goal: '', met: null, note: `${BACKUP_FIGURE}: se mide sobre PGlite (con PostgreSQL la copia es pg_dump: docs/operations.md)` }];
  const work = await mkdtemp(join(tmpdir(), 'aula-bench-copias-'));
  try {
    const listTargets: HttpTarget[] = Array.from({ length: LIST_PAGES }, (_, i) => ({ method: 'POST', path: '/api/estudiante/lista', body: JSON.stringify({ pagina: i + 1, por_pagina: 25 }) }));
    const readers = [detalleTargets(data), listTargets];
    const aloneSeconds = Math.min(8, env.maxSeconds / 2);
    const alone = await Promise.all(readers.map((targets) => env.load.run(readJob(data, targets, aloneSeconds, 20))));

    // The same loops while the server makes the backup: started with it, stopped when it has ended.
    const stop = new AbortController();
    const during = Promise.all(readers.map((targets) => env.load.run(readJob(data, targets, 600, 0), stop.signal)));
    const backup = await timed(() => service.create(join(work, 'copias'), 'linea_de_ordenes', null)).finally(() => stop.abort());
    const [detalleDuring, listaDuring] = await during;

    const cold = join(work, 'en-frio.tar.gz');
    const coldCopy = await timed(() => run('sh', ['-c', 'tar -C "$1" -cf - . | gzip -1 > "$2"', 'copia', data.dataDir ?? '', cold]));
    const coldBytes = (await stat(cold)).size;
    await rm(cold, { force: true });

    const restored = join(work, 'restaurada');
    const restore = await timed(() => restoreBackup({ file: backup.result.ruta, dataDir: restored, version: packageVersion() }));
    await rm(restored, { recursive: true, force: true });
    const extracted = join(work, 'extraida');
    await mkdir(extracted);
    const extraction = await timed(() => run('tar', ['-xzf', backup.result.ruta, '-C', extracted]));

    const t = backup.result.tiempos;
    const manifest = backup.result.manifiesto;
    const note =
      `${BACKUP_FIGURE}: ${megabytes(t.bytes)} de la carpeta de datos copiados en línea (inicio ${Math.round(t.startMs)} ms, archivos ${seconds(t.filesMs)}, ` +
      `fin y WAL ${Math.round(t.stopMs)} ms), abiertos y verificados en otro hilo en ${seconds(t.verifyMs)} (${Object.keys(manifest.tablas).length} tablas contadas), ` +
      `comprimidos en ${seconds(t.packMs)}. Lecturas sin pausa desde el proceso de carga: ${detalleDuring.requests} detalle y ${listaDuring.requests} lista durante la copia, ` +
      `${alone[0].requests} y ${alone[1].requests} sin ella (${aloneSeconds} s). La restauración: manifiesto, SHA-256 de cada parte, apertura, filas y huellas de cada tabla, ` +
      `migraciones (${restore.result.applied.length} aplicadas) y el cambio de carpeta.`;
    const readRow = (name: string, quiet: LoadSummary, busy: LoadSummary): BenchRow => ({
      figure: `${BACKUP_FIGURE}: ${name} durante la copia`,
      size: data.label,
      value: `p99 ${ms(busy.p99)} (p50 ${ms(busy.p50)}, máx ${ms(busy.max)})`,
      baseline: `p99 ${ms(quiet.p99)} (p50 ${ms(quiet.p50)}) sin copia`,
      ratio: times(busy.p99 / quiet.p99),
      goal: `p99 < ${GOAL_P99_MS} ms`,
      met: busy.p99 < GOAL_P99_MS,
    });
    return [
      {
        figure: `${BACKUP_FIGURE}: npm run backup con el servidor atendiendo`,
        size: data.label,
        value: `${seconds(backup.ms)}, ${megabytes(backup.result.bytes)}`,
        baseline: `${seconds(coldCopy.ms)}, ${megabytes(coldBytes)} tar | gzip -1 en frío`,
        ratio: times(backup.ms / coldCopy.ms),
        goal: 'sin detener el servidor',
        met: null,
        note,
      },
      {
        figure: `${BACKUP_FIGURE}: npm run restore`,
        size: data.label,
        value: seconds(restore.ms),
        baseline: `${seconds(extraction.ms)} tar -xzf sin verificar`,
        ratio: times(restore.ms / extraction.ms),
        goal: 'verificada antes de tocar los datos',
        met: null,
      },
      readRow('estudiante/detalle', checked('detalle sin copia', alone[0]), checked('detalle durante la copia', detalleDuring)),
      readRow('estudiante/lista', checked('lista sin copia', alone[1]), checked('lista durante la copia', listaDuring)),
    ];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Its own bound: at 100k the copy, the cold baseline and the restore take a minute and a half together. */
export const backupFigure: BenchFigure = { name: BACKUP_FIGURE, perSize: measure, budgetSeconds: 300 };
