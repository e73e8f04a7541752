// Who reaches what: anonymous visitors go to the login form; a consulta user sees only the student list and is refused the rest.
import { describe, expect, it } from 'vitest';
import { baseURL, login, menuEntries, useBrowser } from './session';

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
    await expect.poll(() => menuEntries(page), { timeout: 15_000 }).toEqual(['ESTUDIANTES']);
    await page.goto(`${baseURL}/#/estudiante/nuevo`);
    await page.waitForURL(/#\/no-autorizado/);
    await page.getByText('¡No tiene permiso para ver esta página!.').waitFor();
    await page.getByText('401').first().waitFor();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/No Autorizado/);
    await page.close();
  });
});
