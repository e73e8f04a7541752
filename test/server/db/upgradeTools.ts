// What the upgrade test (upgrade.test.ts) reads of a database: every table's rows by key, the schema
// as PostgreSQL describes it, and the copy of an earlier release's PGlite database into PostgreSQL.
import type { Database } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableRows {
  columns: string[];
  /** The primary key's columns; none: a row is its whole content. */
  key: string[];
  /** Rows by key (the key's values as JSON). */
  rows: Map<string, Record<string, unknown>>;
}

/** The tables of the current schema, by name. */
async function tableNames(db: Database): Promise<string[]> {
  return (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`,
    )
  ).map((row) => row.name);
}

/** Every row of every table, as JSON values (to_jsonb: the same text for the same value on both drivers). */
export async function tableRows(db: Database): Promise<Map<string, TableRows>> {
  const tables = new Map<string, TableRows>();
  for (const name of await tableNames(db)) {
    const [shape] = await db.query<{ columns: string[]; key: string[] | null }>(
      `SELECT (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
                WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
              (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) FROM pg_index i
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                WHERE i.indrelid = c.oid AND i.indisprimary) AS key
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relname = $1`,
      [name],
    );
    const key = shape.key ?? [];
    const rows = new Map<string, Record<string, unknown>>();
    for (const { row } of await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${ident(name)} t`)) {
      const value = JSON.parse(row) as Record<string, unknown>;
      rows.set(JSON.stringify(key.length > 0 ? key.map((column) => value[column]) : value), value);
    }
    tables.set(name, { columns: shape.columns, key, rows });
  }
  return tables;
}

/** One way a table's rows moved between two readings. */
export type RowChange =
  | { table: string; kind: 'table removed' }
  | { table: string; kind: 'column removed'; column: string }
  | { table: string; kind: 'row removed'; key: string }
  | { table: string; kind: 'row added'; key: string }
  | { table: string; kind: 'value changed'; key: string; column: string; before: unknown; after: unknown };

/**
 * What differs from `before` in `after`, on what `before` had: its tables, their columns and rows.
 * Tables and columns new in `after` are the migrations' own and not compared.
 */
export function rowChanges(before: Map<string, TableRows>, after: Map<string, TableRows>): RowChange[] {
  const changes: RowChange[] = [];
  for (const [table, old] of before) {
    const now = after.get(table);
    if (!now) {
      changes.push({ table, kind: 'table removed' });
      continue;
    }
    const columns = old.columns.filter((column) => now.columns.includes(column));
    for (const column of old.columns.filter((c) => !now.columns.includes(c))) changes.push({ table, kind: 'column removed', column });
    // A key read the same way on both sides (a table keyed since, or keyed differently, compares whole rows).
    const sameKey = JSON.stringify(old.key) === JSON.stringify(now.key);
    const rekey = (rows: Map<string, Record<string, unknown>>) =>
      sameKey ? rows : new Map([...rows.values()].map((row) => [JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c]]))), row]));
    const [oldRows, newRows] = [rekey(old.rows), rekey(now.rows)];
    for (const [key, row] of oldRows) {
      const current = newRows.get(key);
      if (!current) {
        changes.push({ table, kind: 'row removed', key });
        continue;
      }
      for (const column of columns) {
        if (JSON.stringify(row[column]) !== JSON.stringify(current[column])) {
          changes.push({ table, kind: 'value changed', key, column, before: row[column], after: current[column] });
        }
      }
    }
    for (const key of newRows.keys()) if (!oldRows.has(key)) changes.push({ table, kind: 'row added', key });
  }
  return changes;
}

/**
 * The schema as PostgreSQL describes it, each part sorted: columns (type, nullability, default,
 * identity, generation), constraints, indexes, triggers, functions, sequences, views and extensions.
 * Two databases built by the same migrations describe themselves the same.
 */
export async function schemaOf(db: Database): Promise<Record<string, string[]>> {
  const list = async (sql: string) => (await db.query<{ d: string }>(sql)).map((row) => row.d).sort();
  const inSchema = 'n.nspname = current_schema()';
  return {
    columns: await list(
      `SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
              || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') || ' identity:' || a.attidentity::text || ' generated:' || a.attgenerated::text AS d
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE ${inSchema} AND c.relkind IN ('r', 'p', 'v') AND a.attnum > 0 AND NOT a.attisdropped`,
    ),
    constraints: await list(
      `SELECT c.relname || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid) AS d
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${inSchema}`,
    ),
    indexes: await list(`SELECT indexdef AS d FROM pg_indexes WHERE schemaname = current_schema()`),
    triggers: await list(
      `SELECT pg_get_triggerdef(t.oid) AS d FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE ${inSchema} AND NOT t.tgisinternal`,
    ),
    functions: await list(
      `SELECT pg_get_functiondef(p.oid) AS d FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE ${inSchema} AND p.prokind IN ('f', 'p')
          AND NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.objid = p.oid AND e.deptype = 'e')`,
    ),
    sequences: await list(
      `SELECT sequencename || ' ' || data_type || ' ' || start_value || ' ' || increment_by || ' ' || max_value AS d FROM pg_sequences WHERE schemaname = current_schema()`,
    ),
    views: await list(`SELECT viewname || ': ' || definition AS d FROM pg_views WHERE schemaname = current_schema()`),
    extensions: await list(`SELECT extname || ' ' || extversion AS d FROM pg_extension`),
  };
}

/**
 * An earlier release's database, copied into an empty PostgreSQL database: the schema made by the
 * migrations it had recorded (today's files, which the upgrade test holds to the release's), then
 * every row and sequence of it as it is, triggers off (the rows are the release's, counters included).
 */
export async function copyIntoPostgres(source: Database, target: Database): Promise<void> {
  const recorded = new Set((await source.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  await migrate(target, (await readMigrations()).filter((migration) => recorded.has(migration.version)));
  const tables = await tableNames(source);
  await target.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.exec(`TRUNCATE ${(await tableNames(tx)).map(ident).join(', ')}`);
    for (const table of tables) {
      const columns = (
        await source.query<{ name: string }>(
          `SELECT a.attname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
          [table],
        )
      ).map((row) => ident(row.name));
      const [{ rows }] = await source.query<{ rows: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${ident(table)} t`);
      await tx.query(
        `INSERT INTO ${ident(table)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
         SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
        [rows],
      );
    }
    const sequences = await source.query<{ name: string }>('SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema()');
    for (const { name } of sequences) {
      const [state] = await source.query<{ last_value: number; is_called: boolean }>(`SELECT last_value, is_called FROM ${ident(name)}`);
      await tx.query('SELECT setval($1::regclass, $2, $3)', [ident(name), state.last_value, state.is_called]);
    }
  });
}
