// The service worker of the built app (docs/operations.md 'Service worker'): it registers at the root and takes
// the page; a second worker left waiting brings the 'nueva versión' prompt, whose 'Actualizar
// ahora' lets it take over and reloads; the API is never answered from its caches (no /api entry in
// them; an /api navigation reaches the server, not the cached app page).
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../vite.config';
import { baseURL, login, useBrowser } from './session';

const openPage = useBrowser({ serviceWorkers: 'allow' });

/** The registration's workers as script URLs (null: none in that state). */
function workers(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return {
      scope: registration?.scope ?? null,
      active: registration?.active?.scriptURL ?? null,
      waiting: registration?.waiting?.scriptURL ?? null,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
    };
  });
}

/** GET without keep-alive (no socket left open to hold the runner): the encoding sent and the body decoded. */
function fetchFile(url: string, encoding: string): Promise<{ encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const sent = res.headers['content-encoding'] ?? 'identity';
        const raw = Buffer.concat(chunks);
        const body = sent === 'br' ? brotliDecompressSync(raw) : sent === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ encoding: sent, text: body.toString('utf8') });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Every URL held by the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

describe('the service worker', () => {
  it('registers, takes the page, keeps /api out of its caches and activates a waiting version from the prompt', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.getByText(/Bienvenido/).first().waitFor();

    // Registered after the page's load; the first version takes the page at once (clientsClaim).
    await expect.poll(async () => (await workers(page)).controller, { timeout: 60_000 }).toBe(`${baseURL}/sw.js`);
    expect((await workers(page)).scope).toBe(`${baseURL}/`);
    // The build is precached (the app page among it); the API never is.
    // (Workbox keys a revisioned entry as index.html?__WB_REVISION__=….)
    await expect.poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/index.html'), { timeout: 60_000 }).toBe(true);
    // The call the footer makes, and a GET (the only method a cache could keep) of the same path.
    const posted = await page.evaluate(async () => {
      const post = await fetch('/api/version', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      await fetch('/api/version');
      return post.status;
    });
    expect(posted).toBe(200);
    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    // A navigation to /api gets the server's answer, not the cached app page (navigateFallbackDenylist).
    const apiPage = await page.context().newPage();
    await apiPage.goto(`${baseURL}/api/version`);
    expect(await apiPage.content()).not.toContain('id="root"');
    await apiPage.close();

    // Another worker script for the same scope installs and waits behind the active one.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' }).then(() => undefined));
    await expect.poll(async () => (await workers(page)).waiting, { timeout: 60_000 }).toBe(`${baseURL}/sw.js?version=2`);
    const prompt = page.getByText('Encontramos una nueva versión de la aplicación, es necesario actualizar.');
    await prompt.waitFor({ timeout: 30_000 });

    // It takes over and the page reloads under it.
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByRole('button', { name: 'Actualizar ahora' }).click()]);
    await expect.poll(async () => (await workers(page)).active, { timeout: 30_000 }).toBe(`${baseURL}/sw.js?version=2`);
    await expect.poll(async () => (await workers(page)).controller, { timeout: 30_000 }).toBe(`${baseURL}/sw.js?version=2`);
    await page.getByText(/Bienvenido/).first().waitFor();
    // The reloaded page checks its registration for news instead of registering /sw.js beside it:
    // a while later still no worker waits and no prompt shows (an absence, so a fixed wait).
    await page.waitForTimeout(3000);
    expect((await workers(page)).waiting).toBeNull();
    await expect(prompt.count()).resolves.toBe(0);
    expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  }, 180_000);

  it("the build's entry and views' file start with V8's compile hint, as sent compressed and not", async () => {
    const { text: html } = await fetchFile(`${baseURL}/`, 'identity');
    const entry = /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, html).toBeDefined();
    const { text: entryText } = await fetchFile(`${baseURL}${entry}`, 'identity');
    const views = /assets\/views-[\w-]+\.js/.exec(entryText)?.[0];
    expect(views).toBeDefined();
    for (const path of [entry, `/${views}`]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const file = await fetchFile(`${baseURL}${path}`, encoding);
        expect(file.encoding, `${path} ${encoding}`).toBe(encoding);
        expect(file.text.startsWith(COMPILE_HINT), `${path} ${encoding}`).toBe(true);
      }
    }
  });
});
