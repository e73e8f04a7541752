// A walk over a list's order in windows (keyset): each window starts past the place where the last
// one ended, so an export reads its ids in short statements however many rows the list holds. The
// order is listOrder's: its expression NULLS LAST (descending: NULLS FIRST), the column, then id. A
// row comparison `(keys) > (place)` is a range of the order's index, but never true where the
// expression is NULL, so those rows are a segment of their own (last ascending, first descending),
// walked by id: a text's folded expression is NULL exactly when its column is.
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { labelRank, type ListSort, sortExpression } from './listIndexes';
import { fieldSqlType, ident, type SqlParams, type SqlType } from '../db/sql';

/** A row's place in the order: its keys' values as SQL's own text (exact for every type: a timestamp's microseconds too), id last. */
export type OrderPlace = (string | null)[];

/** A stretch of the order that one row comparison walks. */
export interface OrderSegment {
  /** Its rows past `after` (absent: from its start) and not past `upTo` (absent: to its end). */
  conditions(params: SqlParams, after?: OrderPlace, upTo?: OrderPlace): string[];
}

export interface OrderWalk {
  /** A row's OrderPlace as one SELECT expression (a text[]). */
  place: string;
  /** In the order's order. */
  segments: OrderSegment[];
}

interface OrderKey {
  sql: string;
  type: SqlType;
}

const ID_KEY: OrderKey = { sql: 'id', type: 'integer' };

/** `(k1, k2, …) op ($1::t1, $2::t2, …)` over `keys`, taking the values from the end of `place`. */
function compared(keys: OrderKey[], op: string, place: OrderPlace, params: SqlParams): string {
  const values = place.slice(place.length - keys.length).map((value, i) => `${params.add(value)}::${keys[i].type}`);
  return `(${keys.map((k) => k.sql).join(', ')}) ${op} (${values.join(', ')})`;
}

function segment(keys: OrderKey[], descending: boolean, start: string[]): OrderSegment {
  return {
    conditions(params, after, upTo) {
      const conditions = after ? [...start, compared(keys, descending ? '<' : '>', after, params)] : [...start];
      if (upTo) conditions.push(compared(keys, descending ? '>=' : '<=', upTo, params));
      return conditions;
    },
  };
}

/** How to walk `decl`'s list in the order `sort` (listOrder's terms, one window at a time). */
export function orderWalk(decl: ResourceDeclaration, sort: ListSort): OrderWalk {
  const descending = sort.order === 'DESC';
  if (sort.field === 'id') return { place: 'ARRAY[id::text]', segments: [segment([ID_KEY], descending, [])] };
  const field = fieldOf(decl, sort.field);
  const column = ident(field.source);
  const expression = sortExpression(decl, sort.field);
  const rank = labelRank(decl, sort.field);
  // A label's rank stands for the column (listOrder's terms): one integer key, NULL when the column is.
  const leading: OrderKey[] = rank ? [{ sql: rank, type: 'integer' }] : expression === column ? [{ sql: column, type: fieldSqlType(field) }] : [{ sql: expression, type: 'text' }, { sql: column, type: fieldSqlType(field) }];
  const keys = [...leading, ID_KEY];
  // Every leading key NULL together (IS NULL on each lets the index start at the segment's first id).
  const nulls = segment([ID_KEY], descending, rank ? [`${column} IS NULL`] : leading.map((k) => `${k.sql} IS NULL`));
  const values = segment(keys, descending, [`${rank ? column : leading[0].sql} IS NOT NULL`]);
  return {
    place: `ARRAY[${keys.map((k) => `(${k.sql})::text`).join(', ')}]`,
    segments: descending ? [nulls, values] : [values, nulls],
  };
}
