// 'Importar': a chosen file (CSV, TXT, .xlsx, .ods) → the import's lines, read off the page's thread
// (read/readTableFile.ts), with how it was read. A quote that opens and never closes would swallow the
// rest of the file into one cell, so the file is refused naming its row instead of dropping rows.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { ReadOptions, TableSource } from './read/readRules';
import { readTableFile } from './read/readTableFile';
import { tableToInputSliced } from './tableRows';
import { BULK_MESSAGES, type ParsedInput, type ProgressListener } from './types';

export interface ParsedFile extends ParsedInput {
  source: TableSource;
}

export async function parseImportFile(file: File, decl: ResourceDeclaration, options: ReadOptions = {}, onProgress?: ProgressListener): Promise<ParsedFile> {
  const table = await readTableFile(file, options, onProgress);
  if (table.source.kind === 'text' && table.source.unclosedQuoteRow !== null) throw new Error(BULK_MESSAGES.unclosedQuote(table.source.unclosedQuoteRow));
  return { ...(await tableToInputSliced(table.rows, decl)), source: table.source };
}
