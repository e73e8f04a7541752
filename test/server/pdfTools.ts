// What a reader sees in a PDF, through poppler-utils (pdftotext, pdftoppm, pdfimages): the PDFs are
// drawn with an embedded subset font, so their content streams hold glyph ids, not text. Missing
// tools fail the test with a clear message (CI installs poppler-utils), never skip it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POPPLER = '/usr/bin';

function tool(name: 'pdftotext' | 'pdftoppm' | 'pdfimages'): string {
  const path = join(POPPLER, name);
  if (!existsSync(path)) throw new Error(`Falta ${path}: instale poppler-utils (apt-get install poppler-utils) para comprobar los PDF`);
  return path;
}

/** Runs `work` with a fresh temporary directory holding the PDF as doc.pdf, removed afterwards. */
async function withPdf<T>(bytes: Uint8Array, work: (dir: string, pdf: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-pdf-'));
  try {
    const pdf = join(dir, 'doc.pdf');
    await writeFile(pdf, bytes);
    return await work(dir, pdf);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text pdftotext reads (UTF-8, reading order; `layout` keeps each row's columns on one line). */
export function pdfText(bytes: Uint8Array, layout = false): Promise<string> {
  return withPdf(bytes, async (_dir, pdf) => (await run(tool('pdftotext'), [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', pdf, '-'])).stdout);
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word with its box (pdftotext -bbox; points, y from the top), and each page's size. */
export function pdfWords(bytes: Uint8Array): Promise<{ pages: { width: number; height: number }[]; words: PdfWord[] }> {
  return withPdf(bytes, async (_dir, pdf) => {
    const { stdout } = await run(tool('pdftotext'), ['-bbox', '-enc', 'UTF-8', pdf, '-']);
    const pages: { width: number; height: number }[] = [];
    const words: PdfWord[] = [];
    for (const match of stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      if (match[1]) pages.push({ width: Number(match[1]), height: Number(match[2]) });
      else words.push({ page: pages.length, text: match[7], xMin: Number(match[3]), yMin: Number(match[4]), xMax: Number(match[5]), yMax: Number(match[6]) });
    }
    return { pages, words };
  });
}

/** The first page rendered by pdftoppm at `dpi`, as PNG bytes. */
export function pdfPagePng(bytes: Uint8Array, dpi = 50): Promise<Buffer> {
  return withPdf(bytes, async (dir, pdf) => {
    await run(tool('pdftoppm'), ['-png', '-r', String(dpi), '-f', '1', '-singlefile', pdf, join(dir, 'page')]);
    return readFile(join(dir, 'page.png'));
  });
}

/** The first page's pixels as PPM (P6) — simple to count without an image library. */
export function pdfPagePixels(bytes: Uint8Array, dpi = 50): Promise<{ width: number; height: number; rgb: Buffer }> {
  return withPdf(bytes, async (dir, pdf) => {
    await run(tool('pdftoppm'), ['-r', String(dpi), '-f', '1', '-singlefile', pdf, join(dir, 'page')]);
    const ppm = await readFile(join(dir, 'page.ppm'));
    // Header: 'P6\n<width> <height>\n<max>\n', then 3 bytes a pixel.
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm no devolvió un PPM');
    return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
  });
}

/** The images pdfimages lists: page, width, height per row. */
export function pdfImages(bytes: Uint8Array): Promise<{ page: number; width: number; height: number }[]> {
  return withPdf(bytes, async (_dir, pdf) => {
    const { stdout } = await run(tool('pdfimages'), ['-list', pdf]);
    return stdout.split('\n').slice(2).filter((row) => row.trim()).map((row) => {
      const [page, , , width, height] = row.trim().split(/\s+/);
      return { page: Number(page), width: Number(width), height: Number(height) };
    });
  });
}

/** A PNG and a JPEG of a small PDF drawing (poppler writes both formats): logos for tests. */
export function renderedImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<Buffer> {
  return withPdf(bytes, async (dir, pdf) => {
    await run(tool('pdftoppm'), [`-${format}`, '-r', '72', '-singlefile', pdf, join(dir, 'image')]);
    return readFile(join(dir, format === 'png' ? 'image.png' : 'image.jpg'));
  });
}
