// The journal of payment-update batches being written slice by slice on PGlite (migration 028): each
// slice records, in its own transaction, every student it changed with the method it had, so a batch
// cut short can be put back whole; the batch's last transaction empties it with the audit event.
import type { Database } from '../db/database';

/** Batches this process is writing now, per database: any other journal entry was cut short. */
const running = new WeakMap<Database, Set<number>>();

function runningOn(db: Database): Set<number> {
  let batches = running.get(db);
  if (!batches) running.set(db, (batches = new Set()));
  return batches;
}

/** A new batch number, marked as running before any of its rows exists (no other call takes it for abandoned). */
export async function startPaymentBatch(db: Database): Promise<number> {
  const [{ lote }] = await db.query<{ lote: number }>(`SELECT nextval('medios_pago_lote_seq')::integer AS lote`);
  runningOn(db).add(lote);
  return lote;
}

/** Inside the batch's last transaction: from its commit on, the batch is complete. */
export async function finishPaymentBatch(tx: Database, lote: number): Promise<void> {
  await tx.query('DELETE FROM medios_pago_lotes WHERE lote = $1', [lote]);
}

export function forgetPaymentBatch(db: Database, lote: number): void {
  runningOn(db).delete(lote);
}

/**
 * Puts back the method each journaled student had, where the batch's value is still there (a change
 * made since by someone else stays), and empties the batch's entry, in one transaction.
 */
export async function undoPaymentBatch(db: Database, lote: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE usuarios u SET tipo_pago = j.tipo_pago_anterior
       FROM medios_pago_lotes j
       WHERE j.lote = $1 AND u.id = j.usuario_id AND u.tipo_pago IS NOT DISTINCT FROM j.tipo_pago_nuevo`,
      [lote],
    );
    await finishPaymentBatch(tx, lote);
  });
  forgetPaymentBatch(db, lote);
}

/** Undoes the batches cut short (not being written by this process now); call before writing. */
export async function undoInterruptedPaymentBatches(db: Database): Promise<number> {
  const entries = await db.query<{ lote: number }>('SELECT DISTINCT lote FROM medios_pago_lotes ORDER BY lote');
  const mine = runningOn(db);
  const abandoned = entries.filter((e) => !mine.has(e.lote));
  for (const entry of abandoned) await undoPaymentBatch(db, entry.lote);
  return abandoned.length;
}
