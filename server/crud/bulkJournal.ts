// The journal of batches written slice by slice on the embedded database (migrations 005, 030): each
// committed slice journals its rows in its own transaction, so the journal always knows what an
// unfinished batch has written. While a batch has its entry, its rows are hidden from every read of
// the engine (hiddenRowsCondition); its last transaction publishes them all at once by deleting the
// entry; a batch cut short — a slice failed, or the process died (recoverInterruptedBatches, run at
// start-up before the server listens) — is deleted whole. See README, 'Reliability'.
import type { Database } from '../db/database';
import { yieldToOthers } from './bulkChecks';
import { ident } from './sql';

/** Rows deleted per transaction when undoing or sweeping: the rows are hidden, so slices are safe. */
const UNDO_SLICE_ROWS = 2000;

/** Batches with a journal entry, per database (batch → table): running now, or left by an undo that failed. */
const pending = new WeakMap<Database, Map<number, string>>();

function pendingOn(db: Database): Map<number, string> {
  let batches = pending.get(db);
  if (!batches) pending.set(db, (batches = new Map()));
  return batches;
}

/**
 * The condition that leaves out `table`'s rows of unfinished batches, or null while it has none —
 * so reads pay nothing when no import runs. The embedded database lives in this process alone, so
 * this process knows every batch it has; PostgreSQL writes a batch in one transaction (no journal).
 */
export function hiddenRowsCondition(db: Database, table: string): string | null {
  const batches = pending.get(db);
  if (!batches || ![...batches.values()].includes(table)) return null;
  return `NOT EXISTS (SELECT 1 FROM cargas_masivas_filas f JOIN cargas_masivas c ON c.id = f.carga
    WHERE f.tabla = '${table.replace(/'/g, "''")}' AND f.fila_id = ${ident(table)}.id)`;
}

export async function startBatch(db: Database, table: string): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>('INSERT INTO cargas_masivas (tabla) VALUES ($1) RETURNING id', [table]);
  // Known before any of its rows is committed: from the first slice on, reads leave them out.
  pendingOn(db).set(id, table);
  return id;
}

/** Inside the slice's transaction: its rows are journaled exactly when they are committed. */
export async function journalSlice(tx: Database, batch: number, table: string, ids: number[]): Promise<void> {
  await tx.query('INSERT INTO cargas_masivas_filas (tabla, fila_id, carga) SELECT $1, unnest($2::integer[]), $3', [table, ids, batch]);
}

/** Inside the batch's last transaction: from its commit on, every row of the batch is visible. */
export async function finishBatch(tx: Database, batch: number): Promise<void> {
  await tx.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
}

/** After the last transaction committed: the batch no longer hides anything; its journal rows go, in slices. */
export async function settleBatch(db: Database, batch: number): Promise<void> {
  pendingOn(db).delete(batch);
  for (;;) {
    const swept = await db.query(
      `DELETE FROM cargas_masivas_filas WHERE (tabla, fila_id) IN
         (SELECT tabla, fila_id FROM cargas_masivas_filas WHERE carga = $1 LIMIT $2) RETURNING 1`,
      [batch, UNDO_SLICE_ROWS],
    );
    if (swept.length < UNDO_SLICE_ROWS) return;
    await yieldToOthers();
  }
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

/** Deletes every row the batch wrote, then its entry; throws BatchUndoError (the batch kept) when a delete is refused. */
export async function undoBatch(db: Database, batch: number, table: string): Promise<void> {
  const target = ident(table);
  try {
    for (;;) {
      // Journal rows and table rows go together, so a slice refused leaves both as they were.
      const deleted = await db.query(
        `WITH gone AS (
           DELETE FROM cargas_masivas_filas WHERE (tabla, fila_id) IN
             (SELECT tabla, fila_id FROM cargas_masivas_filas WHERE carga = $1 LIMIT $2)
           RETURNING fila_id)
         DELETE FROM ${target} WHERE id IN (SELECT fila_id FROM gone) RETURNING 1`,
        [batch, UNDO_SLICE_ROWS],
      );
      if (deleted.length === 0) {
        const [left] = await db.query('SELECT 1 FROM cargas_masivas_filas WHERE carga = $1 LIMIT 1', [batch]);
        if (!left) break;
      }
      await yieldToOthers();
    }
    await db.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
  } catch (error) {
    pendingOn(db).set(batch, table);
    throw new BatchUndoError(batch, table, undoFailureReason(error), error);
  }
  pendingOn(db).delete(batch);
}

export interface BatchRecovery {
  undone: number;
  /** Batches whose undo failed: still journaled and hidden, retried at the next start. */
  stuck: BatchUndoError[];
}

/**
 * At start-up, before the server listens: every journaled batch was cut short (no batch of this
 * database's can be running yet), so each is deleted, each on its own — one that cannot be undone
 * stays hidden and never stops the others, nor any later import. Journal rows of batches already
 * published (a crash during the sweep) are swept too.
 */
export async function recoverInterruptedBatches(db: Database): Promise<BatchRecovery> {
  const entries = await db.query<{ id: number; tabla: string }>('SELECT id, tabla FROM cargas_masivas ORDER BY id');
  const result: BatchRecovery = { undone: 0, stuck: [] };
  for (const entry of entries) {
    try {
      await undoBatch(db, entry.id, entry.tabla);
      result.undone += 1;
    } catch (error) {
      if (!(error instanceof BatchUndoError)) throw error;
      result.stuck.push(error);
    }
  }
  await db.query('DELETE FROM cargas_masivas_filas f WHERE NOT EXISTS (SELECT 1 FROM cargas_masivas c WHERE c.id = f.carga)');
  return result;
}
