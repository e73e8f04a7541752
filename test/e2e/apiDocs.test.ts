// The API's interactive documentation in the browser: the administrator opens Admin → API →
// 'Abrir documentación', a new tab shows swagger-ui at /api/docs/ listing the operations (the POST
// contract and the REST face), a call tried from it goes out with the app's session, and nothing
// breaks the page's Content-Security-Policy. Without the page's cookie /api/docs is a 401 page.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, baseURL, login, menuEntries, nav, useBrowser } from './session';

const openPage = useBrowser();

/** Violations seen by any page of the context and CSP complaints on its consoles. */
async function watchPolicy(context: BrowserContext): Promise<() => Promise<string[]>> {
  const complaints: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) complaints.push(message.text());
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return async () => {
    const pages = await Promise.all(context.pages().map((p) => p.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));
    return [...complaints, ...pages.flat()];
  };
}

describe('Admin → API', () => {
  it('opens swagger-ui with every operation, under the page’s own policy, with no violation', async () => {
    const page = await openPage();
    const context = page.context();
    const violations = await watchPolicy(context);
    await login(page, 'admin@escuela.test', 'Admin123!');
    await nav(page).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'API' }).click();
    await page.waitForURL(/#\/documentacion-api$/);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('API | Aula Admin');

    const [docs, answer] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (r) => new URL(r.url()).pathname === '/api/docs/'),
      page.getByRole('button', { name: 'Abrir documentación' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const csp = (await answer.allHeaders())['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('unsafe-eval');

    // The operations list, from the document the page read with its cookie: swagger-ui draws only what
    // is on screen of a long list, so the filter box brings the student operations into view (a
    // path's text is broken by zero-width spaces: operations are found by their data-path).
    const operation = (path: string) => docs.locator(`.opblock:has(.opblock-summary-path[data-path="${path}"])`);
    await docs.locator('.opblock').first().waitFor({ timeout: 30_000 });
    // Every operation of the document is in swagger-ui's list (before any filter).
    const shown = await docs.evaluate(() => {
      type Ops = { size: number; valueSeq(): { toArray(): { get(key: 'operations'): { size: number } }[] } };
      const ui = (window as unknown as { ui: { specSelectors: { taggedOperations(): Ops } } }).ui;
      return ui.specSelectors.taggedOperations().valueSeq().toArray().reduce((sum, tag) => sum + tag.get('operations').size, 0);
    });
    const document = (await (await fetch(`${baseURL}/api/openapi.json`, { headers: { authorization: `Bearer ${await adminToken()}` } })).json()) as {
      paths: Record<string, object>;
    };
    expect(shown).toBe(Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0));
    const filter = docs.getByPlaceholder('Filter by tag or path');
    await filter.fill('Estudiantes');
    await operation('/api/estudiante/lista').waitFor();
    expect(await operation('/api/estudiante/lista').innerText()).toContain('Listar estudiantes');
    expect(await operation('/api/rest/estudiantes').count()).toBe(2);
    expect(await docs.locator('.opblock-tag').allInnerTexts()).toEqual(expect.arrayContaining(['Estudiantes', 'Estudiantes (REST)']));
    await docs.getByRole('heading', { name: /Aula Admin API/ }).waitFor();

    // 'Try it out' calls the API with the app's session (pre-authorized from this origin's token).
    await filter.fill('Sesión');
    const sede = operation('/api/sede');
    await sede.locator('.opblock-summary').click();
    await sede.getByRole('button', { name: 'Try it out' }).click();
    await sede.getByRole('button', { name: 'Execute' }).click();
    await sede.locator('.live-responses-table tbody .response-col_status').first().waitFor();
    await expect.poll(() => sede.locator('.live-responses-table tbody .response-col_status').first().innerText(), { timeout: 15_000 }).toContain('200');

    expect(await violations()).toEqual([]);
    await docs.close();
    await page.close();
  });

  it('is not offered without 4F40D01B, and /api/docs without its cookie is a 401 page', async () => {
    const page = await openPage();
    await login(page, 'consulta@escuela.test', 'Consulta123!');
    await expect.poll(() => menuEntries(page), { timeout: 15_000 }).toEqual(['Estudiantes']);
    const response = await page.goto(`${baseURL}/api/docs/`);
    expect(response?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Debe iniciar sesión' }).waitFor();
    await page.close();
  });
});
