// The administrator's walk over the app shared by the screen-wide browser tests (responsive.test.ts,
// accessibility.test.ts): the home page and every menu entry as the header builds it from the
// registry, one page logged in once per file, and "open a route and wait until it has settled".
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '../../src/shell/pages';
import { RESOURCES } from '../../resources/registry';
import { buildMenu, registeredLinks } from '../../src/layout/menu';
import { login, useBrowser } from './session';

/** The home page and every entry of the menu, the administrator's (every code): from the registry, as the header builds it. */
export const ROUTES = ['/', ...buildMenu(registeredLinks(RESOURCES, Object.values(PAGES))).flatMap((item) => (item.kind === 'link' ? [item.path] : item.entries.map((entry) => entry.path)))];

export interface AdminWalk {
  /** The file's one page, logged in as the administrator, and a wait until the API is quiet. */
  adminPage: () => Promise<{ page: Page; idleApi: () => Promise<void> }>;
  /** Opens a route inside the app and waits for its page: drawn anew, nothing loading, the API quiet. */
  openRoute: (route: string) => Promise<Page>;
}

/** Call at a test file's top level (it registers the file's browser hooks through useBrowser). */
export function useAdminWalk(): AdminWalk {
  const openPage = useBrowser();
  let shared: Promise<{ page: Page; idleApi: () => Promise<void> }> | undefined;

  /** One page for the whole file, logged in once, counting the API requests still unanswered. */
  function adminPage() {
    shared ??= (async () => {
      const page = await openPage();
      const idleApi = quietApi(page);
      await login(page, 'admin@escuela.test', 'Admin123!');
      return { page, idleApi };
    })();
    return shared;
  }

  async function openRoute(route: string): Promise<Page> {
    const { page, idleApi } = await adminPage();
    await openInApp(page, route);
    await idleApi();
    return page;
  }

  return { adminPage, openRoute };
}

/** The document's width beside the window's: wider means the page itself scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

/** The three demo accounts (every code; list and detail only; the front desk's). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@escuela.test', password: 'Admin123!' },
  { email: 'consulta@escuela.test', password: 'Consulta123!' },
  { email: 'secretaria@escuela.test', password: 'Secretaria123!' },
] as const;

/**
 * Counts the page's API requests still unanswered; the returned wait settles once none has been open
 * for 300 ms (a polling page's next read comes seconds later). Call before the page's first request.
 */
export function quietApi(page: Page): () => Promise<void> {
  let pending = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => url.includes('/api/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    pending += 1;
    lastChange = Date.now();
  });
  const done = (url: string) => {
    if (!isApi(url)) return;
    pending -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  return () => expect.poll(() => pending <= 0 && Date.now() - lastChange > 300, { timeout: 20_000, interval: 50 }).toBe(true);
}

/**
 * Opens a route inside the app (a hash change) and waits until its page has drawn anew with nothing
 * loading. `mayStayBlank`: a route the account may not open may draw nothing new; then it goes on.
 */
export async function openInApp(page: Page, route: string, mayStayBlank = false): Promise<void> {
  // The layout keys each page by its path (a new subtree): the elements of the last one are marked.
  // Already there (the login lands on the home page): the page is loaded again.
  const moved = await page.evaluate((path) => {
    if (window.location.hash === `#${path}`) return false;
    document.querySelectorAll('#main-content *').forEach((el) => el.setAttribute('data-pagina-anterior', ''));
    window.location.hash = `#${path}`;
    return true;
  }, route);
  if (!moved) await page.reload();
  const drawn = page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    if (!main || !main.querySelector(':scope *:not([data-pagina-anterior]):not(#react-admin-title)')) return false;
    if (main.querySelector('[role="progressbar"], .MuiSkeleton-root')) return false;
    return !/cargando\.\.\./i.test(main.textContent ?? '');
  }, undefined, { timeout: mayStayBlank ? 20_000 : 30_000 });
  await (mayStayBlank ? drawn.catch(() => undefined) : drawn);
}
