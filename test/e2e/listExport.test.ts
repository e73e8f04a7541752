// Export from a list in the browser (issue 24): the students list filtered by a sede (in the list's
// address) and ordered by document downloads, through 'Exportar', a CSV holding exactly that sede's
// students in that order under the header row, and an .xlsx with the same header and row count (read
// back with SheetJS); a search typed in the list's box narrows the file to the rows the list shows.
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** The columns this test reads; the file holds more (every field the detail shows). */
const HEADERS = ['Id', 'Número de documento', 'Primer nombre', 'Primer apellido', 'Correo electrónico', 'Sede'];

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Exportar → the format's entry, and the file the browser saved. */
async function exportAs(page: Page, entry: 'CSV' | 'Excel (.xlsx)'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: entry }).click()]);
  const bytes = await bytesOf(download);
  // The button is usable again once the file is saved.
  await expect.poll(() => page.getByRole('button', { name: 'Exportar' }).isEnabled()).toBe(true);
  return { name: download.suggestedFilename(), bytes };
}

/** A CSV as rows of cells (the server's: UTF-8 with a byte order mark, CRLF, RFC 4180 quoting). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The list's range text under the table: '1-10 de 57'. */
const rangeText = (page: Page) => page.getByText(/^\d+-\d+ de \d+$/).innerText();

describe('export from the students list', () => {
  it('downloads the filtered and sorted rows as CSV and Excel, and a search narrows the file', async () => {
    const token = await adminToken();
    // A sede with more students than one page holds, so the file must span pages.
    const sedes = await api<Option[]>('sedes/lista', {}, token);
    const totals = await Promise.all(
      sedes.map((sede) => api<{ total: number }>('estudiante/lista', { filtros: { sede_id: sede.id }, por_pagina: 1 }, token)),
    );
    // Not more than one lista page holds: another file on the same server may have loaded thousands into one sede.
    const index = totals.findIndex((t) => t.total > 10 && t.total <= 1000);
    expect(index).toBeGreaterThanOrEqual(0);
    const sede = sedes[index];
    const { datos: students, total } = await api<{ datos: Option[]; total: number }>(
      'estudiante/lista',
      { filtros: { sede_id: sede.id }, orden: { campo: 'numero_documento', direccion: 'ASC' }, por_pagina: 1000 },
      token,
    );
    expect(students).toHaveLength(total);

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    // The filtered, ordered list by its address, loaded whole (as from a bookmark): a list's toolbar
    // must not keep a freshly loaded page on its loader.
    const filter = encodeURIComponent(JSON.stringify({ sede_id: sede.id }));
    await page.goto(`${baseURL}/#/estudiantes?filter=${filter}&sort=numero_documento&order=ASC&page=1&perPage=10`);
    await page.reload();
    await expect.poll(() => rangeText(page)).toBe(`1-10 de ${total}`);

    // CSV: the header row, then exactly the sede's students in the list's order (every page).
    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^estudiantes-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(csv.bytes);
    expect(header[0]).toBe('Id');
    for (const name of HEADERS) expect(header).toContain(name);
    const column = (name: string) => header.indexOf(name);
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => Number(row[column('Id')]))).toEqual(students.map((s) => s.id));
    expect(rows.map((row) => row[column('Número de documento')])).toEqual(students.map((s) => String(s.numero_documento)));
    expect(new Set(rows.map((row) => row[column('Sede')]))).toEqual(new Set([String(sede.nombre)]));

    // Excel: the same header and as many rows, in the first worksheet.
    const xlsx = await exportAs(page, 'Excel (.xlsx)');
    expect(xlsx.name).toMatch(/^estudiantes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = XLSX.read(xlsx.bytes, { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    const [sheetHeader, ...sheetRows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    expect(sheetHeader).toEqual(header);
    expect(sheetRows).toHaveLength(total);
    expect(sheetRows.map((row) => Number(row[column('Id')]))).toEqual(students.map((s) => s.id));

    // A search (the list's own box) on top of the sede: the file holds the rows the list shows.
    const surname = students.map((s) => String(s.primer_apellido)).find((name) => name.length >= 5);
    expect(surname).toBeDefined();
    const hits = await api<Option[]>('estudiante/buscar', { texto: surname }, token);
    const shown = hits.filter((s) => s.sede_id === sede.id);
    expect(shown.length).toBeGreaterThan(0);
    await page.getByLabel('Buscar').fill(String(surname));
    await expect.poll(() => rangeText(page)).toBe(`1-${Math.min(10, shown.length)} de ${shown.length}`);
    const narrowed = await exportAs(page, 'CSV');
    const [, ...found] = csvRows(narrowed.bytes);
    expect(found.map((row) => Number(row[column('Id')])).sort((a, b) => a - b)).toEqual(shown.map((s) => Number(s.id)).sort((a, b) => a - b));
    await page.close();
  });
});
