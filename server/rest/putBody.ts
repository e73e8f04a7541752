// A REST PUT carries the record as the client holds it — react-admin sends the whole form: read-only
// fields, `version` and all — so the values it sends back unchanged are no change. What is left is
// exactly the POST editar's body ({id, version?, …changes}), checked by the same schema.
import { isUploadedFile } from '../../core/engine/files';
import { HTTP_MESSAGES, validationError } from '../errors/apiError';
import { spanishErrorMap, zodToApiError } from '../errors/zodSpanish';
import type { ResourceRecord } from '../crud/repository';
import { editBodySchema } from '../crud/schemas';
import type { EditRequest } from '../crud/writes';

/** The value as JSON with its objects' keys in order: what the client read, whatever order it writes back. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The same value as the stored one, as the API answered it (null and absent alike); a new upload never is. */
export function sameAsStored(sent: unknown, stored: unknown): boolean {
  if (isUploadedFile(sent)) return false;
  return canonical(sent ?? null) === canonical(stored ?? null);
}

/**
 * The edit a PUT asks for, checked as editar's body: the path's id (a body naming another is 'Valor
 * no permitido'), the version it was based on (a stale one is editar's 409) and the values.
 */
export function putEditRequest(id: number, body: Record<string, unknown>): EditRequest {
  if (body.id !== undefined && body.id !== null && String(body.id) !== String(id)) throw validationError({ id: HTTP_MESSAGES.notAllowed });
  const parsed = editBodySchema.safeParse({ ...body, id }, { error: spanishErrorMap });
  if (!parsed.success) throw zodToApiError(parsed.error);
  return parsed.data;
}

/**
 * Only the values that differ from the stored record; all of them when the caller does not reach
 * the record (`current` null), so the answer is editar's: its validation, then 404.
 */
export function changedValues(request: EditRequest, current: ResourceRecord | null): EditRequest {
  if (!current) return request;
  return { ...request, changes: Object.fromEntries(Object.entries(request.changes).filter(([key, value]) => !sameAsStored(value, current[key]))) };
}
