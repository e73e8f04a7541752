// A course's e-mail templates through the API (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'):
// curso/{id}/correo/…, ranges (start exclusive, end inclusive) of one course and kind never overlap
// — not even when two staff save at once —, the body is sanitised, the optional PDF is served by
// GET file/email-course/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLAP_MESSAGE } from '../../../resources/correos/schema';
import { P } from '../../../core/engine/permissions';
import { multipart, pdfBytes } from '../crud/fileFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let curso: number;
const C = P.cursos;
const at = (verb: string, cursoId = curso) => `curso/${cursoId}/correo/${verb}`;
const plantilla = (inicial: number, final: number, virtual = 0) => ({
  virtual,
  descripcion: `Banda ${inicial}-${final}`,
  rango_nota_inicial: inicial,
  rango_nota_final: final,
  asunto: 'Resultado del módulo',
  plantilla_correo: '<p>Hola</p>',
});

beforeAll(async () => {
  server = await createTestServer();
  // A course without demo templates: the ranges below are the only ones.
  [{ id: curso }] = await server.db.query<{ id: number }>(`SELECT id FROM cursos WHERE id NOT IN (SELECT curso_id FROM correos_curso) ORDER BY id LIMIT 1`);
  const user = await createStaffUser(server.db, [C.correos, C.showCorreo, C.createCorreo, C.editCorreo, C.deleteCorreo]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('ranges', () => {
  it('adjacent bands of one kind are fine (start exclusive, end inclusive); overlapping ones are refused', async () => {
    expect((await server.post(at('crear'), plantilla(0, 3), token)).statusCode).toBe(200);
    expect((await server.post(at('crear'), plantilla(3, 4), token)).statusCode).toBe(200);
    const before = await databaseFingerprint(server.db);
    for (const [inicial, final] of [[2.5, 3.5], [0, 5], [3.99, 4], [1, 2]]) {
      const refused = await server.post(at('crear'), plantilla(inicial, final), token);
      expect(refused.statusCode, `${inicial}-${final}`).toBe(400);
      expect(refused.json().errors).toEqual({ rango_nota_inicial: OVERLAP_MESSAGE });
    }
    expect((await server.post(at('crear'), plantilla(4, 3), token)).json().errors).toEqual({ rango_nota_final: 'Nota final debe ser posterior a Nota inicial' });
    expect((await server.post(at('crear'), plantilla(4, 4.001), token)).json().errors).toEqual({ rango_nota_final: 'Debe ser múltiplo de 0,01' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // The other kind (virtual) has its own bands.
    expect((await server.post(at('crear'), plantilla(0, 5, 1), token)).statusCode).toBe(200);
  });

  it('an edit is checked against the others, never against itself', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM correos_curso WHERE curso_id = $1 AND rango_nota_inicial = 3 AND virtual = 0', [curso]);
    expect((await server.post(at('editar'), { id, rango_nota_final: 4.5 }, token)).statusCode).toBe(200);
    const refused = await server.post(at('editar'), { id, rango_nota_inicial: 2 }, token);
    expect(refused.json().errors).toEqual({ rango_nota_inicial: OVERLAP_MESSAGE });
  });

  it('two staff saving overlapping bands at the same moment: exactly one is kept', async () => {
    const other = await createStaffUser(server.db, [C.correos, C.createCorreo]);
    const otherToken = await server.login(other.email, other.password);
    const responses = await Promise.all([
      server.post(at('crear'), plantilla(4.5, 4.8), token),
      server.post(at('crear'), plantilla(4.6, 5), otherToken),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await countRows(server.db, 'correos_curso', `curso_id = ${curso} AND virtual = 0 AND rango_nota_final > 4.5`)).toBe(1);
  });
});

describe('body and file', () => {
  it('sanitises the body: no script, no on* handlers, no javascript: links; keeps b, https links and tables', async () => {
    const html =
      '<p onclick="robar()">Hola <b>Ana</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
      '<a href="https://aula.escuela.test">portal</a><table><tr><td>4,5</td></tr></table>';
    const [{ id: otroCurso }] = await server.db.query<{ id: number }>(`SELECT id FROM cursos WHERE id NOT IN (SELECT curso_id FROM correos_curso) ORDER BY id LIMIT 1`);
    const saved = (await server.post(at('crear', otroCurso), { ...plantilla(4, 5), plantilla_correo: html }, token)).json() as { plantilla_correo: string };
    expect(saved.plantilla_correo).not.toMatch(/script|onclick|javascript:/);
    expect(saved.plantilla_correo).toContain('<b>Ana</b>');
    expect(saved.plantilla_correo).toMatch(/<a [^>]*href="https:\/\/aula\.escuela\.test"[^>]*>portal<\/a>/);
    expect(saved.plantilla_correo).toContain('<table><tr><td>4,5</td></tr></table>');
  });

  it('takes an optional PDF (multipart), served by GET file/email-course/{id}: a download, embedded flag or not', async () => {
    const [{ id: otroCurso }] = await server.db.query<{ id: number }>(`SELECT id FROM cursos WHERE id NOT IN (SELECT curso_id FROM correos_curso) ORDER BY id LIMIT 1`);
    const send = (data: Uint8Array, filename: string, inicial: number) => {
      const form = multipart([
        { name: 'datos', value: JSON.stringify(plantilla(inicial, inicial + 0.5)) },
        { name: 'archivo', filename, data },
      ]);
      return server.app.inject({
        method: 'POST',
        url: `/api/${at('crear', otroCurso)}`,
        payload: form.payload,
        headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      });
    };
    const files = await countRows(server.db, 'archivos');
    const created = await send(pdfBytes(2000), 'evaluacion.pdf', 0);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const auth = { authorization: `Bearer ${token}` };
    const embedded = await server.app.inject({ method: 'GET', url: `/api/file/email-course/${id}?embedded=1`, headers: auth });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.headers['content-type']).toBe('application/pdf');
    // Issue 20: the app previews the bytes itself; the answer is never rendered inline.
    expect(embedded.headers['content-disposition']).toMatch(/^attachment/);
    const download = await server.app.inject({ method: 'GET', url: `/api/file/email-course/${id}`, headers: auth });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect((await server.app.inject({ method: 'GET', url: `/api/file/email-course/${id}` })).statusCode).toBe(401);
    const before = await databaseFingerprint(server.db);
    const fake = await send(Buffer.from('esto no es un pdf'), 'evaluacion.pdf', 2);
    expect(fake.json().errors).toEqual({ archivo: 'El archivo no es un PDF válido' });
    const big = await send(pdfBytes(5 * 1024 * 1024 + 10), 'grande.pdf', 3);
    expect(big.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect(await countRows(server.db, 'archivos')).toBe(files + 1);
  });
});

describe('codes', () => {
  it('each operation needs its own code (D4F5A51C list, 91361DBD detail, 6213A164 create, DC61F6A2 edit, 83D463D2 delete)', async () => {
    const reader = await createStaffUser(server.db, [C.correos]);
    const readerToken = await server.login(reader.email, reader.password);
    expect((await server.post(at('lista'), {}, readerToken)).statusCode).toBe(200);
    for (const verb of ['detalle', 'crear', 'editar', 'eliminar']) expect((await server.post(at(verb), { id: 1 }, readerToken)).statusCode, verb).toBe(403);
    expect((await server.post(at('lista'), {}, null)).statusCode).toBe(401);
  });
});
