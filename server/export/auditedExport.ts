// Every export leaves one audit event (docs/security.md 'Exports of personal data'; Ley 1581 de 2012):
// who, which list or report, its filter, how many rows, the format and the file. The rows are
// counted as they are handed to the file, so the event is written once the last batch was read
// (or the download stopped: `completa` false), before the file's end goes out.
import type { FastifyBaseLogger } from 'fastify';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';

export interface ExportAudit {
  db: Database;
  log: FastifyBaseLogger;
  usuarioId: number;
  /** The list's resource (its name) or 'reportes'. */
  universo: string;
  /** The audit trail's sentence: 'Exportación de Estudiantes'. */
  evento: string;
  /** What was asked: the resource or report, its filter, the format, the file's name… */
  contenido: Record<string, unknown>;
}

export function auditedBatches<Row>(batches: AsyncIterable<readonly Row[]>, audit: ExportAudit): AsyncIterable<readonly Row[]> {
  return {
    async *[Symbol.asyncIterator]() {
      let filas = 0;
      let completa = false;
      try {
        for await (const batch of batches) {
          filas += batch.length;
          yield batch;
        }
        completa = true;
      } finally {
        const { db, log, usuarioId, universo, evento, contenido } = audit;
        // A failed write is logged, not thrown: the rows already went out.
        await recordEvent(db, { universo, tipo: 'exportar', evento, contenido: { ...contenido, filas, completa }, usuarioId }).catch((error: unknown) =>
          log.error({ err: error }, 'No se pudo registrar la exportación en la auditoría'),
        );
      }
    },
  };
}
