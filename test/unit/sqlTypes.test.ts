// SQL_TYPES (core/engine/fields/index.ts), the one table of SQL types: the engine's (sqlTypes.ts) and
// those field types bring in their rules (ownSqlTypes). Every type has a drizzle builder (the
// migrations') and an information_schema spelling (the drift check's), and every field type's column
// is one of them. test/server/db/sqlTypes.test.ts holds the table to what PostgreSQL itself says.
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, FieldType } from '../../core/engine/declaration/field';
import { catalogueSpelling, FIELD_TYPES, isSqlType, SQL_TYPES, sqlTypeOfCatalogue, sqlTypeSpec } from '../../core/engine/fields';
import { BASE_SQL_TYPES, type SqlType } from '../../core/engine/fields/sqlTypes';
import { DECLARATIONS } from '../../resources/registry';
import { specTables } from '../../server/db/schema';
import talleres from '../fixtures/talleres/schema';

const TYPES = Object.keys(SQL_TYPES) as SqlType[];

describe('the table of SQL types', () => {
  it('builds a drizzle column of every type, spelled as the type or as information_schema spells it', () => {
    const columns = TYPES.map((type, i) => ({ name: `c${i}`, type, notNull: false, unique: false }));
    const table = specTables([{ name: 'tipos', from: [], columns, uniqueKeys: [], indexes: [], checks: [] }]).tipos;
    const built = getTableConfig(table).columns.map((column) => column.getSQLType());
    expect(built).toHaveLength(TYPES.length);
    TYPES.forEach((type, i) => expect([type, catalogueSpelling(type).dataType], type).toContain(built[i]));
  });

  it('spells every type in information_schema once, and reads each spelling back as its type', () => {
    for (const type of TYPES) {
      const { dataType, udtName } = catalogueSpelling(type);
      expect(sqlTypeOfCatalogue(dataType, udtName ?? dataType), type).toBe(type);
    }
    expect(new Set(TYPES.map((type) => JSON.stringify(catalogueSpelling(type)))).size).toBe(TYPES.length);
    // A type the table does not hold (a hand-made column) is none of its.
    expect(sqlTypeOfCatalogue('money', 'money')).toBeUndefined();
    expect(isSqlType('money')).toBe(false);
  });

  it('makes an array of a scalar type of the table, spelled with the element’s udt_name', () => {
    for (const type of TYPES) {
      const spec = sqlTypeSpec(type);
      if (!('arrayOf' in spec)) continue;
      expect(type).toBe(`${spec.arrayOf}[]`);
      expect('builder' in sqlTypeSpec(spec.arrayOf)).toBe(true);
      expect(spec.udtName).toMatch(/^_[a-z0-9]+$/);
    }
  });

  it('is the engine’s types and those each field type brings, each given once', () => {
    const brought = Object.values(FIELD_TYPES).flatMap((rules) => Object.entries(rules.ownSqlTypes ?? {}));
    expect(brought.map(([name]) => name)).toContain('timestamptz'); // datetime's
    for (const [name, spec] of brought) expect(SQL_TYPES[name as SqlType], name).toBe(spec);
    expect(brought.filter(([name]) => Object.hasOwn(BASE_SQL_TYPES, name))).toEqual([]);
    expect([...TYPES].sort()).toEqual([...Object.keys(BASE_SQL_TYPES), ...brought.map(([name]) => name)].sort());
  });

  it('holds every field type’s column type: each type’s plain field and every declared field', () => {
    const plain = (Object.keys(FIELD_TYPES) as FieldType[]).map((type): FieldDeclaration => ({ source: 'x', type, label: 'X' }));
    const declared = [...DECLARATIONS, talleres].flatMap((decl) => decl.fields);
    const fields = [...plain, ...declared].flatMap((field) => [field, ...(FIELD_TYPES[field.type].parts?.(field) ?? [])]);
    for (const field of fields) expect(isSqlType(FIELD_TYPES[field.type].sqlType(field)), `${field.source} (${field.type})`).toBe(true);
  });
});
