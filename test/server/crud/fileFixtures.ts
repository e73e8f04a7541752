// Shared by the file-field server tests: a throw-away declaration with two file fields (one with a
// small limit) and a sede boundary, its server, PDF bytes and a hand-built multipart body.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import { loadResourceDeclarations } from '../../../resources/served';
import { createTablesSql } from '../../../server/db/schema';
import { onePagePdf } from '../../../server/seed/pdf';
import { countRows, createStaffUser, createTestServer, type TestServer } from '../helpers';

export const CODES = { list: 'ALIST001', show: 'ASHOW001', create: 'ACREA001', edit: 'AEDIT001', delete: 'ADELE001' };
export const SMALL_LIMIT = 10 * 1024;

export const documentos = defineResource({
  name: 'documentos_prueba',
  prefix: 'documento_prueba',
  label: { one: 'Documento', many: 'Documentos' },
  table: 'documentos_prueba',
  sedeField: 'sede_id',
  representation: '{titulo}',
  messages: { created: 'Documento creado', updated: 'Documento actualizado' },
  permissions: CODES,
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true, unique: true },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede', required: true },
    { source: 'contrato', type: 'file', label: 'Contrato', file: { accept: 'pdf', maxBytes: SMALL_LIMIT } },
    { source: 'anexo', type: 'file', label: 'Anexo', file: { accept: 'pdf' } },
  ],
  list: { fewRows: true, columns: ['titulo', 'contrato'], perPage: 10, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
});

/** A real one-page PDF of exactly `size` bytes (default 1000). */
export const pdfBytes = (size = 1000): Buffer => onePagePdf(size);

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Uint8Array };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: Part[], boundary = `----aula${randomBytes(8).toString('hex')}`): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"`;
    if ('value' in part) chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n${part.value}\r\n`));
    else {
      chunks.push(Buffer.from(`--${boundary}\r\n${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`));
      chunks.push(Buffer.from(part.data), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface FileTestServer extends TestServer {
  token: string;
  userId: number;
  send(path: string, body: { payload: Buffer | string; contentType: string }, token?: string | null): Promise<LightMyRequestResponse>;
  upload(path: string, datos: Record<string, unknown>, files: Part[], token?: string | null): Promise<LightMyRequestResponse>;
  download(url: string, token?: string | null): Promise<LightMyRequestResponse>;
  archivos(): Promise<number>;
}

export async function createFileTestServer(): Promise<FileTestServer> {
  const sql = await createTablesSql([documentos]);
  const server = await createTestServer({ resources: [...(await loadResourceDeclarations()), documentos], prepare: (db) => db.exec(sql) });
  const user = await createStaffUser(server.db, Object.values(CODES));
  const token = await server.login(user.email, user.password);
  const auth = (t: string | null | undefined): Record<string, string> => (t ? { authorization: `Bearer ${t}` } : {});
  const send: FileTestServer['send'] = (path, body, t = token) =>
    server.app.inject({ method: 'POST', url: `/api/${path}`, payload: body.payload, headers: { 'content-type': body.contentType, ...auth(t) } });
  return {
    ...server,
    token,
    userId: user.id,
    send,
    upload: (path, datos, files, t = token) => send(path, multipart([{ name: 'datos', value: JSON.stringify(datos) }, ...files]), t),
    download: (url, t = token) => server.app.inject({ method: 'GET', url, headers: auth(t) }),
    archivos: () => countRows(server.db, 'archivos'),
  };
}
