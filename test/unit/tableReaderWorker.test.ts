// readTableFile: one module worker per file (the bytes transferred, the rows back in batches, the
// worker ended after its answer or a failure), and the reader run in the calling thread where there is
// no Worker (Node here, jsdom in the component tests). table.worker.ts: rows in batches, then how they
// were read, or the refusal's message.
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_MESSAGES, readTable } from '../../src/bulk/read/readTable';
import { readTableFile } from '../../src/bulk/read/readTableFile';
import { ROWS_PER_MESSAGE, type TableReply, type TableRequest } from '../../src/bulk/read/workerMessages';
import { WORKBOOK_MESSAGES } from '../../src/bulk/workbook/types';

const ODS_NS = 'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
const odsBytes = (): Uint8Array =>
  zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'content.xml': strToU8(
      `<office:document-content ${ODS_NS}><office:body><office:spreadsheet><table:table table:name="Hoja1"><table:table-row><table:table-cell office:value-type="string"><text:p>Peña</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="4.5"><text:p>4,5</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
    ),
  });
const fileOf = (bytes: Uint8Array, name: string): File => new File([new Uint8Array(bytes)], name);

/** A stand-in Worker that runs the real worker module's handler, or crashes when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static crash = false;
  onmessage: ((event: MessageEvent<TableReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  transferred: Transferable[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(request: TableRequest, transfer: Transferable[]): void {
    this.transferred = transfer;
    setTimeout(() => {
      if (FakeWorker.crash) return this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
      try {
        const table = readTable(new Uint8Array(request.buffer), request.fileName, request.options);
        for (let start = 0; start < table.rows.length; start += ROWS_PER_MESSAGE) {
          this.onmessage?.({ data: { kind: 'rows', rows: table.rows.slice(start, start + ROWS_PER_MESSAGE), total: table.rows.length } } as MessageEvent<TableReply>);
        }
        this.onmessage?.({ data: { kind: 'done', source: table.source } } as MessageEvent<TableReply>);
      } catch (error) {
        this.onmessage?.({ data: { kind: 'refused', message: (error as Error).message } } as MessageEvent<TableReply>);
      }
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  FakeWorker.crash = false;
});

describe('readTableFile', () => {
  it('reads in the calling thread where there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(readTableFile(fileOf(odsBytes(), 'estudiantes.ods'))).resolves.toEqual({ rows: [['Peña', '4.5']], source: { kind: 'sheet', sheetName: 'Hoja1' } });
    await expect(readTableFile(new File(['a;b\n1;2\n'], 'datos.xlsx'))).rejects.toThrow(WORKBOOK_MESSAGES.notWorkbook);
  });

  it('starts one module worker per file, transfers the bytes, gathers the batches in order and ends the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const lines = Array.from({ length: ROWS_PER_MESSAGE * 2 + 5 }, (_, i) => `Aula ${i};${i}`);
    const progress: number[] = [];
    const table = await readTableFile(new File([lines.join('\r\n')], 'salones.csv'), {}, (f) => progress.push(f));
    expect(table.rows).toHaveLength(lines.length);
    expect(table.rows[ROWS_PER_MESSAGE]).toEqual([`Aula ${ROWS_PER_MESSAGE}`, String(ROWS_PER_MESSAGE)]);
    expect(table.source).toMatchObject({ kind: 'text', separator: ';' });
    expect(progress).toHaveLength(4);
    expect(progress[progress.length - 1]).toBe(1);
    const [worker] = FakeWorker.made;
    expect(worker.url.pathname).toMatch(/\/src\/bulk\/read\/table\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.transferred[0]).toBeInstanceOf(ArrayBuffer);
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the reader's message, or a generic one when the worker itself fails", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await expect(readTableFile(fileOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'viejo.xls'))).rejects.toThrow(WORKBOOK_MESSAGES.xls);
    FakeWorker.crash = true;
    await expect(readTableFile(fileOf(odsBytes(), 'a.ods'))).rejects.toThrow(READ_MESSAGES.unreadable);
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
  });
});

describe('table.worker.ts', () => {
  it('answers a file with its rows and how they were read, a refusal with its message', async () => {
    const replies: TableReply[] = [];
    const self = { onmessage: null as ((event: MessageEvent<TableRequest>) => void) | null, postMessage: (reply: TableReply) => replies.push(reply) };
    vi.stubGlobal('self', self);
    await import('../../src/bulk/read/table.worker');
    const send = (bytes: Uint8Array, fileName: string) => self.onmessage?.({ data: { buffer: bytes.slice().buffer, fileName, options: {} } } as MessageEvent<TableRequest>);
    send(odsBytes(), 'a.ods');
    send(strToU8('no'), 'a.xlsx');
    send(strToU8('a,b'), 'a.pdf');
    expect(replies).toEqual([
      { kind: 'rows', rows: [['Peña', '4.5']], total: 1 },
      { kind: 'done', source: { kind: 'sheet', sheetName: 'Hoja1' } },
      { kind: 'refused', message: WORKBOOK_MESSAGES.notWorkbook },
      { kind: 'refused', message: READ_MESSAGES.extension },
    ]);
  });
});
