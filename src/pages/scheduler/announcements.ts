// What a screen reader hears while a booking is dragged (@hello-pangea/dnd's live region), in
// Spanish and by name: the student and the class (its types, room and teacher) instead of the
// library's English "You have moved the item … list clase-269". Pure: Board passes these texts to
// the library's `provided.announce` and `dragHandleUsageInstructions`.
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import type { SlotView } from '../../../core/school/scheduler/slotView';
import { classTypesShort } from '../../../core/school/classTypeLabel';
import { destinationClass, findBooking } from './board';

export const DRAG_INSTRUCTIONS =
  'Pulse la barra espaciadora para levantar el agendamiento. Con las flechas lo lleva a otra clase o a Pendientes; ' +
  'la barra espaciadora lo suelta y Escape cancela. Algunos lectores de pantalla necesitan el modo de foco para arrastrar. ' +
  'El menú Acciones del agendamiento ofrece los mismos movimientos sin arrastrar.';

/** 'la clase TN1 en Salón 3 con Ana Ruiz', or 'Pendientes'. */
export function placeName(slot: SlotView, droppableId: string): string {
  const claseId = destinationClass(droppableId);
  if (claseId === null) return 'Pendientes';
  const clase = slot.clases.find((c) => c.id === claseId);
  return clase ? `la clase ${classTypesShort(clase.tipos)} en ${clase.salon_nombre || 'un salón sin nombre'} con ${clase.profesor}` : 'una clase que ya no está en la franja';
}

function studentOf(slot: SlotView, draggableId: string): string {
  return findBooking(slot, Number(draggableId))?.estudiante ?? 'El agendamiento';
}

export function startText(slot: SlotView, start: DragStart): string {
  return `Levantó a ${studentOf(slot, start.draggableId)}, en ${placeName(slot, start.source.droppableId)}. Use las flechas para llevarlo a otra clase.`;
}

export function updateText(slot: SlotView, update: DragUpdate): string {
  const student = studentOf(slot, update.draggableId);
  if (!update.destination) return `${student} no está sobre una clase ni sobre Pendientes: si lo suelta aquí, no se mueve.`;
  if (update.destination.droppableId === update.source.droppableId) return `${student} sigue en ${placeName(slot, update.source.droppableId)}.`;
  return `${student} está sobre ${placeName(slot, update.destination.droppableId)}.`;
}

/** The drop; `refusal` names the rule a refused place broke (refusals.ts). */
export function endText(slot: SlotView, result: DropResult, refusal?: string): string {
  const student = studentOf(slot, result.draggableId);
  const from = placeName(slot, result.source.droppableId);
  if (result.reason === 'CANCEL') return `Movimiento cancelado: ${student} sigue en ${from}.`;
  if (!result.destination) return `${student} se soltó fuera de una clase: sigue en ${from}.`;
  if (result.destination.droppableId === result.source.droppableId) return `${student} sigue en ${from}.`;
  const to = placeName(slot, result.destination.droppableId);
  return refusal ? `${student} no se movió a ${to}: ${refusal}. Sigue en ${from}.` : `Soltó a ${student} en ${to}.`;
}
