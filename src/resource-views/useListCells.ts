// The cells of a list table, worked out once per table (not per row): each column's field, its
// class and, for a reference column, the option list its ids are named from.
import { useMemo } from 'react';
import type { Choice, FieldDeclaration } from '../../core/engine/declaration/field';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { optionsLookup, useLookupLists } from './useFieldOptions';

export interface ListCell {
  field: FieldDeclaration;
  /** react-admin's cell class (column-<source>), kept for styling and tests. */
  className: string;
  /** Static choices or the loaded lookup rows; undefined while they load (ids show meanwhile). */
  options?: readonly Choice[];
  /** The text is cut to so many characters (list.maxChars). */
  maxChars?: number;
}

export function useListCells(declaration: ResourceDeclaration): ListCell[] {
  const fields = useMemo(() => declaration.list.columns.map((source) => fieldOf(declaration, source)), [declaration]);
  // Each referenced list once, however many columns or rows read it.
  const lookups = useMemo(
    () => [...new Set(fields.flatMap((field) => optionsLookup(field) ?? []))],
    [fields],
  );
  const lists = useLookupLists(lookups);
  return useMemo(
    () =>
      fields.map((field) => {
        const lookup = optionsLookup(field);
        const options = lookup === undefined ? field.choices : lists[lookups.indexOf(lookup)];
        return { field, className: `column-${field.source}`, options, maxChars: declaration.list.maxChars?.[field.source] };
      }),
    [fields, lookups, lists, declaration],
  );
}
