// The CSV against Spanish Excel, which splits a line at ';' (its list separator), not at ','. A cell
// holding ';' is quoted, and wherever Excel would start a cell inside one (after a ';' or a line
// break) a formula character is made inert like a cell's start: split the Spanish way (strictly, or
// by a laxer reader), no cell starts with = + - @; split the RFC 4180 way, the texts are all there.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../core/engine/export/cells';
import { csvChunks, csvField, UTF8_BOM } from '../../../server/export/csv';
import { formulaCells, splitCsv } from './excelSplit';

const HOSTILE = [
  'abc;=HYPERLINK("http://x","clic")',
  'Peña;+1',
  "x;-2+3+cmd|' /C calc'!A0",
  'a;@SUM(A1)',
  'a; =1+1',
  'a;"=1+1"',
  'a;;=1',
  'a"b;=1',
  '""";=1',
  '"a";=b',
  'a,b;=1',
  '=1;=2',
  ';=1',
  'a;\t=1',
  'nota\n-2+3',
  'nota\r\n=1',
  'nota\r@x',
  'uno;dos\n=tres;+cuatro',
];

interface Row {
  id: number;
  texto: string;
  otro: string;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Texto', value: (r) => r.texto },
  { header: 'Otro', value: (r) => r.otro },
  { header: 'Saldo', value: (r) => -r.id },
];

// Each text in the middle of a line and at its end, beside the others.
const ROWS: Row[] = HOSTILE.map((texto, i) => ({ id: i + 1, texto, otro: HOSTILE[(i + 1) % HOSTILE.length] }));

async function csvText(rows: readonly Row[]): Promise<string> {
  const parts: Buffer[] = [];
  async function* once(): AsyncGenerator<readonly Row[]> {
    yield rows;
  }
  for await (const chunk of csvChunks(COLUMNS, once())) parts.push(chunk);
  const text = Buffer.concat(parts).toString('utf8');
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return text.slice(1);
}

describe('CSV read by Spanish Excel', () => {
  it('split at ; the strict way, no cell starts with = + - @ or a tab', async () => {
    const text = await csvText(ROWS);
    const cells = splitCsv(text, ';');
    expect(formulaCells(cells)).toEqual([]);
    // The split did cut: the hostile parts are there, each behind its apostrophe.
    expect(cells.flat().filter((cell) => cell.startsWith("'=HYPERLINK("))).toHaveLength(2);
  });

  it('split at ; by a reader whose every quote opens or closes a quoted run, no such cell either', async () => {
    expect(formulaCells(splitCsv(await csvText(ROWS), ';', true))).toEqual([]);
  });

  it('split at , (RFC 4180), each text whole in its cell: the apostrophes only where a cell could start', async () => {
    const lines = splitCsv(await csvText(ROWS), ',');
    expect(lines).toHaveLength(HOSTILE.length + 1);
    expect(lines.slice(1).map((line) => line[1])).toEqual([
      `abc;'=HYPERLINK("http://x","clic")`, "Peña;'+1", "x;'-2+3+cmd|' /C calc'!A0", "a;'@SUM(A1)", "a;' =1+1", `a;'"=1+1"`, "a;;'=1",
      `a"b;'=1`, `""";'=1`, `"a";'=b`, "a,b;'=1", "'=1;'=2", ";'=1", "a;'\t=1", "nota\n'-2+3", "nota\r\n'=1", "nota\r'@x",
      "uno;dos\n'=tres;'+cuatro",
    ]);
    // SheetJS reads the same (it folds a quoted CRLF to LF): the file is well-formed RFC 4180.
    const book = XLSX.read(await csvText(ROWS), { type: 'string', raw: true });
    const read = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true });
    const folded = (cells: string[]) => cells.map((cell) => cell.replace(/\r\n/g, '\n'));
    expect(folded(read.slice(1).map((line) => line[1]))).toEqual(folded(lines.slice(1).map((line) => line[1])));
  });

  it('texts without a formula after their ; or line break are left as they are', async () => {
    const plain = ['Peña; López', '1;2;3', 'a;b', 'línea\nsegunda', 'x;y=z', 'correo@escuela.test;otro@escuela.test'];
    const text = await csvText(plain.map((texto, i) => ({ id: i + 1, texto, otro: 'ñ' })));
    expect(splitCsv(text, ',').slice(1).map((line) => line[1])).toEqual(plain);
  });
});

describe('csvField', () => {
  it('quotes a cell holding , ; " CR or LF, doubling its quotes; others as they are', () => {
    expect(['a,b', 'a;b', 'a"b', 'a\rb', 'a\nb'].map(csvField)).toEqual(['"a,b"', '"a;b"', '"a""b"', '"a\rb"', '"a\nb"']);
    expect(['Ñandú', 'a b', "O'Neill", 'x=y'].map(csvField)).toEqual(['Ñandú', 'a b', "O'Neill", 'x=y']);
    expect([csvField(-2), csvField(4.5), csvField(null), csvField(true), csvField({ date: '2024-03-05' })]).toEqual(['-2', '4.5', '', 'Sí', '05/03/2024']);
  });
});
