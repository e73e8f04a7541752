// What the page needs of the import's reader without loading it (the reader, with the workbook
// parser, runs in the worker): the read's options and outcome, its refusals, which file names it takes.
import type { TextEncoding } from './textEncoding';

export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** How the preview names each separator. */
export const SEPARATOR_NAMES: Record<Separator, string> = { ',': '«,» (coma)', ';': '«;» (punto y coma)', '\t': 'tabulador' };
import { WorkbookError } from '../workbook/types';

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
export const WORKBOOK_NAME = /\.(xlsx|xlsm|ods|xls|xlsb)$/i;

/** Whether the import offers to read a file of this name. */
export function isImportFileName(name: string): boolean {
  return TEXT_NAME.test(name.trim()) || WORKBOOK_NAME.test(name.trim());
}
