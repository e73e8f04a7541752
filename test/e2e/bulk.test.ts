// Imports in the browser: a 10,000-row file goes through preview and import without freezing
// the page; a secretary's file (names instead of ids, two bad rows) shows every error whole and
// imports the other rows on request, with counts that add up; the rooms' own .xlsx export, one
// capacity changed in it, read by the import's worker and written back with 'Actualizar'.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import estudiantes from '../../resources/estudiantes/schema';
import { adminToken, api, baseURL, firstOptions, login, type Option, useBrowser } from './session';

const openPage = useBrowser();
const header = estudiantes.bulk?.columns.join(',');

describe('bulk import', () => {
  it('previews and imports a 10,000-row CSV without freezing the page', async () => {
    const token = await adminToken();
    const { tipoDoc, sede, curso } = await firstOptions(token);
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      `Carga,,Masiva,,${tipoDoc.codigo},7${String(i).padStart(8, '0')},,3100000000,carga.masiva${i}@ejemplo.test,${sede.id},${curso.id}`,
    );

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    // Long tasks (> 50 ms of blocked main thread) are recorded from here on.
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${baseURL}/#/estudiante/masivo`);
    await page.getByRole('button', { name: 'Elegir archivo' }).waitFor();
    // Picked from disk like a user's file: a buffer would be decoded inside the page by the test
    // harness (a long task of its own, not the app's).
    const file = join(mkdtempSync(join(tmpdir(), 'aula-csv-')), 'diez-mil.csv');
    writeFileSync(file, [header, ...lines].join('\n'));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('Total: 10000').waitFor({ timeout: 30_000 });
    await page.getByText('Válidas: 10000').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Se crearon 10000 registros.').waitFor({ timeout: 60_000 });
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    // A frozen page blocks for seconds; parsing and validating in slices keeps each task short.
    expect(longest).toBeLessThan(500);
    const { total } = await api<{ total: number }>('estudiante/lista', { filtros: { primer_apellido: 'Masiva' } }, token);
    expect(total).toBe(10_000);
    await page.close();
  });

  it('reads names for references, shows the errors whole and imports only the valid rows', async () => {
    const token = await adminToken();
    const [sede] = await api<Option[]>('sedes/lista', {}, token);
    const [, curso] = await api<Option[]>('nivel/cursos', {}, token);
    // What a secretary types: the sede's and the course's names (any case), the document type's name.
    const line = (i: number) =>
      `Nombre,,Legible,,cédula de ciudadanía,61${String(i).padStart(6, '0')},,3100000000,legible${i}@ejemplo.test,${String(sede.nombre).toUpperCase()},${curso.nombre}`;
    const lines = Array.from({ length: 20 }, (_, i) => line(i + 1));
    lines[6] = line(7).replace('legible7@ejemplo.test', 'correo-malo-y-muy-largo-sin-arroba-para-ver-que-el-mensaje-se-lee-entero');
    lines[12] = line(13).replace(String(sede.nombre).toUpperCase(), 'Sede que no existe');

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiantes`);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'secretaria.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await dialog.getByText('Total: 20').waitFor();
    await dialog.getByText('Válidas: 18').waitFor();
    await dialog.getByLabel('Solo filas con errores').check();

    // Every error line is inside the dialog and not clipped.
    const errors = dialog.getByTestId('errores');
    await expect.poll(() => errors.count()).toBe(2);
    const box = await dialog.boundingBox();
    for (const cell of await errors.all()) {
      const cellBox = await cell.boundingBox();
      expect(cellBox && box && cellBox.x >= box.x && cellBox.x + cellBox.width <= box.x + box.width).toBe(true);
      for (const text of await cell.locator('p').all()) {
        expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
      }
    }
    await dialog.getByText('Correo electrónico: El correo electrónico no es válido («correo-malo-y-muy-largo-sin-arroba-para-ver-que-el-mensaje-se-lee-entero»)').waitFor();
    await dialog.getByText('Sede: Valor no permitido («Sede que no existe»)').waitFor();

    await dialog.getByRole('button', { name: 'Importar solo las 18 filas válidas' }).click();
    await dialog.getByText('Se crearon 18 registros. No se importaron 2 filas con errores (7 y 13).').waitFor();
    const found = await api<Option[]>('estudiante/buscar', { texto: 'legible' }, token);
    expect(found).toHaveLength(18);
    // buscar answers the list's columns; the references as stored are read from each detail.
    const created = await Promise.all(found.map((s) => api<Option>('estudiante/detalle', { id: s.id }, token)));
    expect(new Set(created.map((s) => `${s.sede_id}/${s.curso_actual_id}/${s.tipo_documento}`))).toEqual(new Set([`${sede.id}/${curso.id}/CC`]));
    await page.close();
  });

  it('takes the rooms’ .xlsx export back with one capacity changed: checked, then updated with «Actualizar»', async () => {
    const token = await adminToken();
    const exported = await fetch(`${baseURL}/api/salon/exportar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ formato: 'xlsx' }),
    });
    const book = XLSX.read(new Uint8Array(await exported.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const lines = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, defval: null });
    const capacity = (lines[0] as string[]).indexOf('Capacidad');
    const room = Number(lines[1][0]);
    const before = Number(lines[1][capacity]);
    sheet[XLSX.utils.encode_cell({ r: 1, c: capacity })] = { t: 'n', v: before === 200 ? 199 : before + 1 };
    const changed = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/salones`);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'salones.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: changed });
    await dialog.getByText(`Total: ${lines.length - 1}`).waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.getByTestId('lectura-archivo').innerText()).toContain('Leído de la hoja');
    await dialog.getByText(`Existentes omitidos: ${lines.length - 1}`).waitFor();
    await dialog.getByRole('radio', { name: 'Actualizar' }).check();
    await dialog.getByText('Con cambios: 1').waitFor();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Se crearon 0 registros y se actualizó 1.').waitFor();
    const detail = await api<{ capacidad: number }>('salon/detalle', { id: room }, token);
    expect(detail.capacidad).toBe(before === 200 ? 199 : before + 1);
    await page.close();
  });
});
