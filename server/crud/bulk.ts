// crear_masivo: one rule for every resource. A batch is all or nothing: if any line is bad nothing
// is written and the answer names every bad line with its field errors (400, see bulkErrors.ts);
// otherwise every line is written and the answer lists the new ids. Checking happens outside any
// transaction and writing in short transactions (bulkChecks.ts, bulkWrite.ts), so a 20,000-line
// load does not stall the other requests.
import { ident } from '../db/sql';
import { isInterruption } from '../db/interrupt';
import { BULK_TEXTS } from '../../core/engine/bulkMessages';
import { recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import { checkBulkRows } from './bulkChecks';
import { bulkRowsError } from './bulkErrors';
import { writeAllOrNothing } from './bulkWrite';
import type { ResourceService } from './writes';

export interface BulkRowResult {
  /** 1-based position of the line in `registros`. */
  fila: number;
  ok: true;
  id: number;
}

/** Loads of at least this many rows refresh the table's planner statistics. */
export const ANALYZE_AFTER_ROWS = 500;

/**
 * A big load changes the table's statistics: the planner learns them now, not at the next
 * autovacuum (PGlite has none), so the searches and lists after it keep their index plans. The
 * embedded database runs in this process: a full ANALYZE of 100,000 students would stall every
 * other request for a third of a second, so it samples a tenth as many rows there.
 */
async function refreshStatistics(service: ResourceService): Promise<void> {
  const table = ident(service.decl.table);
  if (service.db.kind !== 'pglite') {
    await service.db.query(`ANALYZE ${table}`);
    return;
  }
  await service.db.transaction(async (tx) => {
    await tx.query('SET LOCAL default_statistics_target = 10');
    await tx.query(`ANALYZE ${table}`);
  });
  // Nor does a VACUUM ever run there: the load's rows would stay in the trigram index's pending list,
  // which every search then reads whole (204 pages after 100,000 students: a search that finds no
  // one took 7.5 ms instead of 2.4), and off the visibility map, so an index-only walk (a list page,
  // a surname search) reads their heap pages too. Issue 44; ~0.1 s after 100,000 rows.
  await service.db.exec(`VACUUM ${table}`);
}

/**
 * After a write of `rows` rows (crear_masivo, importar): the table's statistics refreshed once they
 * are ANALYZE_AFTER_ROWS or more. The rows are published: a stop interrupting the refresh
 * (server/db/interrupt.ts) does not make the answer a failure.
 */
export async function refreshAfterLoad(service: ResourceService, rows: number): Promise<void> {
  if (rows < ANALYZE_AFTER_ROWS) return;
  await refreshStatistics(service).catch((error: unknown) => {
    if (!isInterruption(error)) throw error;
  });
}

export interface BulkResult {
  mensaje: string;
  creados: number;
  resultados: BulkRowResult[];
}

/** `session`: the caller, whose permitted sedes bound the new records and who signs the audit event. */
export async function bulkCreate(service: ResourceService, input: Record<string, unknown>[], session: Session): Promise<BulkResult> {
  const { rows, errors } = await checkBulkRows(service, input, session);
  if (errors.size > 0) throw bulkRowsError(errors);
  const mensaje = BULK_TEXTS.created(rows.length);
  // One audit event per batch, committed with the batch's last write (none when nothing is kept).
  const ids = await writeAllOrNothing(service, rows, (tx, written) =>
    recordEvent(tx, { universo: service.decl.name, tipo: 'crear_masivo', evento: mensaje, contenido: { ids: written }, usuarioId: session.userId }),
  );
  await refreshAfterLoad(service, ids.length);
  return {
    mensaje,
    creados: ids.length,
    resultados: ids.map((id, index) => ({ fila: index + 1, ok: true, id })),
  };
}
