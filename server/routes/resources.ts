// Generic endpoints of every resource declaration: <prefix>/lista, buscar, detalle, crear, editar,
// crear_masivo (and eliminar when the declaration has a delete code), each with its own code.
import type { FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../../resources/types';
import { notFound } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { hooksFor } from '../resources/hooks';
import type { ResourceHooks } from '../resources/hooks/types';
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
} from '../resources/schemas';
import { bulkCreate, createOne, createResourceService, editOne, removeOne } from '../resources/writes';
import type { RouteDeps } from './types';

export function registerResourceEndpoints(
  app: FastifyInstance,
  deps: RouteDeps,
  decl: ResourceDeclaration,
  hooks: ResourceHooks = hooksFor(decl.name),
): void {
  const service = createResourceService(deps.db, decl, hooks);
  const { permissions: codes, prefix } = decl;

  defineEndpoint(app, {
    path: `${prefix}/lista`,
    permission: codes.list,
    body: listBodySchema(decl),
    malformedExample: { pagina: 'uno', orden: { campo: 'password_hash', direccion: 'ASC' } },
    handler: ({ body }) => service.repo.list(toListQuery(decl, body)),
  });

  if (decl.list.search) {
    defineEndpoint(app, {
      path: `${prefix}/buscar`,
      permission: codes.list,
      body: searchBodySchema,
      malformedExample: { texto: 'ab' },
      handler: ({ body }) => service.repo.search(searchWords(decl, body.texto), SEARCH_LIMIT),
    });
  }

  defineEndpoint(app, {
    path: `${prefix}/detalle`,
    permission: codes.show,
    body: detailBodySchema,
    malformedExample: { id: 'abc' },
    handler: async ({ body }) => {
      const record = await service.repo.find(body.id);
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
      handler: ({ body }) => createOne(service, body),
    });
  }

  if (codes.edit) {
    defineEndpoint(app, {
      path: `${prefix}/editar`,
      permission: codes.edit,
      body: editBodySchema,
      malformedExample: { id: 'abc' },
      handler: ({ body }) => editOne(service, body.id, body.changes),
    });
  }

  if (codes.bulk && decl.bulk) {
    defineEndpoint(app, {
      path: `${prefix}/crear_masivo`,
      permission: codes.bulk,
      body: bulkBodySchema,
      malformedExample: { registros: 'no es una lista' },
      handler: ({ body }) => bulkCreate(service, body.registros),
    });
  }

  if (codes.delete) {
    defineEndpoint(app, {
      path: `${prefix}/eliminar`,
      permission: codes.delete,
      body: detailBodySchema,
      malformedExample: { id: -1 },
      handler: ({ body }) => removeOne(service, body.id),
    });
  }
}
