// The masivo text area: one record per line, cells separated by commas in bulk.columns order.
import type { ResourceDeclaration } from '../../resources/types';
import { cellsToRow, isBlankLine } from './rows';
import type { ParsedRow } from './types';

export function parseBulkText(text: string, decl: ResourceDeclaration): ParsedRow[] {
  const rows: ParsedRow[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const cells = line.split(',');
    if (!isBlankLine(cells)) rows.push(cellsToRow(decl, cells, index + 1));
  });
  return rows;
}
