// The rows of the PostgreSQL bench (issue 21, item 3), each beside its baseline of the same run:
// the API against the same SQL run directly; buscar's latency goals; p99 at the largest size against
// the smallest; two processes against one; and the memory of one process.
import { sizeLabel } from '../dataset';
import { ms, rate } from '../format';
import type { LoadSummary } from '../stats';
import type { BenchRow } from '../types';
import type { EndpointName } from './targets';

export interface Measured {
  size: number;
  workers: number;
  endpoint: EndpointName;
  clients: number;
  api: LoadSummary;
  sql: LoadSummary;
  /** Load average (1 min) when this pair ended. */
  load: number;
  /** CPU ms per request of each group of processes, on each side. */
  cpu: { api: Record<string, number>; sql: Record<string, number> };
}

export interface MemoryFigure {
  label: string;
  mib: number | null;
  note?: string;
}

const where = (m: Pick<Measured, 'size' | 'workers' | 'clients'>) => `${sizeLabel(m.size)} · ${m.workers} proc. · ${m.clients} cl.`;
const brief = (s: LoadSummary) => `${rate(s.rps)} · p50 ${ms(s.p50)} · p99 ${ms(s.p99)}`;
const clean = (...s: LoadSummary[]) => s.every((x) => x.errors === 0 && x.requests > 0);

const cpuText = (perOp: Record<string, number>, names: string[]) => names.map((n) => `${n} ${(perOp[n] ?? 0).toFixed(2)}`).join(', ');

/** CPU per request of each side (ms), and any errors. */
function measureNote(m: Measured): string {
  const bad = [m.api.errors > 0 ? `API ${m.api.errors} errores (${m.api.firstError})` : '', m.sql.errors > 0 ? `SQL ${m.sql.errors} errores (${m.sql.firstError})` : ''].filter(Boolean);
  return (
    `PG ${m.endpoint} ${where(m)}: ms de CPU por petición — API: ${cpuText(m.cpu.api, ['servidor', 'PostgreSQL', 'generador HTTP'])}; ` +
    `SQL directa: ${cpuText(m.cpu.sql, ['este proceso', 'PostgreSQL'])}.` +
    (bad.length > 0 ? ` ${bad.join('; ')}.` : '')
  );
}

function apiVsSql(m: Measured): BenchRow {
  const ratio = m.api.rps / m.sql.rps;
  return {
    figure: `PG ${m.endpoint}: API vs la misma SQL directa`,
    size: where(m),
    value: brief(m.api),
    baseline: `${brief(m.sql)} (SQL, carga ${m.load.toFixed(1)})`,
    ratio: ratio.toFixed(2),
    goal: '≥ 0.6',
    met: clean(m.api, m.sql) && ratio >= 0.6,
    note: measureNote(m),
  };
}

function buscarLatency(m: Measured): BenchRow[] {
  return [
    { figure: 'PG buscar p50 (API)', size: where(m), value: ms(m.api.p50), baseline: `${ms(m.sql.p50)} (SQL)`, ratio: '', goal: '≤ 15 ms', met: clean(m.api) && m.api.p50 <= 15 },
    { figure: 'PG buscar p99 (API)', size: where(m), value: ms(m.api.p99), baseline: `${ms(m.sql.p99)} (SQL)`, ratio: '', goal: '≤ 50 ms', met: clean(m.api) && m.api.p99 <= 50 },
  ];
}

function p99Growth(large: Measured, small: Measured): BenchRow {
  const ratio = large.api.p99 / small.api.p99;
  return {
    figure: `PG ${large.endpoint}: p99 ${sizeLabel(large.size)} vs ${sizeLabel(small.size)} (API)`,
    size: `${large.workers} proc. · ${large.clients} cl.`,
    value: ms(large.api.p99),
    baseline: `${ms(small.api.p99)} (${sizeLabel(small.size)}); SQL ${ms(large.sql.p99)} vs ${ms(small.sql.p99)}`,
    ratio: `${ratio.toFixed(2)}×`,
    goal: '≤ 1.5×',
    met: clean(large.api, small.api) && ratio <= 1.5,
  };
}

function scaling(many: Measured, one: Measured): BenchRow {
  const ratio = many.api.rps / one.api.rps;
  return {
    figure: `PG ${many.endpoint}: ${many.workers} procesos vs ${one.workers} (API)`,
    size: `${sizeLabel(many.size)} · ${many.clients} cl.`,
    value: rate(many.api.rps),
    baseline: `${rate(one.api.rps)} (${one.workers} proc.)`,
    ratio: `${ratio.toFixed(2)}×`,
    goal: `≥ ${(0.8 * (many.workers / one.workers)).toFixed(1)}×`,
    met: clean(many.api, one.api) && ratio >= 0.8 * (many.workers / one.workers),
  };
}

export function pgRows(measured: Measured[], memory: MemoryFigure[]): BenchRow[] {
  const rows = measured.map(apiVsSql);
  const sizes = [...new Set(measured.map((m) => m.size))].sort((a, b) => a - b);
  const workers = [...new Set(measured.map((m) => m.workers))].sort((a, b) => a - b);
  const most = workers.at(-1) ?? 1;
  const find = (m: Pick<Measured, 'size' | 'workers' | 'endpoint' | 'clients'>) =>
    measured.find((x) => x.size === m.size && x.workers === m.workers && x.endpoint === m.endpoint && x.clients === m.clients);
  for (const m of measured) if (m.endpoint === 'buscar' && m.clients === 10 && m.workers === most) rows.push(...buscarLatency(m));
  if (sizes.length > 1) {
    for (const m of measured.filter((x) => x.size === sizes.at(-1))) {
      const small = find({ ...m, size: sizes[0] });
      if (small) rows.push(p99Growth(m, small));
    }
  }
  if (workers.length > 1) {
    for (const m of measured.filter((x) => x.workers === most)) {
      const one = find({ ...m, workers: workers[0] });
      if (one) rows.push(scaling(m, one));
    }
  }
  for (const mem of memory) {
    rows.push({ figure: `PG memoria de un proceso: ${mem.label}`, value: mem.mib === null ? '—' : `${mem.mib.toFixed(0)} MiB RSS`, baseline: '', ratio: '', goal: '', met: null, note: mem.note });
  }
  return rows;
}
