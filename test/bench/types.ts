// The contract between run.ts and each figure module: a figure returns rows; run.ts prints them.
import type { BenchDataset } from './dataset';
import type { LoadClient } from './load';

/** One line of the printed table: a measured value beside its baseline from the same run. */
export interface BenchRow {
  figure: string;
  /** e.g. '10k', '100k'; empty when the figure does not depend on the data size. */
  size?: string;
  value: string;
  baseline: string;
  /** value/baseline (or the inverse for times), already formatted; '' when meaningless. */
  ratio: string;
  goal: string;
  /** null: not judged (pending, informative or failed). */
  met: boolean | null;
  /** Shown under the table: how it was measured, or why it failed. */
  note?: string;
  /** Rows with a section are printed in their own table after the figures (profiles). */
  section?: string;
  /** The number `--check` compares with bench/budgets.json under this key. */
  metric?: BenchMetric;
}

export interface BenchMetric {
  key: string;
  value: number;
}

export interface BenchEnv {
  /** Time budget of one figure (per size): its loops share it, so each figure ends by then. */
  maxSeconds: number;
  /** Data sizes of this run, ascending. */
  sizes: number[];
  /** --perfil-cpu: sample the server's CPU during the detalle load and print where it goes. */
  cpuProfile: boolean;
  /** --check: the quick subset; a figure leaves out what no budget reads. */
  check?: boolean;
  load: LoadClient;
  /** Repository root (absolute path, ends with '/'). */
  root: string;
}

/**
 * A figure: `perSize` runs once per data size against the dataset built for it (database, API and
 * json-server already up); `once` runs once, with whatever it builds itself.
 */
export type BenchFigure =
  | {
      name: string;
      perSize: (data: BenchDataset, env: BenchEnv) => Promise<BenchRow[]>;
      /** Its own time bound per size, for a figure that copies the whole database (default: 3 × --seconds). */
      budgetSeconds?: number;
    }
  | {
      name: string;
      once: (env: BenchEnv) => Promise<BenchRow[]>;
      /** Its own time bound, for a figure that builds a large database (default: 6 × --seconds). */
      budgetSeconds?: number;
    };

/** A row for a figure that another module will measure (shown as 'pendiente'). */
export function pendingRows(figure: string, goal: string, owner: string): BenchRow[] {
  return [{ figure, value: 'pendiente', baseline: 'pendiente', ratio: '', goal, met: null, note: `pendiente: ${owner}` }];
}

/** A row saying that the figure could not be measured in this run, and why. */
export function failedRow(figure: string, goal: string, error: unknown, size?: string): BenchRow {
  const message = error instanceof Error ? error.message : String(error);
  return { figure, size, value: 'error', baseline: '', ratio: '', goal, met: null, note: `${figure}: ${message.split('\n')[0]}` };
}
