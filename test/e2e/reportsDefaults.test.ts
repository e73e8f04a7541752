// Issue 43 in the browser, at 390 and 1366 px (points 11 and 13): a report opens on this month of the
// school's calendar and shows its rows with no click; Actividad opens on today; a cleared date is said
// beside 'Generar'; SIET downloads as siet-<from>-<to>.xls like the other reports; and consulta's
// export of the students holds no SIET data, and without the detail's code there is no export at all
// (no 'Exportar', the server's 403 naming «Ver detalle de estudiante»). The Consulta group is restored
// whatever happens.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { addDays } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { TEST_TODAY } from '../testDay';
import { adminToken, api, consultaGroupId, baseURL, login, useBrowser } from './session';
import { toolbarAction } from './toolbar';

const openPage = useBrowser();
const WIDTHS = [390, 1366] as const;
/** TEST_TODAY's month as the pickers show it. */
const MONTH = { inicio: '01/03/2026', fin: '31/03/2026' };
const TODAY_SHOWN = TEST_TODAY.split('-').reverse().join('/');

/** The next POST to /api/<path> and the body it carried. */
function nextCall(page: Page, path: string) {
  return page.waitForResponse((r) => r.url().endsWith(`/api/${path}`) && r.request().method() === 'POST', { timeout: 60_000 });
}

/** Replaces a picker's day: every section selected and cleared, then the digits typed. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(day.split('-').reverse().join(''));
}

afterAll(async () => {
  // Other browser tests count on the demo group as seeded (list and detail).
  const token = await adminToken();
  await api('grupo/agregar_permiso', { id: await consultaGroupId(token), permiso: P.estudiantes.show }, token);
});

describe('the reports as they open', () => {
  for (const width of WIDTHS) {
    it(`at ${width} px: Ocupación shows this month's rows with no click, Actividad today's, a cleared date says why`, async () => {
      const page = await openPage();
      await page.setViewportSize({ width, height: 900 });
      await login(page, 'admin@escuela.test', 'Admin123!');

      const occupancy = nextCall(page, 'reportes/ocupacion');
      await page.goto(`${baseURL}/#/reportes/ocupacion`);
      const answer = await occupancy;
      expect(answer.request().postDataJSON()).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' });
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
      expect(await page.getByLabel('Fecha inicial', { exact: true }).inputValue()).toBe(MONTH.inicio);
      expect(await page.getByLabel('Fecha final', { exact: true }).inputValue()).toBe(MONTH.fin);
      const days = page.getByRole('region', { name: 'Ocupación por día', exact: true });
      await days.getByRole('table').first().waitFor({ timeout: 60_000 });

      // A cleared date: 'Generar' disabled, and why beside it.
      const field = page.getByLabel('Fecha final', { exact: true });
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.press('Backspace');
      await page.getByText('Falta la fecha final o no es válida (DD/MM/AAAA).').waitFor();
      expect(await page.getByRole('button', { name: 'Generar', exact: true }).isDisabled()).toBe(true);

      const activity = nextCall(page, 'reportes/actividad');
      await page.goto(`${baseURL}/#/reportes/actividad`);
      const day = await activity;
      expect(day.request().postDataJSON()).toEqual({ fecha: TEST_TODAY });
      expect(day.status()).toBe(200);
      expect(await page.getByLabel('Fecha', { exact: true }).inputValue()).toBe(TODAY_SHOWN);
      await page.getByRole('region', { name: 'Resultados', exact: true }).waitFor({ timeout: 60_000 });
      await page.close();
    }, 180_000);
  }

  it('SIET downloads as siet-<from>-<to>.xls, named like the other reports', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, 'admin@escuela.test', 'Admin123!');
    const opening = nextCall(page, 'reportes/siet');
    await page.goto(`${baseURL}/#/reportes/siet`);
    expect((await opening).request().postDataJSON()).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' });
    // The demo's level changes finished 21–61 days before its day (server/seed/studentRecords.ts).
    const from = addDays(TEST_TODAY, -90);
    await typeDay(page, 'Fecha inicial', from);
    await typeDay(page, 'Fecha final', TEST_TODAY);
    const generated = nextCall(page, 'reportes/siet');
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    expect((await generated).request().postDataJSON()).toEqual({ fecha_inicio: from, fecha_fin: TEST_TODAY });
    await page.getByRole('table', { name: 'Reporte SIET' }).locator('tbody tr').first().waitFor();
    const descargar = page.getByRole('button', { name: 'Descargar' });
    await expect.poll(() => descargar.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), descargar.click()]);
    expect(download.suggestedFilename()).toBe(`siet-${from}-${TEST_TODAY}.xls`);
    await page.close();
  }, 180_000);
});

describe('consulta and the students’ export', () => {
  it('at 390 px: the file holds no SIET data; without the detail’s code there is no export at all', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 390, height: 900 });
    await login(page, 'consulta@escuela.test', 'Consulta123!');
    await page.goto(`${baseURL}/#/estudiantes`);
    // On a phone 'Exportar' is an item of 'Más acciones' (issue 43 point 8).
    await (await toolbarAction(page, 'Exportar')).click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(header).toContain('Número de documento');
    for (const label of ['Discapacidad', 'Grupo étnico', 'Régimen de salud', 'Estrato']) expect(header).not.toContain(label);

    // The Consulta group without the detail's code: no 'Exportar' after a reload, and the server refuses.
    const token = await adminToken();
    await api('grupo/quitar_permiso', { id: await consultaGroupId(token), permiso: P.estudiantes.show }, token);
    await page.reload();
    await (await toolbarAction(page, 'Actualizar')).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Exportar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const { token: consulta } = await api<{ token: string }>('login', { email: 'consulta@escuela.test', password: 'Consulta123!' });
    const refused = await fetch(`${baseURL}/api/estudiante/exportar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${consulta}` },
      body: JSON.stringify({ formato: 'csv' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para exportar: requiere también el permiso «Ver detalle de estudiante».' });
    await page.close();
  }, 180_000);
});
