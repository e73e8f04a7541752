// Declared list filters (issue 25 point 4): what each list declares, the checks of a declaration,
// the input each filter gets, and a search with a derived filter asking the server (<prefix>/lista
// over the hits' ids) while plain filters still filter the hits locally.
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { searchListBody } from '../../dataProvider/crud';
import docentes from '../../resources/docentes/schema';
import estudiantes from '../../resources/estudiantes/schema';
import { filterKey, listFilterProblems } from '../../core/engine/listFilters';
import { DECLARATIONS } from '../../resources/registry';
import salones from '../../resources/salones/schema';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import usuarios from '../../resources/usuarios/schema';
import { listFilterPlans } from '../../src/resource-views/listFilterPlan';

const keys = (decl: ResourceDeclaration) => (decl.list.filters ?? []).map(filterKey);

describe('the declared filters', () => {
  it('are the issue’s, per list', () => {
    expect(keys(estudiantes)).toEqual(['sede_id', 'activo', 'nivel_id', 'curso_actual_id', 'tipo_pago', 'vigencia_vencida']);
    expect(keys(docentes)).toEqual(['tutor', 'activo', 'tipo_permitido']);
    expect(keys(salones)).toEqual(['sede_id', 'tipo_salon']);
    expect(keys(usuarios)).toEqual(['grupo_id', 'sede_id', 'activo']);
  });

  it('name known fields of the right type in every registered declaration', () => {
    expect(DECLARATIONS.flatMap(listFilterProblems)).toEqual([]);
  });

  it('are refused when they read an unknown or unfit field, repeat a name or take a field’s', () => {
    // Typed loosely on purpose (defineResource would refuse 'nada' at compile time): the runtime check still holds.
    const bad: ResourceDeclaration = {
      ...salones,
      list: {
        ...salones.list,
        filters: [
          'nada',
          'sede_id',
          'sede_id',
          { name: 'vencido', label: 'Vencido', kind: 'expired', field: 'nombre' },
          { name: 'capacidad', label: 'Tipo', kind: 'holds', field: 'tipos_permitidos' },
        ],
      },
    };
    expect(listFilterProblems(bad)).toEqual([
      'salones: el filtro nada lee un campo desconocido nada',
      'salones: filtro repetido o reservado sede_id',
      'salones: el filtro vencido necesita un campo date',
      'salones: el filtro capacidad se llama como un campo',
    ]);
  });

  it('get an input from their field: a select over its options, Sí/No for a boolean or an expiry', () => {
    expect(listFilterPlans(estudiantes).map(({ source, label, kind }) => [source, label, kind])).toEqual([
      ['sede_id', 'Sede', 'select'],
      ['activo', 'Activo', 'yesNo'],
      ['nivel_id', 'Nivel actual', 'select'],
      ['curso_actual_id', 'Curso actual', 'select'],
      ['tipo_pago', 'Tipo de pago', 'select'],
      ['vigencia_vencida', 'Vigencia vencida', 'yesNo'],
    ]);
    const [, , tipo] = listFilterPlans(docentes);
    expect([tipo.source, tipo.label, tipo.kind, tipo.field.lookup]).toEqual(['tipo_permitido', 'Tipo permitido', 'select', 'tiposClase']);
  });
});

describe('a search with filters', () => {
  const hits = [{ id: 3 }, { id: '8' }];

  it('asks <prefix>/lista for a derived filter, over the hits’ ids', () => {
    expect(searchListBody(estudiantes, hits, { page: 2, perPage: 5 }, undefined, { activo: true })).toBeNull();
    expect(searchListBody(estudiantes, hits, { page: 2, perPage: 5 }, undefined, { vigencia_vencida: true, activo: true })).toEqual({
      pagina: 2,
      por_pagina: 5,
      orden: { campo: 'primer_apellido', direccion: 'ASC' },
      filtros: { vigencia_vencida: true, activo: true, ids: [3, 8] },
    });
  });

  it('through the dataProvider: buscar, then lista with the filters; locally without a derived one', async () => {
    const found = [
      { id: 1, primer_apellido: 'Arias', activo: true },
      { id: 2, primer_apellido: 'Bravo', activo: false },
    ];
    const paths: string[] = [];
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url).replace(/^\/api\//, '');
      paths.push(path);
      bodies.push(JSON.parse(String(init?.body)));
      const body = path.endsWith('buscar') ? found : { datos: [found[0]], total: 1 };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const provider = createDataProvider({ resources: [estudiantes], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 't' });
    const pagination = { page: 1, perPage: 10 };
    const sort = { field: 'primer_apellido', order: 'ASC' as const };
    const derived = await provider.getList('estudiantes', { pagination, sort, filter: { q: 'arias bravo', vigencia_vencida: true } });
    expect(paths).toEqual(['estudiante/buscar', 'estudiante/lista']);
    expect(bodies[1]).toEqual({ pagina: 1, por_pagina: 10, orden: { campo: 'primer_apellido', direccion: 'ASC' }, filtros: { vigencia_vencida: true, ids: [1, 2] } });
    expect(derived).toEqual({ data: [found[0]], total: 1 });
    paths.length = 0;
    const plain = await provider.getList('estudiantes', { pagination, sort, filter: { q: 'arias bravo', activo: false } });
    expect(paths).toEqual(['estudiante/buscar']);
    expect(plain.data.map((r) => r.id)).toEqual([2]);
  });
});
