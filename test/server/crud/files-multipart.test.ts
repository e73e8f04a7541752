// The multipart bodies of crear/editar: guard before body, Spanish 400s (never a 500) for whatever
// the parts are, the total size cap, and every other endpoint still JSON-only. Nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../helpers';
import { createFileTestServer, type FileTestServer, multipart, pdfBytes } from './fileFixtures';

let server: FileTestServer;

beforeAll(async () => {
  server = await createFileTestServer();
});
afterAll(async () => {
  await server.close();
});

const datos = (extra: Record<string, unknown> = {}) => ({ name: 'datos', value: JSON.stringify({ titulo: 'Multipart', sede_id: 1, ...extra }) });
const contrato = { name: 'contrato', filename: 'c.pdf', data: pdfBytes() };
const boundary = 'limite123';

const MALFORMED: { label: string; body: { payload: Buffer | string; contentType: string }; message?: string; errors?: Record<string, string> }[] = [
  { label: 'garbage', body: { payload: 'esto no es multipart', contentType: `multipart/form-data; boundary=${boundary}` }, message: 'El formulario enviado no es válido' },
  { label: 'no boundary', body: { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' }, message: 'El formulario enviado no es válido' },
  {
    label: 'truncated',
    body: { payload: `--${boundary}\r\nContent-Disposition: form-data; name="datos"\r\n\r\n{"titulo":`, contentType: `multipart/form-data; boundary=${boundary}` },
    message: 'El formulario enviado no es válido',
  },
  { label: 'missing datos', body: multipart([contrato]), message: 'Falta la parte datos con los campos del registro' },
  { label: 'datos not JSON', body: multipart([{ name: 'datos', value: '{"titulo": ' }, contrato]), message: 'El cuerpo de la solicitud no es un JSON válido' },
  { label: 'datos not an object', body: multipart([{ name: 'datos', value: '[1, 2]' }, contrato]), message: 'El cuerpo de la solicitud debe ser un objeto JSON' },
  { label: 'datos with __proto__', body: multipart([{ name: 'datos', value: '{"__proto__": {"x": 1}}' }]), message: 'Campo no permitido: __proto__' },
  { label: 'unknown file part', body: multipart([datos(), { ...contrato, name: 'otro' }]), errors: { otro: 'Campo no permitido: otro' } },
  { label: 'file part on a text field', body: multipart([datos(), { ...contrato, name: 'titulo' }]), errors: { titulo: 'Campo no permitido: titulo' } },
  { label: 'unknown field part', body: multipart([{ name: 'extra', value: 'x' }]), errors: { extra: 'Campo no permitido: extra' } },
  { label: 'a second field part', body: multipart([datos(), { name: 'extra', value: 'x' }]), message: 'El formulario enviado no es válido' },
  { label: 'repeated file part', body: multipart([datos(), contrato, contrato]), errors: { contrato: 'Parte repetida: contrato' } },
  { label: 'more parts than fields', body: multipart([datos(), contrato, { ...contrato, name: 'anexo' }, { ...contrato, name: 'otro' }]), message: 'El formulario enviado no es válido' },
];

describe('malformed multipart bodies', () => {
  for (const { label, body, message, errors } of MALFORMED) {
    it(`crear and editar refuse ${label} with a Spanish 400 and write nothing`, async () => {
      const before = await databaseFingerprint(server.db);
      for (const path of ['documento_prueba/crear', 'documento_prueba/editar']) {
        const response = await server.send(path, body);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
        const answer = response.json() as { code: string; message: string; errors?: Record<string, string> };
        expect(answer.code).toBe('ValidationError');
        if (message) expect(answer.message).toBe(message);
        if (errors) expect(answer.errors).toEqual(errors);
      }
      expect(await databaseFingerprint(server.db)).toEqual(before);
    });
  }
});

describe('guard, limits and the other endpoints', () => {
  it('checks the token and the code before reading the body', async () => {
    const body = multipart([datos(), contrato]);
    expect((await server.send('documento_prueba/crear', body, null)).statusCode).toBe(401);
    expect((await server.send('documento_prueba/crear', body, server.adminToken)).statusCode).toBe(403);
  });

  it('answers 413 to a body declared larger than every part together may be', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/documento_prueba/crear',
      payload: multipart([datos(), contrato]).payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(50 * 1024 * 1024), authorization: `Bearer ${server.token}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El cuerpo de la solicitud supera el tamaño máximo permitido');
  });

  it('keeps every other endpoint JSON-only', async () => {
    const body = multipart([{ name: 'datos', value: '{}' }]);
    for (const path of ['documento_prueba/lista', 'documento_prueba/detalle', 'documento_prueba/eliminar', 'sedes/lista']) {
      const response = await server.send(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('Tipo de contenido no soportado: envíe los datos en formato JSON');
    }
  });

  it('accepts a multipart body without files, and JSON as before', async () => {
    const plain = await server.send('documento_prueba/crear', multipart([datos({ titulo: 'Sin archivo' })]));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ titulo: 'Sin archivo', contrato: null, anexo: null });
    const json = await server.post('documento_prueba/crear', { titulo: 'JSON', sede_id: 2 }, server.token);
    expect(json.json()).toMatchObject({ titulo: 'JSON', sede_id: 2, contrato: null });
  });
});
