// After a move on the board (issue 25, 'feedback and undo'): a short notice naming where the booking
// went ('Movido a TN1 · 7:30 am · Salón 3') with 'Deshacer' for UNDO_MS, whose reverse move goes
// through the same endpoint and rules as any other (planDrop, then agendamiento/set_clase). Pure.
import type { BookingView, SlotView } from '../../../core/school/scheduler/slotView';
import { classTypesShort } from '../../../core/school/classTypeLabel';
import { formatHour } from '../../../core/engine/dates';
import { classDroppable, PENDING } from './board';

/** How long 'Deshacer' is offered. */
export const UNDO_MS = 10_000;

/**
 * The reason an undo back to pending sends: the server asks one of 40 characters for every unassign
 * (unassigning needs E329996D and a reason); the user already gave none for the move being undone, so the undo says what it is.
 */
export const UNDO_REASON = 'Deshacer: el agendamiento vuelve a pendientes porque se movió a una clase por error';

/** A move the server accepted: the booking, where it was and where it is, at which version. */
export interface DoneMove {
  /** The booking as it was before the move. */
  booking: BookingView;
  from: number | null;
  to: number | null;
  /** The booking's version after the move (the undo sends it: someone else's change meanwhile is refused). */
  version: number;
}

/** 'Movido a TN1 · 7:30 am · Salón 3', or 'Devuelto a Pendientes'. */
export function placeText(slot: SlotView, claseId: number | null): string {
  if (claseId === null) return 'Pendientes';
  const clase = slot.clases.find((c) => c.id === claseId);
  if (!clase) return 'otra clase';
  return [classTypesShort(clase.tipos), formatHour(clase.hora), clase.salon_nombre || 'salón sin nombre'].join(' · ');
}

export function movedText(slot: SlotView, move: DoneMove): string {
  return move.to === null ? `${move.booking.estudiante}: devuelto a Pendientes` : `${move.booking.estudiante}: movido a ${placeText(slot, move.to)}`;
}

export function undoneText(slot: SlotView, move: DoneMove): string {
  return `Movimiento deshecho: ${move.booking.estudiante} vuelve a ${placeText(slot, move.from)}`;
}

/** The droppable the undo drops on (its reverse), so the undo is judged like a drop there. */
export const undoDestination = (move: DoneMove): string => (move.from === null ? PENDING : classDroppable(move.from));

/** Whether the user may perform the reverse: back to pending needs the unassign code, into a class the move code. */
export const canUndo = (move: DoneMove, can: { move: boolean; unassign: boolean }): boolean => (move.from === null ? can.unassign : can.move);
