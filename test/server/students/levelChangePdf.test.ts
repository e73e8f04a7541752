// The level-change PDF as a document the school hands out: every Spanish character printed as typed
// (embedded DejaVu Sans), dates in the school's time zone, the document type by name, the logo when
// one is configured (and the document all the same when it cannot be used), signature lines and the
// printing moment in the footer, long values kept on the page. Read back with poppler, as a reader would.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { printedDay } from '../../../server/pdf/dates';
import { levelChangePdf, type PdfLevelChange, type PdfSchool, type PdfStudent } from '../../../server/students/levelChangePdf';
import { logoBytes } from '../../../server/pdf/logo';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { pdfImages, pdfPagePixels, pdfPagePng, pdfText, pdfWords, renderedImage } from '../pdfTools';

const COURSE = 'Inglés B1 – Starter 2 “S2” 5€';
/** 23:22 of 9 March in Bogotá: the UTC date is the 10th. */
const CREATED = '2026-03-10T04:22:00Z';
/** Printed at 17:05 of 12 March in Bogotá. */
const clock = fixedClock('2026-03-12T22:05:00Z', 'America/Bogota');
const FOOTER = 'Impreso el 12/03/2026 5:05 pm';

const change: PdfLevelChange = {
  id: 31,
  solicitante: { nombre: 'Prueba Funcionario', numero_documento: '1010' },
  administrador: { nombre: 'Lucía Gómez', numero_documento: '2020' },
  curso_anterior: { id: 1, codigo: 'ING-B1-S1', nombre: 'Inglés B1 – Starter 1' },
  curso_nuevo: { id: 2, codigo: 'ING-B1-S2', nombre: COURSE },
  curso_nuevo_id: 2,
  nivel_siguiente: { id: 3, codigo: 'B1', descripcion: 'Intermedio' },
  fecha_finalizar_curso: '2026-02-27',
  fecha_avance_nivel: '2026-03-01',
  fecha_entrega_libro: '2026-03-05',
  finalizado: true,
  sede: 'Bogotá Premium Andino',
  created_at: CREATED,
};
const student: PdfStudent = { nombre: 'Ana María Pérez Núñez', numero_documento: 'AB123456', tipo_documento: 'Pasaporte' };
const school: PdfSchool = { nombre: 'Escuela de Idiomas Ñandú', logo: null };

let dir: string;
let png: Buffer;
let jpeg: Buffer;

/** The PDF and what was warned while drawing it. */
async function draw(overrides: { school?: Partial<PdfSchool>; change?: Partial<PdfLevelChange>; student?: Partial<PdfStudent> } = {}) {
  const warnings: string[] = [];
  const bytes = await levelChangePdf({ ...school, ...overrides.school }, { ...change, ...overrides.change }, { ...student, ...overrides.student }, {
    clock,
    warn: (message) => warnings.push(message),
  });
  return { bytes, warnings };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aula-logo-'));
  // A logo of 160×64 px: a blue band with a yellow disc, written as PNG and JPEG by poppler.
  const drawing = await PDFDocument.create();
  const page = drawing.addPage([160, 64]);
  page.drawRectangle({ x: 0, y: 0, width: 160, height: 64, color: rgb(0.1, 0.3, 0.7) });
  page.drawCircle({ x: 32, y: 32, size: 24, color: rgb(1, 0.8, 0.2) });
  const bytes = await drawing.save();
  [png, jpeg] = await Promise.all([renderedImage(bytes, 'png'), renderedImage(bytes, 'jpeg')]);
  await writeFile(join(dir, 'logo.png'), png);
  await writeFile(join(dir, 'logo.jpg'), jpeg);
  await writeFile(join(dir, 'logo.txt'), 'no soy una imagen');
  await writeFile(join(dir, 'roto.png'), Buffer.concat([png.subarray(0, 16), Buffer.from('basura basura basura')]));
  await writeFile(join(dir, 'enorme.png'), Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('levelChangePdf', () => {
  it('prints every character as typed, the dates in the school zone, the signatures and the footer', async () => {
    const { bytes, warnings } = await draw();
    const text = await pdfText(bytes);
    expect(text).toContain(`ING-B1-S2 · ${COURSE}`);
    for (const shown of ['Escuela de Idiomas Ñandú', 'Cambio de nivel N.º 31', 'Pasaporte AB123456', 'Bogotá Premium Andino', 'Lucía Gómez (2020)']) {
      expect(text).toContain(shown);
    }
    const rows = await pdfText(bytes, true);
    expect(rows).toMatch(/Solicitado el:\s+09\/03\/2026/);
    expect(rows).toMatch(/Finalización del curso:\s+27\/02\/2026/);
    expect(rows).toMatch(/Ana María Pérez Núñez\s+Lucía Gómez\n/);
    expect(rows).toMatch(/Firma del estudiante\s+Firma de la escuela/);
    expect(rows).toMatch(new RegExp(`${FOOTER}\\s+Página 1 de 1`));
    expect(warnings).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // The font is a subset: far below DejaVu's 750 KB.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('dates an instant given as a Date, with an offset or in PostgreSQL text alike; a calendar date as it is', async () => {
    for (const created of [new Date(CREATED), '2026-03-09T23:22:00-05:00', '2026-03-10 04:22:00+00', '2026-03-10T04:22:00']) {
      expect(printedDay(clock, created), String(created)).toBe('09/03/2026');
    }
    expect(printedDay(clock, '2026-03-10')).toBe('10/03/2026');
    expect(printedDay(clock, null)).toBe('—');
    const text = await pdfText((await draw({ change: { created_at: new Date(CREATED) } })).bytes, true);
    expect(text).toMatch(/Solicitado el:\s+09\/03\/2026/);
  });

  it('replaces only what the font lacks, and the download still works', async () => {
    const { bytes } = await draw({ student: { nombre: 'Ana 🦄 漢 Núñez\tPérez' } });
    const text = await pdfText(bytes);
    expect(text).toContain('Ana ? ? Núñez Pérez');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('keeps long values on the page: wrapped, shrunk, and cut with … beyond reason', async () => {
    const long = `${COURSE} ${'con un nombre larguísimo '.repeat(12)}fin`;
    const absurd = `${'X'.repeat(400)} ${'palabra '.repeat(900)}`;
    for (const nombre of [long, absurd]) {
      const { bytes } = await draw({ change: { curso_anterior: { id: 1, codigo: 'ING-B1-S1', nombre } }, school: { nombre: `Escuela ${'Internacional '.repeat(20)}` } });
      const { pages, words } = await pdfWords(bytes);
      expect(pages).toHaveLength(1);
      for (const word of words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(55);
        expect(word.xMax, word.text).toBeLessThanOrEqual(pages[0].width - 55);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(0);
        expect(word.yMax, word.text).toBeLessThanOrEqual(pages[0].height);
      }
      const text = await pdfText(bytes);
      expect(text).toContain('Firma de la escuela');
      expect(text).toContain(FOOTER);
    }
    expect(await pdfText((await draw({ change: { curso_anterior: { id: 1, codigo: 'ING-B1-S1', nombre: long } } })).bytes)).toContain('fin');
  });

  it('renders a page that is not blank', async () => {
    const { bytes } = await draw();
    const page = await pdfPagePng(bytes);
    expect([...page.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(page.length).toBeGreaterThan(5_000);
    const { width, height, rgb: pixels } = await pdfPagePixels(bytes);
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i] + pixels[i + 1] + pixels[i + 2] < 600) inked += 1;
    // Text and lines, yet mostly paper: an A4 at 50 dpi is 413×585 px.
    expect(inked).toBeGreaterThan(width * height * 0.01);
    expect(inked).toBeLessThan(width * height * 0.25);
  });

  it('embeds the logo from a PNG or JPEG file, or a data: URL', async () => {
    for (const logo of [join(dir, 'logo.png'), join(dir, 'logo.jpg'), `data:image/png;base64,${png.toString('base64')}`, `data:image/jpeg;base64,${jpeg.toString('base64')}`]) {
      const { bytes, warnings } = await draw({ school: { logo } });
      expect(warnings.join('\n'), logo.slice(0, 40)).toBe('');
      expect(await pdfImages(bytes)).toEqual([{ page: 1, width: 160, height: 64 }]);
    }
  });

  it('hands pdf-lib the logo’s bytes in an ArrayBuffer of their own (a small base64 logo decoded into Node’s shared pool was read from the pool’s start: «SOI not found in JPEG»)', async () => {
    Buffer.from('unos bytes del pool compartido');
    for (const logo of [`data:image/jpeg;base64,${jpeg.subarray(0, 600).toString('base64')}`, join(dir, 'logo.jpg')]) {
      const bytes = await logoBytes(logo);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });

  it('prints without the logo, warning, when it cannot be read or is no PNG/JPEG', async () => {
    const broken = [join(dir, 'no-existe.png'), join(dir, 'logo.txt'), join(dir, 'roto.png'), join(dir, 'enorme.png'), dir, 'data:image/png,noesbase64', 'data:image/png;base64,aG9sYQ=='];
    for (const logo of broken) {
      const { bytes, warnings } = await draw({ school: { logo } });
      expect(warnings, logo).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Logo de la escuela \(logo_escuela = .*\) omitido: /);
      expect(await pdfImages(bytes)).toEqual([]);
      expect(await pdfText(bytes)).toContain(COURSE);
    }
  });
});

describe('GET pdf/cambio-nivel as a document', () => {
  let server: TestServer;
  let changeId: number;

  beforeAll(async () => {
    server = await createTestServer({ students: 5, clock });
    const [{ id: studentId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 1');
    const [previous, next] = await server.db.query<{ id: number; nivel_id: number }>('SELECT id, nivel_id FROM cursos ORDER BY id LIMIT 2');
    await server.db.query('UPDATE cursos SET nombre = $2 WHERE id = $1', [next.id, COURSE]);
    await server.db.query("UPDATE usuarios SET sede_id = 1, tipo_documento = 'PA', numero_documento = 'PA-778899' WHERE id = $1", [studentId]);
    const staff = await createStaffUser(server.db, [P.estudiantes.show]);
    [{ id: changeId }] = await server.db.query<{ id: number }>(
      `INSERT INTO cambios_nivel (estudiante_id, solicitante_id, curso_anterior_id, curso_nuevo_id, nivel_siguiente_id, fecha_finalizar_curso, finalizado, sede_id, created_at)
       VALUES ($1, $2, $3, $4, $5, '2026-02-27', true, 1, $6) RETURNING id`,
      [studentId, staff.id, previous.id, next.id, next.nivel_id, CREATED],
    );
  });

  afterAll(async () => {
    await server.close();
  });

  const setLogo = (valor: string | null) =>
    valor === null
      ? server.db.query("DELETE FROM config WHERE clave = 'logo_escuela'")
      : server.db.query("INSERT INTO config (clave, valor) VALUES ('logo_escuela', $1) ON CONFLICT (clave) DO UPDATE SET valor = $1", [valor]);
  const download = async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/pdf/cambio-nivel?id=${changeId}`, headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('prints the course as typed, the type of document by name, the day in Bogotá and the footer', async () => {
    await setLogo(null);
    const bytes = await download();
    const text = await pdfText(bytes, true);
    expect(text).toContain(COURSE);
    expect(text).toMatch(/Documento:\s+Pasaporte PA-778899\n/);
    expect(text).toMatch(/Solicitado el:\s+09\/03\/2026/);
    expect(text).toMatch(/Firma del estudiante\s+Firma de la escuela/);
    expect(text).toContain(FOOTER);
    expect(await pdfImages(bytes)).toEqual([]);
  });

  it("embeds config logo_escuela's image, and still answers the PDF when it is broken", async () => {
    await setLogo(join(dir, 'logo.png'));
    expect(await pdfImages(await download())).toEqual([{ page: 1, width: 160, height: 64 }]);
    await setLogo(join(dir, 'no-existe.png'));
    const bytes = await download();
    expect(await pdfImages(bytes)).toEqual([]);
    expect(await pdfText(bytes)).toContain(COURSE);
    await setLogo(null);
  });
});
