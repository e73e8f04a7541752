// crear_masivo's write phase, for a batch already checked line by line. On PostgreSQL it is one
// transaction (readers are never blocked by it). The embedded PGlite has a single connection and a
// transaction holds it until it commits — 20,000 inserts hold it for seconds — so there the batch is
// written in short transactions of about SLICE_MS each, yielding between them, each journaled
// (bulkJournal.ts: the batch's ids are taken, and journaled, before the first row): its rows stay
// hidden from every read until the last transaction publishes them all; if a slice fails, or the
// process stops, what was written is deleted: all or nothing.
import type { Database } from '../db/database';
import { ApiError } from '../errors/apiError';
import { yieldToOthers } from './slices';
import { bulkRowsError, bulkWriteFailure } from './bulkErrors';
import { type Batch, BatchUndoError, finishBatch, settleBatch, startBatch, undoBatch } from './bulkJournal';
import { uniqueErrors } from './checks';
import type { WriteRow } from './hooksTypes';
import type { ResourceService } from './writes';

/** Target duration of one write transaction on PGlite: what another request may have to wait. */
const SLICE_MS = 40;
const FIRST_SLICE_ROWS = 100;
const MIN_SLICE_ROWS = 20;
const MAX_SLICE_ROWS = 5000;

/** What completes the batch, inside its last transaction (e.g. its audit event). */
export type FinishBatch = (tx: Database, ids: number[]) => Promise<void>;

/** One slice: uniqueness checked again (another import may have written the same value since), hooks, insert. */
async function insertSlice(tx: Database, service: ResourceService, rows: WriteRow[], offset: number, ids?: number[]): Promise<number[]> {
  const duplicates = await uniqueErrors(tx, service, rows);
  if (duplicates.size > 0) throw bulkRowsError(duplicates, offset);
  await service.hooks.beforeWrite?.(tx, rows, 'bulk');
  // The table's unique constraints stay the final guarantee (a violation lands in bulkWriteFailure).
  const inserted = await service.repo.insertMany(rows, tx, ids);
  await service.hooks.afterInsert?.(tx, rows, inserted);
  return inserted;
}

async function writeSliced(service: ResourceService, rows: WriteRow[], finish: FinishBatch, batch: Batch): Promise<number[]> {
  const { db } = service;
  const written: number[] = [];
  let size = FIRST_SLICE_ROWS;
  while (written.length < rows.length) {
    const start = written.length;
    let began = 0;
    const ids = await db.transaction((tx) => {
      began = performance.now();
      return insertSlice(tx, service, rows.slice(start, start + size), start, batch.ids.slice(start, start + size));
    });
    for (const id of ids) written.push(id);
    // Rows per slice follow the measured speed (from inside the transaction: waiting for the
    // connection is not the slice's cost), so each slice stays near SLICE_MS on any machine.
    const perRow = Math.max(0.01, (performance.now() - began) / ids.length);
    size = Math.round(Math.min(MAX_SLICE_ROWS, Math.max(MIN_SLICE_ROWS, SLICE_MS / perRow)));
    await yieldToOthers();
  }
  await db.transaction(async (tx) => {
    await finish(tx, written);
    await finishBatch(tx, batch.id);
  });
  return written;
}

/** Inserts every row or none; returns the new ids in row order. */
export async function writeAllOrNothing(service: ResourceService, rows: WriteRow[], finish: FinishBatch): Promise<number[]> {
  const { db } = service;
  if (db.kind !== 'pglite') {
    try {
      return await db.transaction(async (tx) => {
        const ids = await insertSlice(tx, service, rows, 0);
        await finish(tx, ids);
        return ids;
      });
    } catch (error) {
      throw bulkWriteFailure(error, rows);
    }
  }
  const batch = await startBatch(db, service.decl.table, rows.length);
  let ids: number[];
  try {
    ids = await writeSliced(service, rows, finish, batch);
  } catch (error) {
    const failure = bulkWriteFailure(error, rows);
    try {
      await undoBatch(db, batch.id);
    } catch (undo) {
      // Its rows stay hidden and journaled (retried at the next start); other imports go on.
      const reason = undo instanceof BatchUndoError ? undo.reason : String(undo);
      throw new ApiError(500, 'InternalError', `${failure.message} No se pudo deshacer lo escrito (${reason}): queda oculto y se deshará al reiniciar el servidor.`, undefined, undo);
    }
    throw failure;
  }
  settleBatch(db, batch.id);
  return ids;
}
