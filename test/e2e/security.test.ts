// The built app under its Content-Security-Policy (issue 11): the pages load and work with no
// policy violation — MUI's styles, the icons, the PDF previews (blob: frames), the wall display —;
// and 'Salir' ends the session on the server, so the old token is refused at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** Violations seen by the page (its frames included) and CSP complaints on the console. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleComplaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleComplaints.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.hash} ${event.sample}`));
  });
  return async () => [...consoleComplaints, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

describe('Content-Security-Policy', () => {
  it('is sent with the app and breaks none of its pages', async () => {
    const token = await adminToken();
    const { datos: cursos } = await api<{ datos: Option[] }>('curso/lista', { por_pagina: 1 }, token);
    const { datos: temas } = await api<{ datos: Option[] }>('tema/lista', { por_pagina: 1, filtros: { curso_id: cursos[0].id } }, token);
    const page = await openPage();
    const violations = await watchPolicy(page);
    const response = await page.goto(`${baseURL}/`);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.getByText(/Bienvenido/).first().waitFor();
    await page.goto(`${baseURL}/#/estudiantes`);
    await page.getByRole('columnheader').first().waitFor();
    await page.goto(`${baseURL}/#/programador`);
    await page.waitForLoadState('networkidle');
    // The demo's first lesson has a preparation PDF, shown inline from a blob: address.
    await page.goto(`${baseURL}/#/tema/detalle/${temas[0].id}`);
    const pdf = page.locator('iframe[src^="blob:"]').first();
    await pdf.waitFor();
    await page.waitForTimeout(1500);
    // MUI's run-time styles applied: the app bar has its colour, not the browser's default.
    const background = await page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await violations()).toEqual([]);
    await page.close();
  });
});

describe('Salir', () => {
  it('ends the session on the server: the old token is refused', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    const token = await page.evaluate(() => localStorage.getItem('aula.token'));
    expect(token).toBeTruthy();
    expect((await api<{ id: number }>('perfil', {}, token!)).id).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(/#\/login/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('aula.token')), { timeout: 15_000 }).toBeNull();
    const refused = await fetch(`${baseURL}/api/perfil`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    await page.close();
  });
});
