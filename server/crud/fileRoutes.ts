// The files of a declaration's 'file' fields: the multipart reader of its crear/editar, and
// GET /api/<prefix>/archivo/<id>/<campo> (plus a field's own route, file/email-course/<id>), which
// answer the stored bytes to whoever may see the record. Not an app.endpoints entry: that registry (and its test matrix) is of POST JSON bodies.
// Always as a download (issue 20): an uploaded document is never rendered as a page of this origin;
// the app shows its previews itself, from bytes fetched with the token (FilePreviewDialog, PdfInlinePreview).
import { contentDisposition } from '../http/contentDisposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFileInfo } from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { fileFields, readFileContent } from './files';
import { detailBodySchema } from './schemas';
import type { ResourceService } from './writes';
import { notFound, validationError } from '../errors/apiError';
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

/** Should a browser ever render a stored file's answer: no script, no plugin, no same-origin rights. */
const FILE_CSP = "sandbox; default-src 'none'";

interface FileRoute {
  Params: { id: string; campo: string };
}

interface FieldFileRoute {
  Params: { id: string };
}

export function registerFileRoutes(app: FastifyInstance, service: ResourceService): void {
  const { decl } = service;
  const fields = fileFields(decl);
  if (fields.length === 0) return;
  // The same guard as every endpoint, before anything is read: the show code of the resource.
  const guard = async (request: FastifyRequest) => {
    request.session = await app.apiGuard(request.headers.authorization, decl.permissions.show);
  };
  /** The stored bytes of a record's file, read through the scoped repository (sede boundary, ceiling: else 404). */
  const send = async (request: FastifyRequest, reply: FastifyReply, rawId: string, field: FieldDeclaration | undefined) => {
    const id = detailBodySchema.safeParse({ id: rawId });
    if (!id.success) throw validationError({ id: FILE_ROUTE_MESSAGES.badId });
    if (!field || !request.session) throw notFound();
    const record = await service.repo.as(request.session).find(id.data.id);
    if (!record) throw notFound();
    const info = record[field.source] as StoredFileInfo | null;
    const content = info ? await readFileContent(service.db, info.id) : null;
    if (!content) throw notFound(FILE_ROUTE_MESSAGES.empty);
    const bytes = Buffer.from(content.datos.buffer, content.datos.byteOffset, content.datos.byteLength);
    return reply
      .header('content-type', content.tipo)
      .header('content-disposition', contentDisposition(content.nombre))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      // A person's file, read with a token: kept by no cache, the browser's disk cache included.
      .header('cache-control', 'private, no-store')
      .send(bytes);
  };
  /** What the OpenAPI document says of these routes (server/openapi/). */
  const openapi = (summary: string) => ({ permission: decl.permissions.show, summary, tag: decl.label.many, produces: 'application/pdf' });
  app.route<FileRoute>({
    method: 'GET',
    url: `/api/${decl.prefix}/archivo/:id/:campo`,
    config: { openapi: openapi(`Archivo de ${decl.label.one.toLocaleLowerCase('es')} (como descarga)`) },
    onRequest: guard,
    handler: (request, reply) => send(request, reply, request.params.id, fields.find((f) => f.source === request.params.campo)),
  });
  // A field's own route (e.g. an e-mail template's PDF, GET file/email-course/{id}). Its ?embedded
  // flag (and ?descargar above) is still taken, as clients send it, but changes nothing: every
  // answer is a download.
  for (const field of fields.filter((f) => f.file?.route)) {
    app.route<FieldFileRoute>({
      method: 'GET',
      url: `/api/${field.file?.route}/:id`,
      config: { openapi: openapi(`${field.label} (como descarga)`) },
      onRequest: guard,
      handler: (request, reply) => send(request, reply, request.params.id, field),
    });
  }
}
