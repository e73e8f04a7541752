// Every order a list offers is served by an index: the server refuses to start otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import salones from '../../../resources/salones/schema';
import { loadResourceDeclarations } from '../../../resources/served';
import { checkListIndexes, unindexedOrders } from '../../../server/crud/listIndexes';
import { openTestDatabase, type TestDatabase } from '../helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seededStudents: 0 });
});
afterAll(async () => {
  await database.dispose();
});

describe('list orders and their indexes', () => {
  it('every declared list order leads an index (or its table is declared small)', async () => {
    expect(await unindexedOrders(database.db, (await loadResourceDeclarations()))).toEqual([]);
  });

  it('names each order no index serves, and refuses to start with it', async () => {
    const { fewRows: _few, ...list } = salones.list;
    const grown = { ...salones, name: 'salones_grandes', list: { ...list, columns: ['nombre', 'capacidad', 'url'] } };
    expect(await unindexedOrders(database.db, [grown])).toEqual([
      'salones_grandes: la lista se ordena por capacidad y ningún índice de salones empieza por "capacidad"',
      'salones_grandes: la lista se ordena por url y ningún índice de salones empieza por f_fold("url")',
    ]);
    await expect(checkListIndexes(database.db, [grown])).rejects.toThrow(/Órdenes de lista sin índice/);
    await database.db.exec('CREATE INDEX salones_capacidad_prueba ON salones (capacidad NULLS LAST, id)');
    try {
      expect(await unindexedOrders(database.db, [grown])).toEqual([
        'salones_grandes: la lista se ordena por url y ningún índice de salones empieza por f_fold("url")',
      ]);
    } finally {
      await database.db.exec('DROP INDEX salones_capacidad_prueba');
    }
    // Not sortable by header: only its declared order (nombre, indexed) is offered.
    expect(await unindexedOrders(database.db, [{ ...grown, list: { ...grown.list, sortable: false } }])).toEqual([]);
  });
});
