// Typed declarations (docs/adding-a-resource.md 'How to add a resource'): defineResource takes the field names from
// `fields`, so every other place naming a field is checked by tsc (each @ts-expect-error below is a
// compile error `npm test`'s type check requires: were the check gone, the unused directive fails
// tsc); RecordOf gives a declaration's records their shape, its server hooks see typed rows and its
// action handlers a typed record.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from '../../core/engine/actions';
import type { StoredFileInfo } from '../../core/engine/files';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource, type RecordOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import cursos from '../../resources/cursos/schema';
import salones from '../../resources/salones/schema';
import { type ActionHandler, defineServerParts } from '../../server/crud/parts';

const avisos = defineResource({
  name: 'avisos',
  prefix: 'aviso',
  label: { one: 'Aviso', many: 'Avisos' },
  table: 'avisos',
  representation: '{titulo}',
  messages: { created: 'Aviso creado', updated: 'Aviso actualizado' },
  permissions: { list: 'AVLIST01', show: 'AVSHOW01' },
  sedeField: 'sede_id',
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
    { source: 'costo', type: 'money', label: 'Costo' },
    { source: 'desde', type: 'date', label: 'Desde' },
    { source: 'hasta', type: 'date', label: 'Hasta' },
    { source: 'anexo', type: 'file', label: 'Anexo', file: { accept: 'pdf' } },
    { source: 'horas', type: 'references', label: 'Horas', lookup: 'horas', references: { slotsOf: 'desde' } },
  ],
  rules: [{ kind: 'ordered', start: 'desde', end: 'hasta' }],
  db: { indexes: [['sede_id', 'id']] },
  list: {
    columns: ['id', 'titulo', 'costo'],
    columnLabels: { id: '#' },
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'titulo', order: 'ASC' },
    search: { minLength: 3, columns: ['titulo'] },
    filters: ['sede_id', { name: 'vencido', label: 'Vencido', kind: 'expired', field: 'hasta' }],
  },
  bulk: { columns: ['titulo', 'costo'] },
});

const base = { ...avisos, permissions: avisos.permissions, list: avisos.list };

describe('defineResource', () => {
  it('keeps the declaration as written, assignable where any declaration goes', () => {
    const any: ResourceDeclaration = avisos;
    expect(any).toBe(avisos);
    const served: ResourceDeclaration[] = [salones, cursos, avisos];
    expect(served).toHaveLength(3);
  });

  it('refuses at compile time a name no field carries, wherever the declaration names a field', () => {
    const typos = [
      // @ts-expect-error a list column
      defineResource({ ...base, list: { ...avisos.list, columns: ['titlo'] } }),
      // @ts-expect-error the list's order
      defineResource({ ...base, list: { ...avisos.list, sort: { field: 'fecha', order: 'ASC' } } }),
      // @ts-expect-error a searched column
      defineResource({ ...base, list: { ...avisos.list, search: { minLength: 3, columns: ['nombre'] } } }),
      // @ts-expect-error a filter
      defineResource({ ...base, list: { ...avisos.list, filters: ['sede'] } }),
      // @ts-expect-error a derived filter's field
      defineResource({ ...base, list: { ...avisos.list, filters: [{ name: 'x', label: 'X', kind: 'expired', field: 'vence' }] } }),
      // @ts-expect-error a bulk column
      defineResource({ ...base, bulk: { columns: ['titulo', 'valor'] } }),
      // @ts-expect-error the sede's field
      defineResource({ ...base, sedeField: 'sede' }),
      // @ts-expect-error a rule's field
      defineResource({ ...base, rules: [{ kind: 'ordered', start: 'desde', end: 'fin' }] }),
      // @ts-expect-error an index's column
      defineResource({ ...base, db: { indexes: [['sede']] } }),
      // @ts-expect-error a parent's field
      defineResource({ ...base, parent: { resource: 'cursos', prefix: 'curso', field: 'curso' } }),
      // @ts-expect-error the date whose class hours a references field offers (its type's own option)
      defineResource({ ...base, fields: [...avisos.fields, { source: 'dias', type: 'references', label: 'Días', references: { slotsOf: 'dia' } }] }),
    ];
    expect(typos).toHaveLength(11);
  });

  it("refuses at compile time a type's option of the wrong shape", () => {
    const wrong = [
      // @ts-expect-error multiline is a yes/no
      defineResource({ ...base, fields: [...avisos.fields, { source: 'nota', type: 'text', label: 'Nota', text: { multiline: 'sí' } }] }),
      // @ts-expect-error a JSON list needs its item fields
      defineResource({ ...base, fields: [...avisos.fields, { source: 'items', type: 'jsonList', label: 'Items', jsonList: { maxItems: 3 } }] }),
      // @ts-expect-error only 'now' is a database default
      defineResource({ ...base, fields: [...avisos.fields, { source: 'creado', type: 'datetime', label: 'Creado', datetime: { dbDefault: 'ayer' } }] }),
    ];
    expect(wrong).toHaveLength(3);
  });

  it('types its records by their fields', () => {
    type Aviso = RecordOf<typeof avisos>;
    expectTypeOf<Aviso['id']>().toEqualTypeOf<number>();
    expectTypeOf<Aviso['titulo']>().toEqualTypeOf<string | null>();
    expectTypeOf<Aviso['costo']>().toEqualTypeOf<number | null>();
    expectTypeOf<Aviso['sede_id']>().toEqualTypeOf<string | number | null>();
    expectTypeOf<Aviso['anexo']>().toEqualTypeOf<StoredFileInfo | null>();
    expectTypeOf<Aviso['horas']>().toEqualTypeOf<(string | number)[] | null>();
    expectTypeOf<keyof Aviso>().toEqualTypeOf<'id' | 'version' | 'titulo' | 'sede_id' | 'costo' | 'desde' | 'hasta' | 'anexo' | 'horas'>();
    const aviso: Aviso = { id: 1, version: 1, titulo: 'Cierre', sede_id: 3, costo: 1_850_000, desde: '2026-12-01', hasta: null, anexo: null, horas: ['07:00'] };
    // @ts-expect-error a money value is a number of pesos, not its text
    const wrong: Aviso = { ...aviso, costo: '$ 1.850.000' };
    expect(wrong.costo).not.toBe(aviso.costo);
    expectTypeOf<RecordOf<typeof salones>['capacidad']>().toEqualTypeOf<number | null>();
  });

  it("gives the resource's server hooks its rows typed by its fields", async () => {
    const seen: unknown[] = [];
    const parts = defineServerParts(avisos, {
      hooks: {
        beforeWrite: async (_tx, rows) => {
          for (const row of rows) {
            // A money value is a number of pesos: text is refused at compile time.
            // @ts-expect-error a string into a money field
            if (row.costo === undefined) row.costo = '50.000';
            row.costo = (row.costo ?? 0) + 1000;
            seen.push(row.costo, row.horas?.length);
          }
        },
      },
    });
    await parts.hooks?.beforeWrite?.(undefined as never, [{ costo: 1000, horas: ['07:00', '08:30'] }], 'create');
    expect(seen).toEqual([2000, 2]);
  });

  it("gives the resource's action handlers its record typed by its fields", async () => {
    const conAccion = defineResource({
      ...avisos,
      actions: { renovar: defineAction({ path: 'aviso/renovar', label: 'Renovar', permission: 'AVEDIT01', body: z.object({ id: z.number(), dias: z.number() }).strict(), target: 'id' }) },
    });
    const parts = defineServerParts(conAccion, {
      actions: {
        renovar: {
          run: async ({ record, body }) => {
            expectTypeOf(record).toEqualTypeOf<RecordOf<typeof conAccion>>();
            // @ts-expect-error no field of the declaration is named so
            void record.vence;
            const costo: number | null = record.costo;
            return { mensaje: `${record.titulo ?? ''} +${body.dias}`, cambios: { costo: (costo ?? 0) + body.dias } };
          },
        },
      },
    });
    const renovar = (parts.actions as Record<string, ActionHandler> | undefined)?.renovar;
    const record = { id: 1, version: 1, titulo: 'Cierre', costo: 100 };
    const outcome = await renovar?.run({ record, body: { id: 1, dias: 5 } } as never);
    expect(outcome).toEqual({ mensaje: 'Cierre +5', cambios: { costo: 105 } });
  });
});

