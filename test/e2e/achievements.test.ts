// A course's achievements in the browser: the course's detail 'Logros' opens its list (titled by the
// course), 'Nuevo' a dialog Escape does not close; 'Crear' stores the achievement under that course.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

describe('achievements', () => {
  it("creates a course's achievement in its locked dialog", async () => {
    const titulo = `Logro de prueba ${Date.now()}`;
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/cursos`);
    await page.getByRole('link', { name: 'Ver' }).first().click();
    await page.waitForURL(/#\/curso\/detalle\/\d+$/);
    const id = Number(/detalle\/(\d+)$/.exec(page.url())![1]);

    await page.getByRole('link', { name: 'Logros' }).click();
    await page.waitForURL(new RegExp(`#/curso/${id}/logros$`));
    // Titled by its course.
    const token = await adminToken();
    const curso = await api<Option>('curso/detalle', { id }, token);
    await page.getByRole('heading', { level: 1, name: `${curso.codigo} ${curso.nombre}` }).waitFor();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Logro' });
    await dialog.getByLabel(/^Título/).fill(titulo);
    await dialog.getByLabel(/^Porcentaje/).fill('42.5');
    await page.keyboard.press('Escape');
    // Longer than MUI's closing transition: an unlocked dialog would be gone by then.
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toMatch(new RegExp(`#/curso/${id}/logros/nuevo$`));
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Logro creado').waitFor();
    await page.getByRole('cell', { name: titulo }).waitFor();
    expect(page.url()).toMatch(new RegExp(`#/curso/${id}/logros$`));

    const { datos } = await api<{ datos: Option[] }>(`curso/${id}/logro/lista`, { por_pagina: 100 }, token);
    const stored = datos.find((logro) => logro.titulo === titulo);
    expect(stored).toMatchObject({ curso_id: id });
    expect(Number(stored?.porcentaje)).toBe(42.5);
    await page.close();
  });
});
