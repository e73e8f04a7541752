// Issue 10's #/programador figures as rows: the board's render (100 classes / 1,500 bookings)
// beside the same blocks as plain HTML, and a drop's feedback beside the server's answer to that
// same move. Both come from one browser session (programador.ts), measured once for the two rows.
import { ms, times } from '../format';
import { median } from '../listRender';
import { measureProgramador, type ProgramadorMeasured } from '../programador';
import { FIXTURE } from '../programadorFixture';
import type { BoardRender, DragTiming } from '../programadorProbes';
import type { BenchFigure, BenchRow } from '../types';

const RENDER = 'programador: render de 100 clases / 1.500 agendamientos';
const DRAG = 'programador: arrastrar un pendiente a una clase';
const RENDER_GOAL_MS = 1000;
const DRAG_GOAL_MS = 100;
const CARDS = FIXTURE.classes * FIXTURE.perClass + FIXTURE.pending;

let session: Promise<ProgramadorMeasured> | undefined;
/** One session for both rows, whichever of them runs first. */
const measured = () => (session ??= measureProgramador());

const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
const sinceArrival = (r: BoardRender) => (r.arrived === null ? Number.NaN : r.painted - r.arrived);

function renderRows(m: ProgramadorMeasured): BenchRow[] {
  // The first fresh slot is the session's cold one, the first plain one a warm-up: reported apart.
  const [cold, ...fresh] = m.fresh;
  const [, ...plain] = m.plain;
  const appMs = median(fresh.map(sinceArrival));
  const plainMs = median(plain.map(sinceArrival));
  const complete = fresh.every((r) => r.classes >= FIXTURE.classes && r.bookings >= CARDS);
  return [{
    figure: RENDER,
    size: `${FIXTURE.classes} × ${FIXTURE.perClass}`,
    value: ms(appMs),
    baseline: `${ms(plainMs)} (HTML simple, innerHTML)`,
    ratio: times(appMs / plainMs),
    goal: `< ${ms(RENDER_GOAL_MS)}`,
    met: complete && appMs < RENDER_GOAL_MS,
    note:
      `render: #/programador en chromium (1400×900), una franja de ${FIXTURE.classes} clases con ${FIXTURE.perClass} agendamientos y ` +
      `${FIXTURE.pending} pendientes (SQL sobre la base de prueba, programadorFixture.ts); desde el fin de la respuesta de clases/por_hora ` +
      `(Resource Timing: la primera pedida tras elegir la hora en 'Hora', franja aún no leída en la sesión) hasta las ${FIXTURE.classes} clases ` +
      `y ${CARDS} tarjetas en el DOM y un cuadro pintado; mediana de ${fresh.length} franjas (${list(fresh.map(sinceArrival))} ms; hasta el DOM ` +
      `${ms(median(fresh.map((r) => r.domReady - (r.arrived ?? r.domReady))))}); primera vez en la sesión ${ms(sinceArrival(cold))}. ` +
      `Con la respuesta ya en caché (volver a una franja vista; desde el clic en la hora): ${list(m.cached.map((r) => r.painted - r.chosen))} ms. ` +
      `Línea base: la misma respuesta pedida desde la página y los mismos bloques y tarjetas como HTML simple con innerHTML ` +
      `(${list(plain.map(sinceArrival))} ms; ${plain[0]?.nodes.toLocaleString('en-US')} elementos frente a ` +
      `${fresh[0]?.nodes.toLocaleString('en-US')} en la página). Preparación: build ${m.setup.build.toFixed(0)} s, base ` +
      `${m.setup.database.toFixed(0)} s, datos ${m.setup.fixture.toFixed(0)} s.`,
  }];
}

const after = (d: DragTiming, t: number | null | undefined) => (t === null || t === undefined || d.up === null ? Number.NaN : t - d.up);

function dragRows(m: ProgramadorMeasured): BenchRow[] {
  const of = (pick: (d: DragTiming) => number) => median(m.drags.map(pick));
  const inClass = m.drags.map((d) => after(d, d.inClass));
  const answered = m.drags.map((d) => after(d, d.setClase?.end));
  const value = median(inClass);
  const baseline = median(answered);
  // The feedback a user sees: the card leaving the pointer for its place, at once; it then lands
  // with the library's drop animation, reported on the next line (not judged: an animation by design).
  const feedback = of((d) => after(d, d.dropStart));
  return [{
    figure: `${DRAG}: respuesta visual al soltar`,
    size: `${CARDS.toLocaleString('en-US')} tarjetas`,
    value: ms(feedback),
    baseline: `${ms(baseline)} (respuesta de agendamiento/set_clase)`,
    ratio: times(feedback / baseline),
    goal: `< ${ms(DRAG_GOAL_MS)}`,
    met: feedback < DRAG_GOAL_MS,
  }, {
    figure: `${DRAG}: tarjeta asentada en la clase`,
    size: `${CARDS.toLocaleString('en-US')} tarjetas`,
    value: ms(value),
    baseline: `${ms(baseline)} (respuesta de agendamiento/set_clase)`,
    ratio: times(value / baseline),
    goal: 'informativa',
    met: null,
    note:
      `arrastre: con el ratón (pulsar, levantar, recorrer, soltar) un pendiente distinto cada vez a una clase de su tipo en la primera fila, ` +
      `sobre el tablero de ${CARDS} tarjetas; desde el mouseup hasta la tarjeta dentro del elemento de la clase; mediana de ` +
      `${m.drags.length} (${list(inClass)} ms). De ello: la tarjeta empieza a deslizarse a su sitio a los ` +
      `${ms(of((d) => after(d, d.dropStart)))} y la animación de soltar de @hello-pangea/dnd (0,33–0,55 s por diseño; al acabar llama ` +
      `onDragEnd) termina a los ${ms(of((d) => after(d, d.dropEnd)))}; la página dibuja entonces el cambio con sus propios datos ` +
      `(applyMove) en ${ms(of((d) => after(d, d.inClass) - after(d, d.dropEnd)))}. Línea base: agendamiento/set_clase de ese mismo ` +
      `arrastre, enviada a los ${ms(of((d) => after(d, d.setClase?.start)))} (en cuanto la página cambió sus datos) y respondida a los ` +
      `${list(answered)} ms; la relectura de clases/por_hora que la sigue respondió a los ${ms(of((d) => after(d, d.reread)))}: ` +
      `una página que esperara al servidor para redibujar no podría mostrar la tarjeta antes.`,
  }];
}

export const programadorRenderFigure: BenchFigure = { name: RENDER, once: async () => renderRows(await measured()) };
export const programadorDragFigure: BenchFigure = { name: DRAG, once: async () => dragRows(await measured()) };
