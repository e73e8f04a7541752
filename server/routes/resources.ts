// Generic endpoints of every resource declaration: <prefix>/lista, exportar, buscar, detalle, crear, editar,
// crear_masivo and importar (and eliminar when the declaration has a delete code), each with its own code, and
// its named actions (server/crud/actions.ts). The handlers run the operations the REST face runs
// too (server/crud/operations.ts).
import type { FastifyInstance } from 'fastify';
import { apiPath, bulkApiPath } from '../../core/engine/paths';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { defineEndpoint } from '../http/endpoint';
import { BULK_BODY_LIMIT } from '../http/plumbing';
import { registerActionEndpoints } from '../crud/actions';
import { exportBodySchema, selectionBodySchema } from '../../core/engine/crudBodies';
import { exportCodes, missingExportCodeMessage, permissionName } from '../../core/engine/export/exportAccess';
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
import { importLines } from '../crud/bulkImport';
import { importBodySchema } from '../../core/engine/bulkImport';
import { createResourceService, type ResourceService } from '../crud/writes';
import { pathParentId, rowsWithParent, serviceFor } from '../crud/nesting';
import { createRecord, editRecord, listRecords, removeRecord, removeRecords, searchRecords, showRecord } from '../crud/operations';
import { fileUploadReader, registerFileRoutes } from '../crud/fileRoutes';
import type { RouteDeps } from '../http/routeDeps';

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
  const path = (verb: string) => apiPath(decl, verb);

  defineEndpoint(app, {
    path: path('lista'),
    permission: codes.list,
    body: listBodySchema(decl),
    handler: async ({ body, session, params }) => listRecords(service, { session, parentId: pathParentId(service, params) }, toListQuery(decl, body)),
  });

  // Every record of the list's filter and order (all pages) as a file: the list's boundary, its code
  // and the detail's (personal data: docs/security.md 'Exports of personal data'), and an audit event.
  defineEndpoint(app, {
    path: path('exportar'),
    permission: codes.list,
    alsoRequires: exportCodes(codes)
      .filter((code) => code !== codes.list)
      .map((code) => ({ code, descripcion: permissionName(code, decl), message: missingExportCodeMessage(permissionName(code, decl)) })),
    auditsRead: true,
    body: exportBodySchema(decl),
    handler: async ({ body, session, params, reply }) => {
      app.exportSlots.enter(session.userId, reply);
      return exportRecords(service, { session, parentId: pathParentId(service, params) }, body, reply);
    },
  });

  if (decl.list.search) {
    defineEndpoint(app, {
      path: path('buscar'),
      permission: decl.list.search.codes ? [codes.list, ...decl.list.search.codes] : codes.list,
      body: searchBodyOf(decl),
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
    handler: async ({ body, session, params }) => showRecord(service, { session, parentId: pathParentId(service, params) }, body.id),
  });

  if (codes.create) {
    defineEndpoint(app, {
      path: path('crear'),
      permission: codes.create,
      body: plainObject,
      multipart: upload,
      handler: async ({ body, session, params }) => createRecord(service, { session, parentId: pathParentId(service, params) }, body),
    });
  }

  if (codes.edit) {
    defineEndpoint(app, {
      path: path('editar'),
      permission: codes.edit,
      body: editBodySchema,
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
      handler: async ({ body, session, params }) => {
        const scoped = await serviceFor(service, session, params);
        return bulkCreate(scoped.service, rowsWithParent(scoped.service, body.registros, scoped.parentId), session);
      },
    });
  }

  if (codes.bulk && decl.bulk) {
    // The import that may meet records already there: preview, then all or nothing (crud/bulkImport.ts).
    defineEndpoint(app, {
      path: path('importar'),
      permission: codes.bulk,
      body: importBodySchema,
      bodyLimit: BULK_BODY_LIMIT,
      handler: async ({ body, session, params }) => {
        const scoped = await serviceFor(service, session, params);
        return importLines(scoped.service, { ...body, registros: rowsWithParent(scoped.service, body.registros, scoped.parentId) }, session);
      },
    });
  }

  if (codes.delete) {
    defineEndpoint(app, {
      path: path('eliminar'),
      permission: codes.delete,
      body: detailBodySchema,
      handler: async ({ body, session, params }) => removeRecord(service, { session, parentId: pathParentId(service, params) }, body.id),
    });
    // A list's selected rows (its bulk 'Eliminar'): one transaction, all or none.
    defineEndpoint(app, {
      path: path('eliminar_seleccion'),
      permission: codes.delete,
      body: selectionBodySchema,
      handler: async ({ body, session, params }) => removeRecords(service, { session, parentId: pathParentId(service, params) }, body.ids),
    });
  }

  registerActionEndpoints(app, service, parts);
  registerFileRoutes(app, service);
  return service;
}
