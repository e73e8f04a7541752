// How each type's view sits among the others, where a type's input or cell needs more than text: a
// form input that takes a whole row of a two-column form (a long text, a list edited row by row, a
// file), and a list cell that is a link (an address). Read by formLayout.ts and ResourceTableRow.tsx.
import type { FieldType } from '../../../core/engine/declaration/field';

const FULL_ROW: ReadonlySet<FieldType> = new Set<FieldType>(['richText', 'jsonList', 'file']);
const LINK_CELL: ReadonlySet<FieldType> = new Set<FieldType>(['url']);

/** The type's input takes a whole row of a two-column form. */
export const inputSpansFullRow = (type: FieldType): boolean => FULL_ROW.has(type);

/** The type's list cell is a link to its value (opened apart). */
export const cellIsLink = (type: FieldType): boolean => LINK_CELL.has(type);
