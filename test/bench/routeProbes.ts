// The in-page halves of routes.ts, as JavaScript source: functions handed to page.evaluate would
// carry helpers tsx injects, and the app's CSP forbids the eval a string predicate needs.

/**
 * Before any script of the page: counts the API requests still open (the app's client resolves
 * globalThis.fetch per call), keeps each one's path and body (the baseline replays them), and notes
 * when the last one was answered and when #main-content last changed.
 */
export const ROUTE_INIT_SCRIPT = `(() => {
  const probe = { pending: 0, lastApi: 0, lastMain: 0, api: [] };
  window.__routeProbe = probe;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/')) return original(input, init);
    const entry = {
      path: new URL(url, location.href).pathname,
      method: (init && init.method) || 'GET',
      body: init && typeof init.body === 'string' ? init.body : null,
      start: performance.now(),
      end: 0,
    };
    probe.api.push(entry);
    probe.pending++;
    const settle = () => { probe.pending--; entry.end = probe.lastApi = performance.now(); };
    // Answered once its body has arrived too (the page reads every answer).
    return original(input, init).then((response) => {
      response.clone().arrayBuffer().then(settle, settle);
      return response;
    }, (error) => { settle(); throw error; });
  };
  const watch = () => {
    new MutationObserver((records) => {
      const main = document.getElementById('main-content');
      if (main && records.some((r) => main.contains(r.target))) probe.lastMain = performance.now();
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  if (document.documentElement) watch(); else document.addEventListener('DOMContentLoaded', watch);
})();`;

export interface ApiCall {
  path: string;
  method: string;
  body: string | null;
  /** ms since the measurement's start (the navigation's, or the hash change's). */
  start: number;
  end: number;
}

export interface RouteTiming {
  /** ms from the start to the content: the later of the last API answer and the last change of #main-content. */
  content: number;
  api: ApiCall[];
  error?: string;
}

/**
 * Resolves once the page shows its content: #main-content holds an element besides the title (and,
 * after an in-app navigation, one the previous page did not leave: marked by markPreviousScript), no
 * progress bar, skeleton or 'cargando...' inside it, no API request open, and neither an answer nor
 * a change of the page for `quietMs`. `since`: the start, in performance.now() time (0: the navigation).
 */
export function routeReadyScript(args: { since: number; quietMs: number; timeoutMs: number }): string {
  return `(async (args) => {
  const probe = window.__routeProbe;
  const loaded = () => {
    const main = document.getElementById('main-content');
    if (!main || !main.querySelector(':scope *:not(#react-admin-title):not([data-bench-anterior])')) return false;
    if (main.querySelector('[role="progressbar"], .MuiSkeleton-root')) return false;
    return !/cargando\\.\\.\\./i.test(main.textContent ?? '');
  };
  const calls = () => probe.api.filter((e) => e.start >= args.since).map((e) => ({
    path: e.path, method: e.method, body: e.body, start: Math.round(e.start - args.since), end: Math.round(e.end - args.since),
  }));
  const started = performance.now();
  for (;;) {
    const now = performance.now();
    const last = Math.max(args.since, probe.lastApi, probe.lastMain);
    if (loaded() && probe.pending === 0 && now - last >= args.quietMs) return { content: last - args.since, api: calls() };
    if (now - started > args.timeoutMs) return { content: Number.NaN, api: calls(), error: 'la página no terminó de cargar en ' + args.timeoutMs + ' ms' };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})(${JSON.stringify(args)})`;
}

/** Marks what the current page shows, then opens `hash` in the app; resolves to the start (performance.now()). */
export function navigateScript(hash: string): string {
  return `(() => {
  document.querySelectorAll('#main-content *').forEach((el) => el.setAttribute('data-bench-anterior', ''));
  const since = performance.now();
  location.hash = ${JSON.stringify(hash)};
  return since;
})()`;
}

/**
 * Resolves once the page has fetched no file for `quietMs` (the idle-time preloading of the app's
 * views is over: their code is in the browser's cache, as for a user a while after the login).
 */
export function filesSettledScript(args: { quietMs: number; timeoutMs: number }): string {
  return `(async (args) => {
  const started = performance.now();
  let count = -1;
  let since = started;
  for (;;) {
    const now = performance.now();
    const seen = performance.getEntriesByType('resource').length;
    if (seen !== count) { count = seen; since = now; }
    if (now - since >= args.quietMs) return true;
    if (now - started > args.timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})(${JSON.stringify(args)})`;
}
