// Files of 'file' fields on the wire: a write holding a newly picked file goes as multipart/form-data
// (part `datos` = the JSON body, one part per new file, named by its field); stored files are read
// by path with the session's token (http.ts getBlob: a plain link cannot carry the Authorization header).
import type { ResourceDeclaration } from '../core/engine/declaration/resource';

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

/** API path of a stored file (GET, guarded by the resource's show code): the field's own route when it has one. */
export function filePath(decl: ResourceDeclaration, id: number | string, source: string): string {
  const route = decl.fields.find((f) => f.source === source)?.file?.route;
  if (route) return `${route}/${encodeURIComponent(String(id))}?embedded=1`;
  return `${decl.prefix}/archivo/${encodeURIComponent(String(id))}/${encodeURIComponent(source)}`;
}
