// How a generated form lays out its inputs: one column (default), or two like a detail's cards
// (issue 25 point 9: the student form), where an input that needs the width — a long text, a list
// edited row by row, a file, a switch with its value — and every heading or section take a whole row.
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { inputSpansFullRow } from './fields/layout';

export type FormColumns = 1 | 2;

/** An input taking the whole row of a two-column form. */
export function spansFullRow(field: FieldDeclaration): boolean {
  return inputSpansFullRow(field.type) || field.text?.multiline === true || field.toggle !== undefined;
}

/** The grid of a two-column form: one column on a phone, two from 600 px. */
export const TWO_COLUMN_GRID = {
  display: 'grid',
  width: '100%',
  columnGap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A grid item across both columns. */
export const FULL_ROW = { gridColumn: '1 / -1' } as const;
