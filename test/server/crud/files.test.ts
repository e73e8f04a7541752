// File fields end to end on the server: upload on create (multipart), keep, replace, delete, the
// checks that refuse a file (nothing stored), the reads and the download route with its guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTablesSql } from '../../../server/db/schema';
import { checkDeclarations } from '../../../server/crud/load';
import { createStaffUser } from '../helpers';
import { CODES, createFileTestServer, documentos, type FileTestServer, pdfBytes } from './fileFixtures';

let server: FileTestServer;

beforeAll(async () => {
  server = await createFileTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Info {
  id: number;
  nombre: string;
  tamano: number;
}
type Doc = { id: number; version: number; titulo: string; contrato: Info | null; anexo: Info | null };

async function createWithContract(titulo: string, bytes = pdfBytes(), filename = 'Contrato firmado.pdf'): Promise<Doc> {
  const response = await server.upload('documento_prueba/crear', { titulo, sede_id: 1 }, [{ name: 'contrato', filename, data: bytes }]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Doc;
}

describe('the declaration', () => {
  it('maps a file field to an integer referencing archivos', async () => {
    expect(await createTablesSql([documentos])).toContain('FOREIGN KEY ("contrato") REFERENCES "public"."archivos"("id")');
  });

  it('refuses a file column in the bulk load', () => {
    expect(() => checkDeclarations([{ ...documentos, bulk: { columns: ['titulo', 'contrato'] } }])).toThrow(/contrato no puede ser columna/);
  });
});

describe('upload, keep, replace and delete', () => {
  it('stores the upload in archivos and shows it as {id, nombre, tamano} in every read', async () => {
    const bytes = pdfBytes(900);
    const doc = await createWithContract('Primero', bytes);
    expect(doc.contrato).toEqual({ id: expect.any(Number), nombre: 'Contrato firmado.pdf', tamano: 900 });
    expect(doc.anexo).toBeNull();
    const [row] = await server.db.query<{ tipo: string; sha256: string; created_by: number; datos: Uint8Array }>(
      'SELECT tipo, sha256, created_by, datos FROM archivos WHERE id = $1',
      [doc.contrato!.id],
    );
    expect(row).toMatchObject({ tipo: 'application/pdf', created_by: server.userId });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(row.datos).equals(bytes)).toBe(true);
    expect((await server.post('documento_prueba/detalle', { id: doc.id }, server.token)).json()).toEqual(doc);
    const list = (await server.post('documento_prueba/lista', { filtros: { ids: [doc.id] } }, server.token)).json() as { datos: Doc[] };
    expect(list.datos).toEqual([doc]);
  });

  it('keeps the stored file when its own description comes back, and refuses another record’s', async () => {
    const doc = await createWithContract('Conservado');
    const other = await createWithContract('Ajeno');
    const before = await server.archivos();
    const kept = await server.post('documento_prueba/editar', { id: doc.id, titulo: 'Conservado 2', contrato: doc.contrato }, server.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ titulo: 'Conservado 2', contrato: doc.contrato });
    const stolen = await server.post('documento_prueba/editar', { id: doc.id, contrato: other.contrato }, server.token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ contrato: 'Valor no permitido' });
    const invented = await server.post('documento_prueba/crear', { titulo: 'Inventado', sede_id: 1, contrato: other.contrato }, server.token);
    expect(invented.json().errors).toEqual({ contrato: 'Valor no permitido' });
    expect(await server.archivos()).toBe(before);
  });

  it('replaces the file (the old row is deleted) and deletes it with null', async () => {
    const doc = await createWithContract('Reemplazado');
    const before = await server.archivos();
    const replaced = await server.upload('documento_prueba/editar', { id: doc.id, version: doc.version }, [{ name: 'contrato', filename: 'v2.pdf', data: pdfBytes(700) }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as Doc;
    expect(after.contrato).toEqual({ id: expect.any(Number), nombre: 'v2.pdf', tamano: 700 });
    expect(after.contrato!.id).not.toBe(doc.contrato!.id);
    expect(await server.archivos()).toBe(before);
    expect(await server.db.query('SELECT id FROM archivos WHERE id = $1', [doc.contrato!.id])).toEqual([]);

    const emptied = await server.post('documento_prueba/editar', { id: doc.id, contrato: null }, server.token);
    expect(emptied.json()).toMatchObject({ contrato: null, version: 3 });
    expect(await server.archivos()).toBe(before - 1);
    const download = await server.download(`/api/documento_prueba/archivo/${doc.id}/contrato`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ code: 'NotFound', message: 'No tiene un archivo cargado' });
  });

  it('deletes the record’s files with the record', async () => {
    const doc = await createWithContract('Eliminado');
    const before = await server.archivos();
    expect((await server.post('documento_prueba/eliminar', { id: doc.id }, server.token)).statusCode).toBe(200);
    expect(await server.archivos()).toBe(before - 1);
  });
});

describe('refused files store nothing', () => {
  const cases = [
    { label: 'a .pdf that is not a PDF', filename: 'falso.pdf', data: Buffer.from('Hola, no soy un PDF'), error: 'El archivo no es un PDF válido' },
    { label: 'a text file', filename: 'notas.txt', data: pdfBytes(), error: 'Solo se permiten archivos PDF' },
    { label: 'a file over the field’s limit', filename: 'grande.pdf', data: pdfBytes(10 * 1024 + 1), error: 'El archivo supera el tamaño máximo de 10 KB' },
    { label: 'an empty file', filename: 'vacio.pdf', data: Buffer.alloc(0), error: 'El archivo está vacío' },
    // The magic bytes are easily faked: the document must open, with at least one page.
    { label: 'PDF magic bytes over garbage', filename: 'disfrazado.pdf', data: Buffer.from(`%PDF-1.4\n${'x'.repeat(800)}`), error: 'El archivo no es un PDF válido' },
    {
      label: 'a PDF without pages',
      filename: 'sin-paginas.pdf',
      data: Buffer.from(pdfBytes(700).toString('latin1').replace('/Count 1', '/Count 0').replace('/Kids [3 0 R]', '/Kids [    ]'), 'latin1'),
      error: 'El archivo no es un PDF válido',
    },
  ];
  for (const { label, filename, data, error } of cases) {
    it(`refuses ${label} with 400`, async () => {
      const before = await server.archivos();
      const response = await server.upload('documento_prueba/crear', { titulo: `Rechazo ${filename}`, sede_id: 1 }, [{ name: 'contrato', filename, data }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ contrato: error });
      expect(await server.archivos()).toBe(before);
    });
  }

  it('rolls back a file already inserted when a later file of the same write is refused', async () => {
    const doc = await createWithContract('Base');
    const before = await server.archivos();
    const response = await server.upload('documento_prueba/crear', { titulo: 'Mixto', sede_id: 1, anexo: doc.contrato }, [
      { name: 'contrato', filename: 'bueno.pdf', data: pdfBytes() },
    ]);
    expect(response.json().errors).toEqual({ anexo: 'Valor no permitido' });
    expect(await server.archivos()).toBe(before);
  });
});

describe('download route', () => {
  it('answers the bytes as an attachment, ?descargar=1 or not (issue 20: never rendered inline)', async () => {
    const bytes = pdfBytes(1500);
    const doc = await createWithContract('Descarga', bytes, 'Año lectivo (1).pdf');
    const url = `/api/documento_prueba/archivo/${doc.id}/contrato`;
    const answer = await server.download(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="A_o lectivo (1).pdf"; filename*=UTF-8''A%C3%B1o%20lectivo%20%281%29.pdf`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toMatch(/^private/);
    expect((await server.download(`${url}?descargar=1`)).headers['content-disposition']).toBe(answer.headers['content-disposition']);
  });

  it('answers 404 for an empty field, an unknown field or record, 400 for a bad id', async () => {
    const doc = await createWithContract('Vacío');
    expect((await server.download(`/api/documento_prueba/archivo/${doc.id}/anexo`)).json().message).toBe('No tiene un archivo cargado');
    expect((await server.download(`/api/documento_prueba/archivo/${doc.id}/titulo`)).statusCode).toBe(404);
    expect((await server.download(`/api/documento_prueba/archivo/999999/contrato`)).json().message).toBe('Registro no encontrado');
    expect((await server.download(`/api/documento_prueba/archivo/abc/contrato`)).statusCode).toBe(400);
  });

  it('is guarded by the show code (401 without a token, 403 without the code) and the sede boundary (404)', async () => {
    const doc = await createWithContract('Guardado');
    const url = `/api/documento_prueba/archivo/${doc.id}/contrato`;
    expect((await server.download(url, null)).json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
    const noShow = await createStaffUser(server.db, Object.values(CODES).filter((c) => c !== CODES.show));
    expect((await server.download(url, await server.login(noShow.email, noShow.password))).statusCode).toBe(403);
    // The test user's permitted sedes are 1 and 2: a record of sede 3 does not exist for them.
    const [file] = await server.db.query<{ id: number }>(
      `INSERT INTO archivos (nombre, tipo, tamano, sha256, datos) VALUES ('otra.pdf', 'application/pdf', 9, 'x', $1) RETURNING id`,
      [pdfBytes(9)],
    );
    const [other] = await server.db.query<{ id: number }>(`INSERT INTO documentos_prueba (titulo, sede_id, contrato) VALUES ('Otra sede', 3, $1) RETURNING id`, [file.id]);
    expect((await server.download(`/api/documento_prueba/archivo/${other.id}/contrato`)).statusCode).toBe(404);
  });
});
