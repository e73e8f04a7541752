// Issue 20, finding 6: a PDF with active content (JavaScript, launch, embedded files) is refused by
// every write that takes a file — topic files and course e-mails, create and replace — with the
// Spanish message and nothing stored; ordinary PDFs still go through; and every stored file is
// answered as a download (attachment, nosniff, a sandboxing CSP), whatever the route or its flags.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { PDF_SAFETY_MESSAGES } from '../../../server/files/pdfSafety';
import { HTTP_MESSAGES } from '../../../server/errors/apiError';
import { multipart } from '../crud/fileFixtures';
import { buildPdf, objectStream, pdfLibDocument } from '../files/pdfSamples';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
/** Topics without files, one per case: a topic holds one preparation file. */
let temas: number[];
let curso: number;
const C = P.cursos;

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const MALICIOUS: [string, Buffer][] = [
  ['/OpenAction with /JS', buildPdf({ catalog: '/OpenAction 6 0 R', objects: [JS_ACTION] })],
  ['hex-escaped /J#61vaScript', buildPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'] })],
  ['a script inside a FlateDecode object stream', buildPdf({ catalog: '/OpenAction 7 0 R', objects: [objectStream([JS_ACTION], 7)] })],
  ['a /Launch action', buildPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /Launch /F (calc.exe) >>'] })],
  [
    'an /EmbeddedFile',
    buildPdf({
      catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
      objects: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', { dict: '/Type /EmbeddedFile', data: Buffer.from('MZ') }],
    }),
  ],
];

function upload(path: string, datos: Record<string, unknown>, data: Uint8Array, filename = 'guia.pdf') {
  const form = multipart([
    { name: 'datos', value: JSON.stringify(datos) },
    { name: 'archivo', filename, data },
  ]);
  return server.app.inject({ method: 'POST', url: `/api/${path}`, payload: form.payload, headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` } });
}
const topicFile = (data: Uint8Array, tema: number) => upload(`tema/${tema}/adicional/crear`, { tipo: 'preparacion' }, data);
const plantilla = (inicial: number) => ({ virtual: 0, descripcion: `Banda ${inicial}`, rango_nota_inicial: inicial, rango_nota_final: inicial + 0.2, asunto: 'Resultado', plantilla_correo: '<p>Hola</p>' });
/** A new template of the course (`inicial`: its band's start, each case its own). */
const courseMail = (data: Uint8Array, inicial: number) => upload(`curso/${curso}/correo/crear`, plantilla(inicial), data);
const refusal = (message: string) => ({ code: 'ValidationError', message: HTTP_MESSAGES.validation, errors: { archivo: message } });
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  temas = (await server.db.query<{ id: number }>(`SELECT id FROM temas WHERE tipo = 'clase' AND id NOT IN (SELECT tema_id FROM tema_adicionales) ORDER BY id LIMIT 8`)).map((t) => t.id);
  [{ id: curso }] = await server.db.query<{ id: number }>(`SELECT id FROM cursos WHERE id NOT IN (SELECT curso_id FROM correos_curso) ORDER BY id LIMIT 1`);
  const user = await createStaffUser(server.db, [C.showTema, C.feedback, C.correos, C.showCorreo, C.createCorreo, C.editCorreo]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('PDFs with active content are refused, nothing stored', () => {
  it.each(MALICIOUS.map(([label, data], i) => [label, data, i] as const))('a topic file with %s', async (_label, data, i) => {
    const before = await databaseFingerprint(server.db);
    const response = await topicFile(data, temas[i]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal(PDF_SAFETY_MESSAGES.active));
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it.each(MALICIOUS.map(([label, data], i) => [label, data, i] as const))('a course e-mail with %s', async (_label, data, i) => {
    const before = await databaseFingerprint(server.db);
    const response = await courseMail(data, i * 0.5);
    expect(response.json()).toEqual(refusal(PDF_SAFETY_MESSAGES.active));
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('a replacement with active content keeps the stored file; a decompression bomb is refused too', async () => {
    const created = await courseMail(buildPdf(), 2.5);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const before = await databaseFingerprint(server.db);
    const replaced = await upload(`curso/${curso}/correo/editar`, { id }, MALICIOUS[2][1]);
    expect(replaced.json()).toEqual(refusal(PDF_SAFETY_MESSAGES.active));
    const bomb = buildPdf({ objects: [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data: deflateSync(Buffer.alloc(51 * 1024 * 1024, 0x20)) }] });
    expect((await upload(`curso/${curso}/correo/editar`, { id }, bomb)).json()).toEqual(refusal(PDF_SAFETY_MESSAGES.tooLarge));
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('ordinary PDFs are accepted, and every stored file is served as a download', () => {
  it('on the generic route and the field’s own, whatever the flags', async () => {
    // One opening at its first page (an /OpenAction that only goes to a page); one written by pdf-lib, with object streams.
    const file = await topicFile(buildPdf({ catalog: '/OpenAction [3 0 R /Fit]' }), temas[MALICIOUS.length]);
    expect(file.statusCode, file.body).toBe(200);
    const mail = await courseMail(await pdfLibDocument(), 3);
    expect(mail.statusCode, mail.body).toBe(200);
    const topicId = (file.json() as { id: number }).id;
    const mailId = (mail.json() as { id: number }).id;
    const urls = [
      `/api/adicional/archivo/${topicId}/archivo`,
      `/api/adicional/archivo/${topicId}/archivo?descargar=1`,
      `/api/correo/archivo/${mailId}/archivo`,
      `/api/file/email-course/${mailId}`,
      `/api/file/email-course/${mailId}?embedded=1`,
      `/api/file/email-course/${mailId}?embedded=true`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/pdf');
      expect(response.headers['content-disposition'], url).toBe(`attachment; filename="guia.pdf"; filename*=UTF-8''guia.pdf`);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe("sandbox; default-src 'none'");
    }
  });
});
