// multipart/form-data bodies of the endpoints that take files (crear/editar of a declaration with
// 'file' fields): one part `datos` holding the JSON body as text and one file part per file field,
// named by its source. The result is that JSON object with each file field set to an UploadedFile,
// which then goes through the endpoint's schema and the shared validator like any JSON body.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileMaxBytes, FILE_MESSAGES, type UploadedFile } from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { MESSAGES } from '../../core/engine/validation';
import { ApiError, HTTP_MESSAGES, validationError } from '../errors/apiError';

/** Name of the part carrying the JSON body. */
export const DATA_PART = 'datos';
/** The JSON part: one record's fields (a rich text is at most 20,000 characters). */
const DATA_MAX_BYTES = 1024 * 1024;
/** Boundaries and part headers, on top of the parts themselves. */
const ENVELOPE_BYTES = 64 * 1024;
const NAME_MAX_LENGTH = 255;

export const MULTIPART_MESSAGES = {
  malformed: 'El formulario enviado no es válido',
  missingData: `Falta la parte ${DATA_PART} con los campos del registro`,
  repeated: (name: string) => `Parte repetida: ${name}`,
} as const;

const payloadTooLarge = () => new ApiError(413, 'PayloadTooLarge', HTTP_MESSAGES.payloadTooLarge);

/** Registers the parser (it only marks the request: the body is read by readMultipartBody, after the guard). */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  // Nothing is accepted unless an endpoint asks for it with its own limits (readMultipartBody); a
  // file over its limit is reported by that reader, per field, not as the plugin's own error.
  await app.register(fastifyMultipart, { limits: { fields: 0, files: 0, parts: 0, fileSize: 0 }, throwFileSizeLimit: false });
}

/** The file name without a client path or control characters. */
function cleanName(filename: string | undefined): string {
  // Control characters are never part of a name (and PostgreSQL text refuses \u0000).
  return (filename ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Reads a file part whole, or only drains it when it is over `max` (busboy cuts it at the global limit). */
async function readFilePart(stream: AsyncIterable<Buffer> & { truncated?: boolean }, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  return size > max || stream.truncated ? null : Buffer.concat(chunks);
}

function parseData(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key: string, value: unknown) => {
      if (key === '__proto__') throw validationError(undefined, MESSAGES.unknown('__proto__'));
      return value;
    });
  } catch (error) {
    throw error instanceof ApiError ? error : validationError(undefined, HTTP_MESSAGES.invalidJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw validationError(undefined, HTTP_MESSAGES.bodyNotObject);
  return parsed as Record<string, unknown>;
}

/**
 * The body of a multipart request for an endpoint whose file fields are `fields`. Every part is read
 * (or drained) before any refusal, so the connection is left clean; sizes are capped per part
 * (the field's limit: 400 with its message) and in total (413).
 */
export async function readMultipartBody(request: FastifyRequest, fields: readonly FieldDeclaration[]): Promise<Record<string, unknown>> {
  const total = fields.reduce((sum, f) => sum + fileMaxBytes(f), DATA_MAX_BYTES + ENVELOPE_BYTES);
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > total) throw payloadTooLarge();
  const limits = {
    fields: 1,
    files: fields.length,
    parts: fields.length + 1,
    fieldSize: DATA_MAX_BYTES,
    fileSize: Math.max(...fields.map(fileMaxBytes)) + 1,
    headerPairs: 20,
  };
  let data: string | undefined;
  const files: Record<string, UploadedFile> = {};
  const errors: Record<string, string> = {};
  let problem: ApiError | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldname !== DATA_PART) errors[part.fieldname] = MESSAGES.unknown(part.fieldname);
        else if (part.valueTruncated) problem ??= payloadTooLarge();
        else if (data !== undefined) problem ??= validationError(undefined, MULTIPART_MESSAGES.repeated(DATA_PART));
        // A part sent as application/json arrives already parsed by the plugin.
        else data = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      const field = fields.find((f) => f.source === part.fieldname);
      const max = field ? fileMaxBytes(field) : 0;
      const bytes = await readFilePart(part.file, max);
      if (!field) errors[part.fieldname] = MESSAGES.unknown(part.fieldname);
      else if (Object.hasOwn(files, field.source)) errors[field.source] = MULTIPART_MESSAGES.repeated(field.source);
      else if (bytes === null) errors[field.source] = FILE_MESSAGES.tooBig(max);
      else {
        const nombre = cleanName(part.filename);
        if (nombre.length > NAME_MAX_LENGTH) errors[field.source] = MESSAGES.maxLength(NAME_MAX_LENGTH);
        files[field.source] = { nombre, tipo: part.mimetype, datos: bytes };
      }
    }
  } catch (error) {
    // busboy's and the plugin's own failures (no boundary, truncated body, a limit): the caller's fault.
    if (error instanceof ApiError) throw error;
    throw validationError(undefined, MULTIPART_MESSAGES.malformed);
  }
  if (problem) throw problem;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (data === undefined) throw validationError(undefined, MULTIPART_MESSAGES.missingData);
  return { ...parseData(data), ...files };
}

/** The endpoint's reader, or the refusal every endpoint without one gives (JSON only, as before). */
export function multipartBody(request: FastifyRequest, reader: ((request: FastifyRequest) => Promise<unknown>) | undefined): Promise<unknown> {
  if (!reader) throw validationError(undefined, HTTP_MESSAGES.unsupportedMediaType);
  return reader(request);
}
