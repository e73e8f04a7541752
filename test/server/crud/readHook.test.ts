// A field type's read hook (fromDb, core/engine/fields/fieldType.ts) is asked on every path the
// repository reads by, for every non-NULL value: a record (the driver's row), a page and a search
// (rows as JSON text) and an export (rows as JSON arrays) all give a datetime as the same Date.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPES } from '../../../core/engine/fields';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import { ResourceRepository } from '../../../server/crud/repository';
import { migrate } from '../../../server/db/migrate';
import { createTablesSql } from '../../../server/db/schema';
import { openTestDatabase, type TestDatabase } from '../helpers';

const momentos = defineResource({
  name: 'momentos_prueba',
  prefix: 'momento_prueba',
  label: { one: 'Momento', many: 'Momentos' },
  table: 'momentos_prueba',
  representation: '{titulo}',
  messages: { created: 'Momento creado', updated: 'Momento actualizado' },
  permissions: { list: 'TMOM0001', show: 'TMOM0002' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título' },
    { source: 'momento', type: 'datetime', label: 'Momento' },
  ],
  list: { fewRows: true, columns: ['titulo', 'momento'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' }, search: { minLength: 1, columns: ['titulo'] } },
});

const INSTANT = new Date('2026-11-23T15:04:05.123Z');
let test: TestDatabase;
let repository: ResourceRepository;
let ids: number[];
// Before the repository first reads: it keeps each declaration's hooks.
const fromDb = vi.spyOn(FIELD_TYPES.datetime as Required<typeof FIELD_TYPES.datetime>, 'fromDb');

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
  await test.db.exec(await createTablesSql([momentos]));
  repository = new ResourceRepository(test.db, momentos, {});
  ids = await repository.insertMany([{ titulo: 'con momento', momento: INSTANT.toISOString() }, { titulo: 'sin momento', momento: null }]);
});
afterAll(async () => {
  fromDb.mockRestore();
  await test.dispose();
});

describe('the read hook', () => {
  it('gives the same value on every read path', async () => {
    const sort = { field: 'titulo', order: 'ASC' } as const;
    const paths: Record<string, () => Promise<(Record<string, unknown> | null)[]>> = {
      find: async () => [await repository.find(ids[0]), await repository.find(ids[1])],
      findMany: () => repository.findMany(ids),
      list: async () => (await repository.list({ page: 1, perPage: 5, sort, filters: {} })).datos,
      search: () => repository.search(['momento'], 5),
      export: async () => {
        const rows: Record<string, unknown>[] = [];
        for await (const batch of repository.exportBatches({ sort, filters: {} }, ['titulo', 'momento'])) rows.push(...batch);
        return rows;
      },
    };
    for (const [path, read] of Object.entries(paths)) {
      fromDb.mockClear();
      const rows = await read();
      expect(rows.map((row) => row?.momento), path).toEqual([INSTANT, null]);
      expect(rows[0]?.momento, path).toBeInstanceOf(Date);
      expect(fromDb, path).toHaveBeenCalledTimes(1);
    }
  });
});
