// The demo's records of a resource the hand-written seed does not fill (server/seed/declared.ts):
// made from its example, numbered apart, checked by its rules and completed by its hooks; never for
// a resource staff cannot create records of, nor one that has records; an example its rules refuse
// stops the seed with the resource named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { defineServerParts } from '../../../server/crud/parts';
import { createTablesSql } from '../../../server/db/schema';
import { migrate } from '../../../server/db/migrate';
import { loadResourceDeclarations } from '../../../resources/served';
import { EXAMPLE_RECORDS, HAND_SEEDED_TABLES, seedDeclaredExamples } from '../../../server/seed/declared';
import { openTestDatabase, type TestDatabase } from '../helpers';

const notas = (name: string, patch: Partial<ResourceDeclaration> = {}) =>
  defineResource({
    name,
    prefix: name.slice(0, -1),
    label: { one: 'Nota', many: 'Notas' },
    table: name,
    representation: '{titulo}',
    messages: { created: 'Nota creada', updated: 'Nota actualizada' },
    permissions: { list: 'NTLIST01', show: 'NTSHOW01', create: 'NTCREA01' },
    fields: [
      { source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 60 },
      { source: 'valor', type: 'money', label: 'Valor', required: true },
      { source: 'resumen', type: 'text', label: 'Resumen', readOnly: true },
    ],
    list: { fewRows: true, columns: ['titulo'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
    ...patch,
  });

const filled = notas('notas_llenas');
const readOnly = notas('notas_leidas', { permissions: { list: 'NTLIST01', show: 'NTSHOW01' } });
const withFile = notas('notas_anexas', { fields: [...filled.fields, { source: 'anexo', type: 'file', label: 'Anexo', required: true, file: { accept: 'pdf' } }] });
const parts = defineServerParts(filled, {
  hooks: {
    beforeWrite: async (_tx, rows) => {
      for (const row of rows) row.resumen = `${String(row.titulo)} · ${String(row.valor)}`;
    },
  },
});

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
  await test.db.exec(await createTablesSql([filled, readOnly, withFile]));
});
afterAll(async () => {
  await test.dispose();
});

const rows = (table: string) => test.db.query<{ titulo: string; valor: number; resumen: string | null }>(`SELECT titulo, valor, resumen FROM ${table} ORDER BY id`);

describe('seedDeclaredExamples', () => {
  it('gives an empty resource records made from its example, each its own, completed by its hooks; a resource staff cannot create stays empty', async () => {
    await seedDeclaredExamples(test.db, { resources: [filled, readOnly], serverParts: { notas_llenas: parts } });
    const made = await rows('notas_llenas');
    expect(made).toHaveLength(EXAMPLE_RECORDS);
    expect(new Set(made.map((row) => row.titulo)).size).toBe(EXAMPLE_RECORDS);
    for (const row of made) {
      expect(row.valor).toBeGreaterThanOrEqual(0);
      expect(row.resumen).toBe(`${row.titulo} · ${row.valor}`);
    }
    expect(await rows('notas_leidas')).toEqual([]);
  });

  it('leaves a resource with records as it is', async () => {
    const before = await rows('notas_llenas');
    await seedDeclaredExamples(test.db, { resources: [filled], serverParts: { notas_llenas: parts } });
    expect(await rows('notas_llenas')).toEqual(before);
  });

  it("leaves the hand-written seed's tables to it, however few rows it made", async () => {
    const hand = notas('notas_a_mano', { table: 'encuestas' });
    await seedDeclaredExamples(test.db, { resources: [hand], serverParts: {} });
    expect(await test.db.query('SELECT id FROM encuestas')).toEqual([]);
    // Each a served resource's table.
    const tables = new Set((await loadResourceDeclarations()).map((decl) => decl.table));
    for (const table of HAND_SEEDED_TABLES) expect(tables, table).toContain(table);
  });

  it('stops at an example its rules refuse, naming the resource, and writes nothing of it', async () => {
    await expect(seedDeclaredExamples(test.db, { resources: [withFile], serverParts: {} })).rejects.toThrow(
      'Recurso notas_anexas: su ejemplo no sirve de dato de demostración ({"anexo":"Este campo es requerido"}); siémbrelo en server/seed/',
    );
    expect(await rows('notas_anexas')).toEqual([]);
  });
});
