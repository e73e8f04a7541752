// Tables whose rows carry one folded search column (migration 004_busqueda.sql) and the columns it
// joins. A search over exactly those columns becomes `busqueda LIKE f_fold('%word%')` per word,
// served by a trigram GIN index, instead of an OR of f_fold(column) LIKE … that no index serves.
// Meant to become a declaration option (`searchColumn`); until then, this map.

import { PERSON_SEARCH_COLUMNS } from '../../core/engine/personFields';

export interface FoldedSearchColumn {
  column: string;
  /** The columns the generated expression joins, in any order. */
  covers: readonly string[];
  /**
   * Columns among `covers` with a unique b-tree, whose whole value identifies one row (issue 44): a
   * one-word search that is exactly such a value, as the field stores it, is answered from the
   * b-tree with that row, without the trigram index; only when no row in reach has it does the
   * search look for the word inside the columns.
   */
  exact?: readonly string[];
}

export const FOLDED_SEARCH_COLUMNS: Readonly<Record<string, FoldedSearchColumn>> = {
  usuarios: { column: 'busqueda', covers: PERSON_SEARCH_COLUMNS, exact: ['numero_documento', 'email'] },
  salones: { column: 'busqueda', covers: ['nombre', 'numero'] },
};

/**
 * The folded column serving a search of `columns` on `table`, or null. Only for the very same set
 * of columns: a smaller set would let the folded column match words in columns not searched.
 */
export function foldedSearchColumn(table: string, columns: readonly string[]): string | null {
  return foldedSearchEntry(table, columns)?.column ?? null;
}

/** The entry of foldedSearchColumn (with its exact columns), or null. */
export function foldedSearchEntry(table: string, columns: readonly string[]): FoldedSearchColumn | null {
  const entry = FOLDED_SEARCH_COLUMNS[table];
  if (!entry) return null;
  const wanted = new Set(columns);
  const same = wanted.size === entry.covers.length && entry.covers.every((c) => wanted.has(c));
  return same ? entry : null;
}
