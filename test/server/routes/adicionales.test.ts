// A topic's files through the API (tema/{id}/adicional/…; README 'Courses, exams, banners and
// closures'): the preparation file's lifecycle (none → added → replaced → deleted, one per topic),
// feedback items with their range within the topic's grade, PDF only — a real one, within the size
// limit — with nothing stored on a refusal; BAB1EE7F to change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADICIONAL_MESSAGES } from '../../../resources/adicionales/schema';
import { FILE_MAX_BYTES } from '../../../core/engine/files';
import { P } from '../../../core/engine/permissions';
import { multipart, pdfBytes } from '../crud/fileFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let tema: number;
let otroTema: number;
const C = P.cursos;
const at = (verb: string, temaId = tema) => `tema/${temaId}/adicional/${verb}`;

function send(verb: string, datos: Record<string, unknown>, file?: { data: Uint8Array; filename?: string }, t = token) {
  const parts = [{ name: 'datos', value: JSON.stringify(datos) }, ...(file ? [{ name: 'archivo', filename: file.filename ?? 'archivo.pdf', data: file.data }] : [])];
  const form = multipart(parts);
  return server.app.inject({ method: 'POST', url: `/api/${at(verb)}`, payload: form.payload, headers: { 'content-type': form.contentType, authorization: `Bearer ${t}` } });
}

const list = async () => ((await server.post(at('lista'), { por_pagina: 100 }, token)).json() as { datos: { id: number; tipo: string; archivo: { nombre: string } }[] }).datos;

beforeAll(async () => {
  server = await createTestServer();
  // Topics without demo files (the demo gives the first lesson of each course a preparation).
  [{ id: tema }, { id: otroTema }] = await server.db.query<{ id: number }>(
    `SELECT id FROM temas WHERE tipo = 'clase' AND id NOT IN (SELECT tema_id FROM tema_adicionales) ORDER BY id LIMIT 2`,
  );
  const user = await createStaffUser(server.db, [C.showTema, C.feedback]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('the preparation file', () => {
  it('goes from none to added, replaced and deleted; a topic has only one', async () => {
    expect((await list()).filter((a) => a.tipo === 'preparacion')).toEqual([]);
    const added = await send('crear', { tipo: 'preparacion' }, { data: pdfBytes(1500), filename: 'guia.pdf' });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    expect(added.json()).toMatchObject({ tema_id: tema, tipo: 'preparacion', rango_inicial: null, archivo: { nombre: 'guia.pdf', tamano: 1500 } });
    const second = await send('crear', { tipo: 'preparacion' }, { data: pdfBytes(1200) });
    expect(second.json().errors).toEqual({ tipo: ADICIONAL_MESSAGES.preparationExists });
    const replaced = await send('editar', { id }, { data: pdfBytes(1700), filename: 'guia-2.pdf' });
    expect(replaced.json()).toMatchObject({ archivo: { nombre: 'guia-2.pdf', tamano: 1700 } });
    const files = await countRows(server.db, 'archivos');
    expect((await server.post(at('eliminar'), { id }, token)).statusCode).toBe(200);
    expect(await countRows(server.db, 'archivos')).toBe(files - 1);
    expect((await list()).filter((a) => a.tipo === 'preparacion')).toEqual([]);
  });
});

describe('feedback items', () => {
  it('need a range within the topic’s grade (start < end ≤ rango_nota)', async () => {
    const before = await databaseFingerprint(server.db);
    const pdf = { data: pdfBytes() };
    expect((await send('crear', { tipo: 'feedback' }, pdf)).json().errors).toEqual({ rango_inicial: 'Este campo es requerido', rango_final: 'Este campo es requerido' });
    expect((await send('crear', { tipo: 'feedback', rango_inicial: 4, rango_final: 5.5 }, pdf)).json().errors).toEqual({ rango_final: ADICIONAL_MESSAGES.rangeAboveTopic });
    expect((await send('crear', { tipo: 'feedback', rango_inicial: 3, rango_final: 2 }, pdf)).json().errors).toEqual({ rango_final: 'Rango final debe ser posterior a Rango inicial' });
    expect((await send('crear', { tipo: 'feedback', rango_inicial: 1, rango_final: 2.005 }, pdf)).json().errors).toEqual({ rango_final: 'Debe ser múltiplo de 0,01' });
    expect((await send('crear', { tipo: 'feedback', rango_inicial: 1, rango_final: 2 })).json().errors).toEqual({ archivo: 'Este campo es requerido' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    const created = await send('crear', { tipo: 'feedback', rango_inicial: 0, rango_final: 2.99 }, pdf);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    expect((await send('editar', { id, rango_final: 3.5 })).json()).toMatchObject({ rango_final: 3.5, tipo: 'feedback' });
    expect((await server.post(at('detalle', otroTema), { id }, token)).statusCode).toBe(404);
  });

  it('refuse what is not a real PDF, or too big, storing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const feedback = { tipo: 'feedback', rango_inicial: 3, rango_final: 4 };
    expect((await send('crear', feedback, { data: Buffer.from('texto'), filename: 'notas.txt' })).json().errors).toEqual({ archivo: 'Solo se permiten archivos PDF' });
    expect((await send('crear', feedback, { data: Buffer.from(`%PDF-1.4\n${'x'.repeat(900)}`) })).json().errors).toEqual({ archivo: 'El archivo no es un PDF válido' });
    const big = await send('crear', feedback, { data: pdfBytes(FILE_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ archivo: 'El archivo supera el tamaño máximo de 5 MB' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('codes', () => {
  it('reading needs the topic’s detail code; adding, changing and deleting need BAB1EE7F', async () => {
    const reader = await createStaffUser(server.db, [C.showTema]);
    const readerToken = await server.login(reader.email, reader.password);
    expect((await server.post(at('lista'), {}, readerToken)).statusCode).toBe(200);
    expect((await send('crear', { tipo: 'preparacion' }, { data: pdfBytes() }, readerToken)).statusCode).toBe(403);
    for (const verb of ['editar', 'eliminar']) expect((await server.post(at(verb), { id: 1 }, readerToken)).statusCode, verb).toBe(403);
    expect((await server.post(at('lista'), {}, null)).statusCode).toBe(401);
  });
});
