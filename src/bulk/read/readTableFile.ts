// A chosen file → its rows, read in a Web Worker (table.worker.ts) so neither decoding a large CSV
// nor unzipping a workbook freezes the page; the rows come back in batches, reported as progress.
// Where there is no Worker (jsdom in the component tests) the reader is loaded and run here instead.
import type { ProgressListener } from '../types';
import { READ_MESSAGES, ReadRefusal, type ReadOptions, type ReadTable } from './readRules';
import type { TableReply, TableRequest } from './workerMessages';

export async function readTableFile(file: File, options: ReadOptions = {}, onProgress?: ProgressListener): Promise<ReadTable> {
  const buffer = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { readTable } = await import('./readTable');
    const table = readTable(new Uint8Array(buffer), file.name, options);
    onProgress?.(1);
    return table;
  }
  const worker = new Worker(new URL('./table.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ReadTable>((resolve, reject) => {
    const rows: string[][] = [];
    const fail = (message: string) => {
      worker.terminate();
      reject(new ReadRefusal(message));
    };
    worker.onmessage = (event: MessageEvent<TableReply>) => {
      const message = event.data;
      if (message.kind === 'refused') return fail(message.message);
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        onProgress?.(message.total ? rows.length / message.total : 1);
        return;
      }
      worker.terminate();
      onProgress?.(1);
      resolve({ rows, source: message.source });
    };
    // The worker failed to load or ran out of memory: no refusal of the reader to show.
    worker.onerror = (event) => {
      event.preventDefault();
      fail(READ_MESSAGES.unreadable);
    };
    worker.onmessageerror = () => fail(READ_MESSAGES.unreadable);
    const request: TableRequest = { buffer, fileName: file.name, options };
    worker.postMessage(request, [buffer]);
  });
}
