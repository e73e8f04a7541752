// Lists a secretary can work in (issue 43 point 6), on the rooms list at 1366 and 390 px: the Sede
// column, sorting by Sede in alphabetical order (not by id), 50 per page, a filter from the sidebar,
// rows selected and exported (just those), and a saved query applied again on a phone.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();
// react-admin applies a filter after a short debounce; a loaded machine takes longer.
const POLL = { timeout: 15_000 };

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The list's state as react-admin keeps it in the route's query (#/salones?filter=…&sort=…). */
function urlQuery(url: string): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.split('?')[1] ?? '');
}
const urlFilter = (url: string) => JSON.parse(urlQuery(url).get('filter') ?? '{}') as Record<string, unknown>;
/**
 * The filter react-admin stored for the list: a return to #/salones starts from it. It is stored a render
 * after the route's query changes, so a step that leaves the list waits for it (a loaded machine renders late).
 */
const storedFilter = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('RaStore.salones.listParams') ?? '{}') as { filter?: Record<string, unknown> }).filter ?? {});
/** The saved query's entry, marked selected once the list has rendered with its state. */
const savedQuery = (page: Page) => sidebar(page).getByRole('button', { name: 'Salones de mi sede' });
const isSelected = async (page: Page) => (await savedQuery(page).getAttribute('class'))?.includes('Mui-selected') ?? false;

async function csvOf(download: Download): Promise<string[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

/** The list's own rows (the page's summaries below it have tables too). */
const listRows = (page: Page) => page.locator('.RaList-main tbody tr');
/** The table's Sede cells (after the checkbox and Nombre). */
const sedeCells = (page: Page) => listRows(page).locator('td:nth-child(3)').allInnerTexts();
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filtros de la lista' });

/** Opens the sidebar's Sede section (its options load then), unless it is open already. */
async function openSedeFilter(page: Page): Promise<void> {
  const toggle = sidebar(page).getByRole('button', { name: 'Sede', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** On a phone: opens the sidebar's one line, 'Filtros y consultas guardadas', unless it is open already. */
async function openPhoneSidebar(page: Page): Promise<void> {
  const toggle = sidebar(page).getByRole('button', { name: /^Filtros y consultas guardadas/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

describe('the rooms list at 1366 px and on a phone', () => {
  it('shows and sorts by Sede, pages 50, filters from the sidebar, exports the selected rows, and keeps a saved query', async () => {
    const token = await adminToken();
    const sedes = await api<Option[]>('sedes/lista', {}, token);
    const byName = [...sedes].sort((a, b) => fold(String(a.nombre)).localeCompare(fold(String(b.nombre))));
    const sede = sedes.find((s) => String(s.nombre).startsWith('Bogotá Chapinero')) ?? sedes[0];
    const inSede = await api<{ total: number; datos: Option[] }>('salon/lista', { por_pagina: 100, filtros: { sede_id: sede.id } }, token);
    expect(inSede.total).toBeGreaterThan(1);

    const page = await openPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/salones`);
    await listRows(page).first().waitFor();
    await page.getByRole('columnheader', { name: 'Sede' }).waitFor();

    // Sorted by Sede: the sedes' names in alphabetical order (Armenia first), not their ids.
    await page.getByRole('columnheader', { name: 'Sede' }).getByRole('button').click();
    await expect.poll(() => urlQuery(page.url()).get('sort'), POLL).toBe('sede_id');
    await expect.poll(async () => (await sedeCells(page))[0], POLL).toBe(String(byName[0].nombre));
    const sorted = await sedeCells(page);
    expect(sorted.map(fold)).toEqual([...sorted].map(fold).sort());

    // 50 per page.
    await page.getByRole('combobox', { name: /por página/i }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => listRows(page).count(), POLL).toBe(50);

    // A sede from the sidebar (its options open from the section's title): only its rooms.
    await openSedeFilter(page);
    await sidebar(page).getByText(String(sede.nombre), { exact: true }).click();
    await expect.poll(() => urlFilter(page.url()), POLL).toEqual({ sede_id: sede.id });
    await expect.poll(async () => new Set(await sedeCells(page)), POLL).toEqual(new Set([String(sede.nombre)]));
    await expect.poll(() => listRows(page).count(), POLL).toBe(Math.min(50, inSede.total));

    // Two rows selected, then 'Exportar selección': a CSV of exactly those two rooms.
    const rows = listRows(page);
    const names = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()];
    await rows.nth(0).getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
    await rows.nth(1).getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
    await page.getByRole('button', { name: 'Exportar selección' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const csv = await csvOf(download);
    expect(csv).toHaveLength(3);
    const nameColumn = csv[0].indexOf('Nombre');
    expect(nameColumn).toBeGreaterThanOrEqual(0);
    expect(csv.slice(1).map((row) => row[nameColumn])).toEqual(names);

    // Saved as a query (its filter, order and page size), kept in the browser's store; then cleared.
    await sidebar(page).getByRole('button', { name: 'Guardar la consulta actual...' }).click();
    await page.getByRole('dialog').getByLabel(/Nombre de la consulta/).fill('Salones de mi sede');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await sidebar(page).getByText('Salones de mi sede').waitFor();
    await sidebar(page).getByText(String(sede.nombre), { exact: true }).click();
    await expect.poll(() => urlFilter(page.url()), POLL).toEqual({});
    await expect.poll(() => storedFilter(page), POLL).toEqual({});

    // On a phone: each room's sede on its line; the sidebar (a line above the list) applies the saved query.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/#/salones`);
    const items = page.locator('.RaList-main li');
    await items.first().waitFor();
    expect(await page.locator('.RaList-main table').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), POLL).toBe(true);
    // The phone's sidebar is one line above the list (below it, the rows arriving pushed it down: a
    // layout shift), opened on demand.
    const top = (locator: ReturnType<typeof sidebar>) => locator.evaluate((element) => element.getBoundingClientRect().top);
    expect(await top(sidebar(page))).toBeLessThan(await top(items.first()));
    await openPhoneSidebar(page);
    // Clicked again only while it has not applied: a click that applied must not be undone by another.
    await expect
      .poll(async () => {
        if (Object.keys(urlFilter(page.url())).length === 0) await savedQuery(page).click();
        return urlFilter(page.url());
      }, { ...POLL, interval: 2000 })
      .toEqual({ sede_id: sede.id });
    await expect.poll(() => isSelected(page), POLL).toBe(true);
    // The 50 per page chosen on the wide screen still holds (react-admin keeps it in its store).
    await expect.poll(() => items.count(), POLL).toBe(Math.min(50, inSede.total));
    await expect.poll(async () => (await items.allInnerTexts()).every((text) => text.includes(String(sede.nombre))), POLL).toBe(true);
    await savedQuery(page).click();
    await expect.poll(() => urlFilter(page.url()), POLL).toEqual({});
    // Each next step once the list has rendered the last one (its buttons act on the state they show).
    await expect.poll(() => isSelected(page), POLL).toBe(false);
    // 'Ordenar por' (no headers on a phone): by Nombre, then by Sede, the first sede by name first.
    await page.getByRole('button', { name: /^Ordenar por/ }).click();
    await page.getByRole('menuitem', { name: /^Nombre/ }).click();
    await expect.poll(() => urlQuery(page.url()).get('sort'), POLL).toBe('nombre');
    await page.getByRole('button', { name: /^Ordenar por nombre/i }).click();
    await page.getByRole('menuitem', { name: /^Sede/ }).click();
    await expect.poll(() => urlQuery(page.url()).get('sort'), POLL).toBe('sede_id');
    await expect.poll(() => urlQuery(page.url()).get('order'), POLL).toBe('ASC');
    await expect.poll(() => items.first().innerText(), POLL).toContain(String(byName[0].nombre));
    // A sede picked from the sidebar on the phone too.
    await openSedeFilter(page);
    await sidebar(page).getByText(String(byName[1].nombre), { exact: true }).click();
    await expect.poll(() => urlFilter(page.url()), POLL).toEqual({ sede_id: byName[1].id });
  });
});

describe('the selected rows deleted at once', () => {
  it('removes two presets picked with their checkboxes after confirming, and says how many', async () => {
    const token = await adminToken();
    // Two presets of this test's own (other files use the seeded ones), found by their shared word.
    const mark = `Selección${Date.now()}`;
    const texts = [1, 2].map((n) => `${mark} ${n}: el estudiante pidió cancelar por un viaje familiar de última hora`);
    const ids: number[] = [];
    for (const texto of texts) ids.push((await api<{ id: number }>('motivo/crear', { accion: 'cancelar_agendamiento', texto, activo: true, orden: 900 }, token)).id);

    const page = await openPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/motivos?filter=${encodeURIComponent(JSON.stringify({ q: mark }))}`);
    await expect.poll(() => listRows(page).count(), POLL).toBe(2);
    for (const row of await listRows(page).all()) await row.getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText(/2 elementos eliminados|Se eliminaron 2/).waitFor();
    await expect.poll(() => listRows(page).count(), POLL).toBe(0);
    const { total } = await api<{ total: number }>('motivo/lista', { filtros: { ids } }, token);
    expect(total).toBe(0);
  });
});
