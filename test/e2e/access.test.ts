// Who reaches what: anonymous visitors go to the login form; a consulta user sees only the student list and is refused the rest,
// and a student of a sede it cannot reach, opened by its URL, says so in place.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, menuEntries, useBrowser } from './session';

const openPage = useBrowser();

describe('anonymous visitor', () => {
  it('is sent to the login form at once, without a redirect loop', async () => {
    const page = await openPage();
    await page.addInitScript(() => {
      const counter = window as unknown as { pushes: number };
      counter.pushes = 0;
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        counter.pushes++;
        push(...args);
      };
    });
    for (const path of ['/', '/#/estudiantes', '/#/estudiante/detalle/1', '/#/profile']) {
      await page.goto(`${baseURL}${path}`);
      await page.getByRole('button', { name: 'Enviar' }).waitFor();
      expect(page.url()).toMatch(/#\/login$/);
      expect(await page.evaluate(() => (window as unknown as { pushes: number }).pushes)).toBeLessThan(10);
    }
    await page.close();
  });
});

describe('consulta@escuela.test (list and detail only)', () => {
  it('sees only the student entry and is refused #/estudiante/nuevo', async () => {
    const page = await openPage();
    await login(page, 'consulta@escuela.test', 'Consulta123!');
    await expect.poll(() => menuEntries(page), { timeout: 15_000 }).toEqual(['Estudiantes']);
    await page.goto(`${baseURL}/#/estudiante/nuevo`);
    await page.waitForURL(/#\/no-autorizado/);
    await page.getByText('No tiene permiso para ver esta página.').waitFor();
    expect(await page.getByText('401').count()).toBe(0);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/No Autorizado/);
    await page.close();
  });

  it("opening another sede's student by its URL says 'No tiene permiso para ver este registro.' and stays", async () => {
    // consulta reaches the first three sedes (server/seed/index.ts): a student of the last one is out of reach.
    const token = await adminToken();
    const sedes = await api<{ id: number }[]>('sedes/lista', {}, token);
    const far = Math.max(...sedes.map((sede) => sede.id));
    const { datos } = await api<{ datos: { id: number }[] }>('estudiante/lista', { filtros: { sede_id: [far] }, por_pagina: 5 }, token);
    expect(datos.length).toBeGreaterThan(0);
    const page = await openPage();
    await login(page, 'consulta@escuela.test', 'Consulta123!');
    await page.goto(`${baseURL}/#/estudiante/detalle/${datos[0].id}`);
    await page.getByText('No tiene permiso para ver este registro.').waitFor();
    expect(page.url()).toMatch(new RegExp(`#/estudiante/detalle/${datos[0].id}$`));
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.waitForURL(/#\/estudiantes/);
    await page.close();
  });
});
