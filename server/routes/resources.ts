// Generic endpoints of every resource declaration: <prefix>/lista, exportar, buscar, detalle, crear, editar,
// crear_masivo (and eliminar when the declaration has a delete code), each with its own code, and
// its named actions (server/crud/actions.ts). The handlers run the operations the REST face runs
// too (server/crud/operations.ts).
import type { FastifyInstance } from 'fastify';
import { apiPath, bulkApiPath } from '../../core/paths';
import type { ResourceDeclaration } from '../../core/types';
import type { Database } from '../db/database';
import { onePagePdf } from '../seed/pdf';
import { defineEndpoint } from '../http/endpoint';
import { BULK_BODY_LIMIT } from '../http/plumbing';
import { exampleRecord } from '../crud/examples';
import { registerActionEndpoints } from '../crud/actions';
import { exportBodySchema } from '../../core/crudBodies';
import { exportRecords } from '../crud/export';
import type { ServerParts } from '../crud/parts';
import {
  bulkBodySchema,
  detailBodySchema,
  editBodySchema,
  listBodySchema,
  plainObject,
  SEARCH_LIMIT,
  searchBodyOf,
  searchConditions,
  searchWords,
  toListQuery,
} from '../crud/schemas';
import { bulkCreate } from '../crud/bulk';
import { createResourceService, type ResourceService } from '../crud/writes';
import { pathParentId, rowsWithParent, serviceFor } from '../crud/nesting';
import { createRecord, editRecord, listRecords, removeRecord, searchRecords, showRecord } from '../crud/operations';
import { fileUploadReader, registerFileRoutes } from './files';
import type { RouteDeps } from './types';

export function registerResourceEndpoints(
  app: FastifyInstance,
  deps: RouteDeps,
  decl: ResourceDeclaration,
  parts: ServerParts = {},
  parent?: ResourceService,
): ResourceService {
  const service = createResourceService(deps.db, decl, parts.hooks ?? {}, deps.clock, parent);
  const { permissions: codes } = decl;
  /** crear/editar also take multipart/form-data when the declaration has file fields. */
  const upload = fileUploadReader(decl);
  /** The newest record of the resource (example bodies). */
  const newest = async () =>
    (await service.repo.list({ page: 1, perPage: 1, sort: { field: 'id', order: 'DESC' }, filters: {} })).datos[0] ?? null;
  const newestId = async () => (await newest())?.id ?? null;
  const path = (verb: string) => apiPath(decl, verb);
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
    .filter((f) => f.type === 'file' && f.required)
    .map((f) => ({ field: f.source, filename: `${f.source}.pdf`, data: onePagePdf(undefined, decl.label.one) }));

  defineEndpoint(app, {
    path: path('lista'),
    permission: codes.list,
    body: listBodySchema(decl),
    malformedExample: { pagina: 'uno', orden: { campo: 'password_hash', direccion: 'ASC' } },
    example: async () => ({ pagina: 1, por_pagina: 10 }),
    pathParams,
    handler: async ({ body, session, params }) => listRecords(service, { session, parentId: pathParentId(service, params) }, toListQuery(decl, body)),
  });

  // Every record of the list's filter and order (all pages) as a file: the list's code and boundary.
  defineEndpoint(app, {
    path: path('exportar'),
    permission: codes.list,
    body: exportBodySchema(decl),
    malformedExample: { formato: 'pdf', pagina: 1 },
    example: async () => ({ formato: 'csv' }),
    pathParams,
    handler: async ({ body, session, params, reply }) => exportRecords(service, { session, parentId: pathParentId(service, params) }, body, reply),
  });

  if (decl.list.search) {
    defineEndpoint(app, {
      path: path('buscar'),
      permission: decl.list.search.codes ? [codes.list, ...decl.list.search.codes] : codes.list,
      body: searchBodyOf(decl),
      // One character short of the search's minimum.
      malformedExample: { texto: 'x'.repeat(Math.max(0, (decl.list.search?.minLength ?? 1) - 1)) },
      example: async () => ({ texto: 'ejemplo'.padEnd(decl.list.search?.minLength ?? 1, 'o') }),
      pathParams,
      handler: async ({ body, session, params }) => {
        const words = searchWords(decl, body.texto);
        return searchRecords(service, { session, parentId: pathParentId(service, params) }, words, SEARCH_LIMIT, searchConditions(decl, body));
      },
    });
  }

  defineEndpoint(app, {
    path: path('detalle'),
    permission: codes.show,
    body: detailBodySchema,
    malformedExample: { id: 'abc' },
    example: async () => ({ id: await newestId() }),
    pathParams,
    handler: async ({ body, session, params }) => showRecord(service, { session, parentId: pathParentId(service, params) }, body.id),
  });

  if (codes.create) {
    defineEndpoint(app, {
      path: path('crear'),
      permission: codes.create,
      body: plainObject,
      malformedExample: { campo_desconocido: 'x' },
      example: (db) => exampleOf(db, 'create'),
      exampleFiles: requiredFiles.length > 0 ? requiredFiles : undefined,
      pathParams,
      multipart: upload,
      handler: async ({ body, session, params }) => createRecord(service, { session, parentId: pathParentId(service, params) }, body),
    });
  }

  if (codes.edit) {
    defineEndpoint(app, {
      path: path('editar'),
      permission: codes.edit,
      body: editBodySchema,
      malformedExample: { id: 'abc' },
      example: async (db) => ({ id: await newestId(), ...(await exampleOf(db, 'edit')) }),
      pathParams,
      multipart: upload,
      handler: async ({ body, session, params }) => editRecord(service, { session, parentId: pathParentId(service, params) }, body),
    });
  }

  if (codes.bulk && decl.bulk) {
    defineEndpoint(app, {
      path: bulkApiPath(decl),
      permission: codes.bulk,
      body: bulkBodySchema,
      bodyLimit: BULK_BODY_LIMIT,
      malformedExample: { registros: 'no es una lista' },
      example: async (db) => ({ registros: [await exampleOf(db, 'bulk')] }),
      pathParams,
      handler: async ({ body, session, params }) => {
        const scoped = await serviceFor(service, session, params);
        return bulkCreate(scoped.service, rowsWithParent(scoped.service, body.registros, scoped.parentId), session);
      },
    });
  }

  if (codes.delete) {
    defineEndpoint(app, {
      path: path('eliminar'),
      permission: codes.delete,
      body: detailBodySchema,
      malformedExample: { id: -1 },
      example: async () => ({ id: await newestId() }),
      pathParams,
      handler: async ({ body, session, params }) => removeRecord(service, { session, parentId: pathParentId(service, params) }, body.id),
    });
  }

  registerActionEndpoints(app, service, parts);
  registerFileRoutes(app, service);
  return service;
}
