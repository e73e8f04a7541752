// The journal of batches written slice by slice on the embedded database (migrations 005, 030). A
// batch takes all its ids at start, one unbroken range of its table's sequence, and journals the
// range before writing. While its entry exists the range is hidden from every read of the engine
// (hiddenRowsCondition); its last transaction publishes every row at once by deleting the entry; a
// batch cut short — a slice failed, or the process died (recoverInterruptedBatches, at start-up
// before the server listens) — is deleted whole. See docs/operations.md, 'Reliability'.
import type { Database } from '../db/database';
import { yieldToOthers } from './slices';
import { ident } from '../db/sql';

/** Rows deleted per transaction when undoing: the rows are hidden, so slices are safe. */
const UNDO_SLICE_ROWS = 2000;

interface PendingBatch {
  table: string;
  firstId: number;
  lastId: number;
}

/** Batches with a journal entry, per database: running now, or left by an undo that failed. */
const pending = new WeakMap<Database, Map<number, PendingBatch>>();

function pendingOn(db: Database): Map<number, PendingBatch> {
  let batches = pending.get(db);
  if (!batches) pending.set(db, (batches = new Map()));
  return batches;
}

/**
 * The condition leaving out `table`'s rows of unfinished batches, or null while it has none, so
 * reads pay nothing when no import runs. The embedded database lives in this process alone, which
 * therefore knows every batch; PostgreSQL writes a batch in one transaction and keeps no journal.
 */
export function hiddenRowsCondition(db: Database, table: string): string | null {
  const ranges = [...(pending.get(db)?.values() ?? [])].filter((b) => b.table === table);
  if (ranges.length === 0) return null;
  const id = `${ident(table)}.id`;
  // Integers from this process's own journal, never from a request.
  return ranges.map((b) => `${id} NOT BETWEEN ${Math.trunc(b.firstId)} AND ${Math.trunc(b.lastId)}`).join(' AND ');
}

export interface Batch {
  id: number;
  /** The ids of the batch's rows, in row order. */
  ids: number[];
}

/** Takes `rows` consecutive ids of `table` and journals them, before any row is written. */
export async function startBatch(db: Database, table: string, rows: number): Promise<Batch> {
  // One statement moves the sequence past the whole range: on PGlite nothing runs in between.
  const [{ ultimo }] = await db.query<{ ultimo: number }>(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1)::integer AS ultimo`,
    [table, rows],
  );
  const firstId = ultimo - rows + 1;
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO cargas_masivas (tabla, primer_id, ultimo_id) VALUES ($1, $2, $3) RETURNING id',
    [table, firstId, ultimo],
  );
  pendingOn(db).set(id, { table, firstId, lastId: ultimo });
  return { id, ids: Array.from({ length: rows }, (_, i) => firstId + i) };
}

/** Inside the batch's last transaction: from its commit on, every row of the batch is there for all. */
export async function finishBatch(tx: Database, batch: number): Promise<void> {
  await tx.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
}

/** After the last transaction committed: reads stop leaving the range out. */
export function settleBatch(db: Database, batch: number): void {
  pendingOn(db).delete(batch);
}

/** A batch whose rows could not all be deleted: it stays journaled (its rows hidden) and names why. */
export class BatchUndoError extends Error {
  constructor(
    readonly batch: number,
    readonly table: string,
    readonly reason: string,
    readonly original: unknown,
  ) {
    super(`La carga masiva ${batch} (${table}) no se pudo deshacer: ${reason}. Sus filas siguen ocultas; se reintentará al reiniciar el servidor.`);
    this.name = 'BatchUndoError';
  }
}

/** What stopped a delete, in words: a row still referenced names the row and the referencing table. */
export function undoFailureReason(error: unknown): string {
  const { code, detail, message } = (error ?? {}) as { code?: unknown; detail?: unknown; message?: unknown };
  const referenced = /Key \(id\)=\((\d+)\) is still referenced from table "([^"]+)"/.exec(typeof detail === 'string' ? detail : '');
  if (code === '23503' && referenced) return `la fila ${referenced[1]} está en uso en ${referenced[2]}`;
  return `error de la base de datos (${typeof message === 'string' ? message.slice(0, 200) : String(error)})`;
}

/** Deletes every row of the batch's range, then its entry; throws BatchUndoError (the batch kept) when a delete is refused. */
export async function undoBatch(db: Database, batch: number): Promise<void> {
  const [entry] = await db.query<{ tabla: string; primer_id: number; ultimo_id: number }>(
    'SELECT tabla, primer_id, ultimo_id FROM cargas_masivas WHERE id = $1',
    [batch],
  );
  if (!entry) return settleBatch(db, batch);
  pendingOn(db).set(batch, { table: entry.tabla, firstId: entry.primer_id, lastId: entry.ultimo_id });
  try {
    for (let from = entry.primer_id; from <= entry.ultimo_id; from += UNDO_SLICE_ROWS) {
      const to = Math.min(entry.ultimo_id, from + UNDO_SLICE_ROWS - 1);
      await db.query(`DELETE FROM ${ident(entry.tabla)} WHERE id BETWEEN $1 AND $2`, [from, to]);
      await yieldToOthers();
    }
    await db.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
  } catch (error) {
    throw new BatchUndoError(batch, entry.tabla, undoFailureReason(error), error);
  }
  settleBatch(db, batch);
}

/** Batches journaled now (running, or kept by an undo that failed): the metrics' import_journal_batches. */
export async function journaledBatchCount(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM cargas_masivas');
  return row.n;
}

export interface BatchRecovery {
  undone: number;
  /** Batches whose undo failed: still journaled and hidden, retried at the next start. */
  stuck: BatchUndoError[];
}

/**
 * At start-up, before the server listens: every journaled batch was cut short (none of this
 * database's can be running yet), so each is deleted, each on its own — one that cannot be undone
 * stays hidden and stops neither the others nor any later import.
 */
export async function recoverInterruptedBatches(db: Database): Promise<BatchRecovery> {
  const entries = await db.query<{ id: number }>('SELECT id FROM cargas_masivas ORDER BY id');
  const result: BatchRecovery = { undone: 0, stuck: [] };
  for (const entry of entries) {
    try {
      await undoBatch(db, entry.id);
      result.undone += 1;
    } catch (error) {
      if (!(error instanceof BatchUndoError)) throw error;
      result.stuck.push(error);
    }
  }
  return result;
}
