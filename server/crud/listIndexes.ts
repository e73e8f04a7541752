// A list's order and the index that must serve it. Every order a list offers is read from an index
// whose first key is the order's expression, so a page of a 100,000-row table never sorts the table;
// the server refuses to start when a declaration offers an order no index serves (its fewRows says
// the table stays small enough to sort).
import { ID_FIELD, type FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Database } from '../db/database';
import { listSortFields } from '../../core/engine/listFields';
import { ident, isTextual } from '../db/sql';
import { lookupOf } from '../../core/engine/lookups';

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

function field(decl: ResourceDeclaration, source: string): FieldDeclaration {
  const found = source === 'id' ? ID_FIELD : decl.fields.find((f) => f.source === source);
  if (!found) throw new Error(`${decl.name}: campo desconocido ${source}`);
  return found;
}

/** The expression an order by `source` leads with: text folded (case and accents ignored), others as stored. */
export function sortExpression(decl: ResourceDeclaration, source: string): string {
  const column = ident(field(decl, source).source);
  return isTextual(field(decl, source)) ? `f_fold(${column})` : column;
}

/**
 * A select over a lookup sorts by its option's label (Armenia before Bogotá), not its id: each row
 * ranked by its value's place among the lookup's ids in label order. The lookup is a short table
 * (sedes, grupos) read once per statement (an InitPlan); the list's own index still leads with the
 * column, which the export's walk reads value by value. NULL exactly when the column is (a foreign key).
 */
export function labelRank(decl: ResourceDeclaration, source: string): string | undefined {
  const f = field(decl, source);
  if (f.type !== 'select' || !f.lookup) return undefined;
  const lookup = lookupOf(f.lookup);
  const [id, name] = [ident(lookup.id), ident(lookup.name)];
  return `array_position(ARRAY(SELECT ${id} FROM ${ident(lookup.table)} ORDER BY f_fold(${name}), ${id}), ${ident(f.source)})`;
}

/**
 * One page's ids in a label order without sorting the table: the lookup's ids in label order, for
 * each the first rows by id from the (column, id) index (never more than the page's end), then the
 * rows without a value; those few rows are sorted. listOrder's order exactly (ties by id).
 * `conditions` name the table's own columns; `limit` and `offset` are parameters.
 */
export function labelPageIds(decl: ResourceDeclaration, sort: ListSort, table: string, conditions: string[], limit: string, offset: string): string | undefined {
  const f = sort.field === 'id' ? undefined : field(decl, sort.field);
  if (!f || f.type !== 'select' || !f.lookup) return undefined;
  const lookup = lookupOf(f.lookup);
  const [column, id] = [ident(f.source), ident(lookup.id)];
  const [direction, nulls] = sort.order === 'DESC' ? ['DESC', 'NULLS FIRST'] : ['ASC', 'NULLS LAST'];
  const end = `(${limit}::integer + ${offset}::integer)`;
  const where = (own: string) => `WHERE ${[...conditions, own].join(' AND ')}`;
  const options = `unnest(ARRAY(SELECT ${id} FROM ${ident(lookup.table)} ORDER BY f_fold(${ident(lookup.name)}), ${id})) WITH ORDINALITY o(v, pos)`;
  return (
    `SELECT id FROM (SELECT o.pos, x.id FROM ${options} CROSS JOIN LATERAL ` +
    `(SELECT id FROM ${table} ${where(`${column} = o.v`)} ORDER BY id ${direction} LIMIT ${end}) x ` +
    `UNION ALL (SELECT NULL::bigint, id FROM ${table} ${where(`${column} IS NULL`)} ORDER BY id ${direction} LIMIT ${end})) labelled ` +
    `ORDER BY pos ${direction} ${nulls}, id ${direction} LIMIT ${limit} OFFSET ${offset}`
  );
}

/**
 * ORDER BY's terms. Descending is the exact reverse of ascending (nulls first, ties by id
 * descending), so one index (expression NULLS LAST, column, id) serves both directions.
 */
export function listOrder(decl: ResourceDeclaration, sort: ListSort): string {
  if (sort.field === 'id') return `id ${sort.order === 'DESC' ? 'DESC' : 'ASC'}`;
  const column = ident(field(decl, sort.field).source);
  const expression = sortExpression(decl, sort.field);
  const [direction, nulls] = sort.order === 'DESC' ? ['DESC', 'NULLS FIRST'] : ['ASC', 'NULLS LAST'];
  const rank = labelRank(decl, sort.field);
  if (rank) return `${rank} ${direction} ${nulls}, id ${direction}`;
  const tie = expression === column ? '' : `, ${column} ${direction}`;
  return `${expression} ${direction} ${nulls}${tie}, id ${direction}`;
}

/** 'f_fold("x")' and 'f_fold(x)' are one expression: compared without quotes and spaces. */
const normalized = (expression: string) => expression.replace(/[\s"]/g, '');

/** Each declaration's orders that no index of its table leads with, as Spanish lines (empty: all served). */
export async function unindexedOrders(db: Database, declarations: readonly ResourceDeclaration[]): Promise<string[]> {
  const rows = await db.query<{ tabla: string; clave: string }>(
    `SELECT c.relname AS tabla, pg_get_indexdef(i.indexrelid, 1, true) AS clave
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE c.relnamespace = current_schema()::regnamespace`,
  );
  const leading = new Set(rows.map((r) => `${r.tabla}\u0000${normalized(r.clave)}`));
  const problems: string[] = [];
  for (const decl of declarations) {
    if (decl.list.fewRows) continue;
    for (const source of listSortFields(decl)) {
      const expression = sortExpression(decl, source);
      if (!leading.has(`${decl.table}\u0000${normalized(expression)}`)) {
        problems.push(`${decl.name}: la lista se ordena por ${source} y ningún índice de ${decl.table} empieza por ${expression}`);
      }
    }
  }
  return problems;
}

/** Refuses to start with an order no index serves (a missing migration, or a declaration that needs fewRows). */
export async function checkListIndexes(db: Database, declarations: readonly ResourceDeclaration[]): Promise<void> {
  const problems = await unindexedOrders(db, declarations);
  if (problems.length > 0) {
    throw new Error(`Órdenes de lista sin índice (cree el índice en una migración, o declare list.fewRows si la tabla es pequeña):\n  ${problems.join('\n  ')}`);
  }
}
