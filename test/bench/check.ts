// `npm run bench -- --check`: the quick subset's numbers against bench/budgets.json. A number more
// than `tolerance` worse than its budget (or not measured at all) fails the run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchRow } from './types';

export interface Budget {
  budget: number;
  better: 'higher' | 'lower';
  /** What the number is and where it comes from (shown beside it). */
  what: string;
}

export interface Budgets {
  /** 0.3: up to 30 % worse than the budget still passes (the machine's noise). */
  tolerance: number;
  budgets: Record<string, Budget>;
}

export interface Verdict {
  key: string;
  what: string;
  value: number | null;
  budget: number;
  limit: number;
  ok: boolean;
}

export async function readBudgets(root: string): Promise<Budgets> {
  return JSON.parse(await readFile(join(root, 'bench/budgets.json'), 'utf8')) as Budgets;
}

/** Each budget's verdict: the limit is the budget moved `tolerance` in the worse direction. */
export function judge(rows: readonly BenchRow[], { tolerance, budgets }: Budgets): Verdict[] {
  return Object.entries(budgets).map(([key, { budget, better, what }]) => {
    const values = rows.flatMap((r) => (r.metric?.key === key ? [r.metric.value] : []));
    const limit = better === 'higher' ? budget * (1 - tolerance) : budget * (1 + tolerance);
    // Several sizes or runs: the worst one counts.
    const value = values.length === 0 ? null : better === 'higher' ? Math.min(...values) : Math.max(...values);
    const ok = value !== null && Number.isFinite(value) && (better === 'higher' ? value >= limit : value <= limit);
    return { key, what, value, budget, limit, ok };
  });
}

export function verdictLines(verdicts: readonly Verdict[]): string[] {
  const number = (n: number | null) => (n === null || !Number.isFinite(n) ? 'sin medir' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
  return verdicts.map(
    (v) => `${v.ok ? 'ok   ' : 'FALLA'} ${v.key}: ${number(v.value)} (presupuesto ${number(v.budget)}, límite ${number(v.limit)}) — ${v.what}`,
  );
}
