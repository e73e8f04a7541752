// The in-page halves of progressRender.ts, as JavaScript source (like listRenderProbes.ts: a function
// handed to page.evaluate would carry helpers esbuild injects, which the browser lacks). Times are the
// page's performance.now().

export interface ProgressRenderTiming {
  /** When the hash was set (the plain floor: when its request was sent). */
  started: number;
  /** responseEnd of the first estudiante/progreso request after `started`. */
  arrived: number | null;
  /** Every expected row (by its ID cell) in the DOM. */
  domReady: number;
  /** One frame later: painted. */
  painted: number;
  rows: number;
  /** Elements of the table holding the rows. */
  nodes: number;
  /** The API requests answered meanwhile: path, sent and answered, in ms since `started` (sent before it: negative). */
  requests: { path: string; sent: number; answered: number }[];
  error?: string;
}

const AFTER_PAINT = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;
const ARRIVED = `(() => {
  const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/estudiante/progreso') && e.startTime >= started)
    .sort((a, b) => a.startTime - b.startTime)[0];
  return entry ? entry.responseEnd : null;
})()`;
const REQUESTS = `performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/') && e.responseEnd >= started && e.startTime <= painted)
  .map((e) => ({ path: new URL(e.name).pathname.slice(5), sent: e.startTime - started, answered: e.responseEnd - started }))`;

/** The table whose body rows' first cells hold every id of `ids` (the page's or the floor's). */
const FIND_TABLE = `(ids) => [...document.querySelectorAll('table')].find((t) => {
  if (!t.tBodies[0]) return false;
  const shown = new Set([...t.tBodies[0].rows].map((r) => (r.cells[0] ? r.cells[0].textContent.trim() : '')));
  return ids.every((id) => shown.has(id));
})`;

/** Sets location.hash to the student's page and resolves once every row is drawn, then one frame later. */
export function progressRenderScript(args: { hash: string; ids: string[]; timeoutMs: number }): string {
  return `(async (args) => {
  const findTable = ${FIND_TABLE};
  const started = performance.now();
  let table;
  try {
    table = await new Promise((resolve, reject) => {
      const observer = new MutationObserver(() => {
        const found = findTable(args.ids);
        if (!found) return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(found);
      });
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('la tabla no llegó a sus ' + args.ids.length + ' filas')); }, args.timeoutMs);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      location.hash = args.hash;
    });
  } catch (error) {
    return { started, arrived: null, domReady: 0, painted: 0, rows: 0, nodes: 0, requests: [], error: String(error) };
  }
  const domReady = performance.now();
  await ${AFTER_PAINT};
  const painted = performance.now();
  return { started, arrived: ${ARRIVED}, domReady, painted, rows: table.tBodies[0].rows.length, nodes: table.querySelectorAll('*').length + 1, requests: ${REQUESTS} };
})(${JSON.stringify(args)})`;
}

/**
 * The floor: the same request from the page, then the same rows (ID, topic, state, attendance,
 * grade) as one innerHTML string of a plain <table>, added to the page, painted, then removed.
 */
export function plainProgressScript(args: { estudiante_id: number }): string {
  return `(async (args) => {
  const esc = (text) => String(text ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const started = performance.now();
  const response = await fetch('/api/estudiante/progreso', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('aula.token') },
    body: JSON.stringify(args),
  });
  const data = await response.json();
  const cells = (r) => [r.id, r.tema.nombre, r.estado, r.asistencia === 1 ? 'Sí' : r.asistencia === 0 ? 'No' : '', r.nota === null ? '' : r.nota + ' / ' + r.rango_nota];
  const html = '<table><thead><tr><th>ID</th><th>Clase</th><th>Estado</th><th>Asiste</th><th>Nota</th></tr></thead><tbody>' +
    data.registros.map((r) => '<tr>' + cells(r).map((c) => '<td>' + esc(c) + '</td>').join('') + '</tr>').join('') + '</tbody></table>';
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.prepend(root);
  const domReady = performance.now();
  await ${AFTER_PAINT};
  const painted = performance.now();
  const table = root.querySelector('table');
  const result = { started, arrived: ${ARRIVED}, domReady, painted, rows: table.tBodies[0].rows.length, nodes: table.querySelectorAll('*').length + 1, requests: ${REQUESTS} };
  root.remove();
  return result;
})(${JSON.stringify(args)})`;
}
