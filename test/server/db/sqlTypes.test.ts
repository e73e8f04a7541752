// The table of SQL types (SQL_TYPES, core/engine/fields/index.ts: the engine's and those field types
// bring) against PostgreSQL: a column of every type, written by its drizzle builder through
// drizzle-kit's SQL (as a generated migration writes it), is read back by information_schema as that
// type (no drift), and each type's name as a SQL cast names the same type as the column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL_TYPES } from '../../../core/engine/fields';
import type { SqlType } from '../../../core/engine/fields/sqlTypes';
import { migrate } from '../../../server/db/migrate';
import { migrationStatements, observedSpecs, schemaDrift, snapshotOf, type TableSpec } from '../../../server/db/schema';
import { ENGINE_COLUMNS } from '../../../server/db/schema/columns';
import { openTestDatabase, type TestDatabase } from '../helpers';

const TYPES = Object.keys(SQL_TYPES) as SqlType[];
const column = (i: number) => `c${i}`;
const spec: TableSpec = {
  name: 'tipos_sql_prueba',
  from: ['test/server/db/sqlTypes.test.ts'],
  columns: [...ENGINE_COLUMNS, ...TYPES.map((type, i) => ({ name: column(i), type, notNull: false, unique: false }))],
  uniqueKeys: [],
  indexes: [],
  checks: [],
};

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
  const empty = snapshotOf([]);
  for (const statement of await migrationStatements(empty, snapshotOf([spec], empty.id))) await test.db.exec(statement);
});
afterAll(async () => {
  await test.dispose();
});

describe('every SQL type of the table', () => {
  it('is created by its drizzle builder and read back from information_schema as itself', async () => {
    const [observed] = await observedSpecs(test.db, [spec]);
    expect(observed.columns.map((c) => c.type)).toEqual(spec.columns.map((c) => c.type));
    expect(await schemaDrift(test.db, [spec])).toEqual([]);
  });

  it('names, as a SQL cast, the type of its column', async () => {
    for (const [i, type] of TYPES.entries()) {
      const [row] = await test.db.query<{ cast: string; declared: string }>(
        `SELECT pg_typeof(NULL::${type})::text AS cast, format_type(atttypid, atttypmod) AS declared
           FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2`,
        [spec.name, column(i)],
      );
      expect(row, type).toEqual({ cast: row.declared, declared: row.declared });
    }
  });
});
