// Shapes shared by the bulk import steps: parse (text area or CSV) → validate → preview → send.
import type { Errors, FieldValue } from '../../core/engine/validation';

/** One line of input, its cells keyed by the declaration's bulk columns. */
export interface ParsedRow {
  /** 1-based line of the text area or row of the CSV file (header and blank lines counted). */
  line: number;
  values: Record<string, string>;
  /** Set when the line cannot be read as a record (e.g. more cells than columns). */
  problem?: string;
  /** The line's 'Id' cell, when the file has that column (an export): the record it may update. */
  id?: string;
}

/** What a file's header row said. */
export interface FileHeader {
  /** The bulk columns it names, in the declaration's order (only these are updated). */
  present: string[];
  /** Titles of its columns the import does not take. */
  ignored: string[];
  /** It has an 'Id' column. */
  hasId: boolean;
}

/** What a text area or a CSV file holds: its records, and the blank lines skipped between them. */
export interface ParsedInput {
  rows: ParsedRow[];
  /** Lines without any value (e.g. ',,,,' from a spreadsheet) before the last record: said in the preview. */
  blankLines: number;
  /** The file's header, when its first row was one. */
  header?: FileHeader;
}

/** A parsed row after the shared bulk rule (validateBulkRecord): references resolved, then validated. */
export interface ValidatedRow extends ParsedRow {
  /** Normalised values (what is sent); meaningful only when `errors` is empty. */
  record: Record<string, FieldValue>;
  errors: Errors;
}

/** The outcome of one sent row, mapped back to its input line. */
export interface LineResult {
  line: number;
  ok: boolean;
  id?: number;
  errores?: Errors;
}

/** Progress callback: fraction done in [0, 1]. */
export type ProgressListener = (fraction: number) => void;

/** Error key of a row-level problem (not tied to one column): one key for the page and the server. */
export { ROW_ERROR_KEY } from '../../core/engine/bulkImport';

/** Page sizes of the preview tables (never all rows at once). */
export const BULK_PAGE_SIZES = [10, 25, 50, 100];

/** The server's limit per crear_masivo call. */
export const BULK_MAX_ROWS = 50000;

export const BULK_MESSAGES = {
  structure: 'Estructura del registro incorrecta',
  unreadable: 'No fue posible leer el archivo',
  empty: 'No hay filas para importar',
  tooMany: `Máximo ${BULK_MAX_ROWS} registros por envío`,
  duplicate: (line: number) => `Valor repetido en la fila ${line}`,
  refused: 'Rechazada por el servidor',
  unclosedQuote: (line: number) =>
    `Fila ${line}: comillas (") sin cerrar; el resto del archivo se leería como una sola celda. Corrija el archivo y vuelva a cargarlo.`,
  options: (label: string) => `No fue posible cargar las opciones de «${label}»; intente de nuevo.`,
} as const;
