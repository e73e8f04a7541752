// The in-page halves of the #/programador bench (programador.ts), as JavaScript source like
// listRenderProbes.ts: a watcher of the board's render, the plain-HTML floor of the same slot, and
// a watcher of one drag's drop (mouse up, the library's drop animation, the card in its class, the
// server's answer). Times are performance.now() / Event.timeStamp of the page (one time base).

/** One render of the board: from the choice of the hour (a click) to the cards in the DOM and painted. */
export interface BoardRender {
  /** The option's click. */
  chosen: number;
  /** responseEnd of the first clases/por_hora asked after the click; null when none was asked (a cached slot). */
  arrived: number | null;
  domReady: number;
  painted: number;
  classes: number;
  bookings: number;
  /** Elements of the page's body once drawn. */
  nodes: number;
  error?: string;
}

/** One drag: every time is null when it was not seen. */
export interface DragTiming {
  up: number | null;
  /** The dragged card's first style change after the mouse up: the drop animation starts. */
  dropStart: number | null;
  /** transitionend of that animation: @hello-pangea/dnd then calls onDragEnd. */
  dropEnd: number | null;
  /** The card inside the target class's element. */
  inClass: number | null;
  painted: number | null;
  setClase: { start: number; end: number } | null;
  /** The next clases/por_hora read once agendamiento/set_clase answered (the page's refresh or its polling). */
  reread: number | null;
  error?: string;
}

const AFTER_PAINT = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;
const ENTRIES = (path: string) => `performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/${path}'))`;

/** Before any app script: room for every request's timing (the board polls every 1.5 s). */
export const PROGRAMADOR_INIT_SCRIPT = `performance.setResourceTimingBufferSize(100000);`;

/**
 * Installs window.__benchRender: resolves once the page holds `classes` class blocks and `bookings`
 * booking cards, then one frame later; the clock starts at the next click on a select's option.
 */
export function renderWatchScript(args: { classes: number; bookings: number; timeoutMs: number }): string {
  return `((args) => {
  performance.clearResourceTimings();
  let chosen = null;
  const onClick = (event) => {
    if (chosen === null && event.target.closest && event.target.closest('[role="option"]')) chosen = event.timeStamp;
  };
  document.addEventListener('click', onClick, true);
  const counts = () => ({
    classes: document.querySelectorAll('[data-testid^="clase-"]').length,
    bookings: document.querySelectorAll('[data-testid^="agendamiento-"]').length,
  });
  window.__benchRender = new Promise((resolve) => {
    const done = (error) => { clearTimeout(timer); observer.disconnect(); document.removeEventListener('click', onClick, true); resolve(error); };
    const observer = new MutationObserver(() => {
      if (chosen === null) return;
      const c = counts();
      if (c.classes >= args.classes && c.bookings >= args.bookings) done(undefined);
    });
    const timer = setTimeout(() => done('el tablero no llegó a ' + args.classes + ' clases y ' + args.bookings + ' agendamientos'), args.timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  }).then(async (error) => {
    const domReady = performance.now();
    await ${AFTER_PAINT};
    const painted = performance.now();
    const first = ${ENTRIES('clases/por_hora')}.filter((e) => e.startTime >= chosen).sort((a, b) => a.startTime - b.startTime)[0];
    const c = counts();
    return { chosen, arrived: first ? first.responseEnd : null, domReady, painted, ...c, nodes: document.body.querySelectorAll('*').length, ...(error ? { error } : {}) };
  });
  return true;
})(${JSON.stringify(args)})`;
}

/**
 * The floor: the same clases/por_hora asked from the page, then the same 100 blocks of 15 bookings
 * (room, teacher, types, seats; student link, type, topic, state) and the pending list as one
 * innerHTML string of plain elements, added to the page and painted, then removed.
 */
export function plainBoardScript(args: { fecha: string; hora: string }): string {
  return `(async (args) => {
  performance.clearResourceTimings();
  const esc = (text) => String(text ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const response = await fetch('/api/clases/por_hora', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('aula.token') },
    body: JSON.stringify(args),
  });
  const slot = await response.json();
  const card = (b) =>
    '<div data-bench="agendamiento" style="border:1px solid #ddd;border-radius:4px;margin-bottom:4px;padding:2px 8px">' +
    '<a href="#/estudiante/detalle/' + b.estudiante_id + '">' + esc(b.estudiante) + '</a>' +
    '<div style="font-size:12px;color:#666">' + esc(b.tipo_clase) + ' · ' + esc(b.tema ?? 'Sin tema') + ' · ' + esc(b.estado) + '</div></div>';
  const html = ['<div style="display:flex;gap:16px;align-items:flex-start">',
    '<div style="width:300px;flex-shrink:0"><h2>Pendientes (' + slot.pendientes.length + ')</h2>', ...slot.pendientes.map(card), '</div>',
    '<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'];
  for (const c of slot.clases) {
    html.push('<div data-bench="clase" style="width:300px;border:1px solid #ddd;border-radius:4px;padding:8px">',
      '<div><a href="#/salon/detalle/' + c.salon_id + '">' + esc(c.salon_nombre) + '</a></div>',
      '<div><a href="#/docente/detalle/' + c.profesor_id + '">' + esc(c.profesor) + '</a></div>',
      '<div>' + c.tipos.map((t) => '<span style="background:#1976d2;color:#fff;border-radius:8px;padding:0 6px;margin-right:2px">' + esc(t) + '</span>').join('') +
      ' <span>' + c.agendamientos.length + '/' + c.capacidad + '</span></div>',
      ...c.agendamientos.map(card), '</div>');
  }
  html.push('</div></div>');
  const root = document.createElement('div');
  root.innerHTML = html.join('');
  document.body.prepend(root);
  const domReady = performance.now();
  await ${AFTER_PAINT};
  const painted = performance.now();
  const entry = ${ENTRIES('clases/por_hora')}.pop();
  const result = {
    chosen: 0, arrived: entry ? entry.responseEnd : null, domReady, painted,
    classes: root.querySelectorAll('[data-bench="clase"]').length, bookings: root.querySelectorAll('[data-bench="agendamiento"]').length,
    nodes: root.querySelectorAll('*').length + 1,
  };
  root.remove();
  return result;
})(${JSON.stringify(args)})`;
}

/** Installs window.__benchDrag for the drop of booking `bookingId` into class `claseId`. */
export function dragWatchScript(args: { bookingId: number; claseId: number; timeoutMs: number }): string {
  return `((args) => {
  performance.clearResourceTimings();
  const cardSelector = '[data-testid="agendamiento-' + args.bookingId + '"]';
  // The card's handle carries its test id; the library moves (style, transform) the draggable around it.
  const draggableSelector = '[data-rfd-draggable-id="' + args.bookingId + '"]';
  const target = '[data-testid="clase-' + args.claseId + '"] ' + cardSelector;
  const t = { up: null, dropStart: null, dropEnd: null, inClass: null, painted: null, setClase: null, reread: null };
  window.addEventListener('mouseup', (event) => { if (t.up === null) t.up = event.timeStamp; }, { capture: true, once: true });
  const onEnd = (event) => {
    if (t.up !== null && t.dropEnd === null && event.propertyName === 'transform' && event.target.closest && event.target.closest(draggableSelector)) t.dropEnd = event.timeStamp;
  };
  document.addEventListener('transitionend', onEnd, true);
  const draggable = document.querySelector(draggableSelector);
  const styles = new MutationObserver(() => { if (t.up !== null && t.dropStart === null) t.dropStart = performance.now(); });
  if (draggable) styles.observe(draggable, { attributes: true, attributeFilter: ['style'] });
  const until = async (find, ms) => {
    for (const end = performance.now() + ms; performance.now() < end; await new Promise((r) => setTimeout(r, 20))) {
      const found = find();
      if (found) return found;
    }
    return null;
  };
  window.__benchDrag = new Promise((resolve) => {
    const finish = (error) => { clearTimeout(timer); observer.disconnect(); styles.disconnect(); resolve(error); };
    const observer = new MutationObserver(() => {
      if (t.up === null || !document.querySelector(target)) return;
      t.inClass = performance.now();
      finish(undefined);
    });
    const timer = setTimeout(() => finish('el agendamiento no apareció en la clase'), args.timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  }).then(async (error) => {
    if (!error) {
      await ${AFTER_PAINT};
      t.painted = performance.now();
    }
    const set = await until(() => ${ENTRIES('agendamiento/set_clase')}.find((e) => e.responseEnd > 0), 10000);
    if (set) {
      t.setClase = { start: set.startTime, end: set.responseEnd };
      const read = await until(() => ${ENTRIES('clases/por_hora')}.find((e) => e.startTime >= set.responseEnd - 1 && e.responseEnd > 0), 5000);
      t.reread = read ? read.responseEnd : null;
    }
    document.removeEventListener('transitionend', onEnd, true);
    return error ? { ...t, error } : t;
  });
  return true;
})(${JSON.stringify(args)})`;
}
