// The pure rules of exported cells: formula injection neutralised (OWASP), cells as the writers store
// them (CSV text; typed spreadsheet cells), file names, dates and instants as date cells (their
// spreadsheet serials, their CSV texts), and rich text as the app shows it.
import { describe, expect, it } from 'vitest';
import {
  booleanText, cellOf, EXPORT_MESSAGES, exportFileName, fileNameBase, LIST_EXPORT_FORMATS, neutraliseCell, sheetCell,
} from '../../core/engine/export/cells';
import { exportDate, exportPlainText, wallClock } from '../../core/engine/export/cellText';
import { dateCellText, dayCell, excelSerial, instantCell } from '../../core/engine/export/dateCells';
import { serialCell } from '../../src/bulk/workbook/dates';

describe('neutraliseCell', () => {
  it('prefixes an apostrophe to text a spreadsheet would run as a formula', () => {
    const hostile = ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=1+1', '-', '='];
    for (const text of hostile) expect(neutraliseCell(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('leaves any other text as it is (a formula character further in is harmless)', () => {
    for (const text of ['', 'Ávila', 'a=b', ' =1', "'ya citado", '1+1', 'x-1', 'correo@escuela.test', '\nx']) {
      expect(neutraliseCell(text), JSON.stringify(text)).toBe(text);
    }
  });
});

describe('cellOf', () => {
  it('keeps numbers as numbers (never neutralised), booleans as Sí/No, null empty, text neutralised', () => {
    expect(cellOf(-1)).toBe(-1);
    expect(cellOf(2.5)).toBe(2.5);
    expect(cellOf(Number.NaN)).toBeNull();
    expect(cellOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(cellOf(true)).toBe('Sí');
    expect(cellOf(false)).toBe('No');
    expect(cellOf(null)).toBeNull();
    expect(cellOf('-1')).toBe("'-1");
    expect(cellOf('Peña')).toBe('Peña');
    expect([booleanText(true), booleanText(false)]).toEqual([EXPORT_MESSAGES.yes, EXPORT_MESSAGES.no]);
  });

  it('writes a date cell as the app shows it (a CSV\'s cell)', () => {
    expect(cellOf({ date: '2024-03-05' })).toBe('05/03/2024');
    expect(cellOf({ dateTime: '2024-03-04T22:04:05' })).toBe('04/03/2024 10:04:05 pm');
  });
});

describe('sheetCell', () => {
  it('types a spreadsheet\'s cell: numbers, Sí/No, text as it is (never evaluated there), dates as serials', () => {
    expect([sheetCell(-1), sheetCell(Number.NaN), sheetCell(null), sheetCell(true), sheetCell(false)]).toEqual([-1, null, null, 'Sí', 'No']);
    expect([sheetCell('-Peña'), sheetCell('=1+1'), sheetCell('@x')]).toEqual(['-Peña', '=1+1', '@x']);
    expect(sheetCell({ date: '2024-03-05' })).toEqual({ serial: 45356, time: false });
    expect(sheetCell({ dateTime: '2024-03-05T12:00:00' })).toEqual({ serial: 45356.5, time: true });
    // No sheet holds a day before 1900: its text.
    expect(sheetCell({ date: '1899-12-31' })).toBe('31/12/1899');
  });
});

describe('date cells', () => {
  it('a day is a date cell; a text that is no real day stays text', () => {
    expect(dayCell('2024-03-05')).toEqual({ date: '2024-03-05' });
    expect(dayCell('2024-03-05T00:00:00.000Z')).toEqual({ date: '2024-03-05' });
    expect(dayCell('2024-02-30')).toBe('30/02/2024');
    expect(dayCell('otra cosa')).toBe('otra cosa');
  });

  it("an instant is the school's wall clock; a text that is none stays as it came", () => {
    expect(instantCell(new Date('2024-03-05T03:04:05Z'), 'America/Bogota')).toEqual({ dateTime: '2024-03-04T22:04:05' });
    expect(instantCell('2024-03-05T05:30:00Z', 'Europe/Madrid')).toEqual({ dateTime: '2024-03-05T06:30:00' });
    expect(instantCell('no es una fecha', 'America/Bogota')).toBe('no es una fecha');
    expect(wallClock('2024-03-05T05:00:00Z', 'America/Bogota')).toBe('2024-03-05T00:00:00');
    expect(dateCellText({ dateTime: '2024-03-05T00:00:00' })).toBe('05/03/2024 12:00:00 am');
  });

  it('serials of the 1900 date system, the phantom 29 February 1900 counted', () => {
    const serial = (date: string) => excelSerial({ date });
    expect([serial('1900-01-01'), serial('1900-02-28'), serial('1900-03-01'), serial('2024-03-05'), serial('9999-12-31')]).toEqual([1, 59, 61, 45356, 2958465]);
    expect([serial('1899-12-31'), serial('0099-01-01'), serial('2023-02-29'), serial('05/03/2024')]).toEqual([null, null, null, null]);
    expect(excelSerial({ dateTime: '2024-03-05T18:00:00' })).toBe(45356.75);
    expect(excelSerial({ dateTime: '2024-03-05T24:00:00' })).toBeNull();
  });
});

describe('file names', () => {
  it('lower-case, without accents, words joined by hyphens, with the date and the extension', () => {
    expect(exportFileName('Estudiantes', 'csv', '2024-05-01')).toBe('estudiantes-2024-05-01.csv');
    expect(exportFileName('Correos enviados', 'xlsx', '2024-05-01')).toBe('correos-enviados-2024-05-01.xlsx');
    expect(exportFileName('Exámenes', 'xlsx', '2024-12-31')).toBe('examenes-2024-12-31.xlsx');
    expect(exportFileName('reporte', 'xls')).toBe('reporte.xls');
    expect(fileNameBase('Año / Niño: ¿qué?')).toBe('ano-nino-que');
    expect(fileNameBase('../../etc')).toBe('etc');
    expect(fileNameBase('¿?')).toBe('exportacion');
  });

  it('lists offer csv and xlsx only (xls stops at 65,536 rows)', () => {
    expect([...LIST_EXPORT_FORMATS]).toEqual(['csv', 'xlsx']);
  });
});

describe('cell texts', () => {
  it('dates read DD/MM/YYYY, whatever the time zone', () => {
    expect(exportDate('2024-03-05')).toBe('05/03/2024');
    expect(exportDate('2024-03-05T00:00:00.000Z')).toBe('05/03/2024');
    expect(exportDate('otra cosa')).toBe('otra cosa');
  });

  it("instants read DD/MM/YYYY h:mm:ss a on the school's clock (as a CSV writes an instant's cell)", () => {
    const exportDateTime = (value: Date | string, timeZone: string) => {
      const cell = instantCell(value, timeZone);
      return typeof cell === 'string' ? cell : dateCellText(cell);
    };
    // 03:04:05 UTC is 22:04:05 of the day before in Bogotá (UTC-5).
    expect(exportDateTime(new Date('2024-03-05T03:04:05Z'), 'America/Bogota')).toBe('04/03/2024 10:04:05 pm');
    expect(exportDateTime('2024-03-05T17:00:09Z', 'America/Bogota')).toBe('05/03/2024 12:00:09 pm');
    expect(exportDateTime('2024-03-05T05:30:00Z', 'America/Bogota')).toBe('05/03/2024 12:30:00 am');
    expect(exportDateTime('2024-03-05T05:30:00Z', 'Europe/Madrid')).toBe('05/03/2024 6:30:00 am');
    expect(exportDateTime('no es una fecha', 'America/Bogota')).toBe('no es una fecha');
  });

  it('rich text reads as its words on one line', () => {
    expect(exportPlainText('<p>Hola <b>mundo</b></p><p>Tom &amp; Jerry&nbsp;&#241;</p>')).toBe('Hola mundo Tom & Jerry ñ');
    expect(exportPlainText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a');
  });
});

describe('the 1900 date system, both ways', () => {
  // The export writes a date as Excel's serial (core/engine/export/dateCells.ts) and the import reads a
  // serial back (src/bulk/workbook/dates.ts): two writings of one calendar, held to each other here.
  it.each(['1900-01-01', '1900-02-28', '1900-03-01', '1904-01-01', '1970-01-01', '2000-02-29', '2026-03-04', '9999-12-31'])('%s goes out and comes back as itself', (date) => {
    expect(serialCell(excelSerial({ date })!, false)).toEqual({ date });
  });

  it('a date and time too, to the second', () => {
    for (const dateTime of ['2026-03-04T10:00:00', '2026-03-04T23:59:59', '1900-03-01T00:00:01']) {
      expect(serialCell(excelSerial({ dateTime })!, false)).toEqual({ dateTime });
    }
  });
});

