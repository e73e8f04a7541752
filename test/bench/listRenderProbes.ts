// The in-page halves of listRender.ts, as JavaScript source: functions handed to page.evaluate
// would carry the helpers tsx/esbuild inject (__name), which do not exist in the browser.

/**
 * Before any app script: a minimal React DevTools hook (React then reports every committed root, so
 * the bench can count the hooks mounted by a render) and a resource-timing buffer big enough.
 */
export const INIT_SCRIPT = `(() => {
  const roots = new Set();
  window.__benchRoots = roots;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot(_id, root) { roots.add(root); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  performance.setResourceTimingBufferSize(100000);
})();`;

export interface ColumnProbe {
  source: string;
  header: string;
  kind: 'text' | 'boolean' | 'lookup';
  /** For 'lookup': the endpoint and the keys of its rows. */
  lookup?: { endpoint: string; id: string; name: string };
}

export interface RenderTiming {
  /** responseEnd of the estudiante/lista request (performance.now() time base). */
  arrived: number | null;
  /** When the last row (and every reference name) was in the DOM. */
  domReady: number;
  /** After the next frame: the rows painted. */
  painted: number;
  rows: number;
  /** Elements of the <table> holding the rows. */
  nodes: number;
  error?: string;
}

const LAST_LISTA = `(() => {
  const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/estudiante/lista'));
  return entries.length > 0 ? entries[entries.length - 1].responseEnd : null;
})()`;

/** Resolves once the page has had an idle period (at most 3 s later). */
export const IDLE_SCRIPT = `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 3000 }))`;

const AFTER_PAINT = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;

/**
 * Navigates the app to `hash` and resolves once a table has `rows` body rows whose reference
 * columns (headers in `lookupHeaders`) show names, not ids; then waits one frame for the paint.
 */
export function appRenderScript(args: { hash: string; rows: number; lookupHeaders: string[]; timeoutMs: number }): string {
  return `(async (args) => {
  performance.clearResourceTimings();
  const complete = () => {
    const table = [...document.querySelectorAll('table')].find((t) => t.tBodies[0] && t.tBodies[0].rows.length >= args.rows);
    if (!table || !table.tHead) return null;
    const headers = [...table.tHead.rows[0].cells].map((c) => c.textContent.trim());
    for (const header of args.lookupHeaders) {
      const index = headers.indexOf(header);
      if (index < 0) continue;
      for (const tr of table.tBodies[0].rows) if (/^\\d+$/.test((tr.cells[index]?.textContent ?? '').trim())) return null;
    }
    return table;
  };
  let table;
  try {
    table = await new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        const found = complete();
        if (!found) return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(found);
      });
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('la tabla no llegó a ' + args.rows + ' filas')); }, args.timeoutMs);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      location.hash = args.hash;
    });
  } catch (error) {
    return { arrived: null, domReady: 0, painted: 0, rows: 0, nodes: 0, error: String(error) };
  }
  const domReady = performance.now();
  await ${AFTER_PAINT};
  const painted = performance.now();
  return { arrived: ${LAST_LISTA}, domReady, painted, rows: table.tBodies[0].rows.length, nodes: table.querySelectorAll('*').length + 1 };
})(${JSON.stringify(args)})`;
}

/**
 * The floor: the same lista request, then the same rows as a plain <table> built with DOM calls
 * (lookup names from a Map fetched beforehand), appended to the page and painted.
 */
export function plainRenderScript(args: { body: unknown; columns: ColumnProbe[]; detailPath: string }): string {
  return `(async (args) => {
  const token = localStorage.getItem('aula.token');
  const post = (path, body) => fetch('/api/' + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
    body: JSON.stringify(body),
  }).then((r) => r.json());
  const names = {};
  for (const column of args.columns) {
    if (column.kind !== 'lookup') continue;
    const rows = await post(column.lookup.endpoint, {});
    names[column.source] = new Map(rows.map((row) => [String(row[column.lookup.id]), String(row[column.lookup.name])]));
  }
  performance.clearResourceTimings();
  const { datos } = await post('estudiante/lista', args.body);
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const column of args.columns) head.appendChild(document.createElement('th')).textContent = column.header;
  head.appendChild(document.createElement('th')).textContent = 'Acción';
  const body = table.createTBody();
  for (const record of datos) {
    const tr = body.insertRow();
    for (const column of args.columns) {
      const value = record[column.source];
      tr.insertCell().textContent =
        value === null || value === undefined ? '' :
        column.kind === 'boolean' ? (value ? 'Sí' : 'No') :
        column.kind === 'lookup' ? (names[column.source].get(String(value)) ?? String(value)) : String(value);
    }
    const link = tr.insertCell().appendChild(document.createElement('a'));
    link.href = '#' + args.detailPath + record.id;
    link.textContent = 'Ver';
  }
  document.body.prepend(table);
  const domReady = performance.now();
  await ${AFTER_PAINT};
  const painted = performance.now();
  const result = { arrived: ${LAST_LISTA}, domReady, painted, rows: datos.length, nodes: table.querySelectorAll('*').length + 1 };
  table.remove();
  return result;
})(${JSON.stringify(args)})`;
}

/**
 * Walks the committed React trees and counts the react-query observers of lookups (one per
 * ['lookup', …] query a mounted hook observes, enabled or not) and the distinct enabled keys.
 */
export const LOOKUP_OBSERVERS_SCRIPT = `(() => {
  let mounted = 0;
  const keys = new Set();
  for (const root of window.__benchRoots ?? []) {
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
      // Function components (0), forwardRef (11), simple memo (15): memoizedState is the hook list.
      if (fiber.tag !== 0 && fiber.tag !== 11 && fiber.tag !== 15) continue;
      for (let hook = fiber.memoizedState; hook; hook = hook.next) {
        const value = hook.memoizedState;
        if (!value || typeof value.getOptimisticResult !== 'function') continue;
        // useQuery keeps a QueryObserver; useQueries a QueriesObserver holding one per query.
        const observers = typeof value.getObservers === 'function' ? value.getObservers() : [value];
        for (const observer of observers) {
          const key = observer.options?.queryKey;
          if (!Array.isArray(key) || key[0] !== 'lookup') continue;
          mounted++;
          if (observer.options.enabled !== false) keys.add(JSON.stringify(key));
        }
      }
    }
  }
  return { mounted, distinct: keys.size };
})()`;
