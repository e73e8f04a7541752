// The files of a declaration's 'file' fields: the multipart reader of its crear/editar, and
// GET /api/<prefix>/archivo/<id>/<campo>, which answers the stored bytes to whoever may see the
// record. Not an app.endpoints entry: that registry (and its test matrix) is of POST JSON bodies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredFileInfo } from '../../resources/files';
import type { ResourceDeclaration } from '../../resources/types';
import { fileFields, readFileContent } from '../crud/files';
import { detailBodySchema } from '../crud/schemas';
import type { ResourceService } from '../crud/writes';
import { notFound, validationError } from '../http/errors';
import { readMultipartBody } from '../http/multipart';

export const FILE_ROUTE_MESSAGES = {
  empty: 'No tiene un archivo cargado',
  badId: 'Debe ser un identificador numérico',
} as const;

/** crear/editar's multipart reader, for declarations with file fields only (others stay JSON-only). */
export function fileUploadReader(decl: ResourceDeclaration): ((request: FastifyRequest) => Promise<unknown>) | undefined {
  const fields = fileFields(decl);
  return fields.length > 0 ? (request) => readMultipartBody(request, fields) : undefined;
}

/** RFC 6266/5987: the name as UTF-8, percent-encoded, plus an ASCII fallback for old clients. */
export function contentDisposition(nombre: string, download: boolean): string {
  const encoded = encodeURIComponent(nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

interface FileRoute {
  Params: { id: string; campo: string };
  Querystring: { descargar?: string };
}

export function registerFileRoutes(app: FastifyInstance, service: ResourceService): void {
  const { decl } = service;
  const fields = fileFields(decl);
  if (fields.length === 0) return;
  app.route<FileRoute>({
    method: 'GET',
    url: `/api/${decl.prefix}/archivo/:id/:campo`,
    // The same guard as every endpoint, before anything is read: the show code of the resource.
    onRequest: async (request) => {
      request.session = await app.apiGuard(request.headers.authorization, decl.permissions.show);
    },
    handler: async (request, reply) => {
      const id = detailBodySchema.safeParse({ id: request.params.id });
      if (!id.success) throw validationError({ id: FILE_ROUTE_MESSAGES.badId });
      const field = fields.find((f) => f.source === request.params.campo);
      if (!field || !request.session) throw notFound();
      // Through the scoped repository: sede boundary and privilege ceiling apply; outside them, 404.
      const record = await service.repo.as(request.session).find(id.data.id);
      if (!record) throw notFound();
      const info = record[field.source] as StoredFileInfo | null;
      const content = info ? await readFileContent(service.db, info.id) : null;
      if (!content) throw notFound(FILE_ROUTE_MESSAGES.empty);
      const bytes = Buffer.from(content.datos.buffer, content.datos.byteOffset, content.datos.byteLength);
      return reply
        .header('content-type', content.tipo)
        .header('content-disposition', contentDisposition(content.nombre, request.query.descargar === '1'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  });
}
