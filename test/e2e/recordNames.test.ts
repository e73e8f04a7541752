// Issue 43 points 9, 7 and 14 in the browser, at a phone's 390 px and a laptop's 1366 px: a
// student's detail and editor are named by the student in the tab and the header, the editor and the
// progress page have breadcrumbs; the import dialog's hint names the columns in words and wraps inside the
// dialog, its template downloads; the staff detail offers 'Datos Básicos'; the footer shows the
// package's version (README 'Decided beyond the specification').
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { toolbarAction } from './toolbar';

const openPage = useBrowser();
/** A demo student with a course, so the progress page has its data (as studentRecord.test.ts). */
const DEMO_DOCUMENT = '1010107752';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

async function text(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const heading = (page: Page) => page.locator('#react-admin-title');
const crumbs = (page: Page) => page.getByTestId('migas').first().locator('li:not([aria-hidden])');

describe.each([390, 1366])('record names at %i px', (width) => {
  it('names the student in the tab and header, shows breadcrumbs, a wrapping import hint, the template, Datos Básicos and the version', async () => {
    const token = await adminToken();
    const [found] = await api<Option[]>('estudiante/buscar', { texto: DEMO_DOCUMENT }, token);
    const student = await api<Option>('estudiante/detalle', { id: found.id }, token);
    const name = `${String(student.primer_nombre)} ${String(student.primer_apellido)}`;
    const { datos: staff } = await api<{ datos: Option[] }>('funcionario/lista', { por_pagina: 1 }, token);

    const page = await openPage();
    await page.setViewportSize({ width, height: 900 });
    await login(page, 'admin@escuela.test', 'Admin123!');

    await page.goto(`${baseURL}/#/estudiante/detalle/${student.id}`);
    await expect.poll(() => page.title()).toBe(`${name} · Estudiante | Aula Admin`);
    await expect.poll(() => heading(page).innerText()).toBe(`${name} · Estudiante`);
    // The detail is one step below its list: its title says enough; breadcrumbs are for the pages below it.
    expect(await page.getByTestId('migas').count()).toBe(0);

    await page.goto(`${baseURL}/#/estudiante/editar/${student.id}`);
    await expect.poll(() => page.title()).toBe(`${name} · Editar estudiante | Aula Admin`);
    await expect.poll(() => heading(page).innerText()).toBe(`${name} · Editar estudiante`);
    await expect.poll(() => crumbs(page).allInnerTexts()).toEqual(['Inicio', 'Estudiantes', name, 'Editar']);

    await page.goto(`${baseURL}/#/estudiante/progreso/${student.id}`);
    await expect.poll(() => crumbs(page).count(), { timeout: 15_000 }).toBe(4);
    const trail = await crumbs(page).allInnerTexts();
    expect([trail[0], trail[1], trail[3]]).toEqual(['Inicio', 'Estudiantes', 'Clases']);
    expect(await page.title()).toBe(`${trail[2]} · Clases | Aula Admin`);
    // The record's step leads back to its detail.
    await page.getByTestId('migas').getByRole('link', { name: trail[2] }).click();
    await expect.poll(() => page.url()).toContain(`#/estudiante/detalle/${student.id}`);

    await page.goto(`${baseURL}/#/estudiantes`);
    // On a phone 'Importar' is an item of 'Más acciones' (issue 43 point 8).
    await (await toolbarAction(page, 'Importar')).click();
    const dialog = page.getByRole('dialog');
    const hint = dialog.getByTestId('ayuda-columnas');
    await hint.waitFor();
    const hintText = await hint.innerText();
    for (const words of ['Primer nombre', 'Sede (nombre o número)', 'Curso actual (nombre, código o número)']) expect(hintText).toContain(words);
    expect(hintText).not.toMatch(/sede_id|curso_actual_id|primer_nombre/);
    // Nothing runs off the dialog: its content does not scroll sideways and the hint ends inside it.
    const overflow = await dialog.locator('.MuiDialogContent-root').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The dialog role is MUI's paper itself.
    const [box, paper] = await Promise.all([hint.boundingBox(), dialog.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(paper!.x + paper!.width);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar plantilla' }).click()]);
    expect(download.suggestedFilename()).toBe('plantilla-estudiantes.csv');
    expect(await text(download)).toMatch(/^\uFEFFPrimer nombre,Segundo nombre,/);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.goto(`${baseURL}/#/usuario/detalle/${staff[0].id}`);
    // On a phone an item of the toolbar's 'Más acciones' (issue 43 point 8).
    const datos = await toolbarAction(page, 'Datos Básicos');
    await datos.waitFor();
    if (width < 600) await page.keyboard.press('Escape');
    expect(await page.getByTestId('app-version').innerText()).toBe(`Versión ${version}`);
    await page.close();
  }, 180_000);
});
