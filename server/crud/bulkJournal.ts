// The journal of batches being written slice by slice (migration 005_bulk_staging.sql): each
// committed slice adds its ids in its own transaction, so at any moment the journal knows exactly
// what a batch has written, and a batch that never finished can be deleted whole.
import type { Database } from '../db/database';
import { ident } from './sql';

/** Batches this process is writing now, per database: any other journal entry was cut short. */
const running = new WeakMap<Database, Set<number>>();

function runningOn(db: Database): Set<number> {
  let batches = running.get(db);
  if (!batches) running.set(db, (batches = new Set()));
  return batches;
}

export async function startBatch(db: Database, table: string): Promise<number> {
  // The id is known, and marked as running, before the entry exists: no other import can take it for abandoned.
  const [{ id }] = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('cargas_masivas', 'id'))::integer AS id`);
  runningOn(db).add(id);
  await db.query('INSERT INTO cargas_masivas (id, tabla) VALUES ($1, $2)', [id, table]);
  return id;
}

/** Inside the slice's transaction: its rows are journaled exactly when they are committed. */
export async function journalSlice(tx: Database, batch: number, ids: number[]): Promise<void> {
  await tx.query('UPDATE cargas_masivas SET ids = ids || $2::integer[] WHERE id = $1', [batch, ids]);
}

/** Inside the batch's last transaction: from its commit on, the batch is complete. */
export async function finishBatch(tx: Database, batch: number): Promise<void> {
  await tx.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
}

export function forgetBatch(db: Database, batch: number): void {
  runningOn(db).delete(batch);
}

/** Deletes every row the batch wrote, and its entry, in one transaction. */
export async function undoBatch(db: Database, batch: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx.query<{ tabla: string; ids: number[] }>('SELECT tabla, ids FROM cargas_masivas WHERE id = $1', [batch]);
    if (entry && entry.ids.length > 0) await tx.query(`DELETE FROM ${ident(entry.tabla)} WHERE id = ANY($1::integer[])`, [entry.ids]);
    await tx.query('DELETE FROM cargas_masivas WHERE id = $1', [batch]);
  });
  forgetBatch(db, batch);
}

/** Undoes the batches cut short (not written by this process now); call before writing, or at start. */
export async function undoInterruptedBatches(db: Database): Promise<number> {
  const entries = await db.query<{ id: number }>('SELECT id FROM cargas_masivas ORDER BY id');
  const mine = runningOn(db);
  const abandoned = entries.filter((e) => !mine.has(e.id));
  for (const entry of abandoned) await undoBatch(db, entry.id);
  return abandoned.length;
}
