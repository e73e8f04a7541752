// List tools in the browser (issue 25 point 4): the students list filtered by sede from 'Agregar
// filtro', the filter kept in the URL and still applied after a reload, and a click on a row (not
// on its 'Ver') opening that student's detail.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, chooseOption, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** The list's filter as react-admin keeps it in the route's query (#/estudiantes?filter=…). */
function urlFilter(url: string): Record<string, unknown> {
  const query = new URL(url).hash.split('?')[1] ?? '';
  const filter = new URLSearchParams(query).get('filter');
  return filter ? (JSON.parse(filter) as Record<string, unknown>) : {};
}

describe('the students list’s tools', () => {
  it('filters by sede, keeps it in the URL across a reload, and opens a student by a click on the row', async () => {
    const token = await adminToken();
    const sedes = await api<Option[]>('sedes/lista', {}, token);
    const sede = sedes[1] ?? sedes[0];
    const all = await api<{ total: number }>('estudiante/lista', { por_pagina: 1 }, token);
    const inSede = await api<{ total: number; datos: Option[] }>('estudiante/lista', { por_pagina: 10, filtros: { sede_id: sede.id } }, token);
    expect(inSede.total).toBeGreaterThan(0);
    expect(inSede.total).toBeLessThan(all.total);

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiantes`);
    await page.locator('tbody tr').first().waitFor();

    await page.getByRole('button', { name: 'Agregar filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sede' }).click();
    await chooseOption(page, 'Sede', String(sede.nombre));
    await expect.poll(() => urlFilter(page.url()), { timeout: 15_000 }).toEqual({ sede_id: sede.id });
    // Every row shown is of that sede, and the pagination counts the sede's students only.
    const sedeCells = async () => (await page.locator('tbody tr').allInnerTexts()).map((row) => row.includes(String(sede.nombre)));
    await expect.poll(sedeCells, { timeout: 15_000 }).toEqual(Array.from({ length: Math.min(10, inSede.total) }, () => true));
    await page.getByText(new RegExp(`de ${inSede.total}$`)).waitFor();

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(urlFilter(page.url())).toEqual({ sede_id: sede.id });
    await expect.poll(sedeCells, { timeout: 15_000 }).toEqual(Array.from({ length: Math.min(10, inSede.total) }, () => true));
    await page.getByRole('combobox', { name: /^Sede/ }).filter({ hasText: String(sede.nombre) }).waitFor();

    // On a phone the shown filter and the list stay inside the window.
    const before = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: /^Sede/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (before) await page.setViewportSize(before);

    // A click on the row's document cell, not on 'Ver'.
    const first = inSede.datos[0];
    await page.getByRole('cell', { name: String(first.numero_documento), exact: true }).click();
    await page.waitForURL(new RegExp(`#/estudiante/detalle/${first.id}$`));
  });
});
