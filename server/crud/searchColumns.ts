// Tables whose rows carry one folded search column (migration 004_busqueda.sql) and the columns it
// joins. A search over exactly those columns becomes `busqueda LIKE f_fold('%word%')` per word,
// served by a trigram GIN index, instead of an OR of f_fold(column) LIKE … that no index serves.
// Meant to become a declaration option (`searchColumn`); until then, this map.

import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { PERSON_SEARCH_COLUMNS } from '../../core/engine/personFields';
import { checkField } from '../../core/engine/validation';
import { containsPattern, ident, type SqlParams } from '../db/sql';

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

/**
 * `column LIKE f_fold('%word%')` per word: every word inside the folded column, which its trigram
 * index serves (as does usuarios_orden_apellido_idx, which carries it: migration 042). `alias`
 * qualifies the column ('u.').
 */
export function foldedWordConditions(column: string, words: readonly string[], params: SqlParams, alias = ''): string[] {
  return words.map((word) => `${alias}${ident(column)} LIKE f_fold(${params.add(containsPattern(word))})`);
}

/**
 * One word that is exactly a value of the entry's unique columns (exact: a whole document number or
 * e-mail) as each of `fields` would store it: `(column = value OR …)`, which their unique b-trees
 * answer. Null when there are several words, no such column, or the word could be no such value:
 * one without a digit or an '@' (a name) is never looked up there. Shared by a resource's search
 * (repository.ts) and user/buscar (server/people/globalSearch.ts).
 */
export function exactSearchCondition(entry: FoldedSearchColumn | null, fields: readonly FieldDeclaration[], words: readonly string[], params: SqlParams): string | null {
  const exact = entry?.exact ?? [];
  if (words.length !== 1 || exact.length === 0 || !/[\d@]/.test(words[0])) return null;
  const equalities = exact.flatMap((source) => {
    const field = fields.find((f) => f.source === source);
    const checked = field ? checkField({ ...field, required: true }, words[0]) : null;
    return checked && 'value' in checked && typeof checked.value === 'string' ? [`${ident(source)} = ${params.add(checked.value)}`] : [];
  });
  return equalities.length > 0 ? `(${equalities.join(' OR ')})` : null;
}
