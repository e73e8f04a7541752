// 'Reorganizar' on random slots (fast-check) against an independent brute force: every way of
// opening the pre-assignments (each closed or with one of its options, no room or teacher twice),
// each scored by its own Edmonds–Karp maximum flow. The plan must place as many as the best of
// them, open as few classes as the fewest among those, and break no rule: no class over its
// capacity, no room or teacher twice, a booking only into a class teaching its type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preassignmentOptions, reorganize, type SlotInput, type SlotPreassignment } from '../../core/school/scheduler/reorganize';

const TYPES = ['regular_1', 'regular_16', 'regular_7', 'regular_8', 'lab'];
const SETS = [['regular_1'], ['regular_16'], ['regular_1', 'regular_16'], ['regular_7', 'regular_8'], ['lab'], ['regular_7', 'lab'], ['regular_1', 'regular_7', 'lab']];

/** Edmonds–Karp on an adjacency matrix: deliberately nothing shared with core/school/scheduler/maxFlow.ts. */
function edmondsKarp(capacity: number[][], s: number, t: number): number {
  const n = capacity.length;
  const residual = capacity.map((row) => [...row]);
  let flow = 0;
  for (;;) {
    const parent = new Array<number>(n).fill(-1);
    parent[s] = s;
    const queue = [s];
    while (queue.length > 0 && parent[t] < 0) {
      const u = queue.shift()!;
      for (let v = 0; v < n; v++) if (parent[v] < 0 && residual[u][v] > 0) (parent[v] = u), queue.push(v);
    }
    if (parent[t] < 0) return flow;
    let push = Infinity;
    for (let v = t; v !== s; v = parent[v]) push = Math.min(push, residual[parent[v]][v]);
    for (let v = t; v !== s; v = parent[v]) (residual[parent[v]][v] -= push), (residual[v][parent[v]] += push);
    flow += push;
  }
}

/** Bookings placeable with these classes (types → classes → sink). */
function placeable(input: SlotInput, opened: { tipos: readonly string[]; seats: number }[]): number {
  const classes = [...input.clases.map((c) => ({ tipos: c.tipos, seats: Math.max(0, c.capacidad - c.ocupados) })), ...opened];
  const n = 2 + TYPES.length + classes.length;
  const cap = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  TYPES.forEach((t, i) => (cap[0][2 + i] = input.pendientes.filter((b) => b.tipo_clase === t).length));
  classes.forEach((c, j) => {
    cap[2 + TYPES.length + j][1] = c.seats;
    c.tipos.forEach((t) => TYPES.includes(t) && (cap[2 + TYPES.indexOf(t)][2 + TYPES.length + j] = 1000));
  });
  return edmondsKarp(cap, 0, 1);
}

/** The best (placed, classes) over every way of opening the pre-assignments. */
function bruteForce(input: SlotInput): { placed: number; classes: number } {
  if (input.cierre !== null) return { placed: 0, classes: 0 };
  let best = { placed: -1, classes: 0 };
  const choose = (i: number, chosen: { p: SlotPreassignment; tipos: string[] }[]) => {
    if (i === input.preasignaciones.length) {
      const placed = placeable(input, chosen.map((c) => ({ tipos: c.tipos, seats: c.p.capacidad })));
      if (placed > best.placed || (placed === best.placed && chosen.length < best.classes)) best = { placed, classes: chosen.length };
      return;
    }
    choose(i + 1, chosen);
    const p = input.preasignaciones[i];
    if (chosen.some((c) => c.p.salon_id === p.salon_id || c.p.docente_id === p.docente_id)) return;
    for (const tipos of preassignmentOptions(p)) choose(i + 1, [...chosen, { p, tipos }]);
  };
  choose(0, []);
  return best;
}

const preassignment = fc.record({
  tipos: fc.constantFrom(...SETS),
  modo: fc.constantFrom<'and' | 'or'>('and', 'or'),
  capacidad: fc.integer({ min: 1, max: 6 }),
  salon: fc.integer({ min: 1, max: 5 }),
  docente: fc.integer({ min: 1, max: 5 }),
  blocked: fc.constantFrom(false, false, false, true),
  roomRefuses: fc.option(fc.constantFrom(...TYPES), { freq: 4 }),
});

const slotInput: fc.Arbitrary<SlotInput> = fc
  .record({
    pendientes: fc.array(fc.constantFrom(...TYPES), { maxLength: 20 }),
    clases: fc.array(fc.record({ tipos: fc.constantFrom(...SETS.filter((s) => s.length <= 2)), capacidad: fc.integer({ min: 1, max: 6 }), ocupados: fc.integer({ min: 0, max: 6 }) }), { maxLength: 3 }),
    preasignaciones: fc.array(preassignment, { maxLength: 6 }),
    cierre: fc.option(fc.constant('Cierre de prueba'), { freq: 10 }),
  })
  .map(({ pendientes, clases, preasignaciones, cierre }) => ({
    pendientes: pendientes.map((tipo_clase, i) => ({ id: i + 1, tipo_clase })),
    clases: clases.map((c, i) => ({ id: i + 1, ...c })),
    preasignaciones: preasignaciones.map((p, i) => ({
      id: i + 1, salon_id: p.salon, docente_id: p.docente, docente: `Docente ${p.docente}`, tipos: p.tipos, modo: p.modo, capacidad: p.capacidad,
      salonTipos: TYPES.filter((t) => t !== p.roomRefuses), docenteTipos: TYPES,
      bloqueos: p.blocked ? [{ regla: 'docente' as const, mensaje: 'El docente no está disponible en ese horario' }] : [],
    })),
    cierre,
  }));

describe('reorganize on random slots', () => {
  it('places as many as the brute force, with as few classes, breaking no rule', () => {
    fc.assert(
      fc.property(slotInput, (input) => {
        const result = reorganize(input);
        const best = bruteForce(input);
        expect(result.optimo).toBe(true);
        expect(result.colocaciones.length).toBe(best.placed);
        expect(result.nuevas.length).toBe(best.classes);
        // Every booking placed once or pending once.
        expect([...result.colocaciones.map((c) => c.agendamiento_id), ...result.pendientes.map((p) => p.agendamiento_id)].sort((a, b) => a - b)).toEqual(input.pendientes.map((b) => b.id));
        // No room or teacher twice; each new class one of its pre-assignment's options.
        expect(new Set(result.nuevas.map((n) => n.salon_id)).size).toBe(result.nuevas.length);
        expect(new Set(result.nuevas.map((n) => n.docente_id)).size).toBe(result.nuevas.length);
        for (const nueva of result.nuevas) expect(preassignmentOptions(input.preasignaciones.find((p) => p.id === nueva.preasignacion_id)!)).toContainEqual(nueva.tipos);
        // Each booking into a class of its type, no class over its capacity.
        const type = new Map(input.pendientes.map((b) => [b.id, b.tipo_clase]));
        const load = new Map<string, number>();
        for (const { agendamiento_id, destino } of result.colocaciones) {
          const clase = 'clase_id' in destino ? input.clases.find((c) => c.id === destino.clase_id)! : result.nuevas[destino.nueva];
          expect(clase.tipos).toContain(type.get(agendamiento_id));
          const key = JSON.stringify(destino);
          load.set(key, (load.get(key) ?? 0) + 1);
        }
        for (const [key, n] of load) {
          const destino = JSON.parse(key) as { clase_id?: number; nueva?: number };
          const seats = destino.clase_id !== undefined
            ? (({ capacidad, ocupados }) => capacidad - ocupados)(input.clases.find((c) => c.id === destino.clase_id)!)
            : input.preasignaciones.find((p) => p.id === result.nuevas[destino.nueva!].preasignacion_id)!.capacidad;
          expect(n).toBeLessThanOrEqual(seats);
        }
      }),
      { numRuns: 400 },
    );
  });
});
