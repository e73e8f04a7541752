// The dataProvider with 'file' fields, against a fake fetch: a new pick goes as FormData (datos +
// one part per file, token kept, no hand-made content type); anything else stays JSON; stored files
// are fetched with the token.
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { filePath, withUploads } from '../../dataProvider/files';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

const documentos = defineResource({
  name: 'documentos',
  prefix: 'documento',
  label: { one: 'Documento', many: 'Documentos' },
  table: 'documentos',
  representation: '{titulo}',
  messages: { created: 'Documento creado', updated: 'Documento actualizado' },
  permissions: { list: 'L', show: 'S', create: 'C', edit: 'E' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título' },
    { source: 'contrato', type: 'file', label: 'Contrato' },
    { source: 'anexo', type: 'file', label: 'Anexo' },
  ],
  list: { columns: ['titulo'], perPage: 10, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
});

const stored = { id: 7, nombre: 'viejo.pdf', tamano: 120 };
const picked = () => {
  const rawFile = new File(['%PDF-1.4 contenido'], 'nuevo.pdf', { type: 'application/pdf' });
  return { rawFile, src: 'blob:x', title: rawFile.name };
};

function fakeFetch(reply: () => Response = () => new Response(JSON.stringify({ id: 1, version: 1 }))) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return reply();
  });
  const provider = createDataProvider({ resources: [documentos], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 'tk' });
  return { provider, calls };
}

describe('writes with files', () => {
  it('create sends FormData with datos and the file part when a file was picked', async () => {
    const { provider, calls } = fakeFetch();
    const file = picked();
    await provider.create('documentos', { data: { titulo: 'Acta', contrato: file, anexo: null } });
    const { init } = calls[0];
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(JSON.parse(String(form.get('datos')))).toEqual({ titulo: 'Acta', anexo: null });
    expect(form.get('contrato')).toBeInstanceOf(File);
    expect((form.get('contrato') as File).name).toBe('nuevo.pdf');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tk' });
  });

  it('update sends only the changed fields; a kept file is not sent, a removed one is null, JSON without a pick', async () => {
    const { provider, calls } = fakeFetch();
    const previousData = { id: 3, version: 2, titulo: 'Acta', contrato: stored, anexo: null };
    await provider.update('documentos', { id: '3', data: { ...previousData, titulo: 'Acta 2' }, previousData });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: 3, titulo: 'Acta 2', version: 2 });
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });

    await provider.update('documentos', { id: 3, data: { ...previousData, contrato: null }, previousData });
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ id: 3, contrato: null, version: 2 });

    await provider.update('documentos', { id: 3, data: { ...previousData, anexo: picked() }, previousData });
    const form = calls[2].init.body as FormData;
    expect(JSON.parse(String(form.get('datos')))).toEqual({ id: 3, version: 2 });
    expect(form.get('anexo')).toBeInstanceOf(File);
    expect(form.has('contrato')).toBe(false);
  });

  it('withUploads leaves a body without picks untouched', () => {
    const body = { titulo: 'x', contrato: stored };
    expect(withUploads(documentos, body)).toBe(body);
  });
});

describe('fetchFile', () => {
  it('GETs the file route with the token and resolves the blob', async () => {
    const { provider, calls } = fakeFetch(() => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    const blob = await provider.fetchFile('documentos', '3', 'contrato');
    expect(calls[0].url).toBe('/api/documento/archivo/3/contrato');
    expect(calls[0].init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tk' } });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(filePath(documentos, '1/../2', 'contrato')).toBe('documento/archivo/1%2F..%2F2/contrato');
  });

  it('rejects with the server’s Spanish message', async () => {
    const { provider } = fakeFetch(() => new Response(JSON.stringify({ code: 'NotFound', message: 'No tiene un archivo cargado' }), { status: 404 }));
    const error = await provider.fetchFile('documentos', 3, 'anexo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'No tiene un archivo cargado' });
  });
});
