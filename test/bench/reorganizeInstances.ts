// Generated slots for the 'Reorganizar' bench (and its tests), and the first-fit greedy baseline
// the optimal method is compared with. Bench code only: the product has just the optimal method.
import { COMBINABLE_FAMILIES } from '../../core/school/classTypeCombinations';
import { preassignmentOptions, type SlotInput, type SlotPreassignment } from '../../core/school/scheduler/reorganize';
import { createRandom } from '../../server/seed/prng';

const SINGLES = ['regular_1', 'regular_2', 'regular_3', 'regular_4', 'regular_5', 'regular_6', 'regular_7', 'regular_8', 'regular_9', 'regular_a', 'lab', 'writing', 'conversation'];
const TYPES = [...new Set([...SINGLES, ...COMBINABLE_FAMILIES.flat()])];
const CAPACITIES = [8, 10, 12, 15, 20, 25, 30];

/**
 * A slot with `pending` pending bookings over ~28 types (a few popular ones), existing classes
 * about three quarters full, and pre-assignments ('and' pairs of a family, 'or' sets of one to
 * three types; one in ten blocked) whose seats about match the demand: the types compete for them.
 */
export function generateSlot(pending: number, seed: number): SlotInput {
  const random = createRandom(seed);
  // Popularity: a few types take most requests.
  const weights = TYPES.map((_, i) => 1 / (1 + i * 0.35) + random.next() * 0.2);
  const total = weights.reduce((a, w) => a + w, 0);
  const drawType = () => {
    let x = random.next() * total;
    for (const [i, w] of weights.entries()) if ((x -= w) <= 0) return TYPES[i];
    return TYPES[TYPES.length - 1];
  };
  const family = () => [...random.pick(COMBINABLE_FAMILIES)].slice(0, 2);
  const pendientes = Array.from({ length: pending }, (_, i) => ({ id: i + 1, tipo_clase: drawType() }));
  const clases = Array.from({ length: Math.max(1, Math.round(pending / 40)) }, (_, i) => {
    const capacidad = random.pick(CAPACITIES);
    return { id: i + 1, tipos: random.chance(0.3) ? family() : [drawType()], capacidad, ocupados: Math.floor(capacidad * (0.6 + random.next() * 0.4)) };
  });
  const preasignaciones: SlotPreassignment[] = Array.from({ length: Math.max(2, Math.round(pending / 16)) }, (_, i) => {
    const and = random.chance(0.3);
    const tipos = and ? family() : [...new Set(Array.from({ length: random.int(1, 3) }, drawType))];
    const blocked = random.chance(0.1);
    return {
      id: i + 1, salon_id: i + 1, docente_id: 10_000 + i, docente: `Docente ${i + 1}`, tipos, modo: and ? 'and' : 'or',
      capacidad: random.pick(CAPACITIES), salonTipos: tipos, docenteTipos: tipos,
      bloqueos: blocked ? [{ regla: random.chance(0.5) ? 'novedad' : 'salon', mensaje: 'Bloqueado en la franja' }] : [],
    };
  });
  return { pendientes, clases, preasignaciones, cierre: null };
}

/**
 * First-fit greedy: each booking, first asked first, into the first class of the slot with its
 * type and a free seat, else the first class it opened, else it opens the first free
 * pre-assignment that can teach its type (an 'or' one with the booking's type). Answers the placed
 * count and the classes it opened.
 */
export function greedyReorganize(input: SlotInput): { placed: number; opened: number } {
  const seats = input.clases.map((c) => ({ tipos: c.tipos, free: Math.max(0, c.capacidad - c.ocupados) }));
  const candidates = input.preasignaciones.map((p) => ({ p, options: preassignmentOptions(p) })).filter((c) => c.options.length > 0);
  const rooms = new Set<number>();
  const teachers = new Set<number>();
  let placed = 0;
  let opened = 0;
  for (const booking of input.pendientes) {
    const fit = seats.find((s) => s.free > 0 && s.tipos.includes(booking.tipo_clase));
    if (fit) {
      fit.free--;
      placed++;
      continue;
    }
    const candidate = candidates.find((c) => !rooms.has(c.p.salon_id) && !teachers.has(c.p.docente_id) && c.options.some((o) => o.includes(booking.tipo_clase)));
    if (!candidate) continue;
    rooms.add(candidate.p.salon_id);
    teachers.add(candidate.p.docente_id);
    seats.push({ tipos: candidate.options.find((o) => o.includes(booking.tipo_clase))!, free: candidate.p.capacidad - 1 });
    opened++;
    placed++;
  }
  return { placed, opened };
}
