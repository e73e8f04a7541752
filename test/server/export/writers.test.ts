// The file writers, read back with SheetJS (reading our own files, in tests only): the streamed CSV
// and .xlsx and the in-memory .xls hold the headers, accents, numbers as numbers, no row or 20,000
// rows; formula injection comes out inert in all three (CSV: an apostrophe; xlsx, xls: plain text
// cells); the .xlsx is a well-formed zip (each entry's CRC and sizes checked); sendExport's headers,
// and a failure mid-stream leaves the server serving. Dates: exportDates.test.ts.
import Fastify from 'fastify';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { CellValue, ExportColumn } from '../../../core/engine/export/cells';
import { csvChunks, UTF8_BOM } from '../../../server/export/csv';
import { sendExport } from '../../../server/export/send';
import { installErrorHandler } from '../../../server/http/plumbing';
import { xlsWorkbook } from '../../../server/export/xls';
import { SharedStrings } from '../../../server/export/xlsxParts';
import { xlsxChunks } from '../../../server/export/xlsxStream';
import { unzip } from './zipEntries';

interface Row {
  id: number;
  nombre: string;
  nota: number | null;
  activo: boolean;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Nombre y apellido', value: (r) => r.nombre },
  { header: 'Nota', value: (r) => r.nota },
  { header: 'Activo', value: (r) => r.activo },
];

const ROWS: Row[] = [
  { id: 1, nombre: 'Ñandú Ávila, "el Peña"', nota: 4.5, activo: true },
  { id: 2, nombre: 'Línea\ncon salto', nota: null, activo: false },
  { id: 3, nombre: 'Émile Zoë', nota: -2, activo: true },
];

const INJECTIONS = ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
const INJECTION_COLUMNS: ExportColumn<string>[] = [{ header: 'Texto', value: (text) => text }];

async function* inBatches<T>(rows: readonly T[], size = 2000): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

const xlsx = <T>(columns: ExportColumn<T>[], rows: readonly T[], sheet = 'Estudiantes') => collect(xlsxChunks(sheet, columns, inBatches(rows)));
const csv = <T>(columns: ExportColumn<T>[], rows: readonly T[]) => collect(csvChunks(columns, inBatches(rows)));

/** The first sheet's cells as rows of values, and its cell objects. */
function readBack(file: Buffer): { names: string[]; sheet: XLSX.WorkSheet; lines: CellValue[][] } {
  const book = XLSX.read(file, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { names: book.SheetNames, sheet, lines: XLSX.utils.sheet_to_json<CellValue[]>(sheet, { header: 1, defval: null, raw: true }) };
}

describe('xlsx (streamed)', () => {
  it('is a well-formed zip holding a one-sheet workbook with the given name', async () => {
    const entries = unzip(await xlsx(COLUMNS, ROWS, 'Estudiantes: año 2024'));
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml',
      'xl/sharedStrings.xml',
    ]);
    // ':' is not allowed in a sheet name (Excel refuses the file).
    expect(readBack(await xlsx(COLUMNS, ROWS, 'Estudiantes: año 2024')).names).toEqual(['Estudiantes  año 2024']);
  });

  it('reads back: bold headers, accents, numbers as numbers, Sí/No, empty cells', async () => {
    const { names, sheet, lines } = readBack(await xlsx(COLUMNS, ROWS));
    expect(names).toEqual(['Estudiantes']);
    expect(lines).toEqual([
      ['Id', 'Nombre y apellido', 'Nota', 'Activo'],
      [1, 'Ñandú Ávila, "el Peña"', 4.5, 'Sí'],
      [2, 'Línea\ncon salto', null, 'No'],
      [3, 'Émile Zoë', -2, 'Sí'],
    ]);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 4.5 });
    expect(sheet.C3).toBeUndefined();
  });

  it('with no row holds the header only; with 20,000 rows holds each in order', async () => {
    expect(readBack(await xlsx(COLUMNS, [])).lines).toEqual([['Id', 'Nombre y apellido', 'Nota', 'Activo']]);
    const many = Array.from({ length: 20_000 }, (_, i): Row => ({ id: i + 1, nombre: `Estudiante ${i + 1} ñ`, nota: i / 4, activo: i % 2 === 0 }));
    const { lines } = readBack(await xlsx(COLUMNS, many));
    expect(lines).toHaveLength(20_001);
    expect(lines[20_000]).toEqual([20_000, 'Estudiante 20000 ñ', 19_999 / 4, 'No']);
    expect(lines.slice(1).map((line) => line[0])).toEqual(many.map((r) => r.id));
  });

  it('stores a repeated text once (shared strings) and a column of unique texts inline once it shows it', async () => {
    const sedes = ['Norte', 'Sur', 'Centro'];
    const rows = Array.from({ length: 5000 }, (_, i) => ({ nombre: `Persona ${i}`, sede: sedes[i % 3], activo: i % 2 === 0 }));
    const columns: ExportColumn<(typeof rows)[number]>[] = [
      { header: 'Nombre', value: (r) => r.nombre },
      { header: 'Sede', value: (r) => r.sede },
      { header: 'Activo', value: (r) => r.activo },
    ];
    const file = await xlsx(columns, rows);
    const entries = unzip(file);
    const table = entries.get('xl/sharedStrings.xml')?.toString('utf8') ?? '';
    const items = [...table.matchAll(/<si><t>([^<]*)<\/t><\/si>/g)].map((m) => m[1]);
    // Each sede and Sí/No once; of the names only those of the column's trial (then they go inline).
    expect(items.filter((t) => sedes.includes(t))).toEqual(sedes);
    expect(items.filter((t) => t === 'Sí' || t === 'No')).toHaveLength(2);
    expect(items.length).toBeLessThanOrEqual(1000 + 5);
    expect(table).toContain(`uniqueCount="${items.length}"`);
    const sheet = entries.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(sheet).toContain('<is><t>Persona 4999</t></is>');
    const { lines } = readBack(file);
    expect(lines).toHaveLength(5001);
    expect(lines[1]).toEqual(['Persona 0', 'Norte', 'Sí']);
    expect(lines[5000]).toEqual(['Persona 4999', 'Sur', 'No']);
  });

  it('bounds the shared-string table: past 50,000 texts a new one goes inline, a known one keeps its index', () => {
    const shared = new SharedStrings();
    // Each text three times, so the column keeps using the table (it repeats more than half the time).
    const wrong: number[] = [];
    for (let i = 0; i < 50_000; i++) for (let k = 0; k < 3; k++) if (shared.indexOf(`t${i}`, 0) !== i) wrong.push(i);
    expect(wrong).toEqual([]);
    expect(shared.indexOf('nuevo', 0)).toBeNull();
    expect(shared.indexOf('t7', 0)).toBe(7);
    expect(shared.indexOf('x'.repeat(101), 1)).toBeNull();
  });

  it('keeps each cell in its column after empty ones', async () => {
    const columns: ExportColumn<CellValue[]>[] = ['A', 'B', 'C', 'D'].map((header, i) => ({ header, value: (r) => r[i] }));
    const { sheet, lines } = readBack(await xlsx(columns, [[null, 'b', null, 'd'], [null, null, null, 7], ['a', null, 'c', null]]));
    expect(lines.slice(1)).toEqual([[null, 'b', null, 'd'], [null, null, null, 7], ['a', null, 'c', null]]);
    expect(sheet.D3).toMatchObject({ t: 'n', v: 7 });
  });

  it('drops characters XML cannot carry instead of breaking the file', async () => {
    const { lines } = readBack(await xlsx(INJECTION_COLUMNS, ['a\u0000b\u0007c', 'fin\ud800']));
    expect(lines.slice(1)).toEqual([['abc'], ['fin']]);
  });
});

describe('csv (streamed)', () => {
  it('starts with the UTF-8 mark, ends lines with CRLF and quotes as RFC 4180 says', async () => {
    const text = (await csv(COLUMNS, ROWS)).toString('utf8');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe(
      'Id,Nombre y apellido,Nota,Activo\r\n1,"Ñandú Ávila, ""el Peña""",4.5,Sí\r\n2,"Línea\ncon salto",,No\r\n3,Émile Zoë,-2,Sí\r\n',
    );
  });

  it('reads back with SheetJS: accents and numbers; no row is the header alone; 20,000 rows all there', async () => {
    expect(readBack(await csv(COLUMNS, ROWS)).lines[1]).toEqual([1, 'Ñandú Ávila, "el Peña"', 4.5, 'Sí']);
    expect((await csv(COLUMNS, [])).toString('utf8')).toBe(`${UTF8_BOM}Id,Nombre y apellido,Nota,Activo\r\n`);
    const many = Array.from({ length: 20_000 }, (_, i): Row => ({ id: i + 1, nombre: `Fila ${i + 1}`, nota: i, activo: true }));
    const lines = (await csv(COLUMNS, many)).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(20_002);
    expect(lines[20_000]).toBe('20000,Fila 20000,19999,Sí');
  });
});

describe('xls (BIFF8, in memory)', () => {
  it('reads back with its sheet name, headers, accents and numbers', () => {
    const { names, sheet, lines } = readBack(xlsWorkbook('My Worksheet', COLUMNS, ROWS));
    expect(names).toEqual(['My Worksheet']);
    expect(lines.slice(0, 2)).toEqual([['Id', 'Nombre y apellido', 'Nota', 'Activo'], [1, 'Ñandú Ávila, "el Peña"', 4.5, 'Sí']]);
    expect(sheet.C4).toMatchObject({ t: 'n', v: -2 });
    expect(readBack(xlsWorkbook('My Worksheet', COLUMNS, [])).lines).toEqual([['Id', 'Nombre y apellido', 'Nota', 'Activo']]);
  });
});

describe('formula injection', () => {
  it('comes out inert: CSV prefixes an apostrophe; xlsx and xls hold the text as it is, in a text cell, never a formula', async () => {
    const files = {
      csv: await csv(INJECTION_COLUMNS, INJECTIONS),
      xlsx: await xlsx(INJECTION_COLUMNS, INJECTIONS),
      xls: xlsWorkbook('My Worksheet', INJECTION_COLUMNS, INJECTIONS),
    };
    for (const [format, file] of Object.entries(files)) {
      const { sheet, lines } = readBack(file);
      expect(lines, format).toHaveLength(INJECTIONS.length + 1);
      INJECTIONS.forEach((text, i) => {
        const cell = sheet[`A${i + 2}`] as XLSX.CellObject;
        expect(cell.f, `${format} ${JSON.stringify(text)}`).toBeUndefined();
        expect(cell.t, `${format} ${JSON.stringify(text)}`).toBe('s');
        // A spreadsheet's text cell is never evaluated: an apostrophe there would only show ('-Peña).
        if (format === 'csv') expect(String(cell.v).startsWith("'"), `${format} ${JSON.stringify(text)} → ${JSON.stringify(cell.v)}`).toBe(true);
        else expect(cell.v, `${format} ${JSON.stringify(text)}`).toBe(text);
      });
    }
    // The CSV's own bytes: each field begins with the apostrophe (quoted where RFC 4180 asks).
    expect(files.csv.toString('utf8').split('\r\n').slice(1, 5)).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+1", "'-1", "'@SUM(A1)"]);
    // The .xlsx's own XML: text cells (shared or inline), no <f> element anywhere.
    const xml = unzip(files.xlsx).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(xml).not.toContain('<f>');
    const cells = xml.match(/<c(?: [^>]*)?>/g) ?? [];
    expect(cells).toHaveLength(INJECTIONS.length + 1);
    for (const cell of cells) expect(cell).toMatch(/ t="(s|inlineStr)"/);
  });
});

describe('sendExport', () => {
  async function exportApp(batches: () => AsyncIterable<readonly Row[]>) {
    const app = Fastify();
    installErrorHandler(app);
    app.post('/archivo/:formato', (request, reply) => {
      const formato = (request.params as { formato: 'csv' | 'xlsx' | 'xls' }).formato;
      return sendExport(reply, { format: formato, fileName: `reporte-año.${formato}`, sheetName: 'My Worksheet', columns: COLUMNS, batches: batches() });
    });
    app.get('/vivo', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('answers a download: its type, attachment with an ASCII name and the UTF-8 one, never cached', async () => {
    const app = await exportApp(() => inBatches(ROWS));
    const types = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xls: 'application/vnd.ms-excel' };
    for (const [formato, type] of Object.entries(types)) {
      const response = await app.inject({ method: 'POST', url: `/archivo/${formato}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="reporte-a_o.${formato}"; filename*=UTF-8''reporte-a%C3%B1o.${formato}`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(readBack(response.rawPayload).lines[3]).toEqual([3, 'Émile Zoë', -2, 'Sí']);
    }
    await app.close();
  });

  it('a failure before the first rows is an error answer; one mid-stream cuts the download and the server goes on', async () => {
    const failsAt = (batch: number, wait = 0) =>
      async function* failing(): AsyncGenerator<Row[]> {
        for (let i = 0; ; i++) {
          // As a query would: the failure comes in a later turn of the event loop.
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (i === batch) throw new Error('la base de datos se fue');
          yield ROWS;
        }
      };
    const early = await exportApp(failsAt(0));
    const refused = await early.inject({ method: 'POST', url: '/archivo/xlsx' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ code: 'InternalError', message: 'Error interno del servidor. Intente de nuevo más tarde.' });
    expect(refused.headers['content-disposition']).toBeUndefined();
    await early.close();
    // Failing at once after the first batch: whether a byte went out or not, never a file-typed error
    // (nor Fastify's English 'invalid payload'): a cut download or the Spanish 500.
    const soon = await exportApp(failsAt(1));
    for (const formato of ['csv', 'xlsx']) {
      const outcome: { statusCode: number; json(): unknown } | Error = await soon.inject({ method: 'POST', url: `/archivo/${formato}` }).catch((error: Error) => error);
      if (outcome instanceof Error) expect(outcome.message).toBe('response destroyed before completion');
      else expect([outcome.statusCode, outcome.json()]).toEqual([500, { code: 'InternalError', message: 'Error interno del servidor. Intente de nuevo más tarde.' }]);
    }
    await soon.close();
    const late = await exportApp(failsAt(3, 20));
    for (const formato of ['csv', 'xlsx']) {
      // The headers were out: the response is destroyed (the client sees the download cut, never a whole file).
      await expect(late.inject({ method: 'POST', url: `/archivo/${formato}` })).rejects.toThrow('response destroyed before completion');
      expect((await late.inject({ method: 'GET', url: '/vivo' })).json()).toEqual({ ok: true });
    }
    await late.close();
  });

  it('refuses an .xls over the format’s 65,535 rows with a Spanish 400', async () => {
    const many = Array.from({ length: 65_536 }, (_, i): Row => ({ id: i, nombre: 'x', nota: 1, activo: true }));
    const app = await exportApp(() => inBatches(many, 10_000));
    const response = await app.inject({ method: 'POST', url: '/archivo/xls' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', errors: { formato: 'El formato xls admite como máximo 65.535 filas: exporte en csv o xlsx' } });
    await app.close();
  });
});
