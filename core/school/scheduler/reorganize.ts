// 'Reorganizar' a slot (issue 'The class scheduler'), pure: places the slot's pending bookings in
// its classes and, where demand remains, in classes opened from its pre-assignments — the most
// bookings possible, then the fewest new classes (reorganizePlanner.ts says how and why it is
// exact) — and names why each booking left pending stays so (reorganizeReasons.ts). Asignado
// bookings are not its input: it never moves one. The server reads the slot (with the hard rules
// of slotChecks.ts as each pre-assignment's blocks) and writes the result.
import { preassignmentMode } from '../classTypeCombinations';
import { planReorganization, type PlannerModel } from './reorganizePlanner';
import { type Block, closureReason, courseReason, type PendingReason, REASON_MESSAGES, typeReason } from './reorganizeReasons';

export interface PendingBooking {
  id: number;
  tipo_clase: string;
  /** Its course (its topic's, else its student's): a room listing allowed courses takes only those. */
  curso_id?: number | null;
}

export interface SlotClass {
  id: number;
  tipos: readonly string[];
  capacidad: number;
  /** Live bookings already in it. */
  ocupados: number;
  /** Its room's allowed courses (salon/editar_cursos); empty or absent: every course. */
  cursos?: readonly number[];
}

/** A pre-assignment of the slot's weekday and hour, with its room's and teacher's facts there. */
export interface SlotPreassignment {
  id: number;
  salon_id: number;
  docente_id: number;
  docente: string;
  tipos: readonly string[];
  modo: 'and' | 'or';
  /** The room's capacity. */
  capacidad: number;
  salonTipos: readonly string[];
  docenteTipos: readonly string[];
  /** The room's allowed courses; empty or absent: every course. */
  salonCursos?: readonly number[];
  /** Rules of the slot its room or teacher breaks (empty: it may open). */
  bloqueos: readonly Block[];
}

export interface SlotInput {
  /** Pending bookings (solicitado, no class) in the order they are served: first asked, first placed. */
  pendientes: readonly PendingBooking[];
  clases: readonly SlotClass[];
  preasignaciones: readonly SlotPreassignment[];
  /** The message of a closure covering the slot, if any. */
  cierre: string | null;
}

export interface NewClass {
  preasignacion_id: number;
  salon_id: number;
  docente_id: number;
  tipos: string[];
}

export interface Placement {
  agendamiento_id: number;
  /** An existing class's id, or the index of a class in `nuevas`. */
  destino: { clase_id: number } | { nueva: number };
}

export interface StillPending {
  agendamiento_id: number;
  tipo_clase: string;
  motivo: PendingReason;
}

export interface Reorganization {
  colocaciones: Placement[];
  nuevas: NewClass[];
  pendientes: StillPending[];
  /** The search proved the plan best (false only if its budget ran out; then the proven bounds below). */
  optimo: boolean;
  /** No plan places more bookings than this; none placing as many opens fewer classes than minClases. */
  maxColocables: number;
  minClases: number;
}

/** The classes a pre-assignment may open, each a set of types: none when blocked. */
export function preassignmentOptions(p: SlotPreassignment): string[][] {
  if (p.bloqueos.length > 0) return [];
  const allowed = (t: string) => t !== 'tutoria' && p.salonTipos.includes(t) && p.docenteTipos.includes(t);
  const tipos = [...new Set(p.tipos)];
  if (preassignmentMode(tipos, p.modo) === 'and') return tipos.every(allowed) ? [tipos] : [];
  return tipos.filter(allowed).map((t) => [t]);
}

export function reorganize(input: SlotInput): Reorganization {
  if (input.cierre !== null) {
    const motivo = closureReason(input.cierre);
    return { colocaciones: [], nuevas: [], optimo: true, maxColocables: 0, minClases: 0, pendientes: input.pendientes.map((b) => ({ agendamiento_id: b.id, tipo_clase: b.tipo_clase, motivo })) };
  }
  // The planner's kinds: bookings of one type that every room of the slot treats alike. A room
  // listing allowed courses (salon/editar_cursos) splits a type by whether it takes each booking's
  // course (a booking without a course goes anywhere); with no such room a kind is just a type, and
  // within a kind the first asked is placed first.
  const listKey = (cursos: readonly number[]) => JSON.stringify([...cursos].sort((a, b) => a - b));
  const lists = [...new Set([...input.clases.map((c) => c.cursos ?? []), ...input.preasignaciones.map((p) => p.salonCursos ?? [])].filter((l) => l.length > 0).map(listKey))];
  const takes = (list: string, b: PendingBooking) => b.curso_id === null || b.curso_id === undefined || (JSON.parse(list) as number[]).includes(b.curso_id);
  const kindOf = (b: PendingBooking) => JSON.stringify([b.tipo_clase, lists.map((l) => (takes(l, b) ? 1 : 0))]);
  const kinds = [...new Set(input.pendientes.map(kindOf))];
  const kindParts = kinds.map((k) => JSON.parse(k) as [string, number[]]);
  const accepted = (tipos: readonly string[], cursos: readonly number[] | undefined) => {
    const list = cursos?.length ? lists.indexOf(listKey(cursos)) : -1;
    return kindParts.flatMap(([tipo, bits], i) => (tipos.includes(tipo) && (list < 0 || bits[list] === 1) ? [i] : []));
  };
  const byTipos = new Map<string, SlotClass[]>();
  for (const c of input.clases) {
    const key = JSON.stringify([[...c.tipos].sort(), listKey(c.cursos ?? [])]);
    byTipos.set(key, [...(byTipos.get(key) ?? []), c]);
  }
  const existing = [...byTipos.values()];
  const candidates = input.preasignaciones.map((p) => ({ p, options: preassignmentOptions(p) })).filter((c) => c.options.length > 0);
  const model: PlannerModel = {
    demand: kinds.map((k) => input.pendientes.filter((b) => kindOf(b) === k).length),
    existing: existing.map((cs) => ({ types: accepted(cs[0].tipos, cs[0].cursos), free: cs.reduce((a, c) => a + Math.max(0, c.capacidad - c.ocupados), 0) })),
    candidates: candidates.map((c) => ({ capacity: c.p.capacidad, options: c.options.map((tipos) => accepted(tipos, c.p.salonCursos)) })),
    // Two pre-assignments of one room or teacher (not in the database, but not assumed either).
    exclusions: candidates.flatMap((a, i) =>
      candidates.slice(i + 1).flatMap((b, j) => (a.p.salon_id === b.p.salon_id || a.p.docente_id === b.p.docente_id ? [[i, i + 1 + j] as const] : [])),
    ),
  };
  const plan = planReorganization(model);

  // Bookings of each kind, first asked first: each flow takes the next ones.
  const queues = new Map(kinds.map((k) => [k, input.pendientes.filter((b) => kindOf(b) === k)]));
  const take = (t: number, n: number) => queues.get(kinds[t])!.splice(0, n);
  const colocaciones: Placement[] = [];
  const place = (t: number, n: number, destino: (k: number) => Placement['destino'], seats: number[]) => {
    for (const booking of take(t, n)) {
      const k = seats.findIndex((s) => s > 0);
      seats[k]--;
      colocaciones.push({ agendamiento_id: booking.id, destino: destino(k) });
    }
  };
  existing.forEach((cs, e) => {
    const seats = cs.map((c) => Math.max(0, c.capacidad - c.ocupados));
    plan.existingFlow[e].forEach((n, t) => place(t, n, (k) => ({ clase_id: cs[k].id }), seats));
  });
  const nuevas: NewClass[] = [];
  candidates.forEach(({ p, options }, k) => {
    if (plan.chosen[k] < 0) return;
    const nueva = nuevas.push({ preasignacion_id: p.id, salon_id: p.salon_id, docente_id: p.docente_id, tipos: options[plan.chosen[k]] }) - 1;
    const seats = [p.capacidad];
    plan.candidateFlow[k].forEach((n, t) => place(t, n, () => ({ nueva }), seats));
  });

  const context = {
    taught: new Set([...input.clases.flatMap((c) => c.tipos), ...nuevas.flatMap((c) => c.tipos)]),
    openable: new Set(candidates.flatMap((c) => c.options.flat())),
    preassignments: input.preasignaciones.map((p) => ({ ...p, modo: preassignmentMode([...new Set(p.tipos)], p.modo) })),
  };
  const left = new Set([...queues.values()].flat().map((b) => b.id));
  // A room of its type exists but none takes its course: that is the rule that kept it out.
  const courseAllowed = (b: PendingBooking) => {
    const ok = (tipos: readonly string[], cursos: readonly number[] | undefined) => tipos.includes(b.tipo_clase) && accepted(tipos, cursos).includes(kinds.indexOf(kindOf(b)));
    return input.clases.some((c) => ok(c.tipos, c.cursos)) || candidates.some((c) => c.options.some((o) => ok(o, c.p.salonCursos)));
  };
  const reason = (b: PendingBooking): PendingReason => {
    const byType = typeReason(b.tipo_clase, context);
    return byType.tipo === 'sin_cupo' && !courseAllowed(b) ? courseReason(b.tipo_clase) : byType;
  };
  const pendientes = input.pendientes.filter((b) => left.has(b.id)).map((b) => ({ agendamiento_id: b.id, tipo_clase: b.tipo_clase, motivo: reason(b) }));
  return { colocaciones, nuevas, pendientes, optimo: plan.optimal, maxColocables: plan.maxPlaceable, minClases: plan.minClasses };
}

/**
 * Each pending booking's reason as the pending list shows it before anything moves: what
 * 'Reorganizar' would leave it with, or that it would place it.
 */
export function pendingReasons(input: SlotInput): Map<number, PendingReason> {
  const result = reorganize(input);
  const reasons = new Map<number, PendingReason>(result.colocaciones.map((c) => [c.agendamiento_id, { tipo: 'colocable', mensaje: REASON_MESSAGES.colocable }]));
  for (const p of result.pendientes) reasons.set(p.agendamiento_id, p.motivo);
  return reasons;
}

export { type PendingReason, type ReasonKind, REASON_MESSAGES } from './reorganizeReasons';
