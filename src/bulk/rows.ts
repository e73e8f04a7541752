// Turns one line's cells into a ParsedRow, the step shared by the text area and the CSV file.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { bulkCellsToRecord } from '../../core/engine/validation';
import { BULK_MESSAGES, type ParsedRow } from './types';

export function bulkColumns(decl: ResourceDeclaration): readonly string[] {
  return decl.bulk?.columns ?? [];
}

/** True when every cell is blank: such lines are skipped. */
export function isBlankLine(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** Blank lines are skipped but counted (so the preview's numbers add up), except trailing ones. */
export function blankLineCounter() {
  let pending = 0;
  let counted = 0;
  return {
    blank: () => void (pending += 1),
    record: () => {
      counted += pending;
      pending = 0;
    },
    total: () => counted,
  };
}

export function cellsToRow(decl: ResourceDeclaration, cells: string[], line: number): ParsedRow {
  const columns = bulkColumns(decl);
  // Trailing empty cells ("a,b,c,") are harmless; extra data would be silently lost, so it is an error.
  const extra = cells.slice(columns.length).some((cell) => cell.trim() !== '');
  const row: ParsedRow = { line, values: bulkCellsToRecord(decl, cells) };
  if (extra) row.problem = BULK_MESSAGES.structure;
  return row;
}
