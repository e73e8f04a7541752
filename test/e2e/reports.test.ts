// The reports in the browser on the demo data (docs/domain/reports.md 'Reports'): the administrator generates SIET
// over the last 90 days (the seed finishes level changes 21–61 days before its day:
// server/seed/studentRecords.ts), sees its rows, downloads siet-<from>-<to>.xls and reads it back with
// SheetJS (sheet 'My Worksheet', first header 'Primer nombre'); then each other report generates
// over 30 days without an error. Each page opens on this month and runs (issue 43: reportsDefaults.test.ts):
// the dates typed here replace it.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import * as XLSX from 'xlsx';
import { addDays } from '../../core/engine/clock';
import { TEST_TODAY } from '../testDay';
import type { LevelChangeRow } from '../../core/school/reports/contract';
import { baseURL, login, useBrowser } from './session';

const openPage = useBrowser();

/** 'YYYY-MM-DD' → the keys a DD/MM/YYYY picker takes. */
const keysOf = (day: string): string => day.split('-').reverse().join('');

async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  // The day the page opened with, every section of it, cleared first.
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(keysOf(day));
}

/** Clicks the run button and returns the report's answer. */
async function runReport(page: Page, path: string, button = 'Generar'): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.request().method() === 'POST'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return response;
}

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const day = TEST_TODAY;

describe('the reports', () => {
  it('SIET: generates the recent level changes and downloads siet-<from>-<to>.xls', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/reportes/siet`);
    await expect.poll(() => page.title()).toBe('SIET | Aula Admin');
    const descargar = page.getByRole('button', { name: 'Descargar' });
    await typeDay(page, 'Fecha inicial', addDays(day, -90));
    await typeDay(page, 'Fecha final', day);
    const response = await runReport(page, 'reportes/siet');
    expect(response.status()).toBe(200);
    const rows = (await response.json()) as LevelChangeRow[];
    expect(rows.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Reporte SIET' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('thead th').first().innerText()).toBe('Primer nombre');
    expect(await table.locator('tbody tr').first().locator('td').first().innerText()).toBe(rows[0].estudiante.primer_nombre);

    await expect.poll(() => descargar.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), descargar.click()]);
    expect(download.suggestedFilename()).toBe(`siet-${addDays(day, -90)}-${day}.xls`);
    const bytes = await streamBytes(await download.createReadStream());
    const book = XLSX.read(bytes, { type: 'buffer' });
    expect(book.SheetNames[0]).toBe('My Worksheet');
    const sheet = book.Sheets['My Worksheet'];
    expect(sheet.A1?.v).toBe('Primer nombre');
    const lines = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(lines.length).toBe(rows.length + 1);
  });

  it('the other five generate over 30 days without an error', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const reports = [
      { route: 'reportes/ocupacion', title: 'Ocupación Académica', button: 'Generar', results: 'Ocupación por día' },
      { route: 'reportes/actividad', title: 'Actividad Académica', button: 'Generar', results: 'Resultados' },
      { route: 'reportes/consumo', title: 'Consumo', button: 'Generar', results: 'Consumos por sede' },
      { route: 'reportes/solicitud-avance', title: 'Solicitud de avance', button: 'Consultar', results: 'Solicitudes de avance' },
      { route: 'reportes/encuesta-satisfaccion', title: 'Encuesta de satisfacción', button: 'Generar', results: 'Respuestas' },
    ];
    for (const report of reports) {
      await page.goto(`${baseURL}/#/${report.route}`);
      await expect.poll(() => page.title()).toBe(`${report.title} | Aula Admin`);
      if (report.route === 'reportes/actividad') {
        await typeDay(page, 'Fecha', addDays(day, -1));
      } else {
        await typeDay(page, 'Fecha inicial', addDays(day, -29));
        await typeDay(page, 'Fecha final', day);
      }
      const response = await runReport(page, report.route, report.button);
      expect(response.status(), report.route).toBe(200);
      // Its results card (a table, or the empty state), and no error in the overlay.
      // Consumo draws a table per sede (25 in the demo) on a busy machine: more than the default wait.
      await page.getByRole('region', { name: report.results, exact: true }).waitFor({ timeout: 60_000 });
      expect(errors, report.route).toEqual([]);
      expect(await page.getByRole('alert').count(), report.route).toBe(0);
    }
  });
});
