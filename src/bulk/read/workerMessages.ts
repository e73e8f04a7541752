// What the page and table.worker.ts say to each other: one file's bytes (transferred) and the
// person's read options in; its rows in batches (each small enough to copy without a long task on
// the page), then how they were read, or the refusal's message.
import type { ReadOptions, TableSource } from './readRules';

export interface TableRequest {
  buffer: ArrayBuffer;
  fileName: string;
  options: ReadOptions;
}

export type TableReply =
  | { kind: 'rows'; rows: string[][]; total: number }
  | { kind: 'done'; source: TableSource }
  | { kind: 'refused'; message: string };

/** Rows per message: a batch of 12-cell rows copies in a few milliseconds. */
export const ROWS_PER_MESSAGE = 2000;
