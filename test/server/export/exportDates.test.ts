// Dates in the written files, read back with SheetJS: an .xlsx and an .xls hold a day as a date cell
// (a serial shown dd/mm/yyyy, whatever the reader's locale) and an instant as the school's wall clock
// (dd/mm/yyyy hh:mm:ss); a CSV writes them as the app shows them. A day no sheet can hold stays text.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { CellValue, ExportColumn } from '../../../core/engine/export/cells';
import { dayCell, instantCell } from '../../../core/engine/export/dateCells';
import { csvChunks } from '../../../server/export/csv';
import { xlsWorkbook } from '../../../server/export/xls';
import { xlsxChunks } from '../../../server/export/xlsxStream';
import { unzip } from './zipEntries';

interface Row {
  dia: string | null;
  instante: string;
  nombre: string;
}

const ZONE = 'America/Bogota';

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Fecha de nacimiento', value: (r) => (r.dia === null ? null : dayCell(r.dia)) },
  { header: 'Último ingreso', value: (r) => instantCell(r.instante, ZONE) },
  { header: 'Nombre', value: (r) => r.nombre },
];

const ROWS: Row[] = [
  // 03:04:05 UTC is 22:04:05 of the day before in Bogotá.
  { dia: '2024-03-05', instante: '2024-03-05T03:04:05Z', nombre: '-Peña' },
  { dia: '1900-01-01', instante: '2024-12-31T23:59:59-05:00', nombre: 'Ñandú' },
  { dia: '1899-12-31', instante: 'no es una fecha', nombre: '@Ávila' },
  { dia: null, instante: '2031-03-03T15:00:00Z', nombre: '+57' },
];

async function* once<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

const files = async () => ({
  xlsx: await collect(xlsxChunks('Docentes', COLUMNS, once(ROWS))),
  xls: xlsWorkbook('My Worksheet', COLUMNS, ROWS),
});

/** The first sheet read with its number formats, dates as Date objects too. */
function sheetOf(file: Buffer, cellDates = false): XLSX.WorkSheet {
  const book = XLSX.read(file, { type: 'buffer', cellNF: true, cellDates });
  return book.Sheets[book.SheetNames[0]];
}

describe('dates in a spreadsheet file (.xlsx, .xls)', () => {
  it('a day is a date cell: its serial, the format dd/mm/yyyy, read as 05/03/2024', async () => {
    for (const [format, file] of Object.entries(await files())) {
      const sheet = sheetOf(file);
      expect(sheet.A2, format).toMatchObject({ t: 'n', v: 45356, z: 'dd/mm/yyyy', w: '05/03/2024' });
      // 1 January 1900 is serial 1 (the 1900 date system counts a phantom 29 February after it).
      expect(sheet.A3, format).toMatchObject({ t: 'n', v: 1, z: 'dd/mm/yyyy', w: '01/01/1900' });
      // Before 1900 no sheet holds a date: the text the app shows.
      expect(sheet.A4, format).toMatchObject({ t: 's', v: '31/12/1899' });
      expect(sheet.A5, format).toBeUndefined();
      const dated = sheetOf(file, true);
      expect(dated.A2, format).toMatchObject({ t: 'd', w: '05/03/2024' });
      expect((dated.A2 as XLSX.CellObject).v).toBeInstanceOf(Date);
    }
  });

  it('an instant is the school’s wall clock as a date-time cell (dd/mm/yyyy hh:mm:ss); a text that is none stays text', async () => {
    for (const [format, file] of Object.entries(await files())) {
      const sheet = sheetOf(file);
      expect(sheet.B2, format).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm:ss', w: '04/03/2024 22:04:05' });
      expect((sheet.B2 as XLSX.CellObject).v, format).toBeCloseTo(45355 + (22 * 3600 + 4 * 60 + 5) / 86_400, 9);
      expect(sheet.B3, format).toMatchObject({ w: '31/12/2024 23:59:59' });
      expect(sheet.B4, format).toMatchObject({ t: 's', v: 'no es una fecha' });
      expect(sheet.B5, format).toMatchObject({ w: '03/03/2031 10:00:00' });
      expect(sheetOf(file, true).B2, format).toMatchObject({ t: 'd' });
    }
  });

  it('texts stay text cells beside them, as they are (no apostrophe), accents intact', async () => {
    for (const [format, file] of Object.entries(await files())) {
      const sheet = sheetOf(file);
      expect(['C2', 'C3', 'C4', 'C5'].map((ref) => [sheet[ref].t, sheet[ref].v]), format).toEqual([
        ['s', '-Peña'], ['s', 'Ñandú'], ['s', '@Ávila'], ['s', '+57'],
      ]);
    }
  });

  it('the .xlsx declares its two date formats and styles, and its date cells use them', async () => {
    const entries = unzip((await files()).xlsx);
    const styles = entries.get('xl/styles.xml')?.toString('utf8') ?? '';
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>');
    expect(styles).toContain('<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm:ss"/>');
    expect(styles).toMatch(/<cellXfs count="4">.*<xf numFmtId="164"[^>]*applyNumberFormat="1"\/><xf numFmtId="165"[^>]*applyNumberFormat="1"\/><\/cellXfs>/);
    const sheet = entries.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(sheet).toContain('<row r="2"><c s="2"><v>45356</v></c><c s="3"><v>');
  });
});

describe('dates in a CSV', () => {
  it('read as the app shows them: DD/MM/YYYY, DD/MM/YYYY h:mm:ss a on the school’s clock', async () => {
    const text = (await collect(csvChunks(COLUMNS, once(ROWS)))).toString('utf8');
    expect(text.slice(1).split('\r\n')).toEqual([
      'Fecha de nacimiento,Último ingreso,Nombre',
      "05/03/2024,04/03/2024 10:04:05 pm,'-Peña",
      '01/01/1900,31/12/2024 11:59:59 pm,Ñandú',
      "31/12/1899,no es una fecha,'@Ávila",
      ",03/03/2031 10:00:00 am,'+57",
      '',
    ]);
  });

  it('a date cell written by hand is checked: a malformed one is its text', () => {
    const malformed: CellValue = { date: '2024-02-30' };
    const columns: ExportColumn<null>[] = [{ header: 'Fecha', value: () => malformed }];
    const sheet = sheetOf(xlsWorkbook('Hoja', columns, [null]));
    expect(sheet.A2).toMatchObject({ t: 's', v: '30/02/2024' });
  });
});
