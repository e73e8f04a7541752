// What an exported spreadsheet holds, whatever its format (CSV, .xlsx, .xls): columns with a header
// and a typed value per row (text, number, yes/no, date), the cell each writer makes of it (CSV text
// neutralised against formula injection; .xlsx and .xls typed cells), file names. Pure: the server's
// writers (server/export/) and the browser's export button share these rules.
import { type DateCell, dateCellText, excelSerial } from './dateCells';

export type { DateCell };

export type ExportFormat = 'csv' | 'xlsx' | 'xls';

/** What a list offers: .xls stops at 65,536 rows, so only the reports (bounded tables) offer it. */
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];

/** Every format a report download may ask for. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'xls'] as const satisfies readonly ExportFormat[];

export type CellValue = string | number | boolean | null | DateCell;

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
}

export const EXPORT_MESSAGES = {
  /** A list's `formato` that is not one of LIST_EXPORT_FORMATS. */
  listFormat: 'El formato debe ser csv o xlsx',
  /** A report's `formato` that is not one of EXPORT_FORMATS. */
  reportFormat: 'El formato debe ser csv, xlsx o xls',
  required: 'Este campo es requerido',
  /** An .xls sheet holds 65,536 rows, the header included. */
  xlsTooManyRows: 'El formato xls admite como máximo 65.535 filas: exporte en csv o xlsx',
  yes: 'Sí',
  no: 'No',
} as const;

/** Rows of data an .xls sheet holds besides its header (BIFF8: 65,536 rows in all). */
export const XLS_MAX_ROWS = 65_535;

/** First characters that make a spreadsheet read a cell as a formula (OWASP 'CSV injection'): = + - @ tab, carriage return. */
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);

/** A text cell a spreadsheet would run as a formula, made inert with a leading apostrophe; others as they are. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.has(text.charCodeAt(0)) ? `'${text}` : text;
}

/** A boolean as the sheet shows it. */
export function booleanText(value: boolean): string {
  return value ? EXPORT_MESSAGES.yes : EXPORT_MESSAGES.no;
}

/**
 * A cell as CSV stores it: null stays empty, a finite number stays a number, a boolean reads Sí/No,
 * a date reads as the app shows it, any text is neutralised (numbers never are: they are values, not
 * formulas).
 */
export function cellOf(value: CellValue): string | number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return booleanText(value);
  return neutraliseCell(typeof value === 'string' ? value : dateCellText(value));
}

/** A date as a spreadsheet stores it: its serial, shown with the date style, or the date-time one when `time`. */
export interface SheetDate {
  serial: number;
  time: boolean;
}

/**
 * A cell as a spreadsheet file (.xlsx, .xls) stores it: typed. Text is written as it is: a text cell
 * of those formats is never evaluated (no formula unless one is written as such), so an apostrophe
 * would only show. A date a sheet cannot hold (before 1900) stays its text.
 */
export function sheetCell(value: CellValue): string | number | SheetDate | null {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return booleanText(value);
  const serial = excelSerial(value);
  return serial === null ? dateCellText(value) : { serial, time: 'dateTime' in value };
}

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx', xls: 'xls' };

/** 'Correos enviados' → 'correos-enviados': lower-case, no accents, a hyphen between words, nothing a file system minds. */
export function fileNameBase(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return folded === '' ? 'exportacion' : folded;
}

/** The download's name: `<base>[-<date>].<ext>` (exportFileName('Estudiantes', 'csv', '2024-05-01') → 'estudiantes-2024-05-01.csv'). */
export function exportFileName(base: string, format: ExportFormat, date?: string): string {
  return `${fileNameBase(base)}${date ? `-${date}` : ''}.${EXPORT_EXTENSIONS[format]}`;
}
