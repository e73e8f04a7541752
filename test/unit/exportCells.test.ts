// The pure rules of exported cells: formula injection neutralised (OWASP), cells as the writers store
// them, file names, and dates, instants and rich text as the app shows them.
import { describe, expect, it } from 'vitest';
import {
  booleanText, cellOf, EXPORT_MESSAGES, exportFileName, fileNameBase, LIST_EXPORT_FORMATS, neutraliseCell,
} from '../../core/export/cells';
import { exportDate, exportDateTime, exportPlainText } from '../../core/export/cellText';

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

  it("instants read DD/MM/YYYY h:mm:ss a on the school's clock", () => {
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
