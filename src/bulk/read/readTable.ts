// Any file a person hands an import, as rows of text cells: a text file (CSV, TXT, TSV) decoded whole
// and split by its separator, or a workbook's (.xlsx, .ods) first sheet with its cells written as the
// import reads them. The kind is told by the bytes (a zip or an OLE file is a workbook), so a
// workbook saved with a .csv name still reads. Pure and synchronous: table.worker.ts runs it.
import { cellText } from '../workbook/cellText';
import { readWorkbook } from '../workbook/readWorkbook';
import { isOle } from '../workbook/ole';
import { WorkbookError } from '../workbook/types';
import { isZip } from '../workbook/zipArchive';
import { parseDelimited, type Separator } from './delimitedText';
import { decodeText, type TextEncoding } from './textEncoding';

/** What the person may change in the preview of a text file. */
export interface ReadOptions {
  encoding?: TextEncoding;
  separator?: Separator;
}

/** How the rows were read: said in the preview. */
export type TableSource =
  | { kind: 'text'; encoding: TextEncoding; bom: boolean; separator: Separator; unclosedQuoteRow: number | null }
  | { kind: 'sheet'; sheetName: string };

export interface ReadTable {
  rows: string[][];
  source: TableSource;
}

export const READ_MESSAGES = {
  extension: 'El archivo debe ser .csv, .txt, .xlsx u .ods.',
  unreadable: 'No fue posible leer el archivo',
} as const;

/** A refusal worded for the person (the workbook reader's WorkbookError is one too). */
export class ReadRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadRefusal';
  }
}

/** The message to show for a failed read: a refusal's own words, anything else (a bug) said generically. */
export function readFailureMessage(error: unknown): string {
  return error instanceof ReadRefusal || error instanceof WorkbookError ? error.message : READ_MESSAGES.unreadable;
}

const TEXT_NAME = /\.(csv|txt|tsv|tab)$/i;
const WORKBOOK_NAME = /\.(xlsx|xlsm|ods|xls|xlsb)$/i;

/** Whether the import offers to read a file of this name. */
export function isImportFileName(name: string): boolean {
  return TEXT_NAME.test(name.trim()) || WORKBOOK_NAME.test(name.trim());
}

export function readTable(bytes: Uint8Array, fileName: string, options: ReadOptions = {}): ReadTable {
  if (!isImportFileName(fileName)) throw new ReadRefusal(READ_MESSAGES.extension);
  if (isZip(bytes) || isOle(bytes) || WORKBOOK_NAME.test(fileName.trim())) {
    const sheet = readWorkbook(bytes, fileName);
    return { rows: sheet.rows.map((row) => row.map(cellText)), source: { kind: 'sheet', sheetName: sheet.sheetName } };
  }
  const decoded = decodeText(bytes, options.encoding);
  const table = parseDelimited(decoded.text, options.separator);
  return {
    rows: table.rows,
    source: { kind: 'text', encoding: decoded.encoding, bom: decoded.bom, separator: table.separator, unclosedQuoteRow: table.unclosedQuoteRow },
  };
}
