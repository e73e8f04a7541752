// Generic endpoints of every resource declaration: <prefix>/lista, buscar, detalle, crear, editar,
// crear_masivo (and eliminar when the declaration has a delete code), each with its own code, and
// its named actions (server/crud/actions.ts).
import type { FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../../resources/types';
import { notFound } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { exampleRecord } from '../crud/examples';
import { registerActionEndpoints } from '../crud/actions';
import type { ServerParts } from '../crud/parts';
import {
  bulkBodySchema,
  detailBodySchema,
  editBodySchema,
  listBodySchema,
  plainObject,
  SEARCH_LIMIT,
  searchBodySchema,
  searchWords,
  toListQuery,
} from '../crud/schemas';
import { bulkCreate } from '../crud/bulk';
import { createOne, createResourceService, editOne, removeOne, type ResourceService } from '../crud/writes';
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
  const { permissions: codes, prefix } = decl;
  /** crear/editar also take multipart/form-data when the declaration has file fields. */
  const upload = fileUploadReader(decl);
  /** The newest record of the resource (example bodies). */
  const newestId = async () =>
    (await service.repo.list({ page: 1, perPage: 1, sort: { field: 'id', order: 'DESC' }, filters: {} })).datos[0]?.id ?? null;

  defineEndpoint(app, {
    path: `${prefix}/lista`,
    permission: codes.list,
    body: listBodySchema(decl),
    malformedExample: { pagina: 'uno', orden: { campo: 'password_hash', direccion: 'ASC' } },
    example: async () => ({ pagina: 1, por_pagina: 10 }),
    handler: ({ body, session }) => service.repo.as(session).list(toListQuery(decl, body)),
  });

  if (decl.list.search) {
    defineEndpoint(app, {
      path: `${prefix}/buscar`,
      permission: codes.list,
      body: searchBodySchema,
      malformedExample: { texto: 'ab' },
      example: async () => ({ texto: 'ejemplo'.padEnd(decl.list.search?.minLength ?? 1, 'o') }),
      handler: ({ body, session }) => service.repo.as(session).search(searchWords(decl, body.texto), SEARCH_LIMIT),
    });
  }

  defineEndpoint(app, {
    path: `${prefix}/detalle`,
    permission: codes.show,
    body: detailBodySchema,
    malformedExample: { id: 'abc' },
    example: async () => ({ id: await newestId() }),
    handler: async ({ body, session }) => {
      const record = await service.repo.as(session).find(body.id);
      if (!record) throw notFound();
      return record;
    },
  });

  if (codes.create) {
    defineEndpoint(app, {
      path: `${prefix}/crear`,
      permission: codes.create,
      body: plainObject,
      malformedExample: { campo_desconocido: 'x' },
      example: (db) => exampleRecord(db, decl, 'create'),
      multipart: upload,
      handler: ({ body, session }) => createOne(service, body, session),
    });
  }

  if (codes.edit) {
    defineEndpoint(app, {
      path: `${prefix}/editar`,
      permission: codes.edit,
      body: editBodySchema,
      malformedExample: { id: 'abc' },
      example: async (db) => ({ id: await newestId(), ...(await exampleRecord(db, decl, 'edit')) }),
      multipart: upload,
      handler: ({ body, session }) => editOne(service, body, session),
    });
  }

  if (codes.bulk && decl.bulk) {
    defineEndpoint(app, {
      path: `${prefix}/crear_masivo`,
      permission: codes.bulk,
      body: bulkBodySchema,
      malformedExample: { registros: 'no es una lista' },
      example: async (db) => ({ registros: [await exampleRecord(db, decl, 'bulk')] }),
      handler: ({ body, session }) => bulkCreate(service, body.registros, session),
    });
  }

  if (codes.delete) {
    defineEndpoint(app, {
      path: `${prefix}/eliminar`,
      permission: codes.delete,
      body: detailBodySchema,
      malformedExample: { id: -1 },
      example: async () => ({ id: await newestId() }),
      handler: ({ body, session }) => removeOne(service, body.id, session),
    });
  }

  registerActionEndpoints(app, service, parts);
  registerFileRoutes(app, service);
  return service;
}
