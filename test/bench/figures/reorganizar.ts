// 'Reorganizar' (issue 10): placed bookings and time of the optimal plan (core/school/scheduler/
// reorganize.ts) beside a first-fit greedy, on the same generated slots of 200, 2,000 and 20,000
// pending bookings (reorganizeInstances.ts). Pure computation: no database, no server.
import { reorganize } from '../../../core/school/scheduler/reorganize';
import { ms } from '../format';
import { generateSlot, greedyReorganize } from '../reorganizeInstances';
import type { BenchFigure, BenchRow } from '../types';

const SIZES = [200, 2_000, 20_000];
const FIGURE = 'reorganizar: colocados y clases, óptimo vs voraz';

function timed<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

function rowsOf(size: number): BenchRow {
  const input = generateSlot(size, size);
  const optimal = timed(() => reorganize(input));
  const greedy = timed(() => greedyReorganize(input));
  const placed = optimal.result.colocaciones.length;
  const classes = optimal.result.nuevas.length;
  const proof = optimal.result.optimo
    ? 'óptimo probado'
    : `${placed === optimal.result.maxColocables ? 'colocados probados' : `colocables ≤ ${optimal.result.maxColocables}`}, clases ≥ ${optimal.result.minClases}`;
  return {
    figure: FIGURE,
    size: size.toLocaleString('en-US'),
    value: `${placed} colocados, ${classes} clases en ${ms(optimal.ms)} (${proof})`,
    baseline: `voraz: ${greedy.result.placed} colocados, ${greedy.result.opened} clases en ${ms(greedy.ms)}`,
    ratio: `${placed - greedy.result.placed >= 0 ? '+' : ''}${placed - greedy.result.placed} colocados`,
    goal: size === 2_000 ? '≥ voraz, < 1 s' : '≥ voraz',
    met: placed >= greedy.result.placed && (size !== 2_000 || optimal.ms < 1000),
    note:
      size === SIZES[0]
        ? `reorganizar: franjas generadas (semilla = tamaño): ${size} … ${SIZES.at(-1)!.toLocaleString('en-US')} agendamientos pendientes de ~28 tipos, una clase existente por 40 (≈ 3/4 llena) y una preasignación por 16 ('and' de una familia o 'or' de 1 a 3 tipos, 1 de cada 10 bloqueada), salones de 8 a 30; el voraz pone cada agendamiento, en orden, en la primera clase con cupo de su tipo o abre la primera preasignación libre que lo enseñe. El óptimo: primero el máximo de colocados (siempre probado aquí), luego las menos clases en ≤ 300 ms (cota inferior probada si no termina).`
        : undefined,
  };
}

export const reorganizarFigure: BenchFigure = {
  name: FIGURE,
  once: async () => SIZES.map(rowsOf),
};
