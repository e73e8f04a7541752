// actualizar_medios_pago's write (its SQL: paymentSql.ts). On PostgreSQL it is one transaction (readers
// are never blocked by it). The embedded PGlite has one connection that a transaction holds until it
// commits, so there the rows go in short transactions of about PAYMENT_SLICE_MS each, journaled
// (paymentJournal.ts): if one fails, or the process stops, the changed students are put back; the
// audit event goes in the last transaction, with the journal's removal.
import type { Session } from '../auth/session';
import { recordEvent } from '../audit/events';
import { yieldToOthers } from '../crud/slices';
import type { Database } from '../db/database';
import { evenWhileStopping } from '../db/interrupt';
import { finishPaymentBatch, forgetPaymentBatch, startPaymentBatch, undoInterruptedPaymentBatches, undoPaymentBatch } from './paymentJournal';
import type { PaymentTargets } from './paymentRows';
import { lockTargets, type PaymentWriteResult, writeSlice } from './paymentSql';

/** Target duration of one write transaction on PGlite: what another request may have to wait. */
export const PAYMENT_SLICE_MS = 40;
const FIRST_SLICE_ROWS = 100;
const MIN_SLICE_ROWS = 20;
const MAX_SLICE_ROWS = 5000;

/** Ids ascending: neighbouring rows share pages (and PostgreSQL locks them in that order). */
function sortedById(targets: PaymentTargets): PaymentTargets {
  const order = targets.ids.map((_, i) => i).sort((a, b) => targets.ids[a] - targets.ids[b]);
  return { ids: order.map((i) => targets.ids[i]), tipos: order.map((i) => targets.tipos[i]) };
}

function add(total: PaymentWriteResult, part: PaymentWriteResult): void {
  total.actualizados += part.actualizados;
  total.sin_cambio += part.sin_cambio;
  for (const id of part.ausentes) total.ausentes.push(id);
}

/** What completes the call inside its last transaction (its audit event), given what was written. */
export type FinishPayments = (tx: Database, result: PaymentWriteResult) => Promise<void>;

async function writeSliced(db: Database, session: Session, targets: PaymentTargets, finish: FinishPayments, lote: number): Promise<PaymentWriteResult> {
  const total: PaymentWriteResult = { actualizados: 0, sin_cambio: 0, ausentes: [] };
  let size = FIRST_SLICE_ROWS;
  let start = 0;
  while (start < targets.ids.length) {
    const end = Math.min(targets.ids.length, start + size);
    let began = 0;
    const part = await db.transaction((tx) => {
      began = performance.now();
      return writeSlice(tx, session, targets.ids.slice(start, end), targets.tipos.slice(start, end), lote);
    });
    add(total, part);
    // Rows per slice follow the measured speed (from inside the transaction: waiting for the
    // connection is not the slice's cost), so each slice stays near PAYMENT_SLICE_MS on any machine.
    const perRow = Math.max(0.001, (performance.now() - began) / (end - start));
    size = Math.round(Math.min(MAX_SLICE_ROWS, Math.max(MIN_SLICE_ROWS, PAYMENT_SLICE_MS / perRow)));
    start = end;
    await yieldToOthers();
  }
  await db.transaction(async (tx) => {
    await finish(tx, total);
    await finishPaymentBatch(tx, lote);
  });
  return total;
}

/** Updates every reachable target (all or nothing) and runs `finish` in the same last transaction. */
export async function writePayments(db: Database, session: Session, unsorted: PaymentTargets, finish: FinishPayments): Promise<PaymentWriteResult> {
  const targets = sortedById(unsorted);
  if (db.kind !== 'pglite') {
    return db.transaction(async (tx) => {
      await lockTargets(tx, session, targets.ids);
      const result = await writeSlice(tx, session, targets.ids, targets.tipos, null);
      await finish(tx, result);
      return result;
    });
  }
  await undoInterruptedPaymentBatches(db);
  const lote = await startPaymentBatch(db);
  try {
    return await writeSliced(db, session, targets, finish, lote);
  } catch (error) {
    // Its own transaction, spared when a stop interrupted the write (server/db/interrupt.ts).
    await evenWhileStopping(() => undoPaymentBatch(db, lote)).catch(() => undefined);
    throw error;
  } finally {
    forgetPaymentBatch(db, lote);
  }
}

/** The call's one audit event (the trail's rule), when some student changed. */
export function auditPayments(session: Session, errores: number): FinishPayments {
  return async (tx, result) => {
    if (result.actualizados === 0) return;
    await recordEvent(tx, {
      universo: 'estudiantes',
      tipo: 'actualizar_medios_pago',
      evento: `Medios de pago actualizados: ${result.actualizados} estudiantes`,
      contenido: { actualizados: result.actualizados, sin_cambio: result.sin_cambio, errores: errores + result.ausentes.length },
      usuarioId: session.userId,
    });
  };
}
