// The REST face of every served declaration (ra-data-simple-rest's dialect, under /api/rest/<name>),
// beside the POST contract our own dataProvider speaks. It only translates: the guard is the
// endpoints' (bearer token, the operation's code, before the body is read) and every operation is
// the one the POST contract runs (server/crud/operations.ts), so codes, sede boundary, privilege
// ceiling, per-field codes, validation messages, lost-update check and audit events are the same.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idValue } from '../../core/engine/ids';
import { unauthorized, HTTP_MESSAGES, notAvailable, validationError } from '../errors/apiError';
import { multipartBody } from '../http/multipart';
import { spanishErrorMap, zodToApiError } from '../errors/zodSpanish';
import type { Session } from '../auth/session';
import { createRecord, editRecord, listRecords, removeRecord, showRecord } from '../crud/operations';
import { plainObject } from '../crud/schemas';
import type { ResourceService } from '../crud/writes';
import { fileUploadReader } from '../crud/fileRoutes';
import { contentRange, parseRestList } from './listQuery';
import { changedValues, putEditRequest } from './putBody';
import { allowedMethods, type RestOperation, restRoutes } from './routes';

type Handler = (request: FastifyRequest, reply: FastifyReply, session: Session) => Promise<unknown>;

/** The path's record id, or 400 as detalle's {id: 'abc'}. */
function idParam(request: FastifyRequest): number {
  const parsed = idValue().safeParse((request.params as { id?: string }).id);
  if (!parsed.success) throw validationError({ id: parsed.error.issues[0]?.message ?? HTTP_MESSAGES.badRequest });
  return parsed.data;
}

/** crear/editar's body: a JSON object, or multipart (`datos` + files) where the declaration has file fields. */
async function recordBody(request: FastifyRequest, upload: ReturnType<typeof fileUploadReader>): Promise<Record<string, unknown>> {
  const raw = request.isMultipart() ? await multipartBody(request, upload) : (request.body ?? {});
  const parsed = plainObject.safeParse(raw, { error: spanishErrorMap });
  if (!parsed.success) throw zodToApiError(parsed.error);
  return parsed.data;
}

function handlersOf(service: ResourceService): Record<RestOperation, Handler> {
  const { decl } = service;
  const upload = fileUploadReader(decl);
  return {
    getList: async (request, reply, session) => {
      const { query, start, parentId } = parseRestList(decl, (request.query ?? {}) as Record<string, unknown>);
      const { datos, total } = await listRecords(service, { session, parentId }, query);
      void reply.header('content-range', contentRange(decl, start, datos.length, total));
      return datos;
    },
    getOne: async (request, _reply, session) => showRecord(service, { session }, idParam(request)),
    // A child's parent is a field of the body: one the caller does not reach is 'Valor no permitido'.
    create: async (request, reply, session) => {
      const body = await recordBody(request, upload);
      void reply.status(201);
      return createRecord(service, { session }, body);
    },
    // Read as editar under the record's own parent (never moved to another).
    update: async (request, _reply, session) => {
      const id = idParam(request);
      const edit = putEditRequest(id, await recordBody(request, upload));
      const current = await service.repo.as(session).find(id);
      const parentValue = decl.parent && current ? current[decl.parent.field] : undefined;
      return editRecord(service, { session, parentId: typeof parentValue === 'number' ? parentValue : undefined }, changedValues(edit, current));
    },
    delete: async (request, _reply, session) => removeRecord(service, { session }, idParam(request)),
  };
}

/** Registers /api/rest/<name> and /api/rest/<name>/:id of each service's declaration. */
export async function registerRestFace(app: FastifyInstance, services: Iterable<ResourceService>): Promise<void> {
  await app.register(async (rest) => {
    // ra-data-simple-rest's DELETE says Content-Type: text/plain over an empty body: here only, that is no body.
    rest.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
      if (String(text).trim() === '') done(null, undefined);
      else done(validationError(undefined, HTTP_MESSAGES.unsupportedMediaType), undefined);
    });
    for (const service of services) {
      const routes = restRoutes(service.decl);
      const handlers = handlersOf(service);
      for (const route of routes) {
        const { permission } = route;
        if (permission === null) {
          rest.route({
            method: route.method,
            url: route.url,
            handler: async (_request, reply) => {
              void reply.header('allow', allowedMethods(routes, route.url).join(', '));
              throw notAvailable();
            },
          });
          continue;
        }
        const handler = handlers[route.operation];
        rest.route({
          method: route.method,
          url: route.url,
          // The guard runs before the body is even read, as on every endpoint.
          onRequest: async (request) => {
            request.session = await rest.apiGuard(request.headers.authorization, permission);
          },
          handler: async (request, reply) => {
            if (!request.session) throw unauthorized();
            return handler(request, reply, request.session);
          },
        });
      }
    }
  });
}
