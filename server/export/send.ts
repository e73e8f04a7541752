// Answers a request with an exported file: CSV and .xlsx streamed batch by batch as the client reads
// them (the rows are read from the database only as fast as they are sent), .xls built in memory
// (reports only: bounded tables). Always a download (Content-Disposition: attachment), never cached.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EXPORT_MESSAGES, type ExportColumn, type ExportFormat, XLS_MAX_ROWS } from '../../core/engine/export/cells';
import { otherRequestsFirst } from '../db/database';
import { validationError } from '../errors/apiError';
import { contentDisposition } from '../http/contentDisposition';
import { csvChunks } from './csv';
import { xlsWorkbook } from './xls';
import { xlsxChunks } from './xlsxStream';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** Should a browser ever render the answer: no script, no plugin, no same-origin rights (as the stored files). */
const FILE_CSP = "sandbox; default-src 'none'";

export interface ExportSpec<Row> {
  format: ExportFormat;
  /** The download's name (exportFileName, core/engine/export/cells.ts). */
  fileName: string;
  /** The worksheet's name (xlsx, xls). */
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  /** The rows, batch by batch, in the file's order. */
  batches: AsyncIterable<readonly Row[]>;
}

/**
 * The batches with the first one already read: a failure to read it (the commonest: a query the
 * data refuses) is still an error answer, before any header is sent; later ones end the stream.
 * Before each later batch the event loop turns (otherRequestsFirst), whatever reads them: a
 * report's windows too, not only a list's (which turns before each of its statements).
 */
async function started<Row>(batches: AsyncIterable<readonly Row[]>): Promise<AsyncIterable<readonly Row[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const following = async () => {
    await otherRequestsFirst();
    return iterator.next();
  };
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (let next = await following(); !next.done; next = await following()) yield next.value;
      } finally {
        // Stopped early (a client gone): the source ends too (a generator's finally runs).
        await iterator.return?.();
      }
    },
  };
}

const FILE_HEADERS = ['content-type', 'content-disposition', 'content-security-policy'] as const;

/** The download's headers, set once the file is known to start (an error before that is a plain error answer). */
function fileHeaders(reply: FastifyReply, format: ExportFormat, fileName: string): FastifyReply {
  return reply
    .header('content-type', EXPORT_MEDIA_TYPES[format])
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP);
}

export async function sendExport<Row>(reply: FastifyReply, spec: ExportSpec<Row>): Promise<FastifyReply> {
  if (spec.format === 'xls') {
    const rows: Row[] = [];
    for await (const batch of spec.batches) {
      rows.push(...batch);
      if (rows.length > XLS_MAX_ROWS) throw validationError({ formato: EXPORT_MESSAGES.xlsTooManyRows });
    }
    return fileHeaders(reply, spec.format, spec.fileName).send(xlsWorkbook(spec.sheetName, spec.columns, rows));
  }
  const batches = await started(spec.batches);
  const chunks = spec.format === 'csv' ? csvChunks(spec.columns, batches) : xlsxChunks(spec.sheetName, spec.columns, batches);
  // Fastify pipes it with backpressure; an error once the headers are out is logged and the response
  // destroyed (the client sees a cut download, the server goes on).
  const stream = Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 });
  stream.on('error', (error) => {
    reply.log.warn({ err: error }, 'Exportación interrumpida');
    // Failed before a byte went out: Fastify answers through the error handler, whose JSON body must
    // not be sent as a file (this listener runs before Fastify's, which was attached by send()).
    if (!reply.raw.headersSent) for (const name of FILE_HEADERS) reply.removeHeader(name);
  });
  return fileHeaders(reply, spec.format, spec.fileName).send(stream);
}
