// The masivo text area: one record per line, cells separated by commas (or bulk.separator: a
// topic's 19 fields by semicolons) in bulk.columns order.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { blankLineCounter, cellsToRow, isBlankLine } from './rows';
import type { ParsedInput, ParsedRow } from './types';

export function parseBulkText(text: string, decl: ResourceDeclaration): ParsedInput {
  const rows: ParsedRow[] = [];
  const blanks = blankLineCounter();
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const cells = line.split(decl.bulk?.separator ?? ',');
    if (isBlankLine(cells)) blanks.blank();
    else {
      blanks.record();
      rows.push(cellsToRow(decl, cells, index + 1));
    }
  });
  return { rows, blankLines: blanks.total() };
}
