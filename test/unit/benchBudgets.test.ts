import { describe, expect, it } from 'vitest';
import { judge, readBudgets, verdictLines } from '../../test/bench/check';
import { worstSection } from '../../test/bench/figures/studentRecord';
import type { BenchRow } from '../../test/bench/types';

const row = (key: string, value: number): BenchRow => ({ figure: key, value: '', baseline: '', ratio: '', goal: '', met: null, metric: { key, value } });
const budgets = {
  tolerance: 0.3,
  budgets: {
    ratio: { budget: 0.6, better: 'higher' as const, what: 'API ÷ SQL' },
    ms: { budget: 10, better: 'lower' as const, what: 'p50' },
  },
};

describe('bench budgets (--check)', () => {
  it('passes within the tolerance and fails past it, in the right direction', () => {
    expect(judge([row('ratio', 0.43), row('ms', 12.9)], budgets).map((v) => v.ok)).toEqual([true, true]);
    expect(judge([row('ratio', 0.41), row('ms', 13.1)], budgets).map((v) => v.ok)).toEqual([false, false]);
  });

  it('judges the worst of several values and fails what was not measured', () => {
    const [ratio, ms] = judge([row('ratio', 0.9), row('ratio', 0.3)], budgets);
    expect(ratio).toMatchObject({ value: 0.3, ok: false });
    expect(ms).toMatchObject({ value: null, ok: false });
    expect(verdictLines([ms])[0]).toMatch(/^FALLA ms: sin medir/);
    expect(judge([row('ms', Number.POSITIVE_INFINITY)], budgets)[1].ok).toBe(false);
  });

  it('bench/budgets.json names the eight guarded numbers', async () => {
    const file = await readBudgets(new URL('../../', import.meta.url).pathname);
    expect(Object.keys(file.budgets).sort()).toEqual([
      'buscar p50 ms',
      'buscar p99 ms',
      'detalle/sql',
      'lista/sql',
      'login KiB',
      'progreso/sql',
      'render/html',
      'secciones/sql',
    ]);
    expect(file.tolerance).toBe(0.3);
  });

  it("secciones/sql is the lowest section's ratio to its SQL, a section with errors counting as 0", () => {
    const section = (path: string, ratio: number, ok = true) => ({ path, ratio, ok });
    expect(worstSection([section('a', 0.9), section('b', 0.55), section('c', 0.7)])).toEqual({ path: 'b', value: 0.55 });
    // A failed section is the worst even when its loops' ratio looked good.
    expect(worstSection([section('a', 0.5), section('b', 1.2, false)])).toEqual({ path: 'b', value: 0 });
    expect(worstSection([section('a', 0.8), section('b', Number.NaN)])).toEqual({ path: 'b', value: 0 });
    expect(worstSection([])).toBeUndefined();
  });
});
