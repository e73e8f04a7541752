// Files of 'file' fields on the wire: a write holding a newly picked file goes as multipart/form-data
// (part `datos` = the JSON body, one part per new file, named by its field), and stored files are
// fetched with the session's token (a plain link cannot carry the Authorization header).
import type { ResourceDeclaration } from '../resources/types';
import { httpErrorFromResponse, isAbortError, networkError } from './errors';
import { joinUrl } from './http';

/** What react-admin's FileInput holds for a file picked in the form. */
export interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

export function isPickedFile(value: unknown): value is PickedFile {
  return typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof Blob;
}

/**
 * The body of crear/editar: as is when no file field holds a new pick, else FormData. Blank (null:
 * delete) and the stored file's own description (keep) stay in the JSON part.
 */
export function withUploads(decl: ResourceDeclaration, body: Record<string, unknown>): Record<string, unknown> | FormData {
  const picked = decl.fields.filter((f) => f.type === 'file' && isPickedFile(body[f.source]));
  if (picked.length === 0) return body;
  const datos = { ...body };
  const form = new FormData();
  for (const field of picked) delete datos[field.source];
  form.append('datos', JSON.stringify(datos));
  for (const field of picked) {
    const file = (body[field.source] as PickedFile).rawFile;
    form.append(field.source, file, file.name);
  }
  return form;
}

/** API path of a stored file (GET, guarded by the resource's show code). */
export function filePath(decl: ResourceDeclaration, id: number | string, source: string): string {
  return `${decl.prefix}/archivo/${encodeURIComponent(String(id))}/${encodeURIComponent(source)}`;
}

export type FetchFile = (path: string) => Promise<Blob>;

export function createFileFetcher(options: { apiUrl: string; fetchImpl?: typeof fetch; getToken: () => string | null }): FetchFile {
  return async (path) => {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const token = options.getToken();
    let response: Response;
    try {
      response = await fetchImpl(joinUrl(options.apiUrl, path), { method: 'GET', headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (response.ok) return await response.blob();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw networkError();
    }
    // Errors are JSON like every other answer of the API.
    const payload: unknown = await response.json().catch(() => undefined);
    throw httpErrorFromResponse(response.status, payload);
  };
}
