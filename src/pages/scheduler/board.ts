// The scheduler board's rules (#/programador), pure: where a booking may go (a drag's drop, the
// keyboard menu's targets), the state after a move (drawn at once, before the server answers), a
// class's live seats, and the slot a page opens on. The same state machine and fit rule as the server.
import { allowedFrom, ESTADOS_AGENDAMIENTO, holdsSeat, transition } from '../../../core/school/scheduler/bookings';
import { NOVELTY_TONES } from '../../../core/school/scheduler/fit';
import type { BookingView, ClassView, SlotView } from '../../../core/school/scheduler/slotView';
import { fitRefusal, fullRefusal } from '../../../core/school/scheduler/fit';

/** The droppable id of the pending list; a class's is `clase-<id>`. */
export const PENDING = 'pendientes';
export const classDroppable = (id: number): string => `clase-${id}`;

/** The class id of a droppable id, or null for the pending list. */
export function destinationClass(droppableId: string): number | null {
  const match = /^clase-(\d+)$/.exec(droppableId);
  return match ? Number(match[1]) : null;
}

export const liveCount = (clase: ClassView): number => clase.agendamientos.filter((b) => holdsSeat(b.estado)).length;

export type DropPlan =
  | { kind: 'none' }
  | { kind: 'move'; claseId: number }
  | { kind: 'unassign' }
  | { kind: 'refused'; message: string };

export function findBooking(slot: SlotView, id: number): BookingView | undefined {
  return slot.pendientes.find((b) => b.id === id) ?? slot.clases.flatMap((c) => c.agendamientos).find((b) => b.id === id);
}

/** What dropping the booking on a destination does: nothing, a move, an unassign (asks a reason) or a refusal. */
export function planDrop(slot: SlotView, bookingId: number, destinationId: string): DropPlan {
  const booking = findBooking(slot, bookingId);
  if (!booking) return { kind: 'none' };
  const claseId = destinationClass(destinationId);
  if (claseId === booking.clase_id) return { kind: 'none' };
  if (claseId === null) {
    const result = transition('desasignar', booking.estado);
    return 'error' in result ? { kind: 'refused', message: result.error } : { kind: 'unassign' };
  }
  const result = transition('mover', booking.estado, 'clase');
  if ('error' in result) return { kind: 'refused', message: result.error };
  const clase = slot.clases.find((c) => c.id === claseId);
  if (!clase) return { kind: 'none' };
  // The board shows one slot of the current sede: the booking's sede, date and hour are the class's.
  const refusal = fitRefusal({ tipo_clase: booking.tipo_clase, sede_id: clase.sede_id, fecha: clase.fecha, hora: clase.hora }, clase);
  if (refusal) return { kind: 'refused', message: refusal.message };
  if (liveCount(clase) >= clase.capacidad) return { kind: 'refused', message: fullRefusal(liveCount(clase), clase.capacidad) };
  return { kind: 'move', claseId };
}

export interface MoveTarget {
  droppableId: string;
  label: string;
  /** Why it cannot go there; absent when it can. */
  refused?: string;
}

/** The keyboard / menu alternative to a drag: every place of the slot, those it cannot go to with why. */
export function moveTargets(slot: SlotView, booking: BookingView): MoveTarget[] {
  const places = [
    ...slot.clases.map((c) => ({ droppableId: classDroppable(c.id), label: `${c.salon_nombre} · ${c.profesor} (${liveCount(c)}/${c.capacidad})` })),
    { droppableId: PENDING, label: 'Pendientes' },
  ];
  return places
    .filter((place) => place.droppableId !== (booking.clase_id === null ? PENDING : classDroppable(booking.clase_id)))
    .map((place) => {
      const plan = planDrop(slot, booking.id, place.droppableId);
      return plan.kind === 'refused' ? { ...place, refused: plan.message } : place;
    });
}

/** The booking may be dragged at all (only solicitado or asignado move). */
export const isMovable = (booking: BookingView): boolean => allowedFrom('mover').includes(booking.estado);

/** The slot after the move, drawn at once; the server's answer (or the next read) settles it. */
export function applyMove(slot: SlotView, bookingId: number, claseId: number | null): SlotView {
  const booking = findBooking(slot, bookingId);
  if (!booking) return slot;
  const moved: BookingView = { ...booking, clase_id: claseId, estado: claseId === null ? 'solicitado' : 'asignado' };
  const without = (list: BookingView[]) => list.filter((b) => b.id !== bookingId);
  // Only the two places it leaves and enters change: the other classes keep their objects (and their blocks their render).
  return {
    clases: slot.clases.map((c) =>
      c.id === claseId ? { ...c, agendamientos: [...without(c.agendamientos), moved] } : c.id === booking.clase_id ? { ...c, agendamientos: without(c.agendamientos) } : c,
    ),
    pendientes: claseId === null ? [...without(slot.pendientes), moved] : booking.clase_id === null ? without(slot.pendientes) : slot.pendientes,
  };
}

export interface SlotChoice {
  fecha: string;
  hora: string;
}

interface Day {
  fecha: string;
  horas: { hora: string; timestamp: number }[];
}

/**
 * The slot the page opens on: the first of the days whose start is not more than 20 minutes past
 * (the class under way, then the next); the first slot offered when every one has passed.
 */
export function openingSlot(days: readonly Day[], now: number): SlotChoice | null {
  for (const day of days) {
    const hour = day.horas.find((h) => h.timestamp + 20 * 60_000 >= now);
    if (hour) return { fecha: day.fecha, hora: hour.hora };
  }
  const first = days.find((d) => d.horas.length > 0);
  return first ? { fecha: first.fecha, hora: first.horas[0].hora } : null;
}

export interface BookingLook {
  /** Background of the card. */
  background: string;
  /** Left border: the novelty's colour, or none. */
  border: string | null;
  struck: boolean;
  /** What the colours mean, for a screen reader and the tooltip. */
  description: string;
}

export const TONE_BACKGROUNDS = { default: '#ffffff', grey: '#e0e0e0', orange: '#ffe0b2' } as const;
export const NOVELTY_BORDERS = { red: '#d32f2f', yellow: '#fbc02d' } as const;
export const NOVELTY_TEXT = { error_tema: 'tema no corresponde a la clase', sin_carpeta: 'tema sin carpeta de preparación' } as const;

/** The booking colours: the state's tone (grey, orange, struck) and the novelty's border (red, yellow). */
export function bookingLook(booking: Pick<BookingView, 'estado' | 'novedad'>): BookingLook {
  const estado = ESTADOS_AGENDAMIENTO[booking.estado];
  const novelty = booking.novedad ? NOVELTY_TONES[booking.novedad] : null;
  return {
    background: TONE_BACKGROUNDS[estado.tone],
    border: novelty ? NOVELTY_BORDERS[novelty] : null,
    struck: estado.struck === true,
    description: [estado.label, booking.novedad ? NOVELTY_TEXT[booking.novedad] : null].filter(Boolean).join(', '),
  };
}
