// What the workbook reader gives: the first sheet as typed cells, and the refusals it can make
// (Spanish, shown as they are by the import dialog).
import type { DateCell } from '../../../core/engine/export/dateCells';

export type { DateCell };

/** A time of day or a duration, 'HH:mm:ss' (hours may pass 23 for a duration). */
export interface TimeCell {
  time: string;
}

/** One cell: text, number, flag, a day or a day and time (the exports' date cells: 'YYYY-MM-DD', wall clock 'YYYY-MM-DDTHH:mm:ss'), a time, or empty. */
export type WorkbookCell = string | number | boolean | DateCell | TimeCell | null;

export interface WorkbookTable {
  /** The sheet's tab name, as written in the file. */
  sheetName: string;
  /** Rows top to bottom, cells left to right; gaps are null, trailing empties dropped. */
  rows: WorkbookCell[][];
}

/** The safety limits: past any of them the file is refused whole. */
export const WORKBOOK_LIMITS = {
  /** Bytes of the file itself (compressed). */
  fileBytes: 100 * 1024 * 1024,
  /** Bytes of all the zip's entries once inflated (declared and actually produced). */
  inflatedBytes: 300 * 1024 * 1024,
  /** Entries in the zip's directory. */
  entries: 10_000,
  rows: 200_000,
  /** Excel's width: XFD. */
  columns: 16_384,
  /** Cells materialised (gaps inside rows included). */
  cells: 10_000_000,
  /** Characters of one cell's text that a repeat (<text:s text:c>) may produce. */
  cellText: 32_767,
} as const;

export const WORKBOOK_MESSAGES = {
  notWorkbook: 'El archivo no es un libro de Excel (.xlsx) ni de LibreOffice (.ods) válido.',
  xls: 'Los archivos .xls (Excel 97-2003) no se pueden importar: guárdelo como .xlsx o .csv.',
  xlsb: 'Los libros binarios de Excel (.xlsb) no se pueden importar: guárdelo como .xlsx o .csv.',
  encrypted: 'El libro está protegido con contraseña: quite la contraseña y vuelva a intentarlo.',
  damaged: 'El archivo está dañado: su contenido comprimido no se puede leer.',
  fileTooLarge: 'El archivo pesa más de 100 MB: no se puede importar.',
  inflatedTooLarge: 'El archivo descomprimido ocupa más de 300 MB: no se puede importar.',
  tooManyRows: 'El archivo tiene más de 200.000 filas: divídalo en archivos más pequeños.',
  tooManyColumns: 'El archivo tiene más de 16.384 columnas.',
  tooManyCells: 'El archivo tiene más de 10.000.000 de celdas: divídalo en archivos más pequeños.',
  declarations: 'El archivo contiene declaraciones XML no permitidas.',
  noSheet: 'El libro no tiene ninguna hoja con datos que se pueda leer.',
  unreadable: 'No fue posible leer el archivo',
} as const;

/** A refusal of the reader: its message is meant for the user (anything else is a bug). */
export class WorkbookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookError';
  }
}
