// Generic data access over a declaration's table, restricted to its scope and its hooks' read
// condition. Every method takes an optional transaction; identifiers come from the declaration only.
import { PERSON_KINDS, type PersonAction, type PersonKind, reachableKinds } from '../../core/engine/privileges';
import { type FieldDeclaration, ID_FIELD } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Session } from '../auth/session';
import type { ScalarValue } from '../../core/engine/fieldLists';
import type { FieldValue } from '../../core/engine/validation';
import { type Database, otherRequestsFirst, type SqlParam } from '../db/database';
import type { ResourceHooks, WriteRow } from './hooksTypes';
import { hiddenRowsCondition } from './bulkJournal';
import { countRows } from './countCache';
import { labelPageIds, listOrder } from './listIndexes';
import { type OrderPlace, orderWalk } from './orderWalk';
import { fileColumnSql } from './files';
import { exactSearchCondition, foldedSearchColumn, foldedSearchEntry, foldedWordConditions } from './searchColumns';
import { containsPattern, fieldSqlType, ident, SqlParams, sqlValue } from '../db/sql';
import { type ExpiredCondition, expiredConditions } from './derivedFilters';
import { fieldRules, isFileField } from '../../core/engine/fields';

export type ResourceRecord = Record<string, unknown> & { id: number; version: number };

/** Who reads or writes, and with which action: the rows they may reach follow from it. */
export interface RecordAccess {
  session: Session;
  action: PersonAction;
}

/**
 * The per-sede boundary as SQL: a user with permitted sedes reaches rows of those only (none: all);
 * `alias` qualifies the column ('u.').
 */
export function sedeCondition(column: string, session: Session, params: SqlParams, alias = ''): string[] {
  return session.sedes ? [`${alias}${ident(column)} = ANY(${params.add(session.sedes)}::integer[])`] : [];
}

/** What makes a person row a person of each kind (roles are flags; staff is fu, set with a group: migration 025). */
const KIND_SQL: Record<PersonKind, string> = {
  estudiante: 'es',
  docente: 'pr',
  funcionario: 'fu',
  administrador: 'ad',
};

/**
 * The conditions leaving out the person kinds (among `kinds`) that `codes` cannot reach with
 * `action` — the privilege ceiling in SQL; `alias` qualifies the role columns ('u.').
 */
export function unreachableKindConditions(action: PersonAction, codes: ReadonlySet<string>, kinds: readonly PersonKind[] = PERSON_KINDS, alias = ''): string[] {
  const reachable = reachableKinds(action, codes);
  return kinds.filter((kind) => !reachable.has(kind)).map((kind) => `NOT (${alias}${KIND_SQL[kind]})`);
}

export type FilterValue = ScalarValue | ScalarValue[];

export interface ListQuery {
  page: number;
  perPage: number;
  /** Rows skipped before the page; default (page - 1) × perPage (the REST face's range may start anywhere). */
  offset?: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  ids?: number[];
  filters: Record<string, FilterValue>;
  /** Words every row must hold in its search columns (the search's rule; the REST face's filter q). */
  words?: string[];
  /** Declared 'expired' filters (derivedFilters.ts), compared with `today`. */
  expired?: ExpiredCondition[];
  /** The school's date 'YYYY-MM-DD': listRecords and exportRecords set it from the service's clock. */
  today?: string;
}

/**
 * Rows an export reads per statement (exportBatches): a student's 40 columns at 100,000 students,
 * ~7 ms of PGlite and ~8 ms of CSV per batch (2,000: ~25 + ~27 ms), so a read waits little behind one.
 */
export const EXPORT_BATCH_ROWS = 500;

/** Index entries an export's id walk reads per window (exportIds): ~2–5 ms on PGlite. */
export const EXPORT_WINDOW_ROWS = 5000;

/** Rows per INSERT statement stay under PostgreSQL's 65535 parameters. */
const MAX_PARAMS_PER_STATEMENT = 60000;

// Built once per declaration: as() makes a repository per request, which must not rebuild them.
const selectLists = new WeakMap<ResourceDeclaration, { all: string; found: string }>();
const readConverterLists = new WeakMap<ResourceDeclaration, ReadonlyMap<string, (value: unknown) => unknown>>();

function columnSql(decl: ResourceDeclaration, field: FieldDeclaration): string {
  // A file column reads as its archivos row's {id, nombre, tamano} (files.ts); others as stored.
  if (field.computed) return `(${field.computed}) AS ${ident(field.source)}`;
  return isFileField(field) ? fileColumnSql(decl.table, field.source) : ident(field.source);
}

/**
 * What a search row needs (the list it feeds): the list's columns and sort, what its filters and
 * the record's one-line name read — not every column of a wide row (a student has thirty).
 */
function searchFields(decl: ResourceDeclaration): FieldDeclaration[] {
  const wanted = new Set([...decl.list.columns, decl.list.sort.field, ...[...decl.representation.matchAll(/\{(\w+)\}/g)].map((m) => m[1])]);
  // The browser filters a search's rows by the list's declared field filters (dataProvider pageLocally).
  for (const filter of decl.list.filters ?? []) if (typeof filter === 'string') wanted.add(filter);
  if (decl.sedeField) wanted.add(decl.sedeField);
  if (decl.parent) wanted.add(decl.parent.field);
  return decl.fields.filter((f) => wanted.has(f.source));
}

function selectList(decl: ResourceDeclaration): { all: string; found: string } {
  let lists = selectLists.get(decl);
  if (lists === undefined) {
    const keys = [ident('id'), ident('version')];
    lists = {
      all: [...keys, ...decl.fields.map((f) => columnSql(decl, f))].join(', '),
      found: [...keys, ...searchFields(decl).map((f) => columnSql(decl, f))].join(', '),
    };
    selectLists.set(decl, lists);
  }
  return lists;
}

export class ResourceRepository {
  private readonly columns: string;
  private readonly foundColumns: string;

  constructor(
    private readonly db: Database,
    readonly decl: ResourceDeclaration,
    private readonly hooks: ResourceHooks,
    private readonly access?: RecordAccess,
    /** A child resource's parent (decl.parent): its rows bound what the child's rows may be. */
    readonly parent?: ResourceRepository,
    /** A child's repository narrowed to one parent (the endpoint path's curso/7/…): its rows only. */
    readonly parentId?: number,
  ) {
    ({ all: this.columns, found: this.foundColumns } = selectList(decl));
  }

  /** The same repository seen by `session` doing `action`: only the rows they may reach. */
  as(session: Session, action: PersonAction = 'ver'): ResourceRepository {
    return new ResourceRepository(this.db, this.decl, this.hooks, { session, action }, this.parent?.as(session), this.parentId);
  }

  /** The same repository holding only the children of parent `parentId` (a child declaration's). */
  under(parentId: number): ResourceRepository {
    if (!this.decl.parent) throw new Error(`${this.decl.name}: no es un recurso hijo`);
    return new ResourceRepository(this.db, this.decl, this.hooks, this.access, this.parent, parentId);
  }

  /** `SELECT id FROM <table> WHERE <what this repository may reach>`, parameters in `params`. */
  reachableIdsSql(params: SqlParams): string {
    return `SELECT id FROM ${this.table} ${this.where(this.baseConditions(params))}`;
  }

  /** The tables this repository's conditions read: its own and its parents' (a read condition names its own columns only). */
  private tablesRead(): string[] {
    return [this.decl.table, ...(this.parent ? this.parent.tablesRead() : [])];
  }

  private get table(): string {
    return ident(this.decl.table);
  }

  private field(source: string): FieldDeclaration {
    const field = source === 'id' ? ID_FIELD : this.decl.fields.find((f) => f.source === source);
    if (!field) throw new Error(`${this.decl.name}: campo desconocido ${source}`);
    return field;
  }

  /** A written value as its parameter (scope and hook columns may be undeclared: scalars). */
  private sqlValue(column: string, value: FieldValue): SqlParam {
    return sqlValue(this.decl.fields.find((f) => f.source === column), value);
  }

  /** Scope + read condition, less the rows of unfinished bulk batches: what makes a row part of this resource. */
  private baseConditions(params: SqlParams): string[] {
    const conditions = Object.entries(this.decl.scope ?? {}).map(([key, value]) => `${ident(key)} = ${params.add(value)}`);
    if (this.hooks.readCondition) conditions.push(`(${this.hooks.readCondition})`);
    const unpublished = hiddenRowsCondition(this.db, this.decl.table);
    if (unpublished) conditions.push(unpublished);
    if (this.parentId !== undefined && this.decl.parent) conditions.push(`${ident(this.decl.parent.field)} = ${params.add(this.parentId)}`);
    if (this.access) conditions.push(...this.accessConditions(this.access, params));
    return conditions;
  }

  /** Per-sede boundary and privilege ceiling, in the SQL itself: nothing outside them is ever read or written. */
  private accessConditions({ session, action }: RecordAccess, params: SqlParams): string[] {
    const conditions: string[] = [];
    if (this.decl.sedeField) conditions.push(...sedeCondition(this.decl.sedeField, session, params));
    if (this.decl.person) conditions.push(...unreachableKindConditions(action, session.permisos));
    // A child is reachable through a parent the session reaches (its sede, its scope).
    if (this.parent && this.decl.parent) conditions.push(`${ident(this.decl.parent.field)} IN (${this.parent.reachableIdsSql(params)})`);
    return conditions;
  }

  private where(conditions: string[]): string {
    return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  }

  private orderBy(sort: ListQuery['sort']): string {
    return `ORDER BY ${listOrder(this.decl, sort)}`;
  }

  private filterConditions(query: Pick<ListQuery, 'ids' | 'filters' | 'expired' | 'today'>, params: SqlParams): string[] {
    const conditions: string[] = [];
    if (query.ids) conditions.push(`id = ANY(${params.add(query.ids)}::integer[])`);
    for (const [source, value] of Object.entries(query.filters)) {
      const field = this.field(source);
      const column = ident(field.source);
      if (fieldRules(field).list) {
        // A list column matches when it holds the value (or, for several values, any of them).
        const wanted = Array.isArray(value) ? value : [value];
        conditions.push(`${column} && ${params.add(wanted)}::${fieldSqlType(field)}`);
      } else if (Array.isArray(value)) conditions.push(`${column} = ANY(${params.add(value)}::${fieldSqlType(field)}[])`);
      else if (value === null) conditions.push(`${column} IS NULL`);
      else conditions.push(`${column} = ${params.add(value)}`);
    }
    conditions.push(...expiredConditions(query.expired ?? [], query.today, params));
    return conditions;
  }

  async list(query: ListQuery, tx?: Database): Promise<{ datos: ResourceRecord[]; total: number }> {
    const db = tx ?? this.db;
    const params = new SqlParams();
    const words = query.words ? this.wordConditions(query.words, params) : [];
    const conditions = [...this.baseConditions(params), ...this.filterConditions(query, params), ...words];
    const where = this.where(conditions);
    // Outside a transaction the total is remembered until the tables it reads change (countCache.ts).
    const from = `${this.table} ${where}`;
    const total = tx
      ? (await tx.query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${from}`, params.values))[0].total
      : await countRows(this.db, this.tablesRead(), from, params.values);
    const limit = params.add(query.perPage);
    const offset = params.add(query.offset ?? (query.page - 1) * query.perPage);
    const order = this.orderBy(query.sort);
    // The page's ids first, from the order's index alone (it carries the columns the conditions
    // read: migration 032), then only those rows: skipping 1,000 rows costs index entries, not rows.
    // A lookup's label order (sede by name) reads the index option by option (listIndexes.ts labelPageIds).
    const ids = labelPageIds(this.decl, query.sort, this.table, conditions, limit, offset) ?? `SELECT id FROM ${from} ${order} LIMIT ${limit} OFFSET ${offset}`;
    const page = `SELECT ${this.columns} FROM ${this.table} WHERE id = ANY(ARRAY(${ids}))`;
    const datos = await this.jsonRows(db, page, order, params.values);
    return { datos, total };
  }

  /**
   * Every row matching `query` (its filters and order, no page) with the columns `sources`, for an
   * export: the ordered ids first, then the rows by id in batches. Every statement is short — the ids
   * come window by window over the order's index (exportIds), the rows `batchSize` at a time — and
   * the event loop turns before each one, so other requests' statements run in between (PGlite has
   * one connection, and its statements run on this thread). Nothing (transaction, cursor) stays open
   * between statements; the set is the one the id walk saw (a row gone or moved out of reach since
   * is skipped: the boundary is checked again per batch), in the order's exact terms, ties by id.
   */
  async *exportBatches(
    query: Pick<ListQuery, 'sort' | 'filters' | 'ids' | 'expired' | 'today'>,
    sources: readonly string[],
    batchSize = EXPORT_BATCH_ROWS,
    windowRows = EXPORT_WINDOW_ROWS,
  ): AsyncGenerator<ResourceRecord[]> {
    const ids = await this.exportIds(query, windowRows);
    const names = ['id', 'version', ...sources.filter((s) => s !== 'id' && s !== 'version')];
    const columns = names.map((s) => (s === 'id' || s === 'version' ? ident(s) : columnSql(this.decl, this.field(s)))).join(', ');
    for (let start = 0; start < ids.length; start += batchSize) {
      await otherRequestsFirst();
      const slice = ids.slice(start, start + batchSize);
      const batchParams = new SqlParams();
      const conditions = [`id = ANY(${batchParams.add(slice)}::integer[])`, ...this.baseConditions(batchParams)];
      const rows = await this.arrayRows(`SELECT ${columns} FROM ${this.table} ${this.where(conditions)}`, names, batchParams.values);
      const byId = new Map(rows.map((row) => [row.id, row]));
      yield slice.flatMap((id) => byId.get(id) ?? []);
    }
  }

  /**
   * The ids of the rows matching `query`, in its order. Ids the body names (at most 1,000: a search's
   * hits) are ordered in one statement; otherwise the order is walked in windows of `windowRows`
   * index entries (orderWalk.ts): where the window ends (its entries only, from the index), then the
   * window's matching rows — neither reads more than the window, however few rows the filters keep.
   * A row whose place changes while the walk passes it is taken once.
   */
  private async exportIds(query: Pick<ListQuery, 'sort' | 'filters' | 'ids' | 'expired' | 'today'>, windowRows: number): Promise<number[]> {
    const order = this.orderBy(query.sort);
    const matching = (params: SqlParams, walked: string[] = []) =>
      this.where([...walked, ...this.baseConditions(params), ...this.filterConditions(query, params)]);
    const idsOf = async (params: SqlParams, where: string) =>
      (await this.db.query<{ ids: number[] }>(`SELECT ARRAY(SELECT id FROM ${this.table} ${where} ${order}) AS ids`, params.values))[0].ids;
    if (query.ids) {
      const params = new SqlParams();
      return idsOf(params, matching(params));
    }
    const walk = orderWalk(this.decl, query.sort);
    const seen = new Set<number>();
    const ids: number[] = [];
    for (const segment of walk.segments) {
      let after: OrderPlace | undefined;
      do {
        await otherRequestsFirst();
        const endParams = new SqlParams();
        const skipped = endParams.add(windowRows - 1);
        const [end] = await this.db.query<{ place: OrderPlace }>(
          `SELECT ${walk.place} AS place FROM ${this.table} ${this.where(segment.conditions(endParams, after))} ${order} OFFSET ${skipped} LIMIT 1`,
          endParams.values,
        );
        const params = new SqlParams();
        for (const id of await idsOf(params, matching(params, segment.conditions(params, after, end?.place)))) {
          if (!seen.has(id)) ids.push(id);
          seen.add(id);
        }
        after = end?.place;
      } while (after);
    }
    return ids;
  }

  /**
   * jsonRows with each row as a JSON array instead of an object: on PGlite a third faster for wide
   * rows (the names are not repeated in every row). json_build_array takes at most 100 arguments:
   * wider selections go through jsonRows.
   */
  private async arrayRows(select: string, names: readonly string[], params: SqlParam[]): Promise<ResourceRecord[]> {
    if (names.length > 100) return this.jsonRows(this.db, select, '', params);
    const cells = names.map((name) => `t.${ident(name)}`).join(', ');
    const [{ datos }] = await this.db.query<{ datos: unknown[][] }>(
      `SELECT coalesce(json_agg(json_build_array(${cells})), '[]'::json) AS datos FROM (${select}) t`,
      params,
    );
    const converters = this.readConverters();
    return datos.map((values) => {
      const row: Record<string, unknown> = {};
      names.forEach((name, i) => {
        const convert = converters.get(name);
        row[name] = convert && values[i] != null ? convert(values[i]) : values[i];
      });
      return row as ResourceRecord;
    });
  }

  /**
   * Each column whose type reads back in another form than the engine's (its type's fromDb: a
   * timestamptz as a Date, a time as 'HH:MM'), by source. Every read path applies them.
   */
  private readConverters(): ReadonlyMap<string, (value: unknown) => unknown> {
    let converters = readConverterLists.get(this.decl);
    if (!converters) {
      converters = new Map(this.decl.fields.flatMap((f) => {
        const fromDb = fieldRules(f).fromDb;
        return fromDb ? [[f.source, fromDb] as const] : [];
      }));
      readConverterLists.set(this.decl, converters);
    }
    return converters;
  }

  /** `rows` (read by any path) with their columns in the engine's form (readConverters). */
  private converted(rows: ResourceRecord[]): ResourceRecord[] {
    const converters = this.readConverters();
    if (converters.size > 0) {
      for (const row of rows) {
        for (const [source, convert] of converters) if (row[source] != null) row[source] = convert(row[source]);
      }
    }
    return rows;
  }

  /** Every word must appear (case and accents ignored) in at least one search column. */
  private wordConditions(words: string[], params: SqlParams): string[] {
    const columns = this.decl.list.search?.columns ?? [];
    if (columns.length === 0) throw new Error(`${this.decl.name}: no tiene búsqueda`);
    // One folded column with a trigram index when the table has it (migration 004); else every column.
    const folded = foldedSearchColumn(this.decl.table, columns);
    if (folded) return foldedWordConditions(folded, words, params);
    return words.map((word) => {
      const pattern = params.add(containsPattern(word));
      return `(${columns.map((c) => `f_fold(${ident(c)}::text) LIKE f_fold(${pattern})`).join(' OR ')})`;
    });
  }

  /**
   * At most `limit` rows holding every word (wordConditions), in the list's order. Over a folded
   * search column (searchColumns.ts; issue 44):
   * - a word that is exactly someone's document number or e-mail (exactSearchCondition) is
   *   answered from the unique b-tree with them; only when no row in reach has it is the word looked
   *   for inside the columns (a second statement);
   * - one word: the ids first, then only those rows. The planner walks the order's index, which
   *   carries the folded column (migration 042), when the word is common (a surname's first 100 rows
   *   cost index entries, not a heap page each), else it takes the trigram index.
   * - several words: the rows at once, as before. Their rows are few (the trigram index), and with
   *   the ids alone the planner, taking the words as independent, would walk the whole order's index
   *   for a name and surname that sit together far in it ('Daniel Ortiz': 60,000 entries).
   */
  async search(words: string[], limit: number, tx?: Database, equal: { column: string; value: number | boolean }[] = []): Promise<ResourceRecord[]> {
    const db = tx ?? this.db;
    const reach = (params: SqlParams) => [...this.baseConditions(params), ...equal.map(({ column, value }) => `${ident(column)} = ${params.add(value)}`)];
    const order = this.orderBy(this.decl.list.sort);
    const entry = foldedSearchEntry(this.decl.table, this.decl.list.search?.columns ?? []);
    const exactParams = new SqlParams();
    const exact = exactSearchCondition(entry, this.decl.fields, words, exactParams);
    if (exact) {
      const where = this.where([...reach(exactParams), exact]);
      const rows = await this.jsonRows(db, `SELECT ${this.foundColumns} FROM ${this.table} ${where}`, order, exactParams.values);
      if (rows.length > 0) return rows;
    }
    const params = new SqlParams();
    const containing = this.where([...reach(params), ...this.wordConditions(words, params)]);
    const limitParam = params.add(limit);
    const ids = `SELECT id FROM ${this.table} ${containing} ${order} LIMIT ${limitParam}`;
    const found = entry && words.length === 1
      ? `SELECT ${this.foundColumns} FROM ${this.table} WHERE id = ANY(ARRAY(${ids}))`
      : `SELECT ${this.foundColumns} FROM ${this.table} ${containing} ${order} LIMIT ${limitParam}`;
    return this.jsonRows(db, found, order, params.values);
  }

  /**
   * The rows of `select` as one json value: the driver decodes one cell instead of rows × columns
   * (on PGlite ~3× faster for 25 rows of 27 columns), with the same values — dates stay text and
   * timestamps become Dates again, as the driver gives them. The ORDER BY inside the aggregate
   * keeps the order (it names declared columns only, which the subquery returns).
   */
  private async jsonRows(db: Database, select: string, order: string, params: SqlParam[]): Promise<ResourceRecord[]> {
    const [{ datos }] = await db.query<{ datos: ResourceRecord[] }>(`SELECT coalesce(json_agg(t ${order}), '[]'::json) AS datos FROM (${select}) t`, params);
    return this.converted(datos);
  }

  /** `lock`: FOR UPDATE, so the version read stays the version written (lost-update check). */
  async find(id: number, tx?: Database, options: { lock?: boolean } = {}): Promise<ResourceRecord | null> {
    const params = new SqlParams();
    return (await this.recordsWhere(`id = ${params.add(id)}`, params, tx, options.lock))[0] ?? null;
  }

  /** The records of `ids` this repository reaches (as find, in one statement): an import's matched lines. */
  async findMany(ids: readonly number[], tx?: Database, options: { lock?: boolean } = {}): Promise<ResourceRecord[]> {
    if (ids.length === 0) return [];
    const params = new SqlParams();
    return this.recordsWhere(`id = ANY(${params.add([...ids])}::integer[])`, params, tx, options.lock);
  }

  private async recordsWhere(idCondition: string, params: SqlParams, tx?: Database, lock = false): Promise<ResourceRecord[]> {
    const conditions = [idCondition, ...this.baseConditions(params)];
    // In id order: two writers locking overlapping sets take the locks in the same order.
    const locking = lock ? ' ORDER BY id FOR UPDATE' : '';
    return this.converted(await (tx ?? this.db).query<ResourceRecord>(`SELECT ${this.columns} FROM ${this.table} ${this.where(conditions)}${locking}`, params.values));
  }

  /** Values of `column` (any row of the table, whatever its scope) among `values`, as text. */
  async existingValues(field: FieldDeclaration, values: ScalarValue[], excludeId?: number, tx?: Database): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    const params = new SqlParams();
    const column = ident(field.source);
    let sql = `SELECT DISTINCT ${column}::text AS v FROM ${this.table} WHERE ${column} = ANY(${params.add(values)}::${fieldSqlType(field)}[])`;
    if (excludeId !== undefined) sql += ` AND id <> ${params.add(excludeId)}`;
    const rows = await (tx ?? this.db).query<{ v: string }>(sql, params.values);
    return new Set(rows.map((r) => r.v));
  }

  /**
   * The row holding each key (the values of `columns`, as text, in order) — any row of the table,
   * whatever its scope: the key's parts joined by KEY_SEPARATOR → id.
   */
  async idsByKey(columns: readonly string[], keys: string[][], tx?: Database): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const params = new SqlParams();
    const texts = columns.map((column) => `${ident(column)}::text`);
    const lists = columns.map((_, i) => `${params.add(keys.map((key) => key[i]))}::text[]`);
    const sql = `SELECT concat_ws(chr(31), ${texts.join(', ')}) AS k, id FROM ${this.table} WHERE (${texts.join(', ')}) IN (SELECT * FROM unnest(${lists.join(', ')}))`;
    const rows = await (tx ?? this.db).query<{ k: string; id: number }>(sql, params.values);
    return new Map(rows.map((r) => [r.k, r.id]));
  }

  /** Which of `ids` are rows of the table (whatever their scope). */
  static readonly KEY_SEPARATOR = '\u001f';

  async existingIds(ids: number[], tx?: Database): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await (tx ?? this.db).query<{ id: number }>(`SELECT id FROM ${this.table} WHERE id = ANY($1::integer[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /** Inserts rows (scope columns added) and returns their ids in the same order; `given`: ids already taken from the sequence (a bulk batch's). */
  async insertMany(rows: WriteRow[], tx?: Database, given?: number[]): Promise<number[]> {
    const db = tx ?? this.db;
    if (rows.length === 0) return [];
    const ids =
      given ??
      (
        await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence($1, 'id'))::integer AS id FROM generate_series(1, $2::integer)`, [
          this.decl.table,
          rows.length,
        ])
      ).map((r) => r.id);
    const full = rows.map((row, i): Record<string, FieldValue> => ({ ...row, ...this.decl.scope, id: ids[i] }));
    // Rows with the same columns share statements (hooks may complete some rows only).
    const groups = new Map<string, Record<string, FieldValue>[]>();
    for (const row of full) {
      const key = Object.keys(row).sort().join(',');
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    for (const [key, group] of groups) {
      const columns = key.split(',');
      const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
      for (let start = 0; start < group.length; start += perStatement) {
        const params = new SqlParams();
        const tuples = group
          .slice(start, start + perStatement)
          .map((row) => `(${columns.map((c) => params.add(this.sqlValue(c, row[c]))).join(', ')})`);
        await db.query(`INSERT INTO ${this.table} (${columns.map(ident).join(', ')}) VALUES ${tuples.join(', ')}`, params.values);
      }
    }
    return ids;
  }

  /** Partial update of a row of this resource; false when no such row. */
  async update(id: number, values: WriteRow, tx?: Database): Promise<boolean> {
    const params = new SqlParams();
    const assignments = Object.entries(values).map(([column, value]) => `${ident(column)} = ${params.add(this.sqlValue(column, value))}`);
    if (assignments.length === 0) return (await this.find(id, tx)) !== null;
    // The engine bumps the version itself; tables with the bump_version trigger agree on the value.
    assignments.push('version = version + 1');
    const conditions = [`id = ${params.add(id)}`, ...this.baseConditions(params)];
    const rows = await (tx ?? this.db).query(
      `UPDATE ${this.table} SET ${assignments.join(', ')} ${this.where(conditions)} RETURNING id`,
      params.values,
    );
    return rows.length > 0;
  }

  async remove(id: number, tx?: Database): Promise<boolean> {
    const params = new SqlParams();
    const conditions = [`id = ${params.add(id)}`, ...this.baseConditions(params)];
    const rows = await (tx ?? this.db).query(`DELETE FROM ${this.table} ${this.where(conditions)} RETURNING id`, params.values);
    return rows.length > 0;
  }
}
