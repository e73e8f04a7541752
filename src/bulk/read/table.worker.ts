// The import's reading thread: a file in, its rows out in batches (workerMessages.ts). Started by
// readTableFile for one file and ended once it answers.
import { readFailureMessage, readTable } from './readTable';
import { ROWS_PER_MESSAGE, type TableReply, type TableRequest } from './workerMessages';

declare const self: DedicatedWorkerGlobalScope;

const reply = (message: TableReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<TableRequest>) => {
  const { buffer, fileName, options } = event.data;
  try {
    const table = readTable(new Uint8Array(buffer), fileName, options);
    for (let start = 0; start < table.rows.length; start += ROWS_PER_MESSAGE) {
      reply({ kind: 'rows', rows: table.rows.slice(start, start + ROWS_PER_MESSAGE), total: table.rows.length });
    }
    reply({ kind: 'done', source: table.source });
  } catch (error) {
    reply({ kind: 'refused', message: readFailureMessage(error) });
  }
};
