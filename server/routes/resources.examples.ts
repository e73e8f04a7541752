// The generic endpoints' test fixtures (endpoint matrix, audit walk, API document): for each
// endpoint of a declaration, a body it accepts for the current data and one it must refuse with 400,
// with a child's path parameters and the files a create with required file fields uploads. The
// tests (test/server/endpointFixtures.ts) build them for each endpoint server/routes/resources.ts
// registers, by the verb of its path.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { exampleRecord, type RecordCompletion } from '../crud/examples';
import type { ResourceService } from '../crud/writes';
import type { Database } from '../db/database';
import type { EndpointFixture } from '../http/endpoint.examples';
import { onePagePdf } from '../seed/pdf';
import { isFileField } from '../../core/engine/fields';

/** The verbs of the generic endpoints' paths (crear_masivo's path is bulkApiPath's). */
export const GENERIC_VERBS = ['lista', 'exportar', 'buscar', 'detalle', 'crear', 'editar', 'crear_masivo', 'importar', 'eliminar', 'eliminar_seleccion'] as const;
export type GenericVerb = (typeof GENERIC_VERBS)[number];

/**
 * A declaration's fixtures, by the verb of each endpoint's path (its paths are generated from the
 * declaration); `record` completes its example records (its server.examples.ts's, server/crud/parts.examples.ts).
 */
export function resourceExamples(decl: ResourceDeclaration, service: ResourceService, record?: RecordCompletion, parent?: ResourceService): Record<GenericVerb, EndpointFixture> {
  /** The newest record of the resource (example bodies). */
  const newest = async () =>
    (await service.repo.list({ page: 1, perPage: 1, sort: { field: 'id', order: 'DESC' }, filters: {} })).datos[0] ?? null;
  const newestId = async () => (await newest())?.id ?? null;
  /** A child's example path: the newest record's parent, else the first parent (nothing to list then). */
  const pathParams = decl.parent
    ? async () => {
        const field = decl.parent?.field ?? '';
        const fromChild = (await newest())?.[field];
        const fromParent = (await parent?.repo.list({ page: 1, perPage: 1, sort: { field: 'id', order: 'ASC' }, filters: {} }))?.datos[0]?.id;
        const parentId = fromChild ?? fromParent;
        return parentId == null ? null : { parentId: String(parentId) };
      }
    : undefined;
  /** An example record for a write: a child's parent comes from the path, not the body. */
  const exampleOf = async (db: Database, mode: 'create' | 'edit' | 'bulk') => {
    const made = await exampleRecord(db, decl, mode, record);
    if (decl.parent) delete made[decl.parent.field];
    return made;
  };

  /** A required file cannot travel in JSON: the create example uploads a one-page PDF for each. */
  const requiredFiles = decl.fields
    .filter((f) => isFileField(f) && f.required)
    .map((f) => ({ field: f.source, filename: `${f.source}.pdf`, data: onePagePdf(undefined, decl.label.one) }));

  const byVerb = {
    lista: {
      malformedExample: { pagina: 'uno', orden: { campo: 'password_hash', direccion: 'ASC' } },
      example: async () => ({ pagina: 1, por_pagina: 10 }),
    },
    exportar: {
      malformedExample: { formato: 'pdf', pagina: 1 },
      example: async () => ({ formato: 'csv' }),
    },
    buscar: {
      // One character short of the search's minimum.
      malformedExample: { texto: 'x'.repeat(Math.max(0, (decl.list.search?.minLength ?? 1) - 1)) },
      example: async () => ({ texto: 'ejemplo'.padEnd(decl.list.search?.minLength ?? 1, 'o') }),
    },
    detalle: {
      malformedExample: { id: 'abc' },
      example: async () => ({ id: await newestId() }),
    },
    crear: {
      malformedExample: { campo_desconocido: 'x' },
      example: (db) => exampleOf(db, 'create'),
      exampleFiles: requiredFiles.length > 0 ? requiredFiles : undefined,
    },
    editar: {
      malformedExample: { id: 'abc' },
      example: async (db) => ({ id: await newestId(), ...(await exampleOf(db, 'edit')) }),
    },
    crear_masivo: {
      malformedExample: { registros: 'no es una lista' },
      example: async (db) => ({ registros: [await exampleOf(db, 'bulk')] }),
    },
    importar: {
      malformedExample: { registros: [], si_existe: 'quizas' },
      example: async (db) => ({ registros: [await exampleOf(db, 'bulk')], si_existe: 'omitir', confirmar: true }),
    },
    eliminar: {
      malformedExample: { id: -1 },
      example: async () => ({ id: await newestId() }),
    },
    eliminar_seleccion: {
      malformedExample: { ids: [] },
      example: async () => {
        const id = await newestId();
        return id === null ? null : { ids: [id] };
      },
    },
  } satisfies Record<GenericVerb, EndpointFixture>;
  return Object.fromEntries(Object.entries(byVerb).map(([verb, fixture]) => [verb, { ...fixture, pathParams }])) as Record<GenericVerb, EndpointFixture>;
}
