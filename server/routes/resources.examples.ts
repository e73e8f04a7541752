// The generic endpoints' test fixtures (endpoint matrix, audit walk, API document): for each
// endpoint of a declaration, a body it accepts for the current data and one it must refuse with 400,
// with a child's path parameters and the files a create with required file fields uploads.
import type { ResourceDeclaration } from '../../core/engine/types';
import { exampleRecord } from '../crud/examples';
import type { ServerParts } from '../crud/parts';
import type { ResourceService } from '../crud/writes';
import type { Database } from '../db/database';
import type { EndpointExample, ExampleFile } from '../http/endpoint';
import { onePagePdf } from '../seed/pdf';
import { isFileField } from '../../core/engine/fields';

/** A declaration's fixtures, by the verb of each endpoint's path (its paths are generated from the declaration). */
export function resourceExamples(decl: ResourceDeclaration, service: ResourceService, parts: ServerParts, parent?: ResourceService) {
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
    const record = await exampleRecord(db, decl, mode, parts);
    if (decl.parent) delete record[decl.parent.field];
    return record;
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
  } satisfies Record<string, { malformedExample: unknown; example: EndpointExample; exampleFiles?: ExampleFile[] }>;
  return { pathParams, ...byVerb };
}
