// The scheduler's Spanish drag announcements (by name, never the library's English) and the notice
// after a move with its undo (issue 25 points 2 and 3).
import type { DropResult } from '@hello-pangea/dnd';
import { describe, expect, it } from 'vitest';
import { reasonProblem } from '../../core/school/scheduler/bookings';
import type { BookingView, ClassView, SlotView } from '../../core/school/scheduler/slotView';
import { DRAG_INSTRUCTIONS, endText, placeName, startText, updateText } from '../../src/pages/scheduler/announcements';
import { canUndo, type DoneMove, movedText, placeText, UNDO_REASON, undoDestination, undoneText } from '../../src/pages/scheduler/moveNotice';

function booking(id: number, estudiante: string, over: Partial<BookingView> = {}): BookingView {
  return {
    id, version: 2, estado: 'solicitado', estudiante_id: id, estudiante, tipo_clase: 'regular_2', tipo_solicitud: 'normal',
    tema_id: null, tema: null, curso: null, clase_id: null, novedad: null, ...over,
  };
}

const CLASE: ClassView = {
  id: 269, version: 1, fecha: '2099-01-05', hora: '07:00', sede_id: 1, salon_id: 3, salon_nombre: 'Salón 3', capacidad: 4, profesor_id: 8, profesor: 'Ana Ruiz',
  tipos: ['regular_2'], tipo_clase: 'regular', curso_id: -1, agendamientos: [booking(11, 'Beto Sosa', { clase_id: 269, estado: 'asignado' })],
};
const SLOT: SlotView = { clases: [CLASE], pendientes: [booking(10, 'Ana Paz')] };
const rubric = { draggableId: '10', type: 'DEFAULT', source: { droppableId: 'pendientes', index: 0 }, mode: 'SNAP' as const };
const ENGLISH = /\b(you|item|list|moved|lifted|dropped|position|press)\b/i;

describe('drag announcements', () => {
  it('name the student and the class, in Spanish', () => {
    expect(placeName(SLOT, 'clase-269')).toBe('la clase TN1 en Salón 3 con Ana Ruiz');
    expect(startText(SLOT, rubric)).toBe('Levantó a Ana Paz, en Pendientes. Use las flechas para llevarlo a otra clase.');
    expect(updateText(SLOT, { ...rubric, destination: { droppableId: 'clase-269', index: 1 }, combine: null })).toBe('Ana Paz está sobre la clase TN1 en Salón 3 con Ana Ruiz.');
    expect(updateText(SLOT, { ...rubric, destination: null, combine: null })).toMatch(/^Ana Paz no está sobre una clase/);
    const drop: DropResult = { ...rubric, destination: { droppableId: 'clase-269', index: 1 }, combine: null, reason: 'DROP' };
    expect(endText(SLOT, drop)).toBe('Soltó a Ana Paz en la clase TN1 en Salón 3 con Ana Ruiz.');
    expect(endText(SLOT, drop, 'La clase no tiene cupo (4 de 4 ocupados)')).toBe(
      'Ana Paz no se movió a la clase TN1 en Salón 3 con Ana Ruiz: La clase no tiene cupo (4 de 4 ocupados). Sigue en Pendientes.',
    );
    expect(endText(SLOT, { ...drop, destination: null, reason: 'CANCEL' })).toBe('Movimiento cancelado: Ana Paz sigue en Pendientes.');
  });

  it('never say a word of the English defaults', () => {
    const drop: DropResult = { ...rubric, destination: { droppableId: 'clase-269', index: 0 }, combine: null, reason: 'DROP' };
    for (const text of [DRAG_INSTRUCTIONS, startText(SLOT, rubric), updateText(SLOT, drop), endText(SLOT, drop), endText(SLOT, { ...drop, destination: null })]) {
      expect(text).not.toMatch(ENGLISH);
    }
  });
});

describe('the notice after a move', () => {
  const intoClass: DoneMove = { booking: SLOT.pendientes[0], from: null, to: 269, version: 3 };
  const toPending: DoneMove = { booking: CLASE.agendamientos[0], from: 269, to: null, version: 3 };

  it('names where the booking went: type, hour as h:mm a, room', () => {
    expect(placeText(SLOT, 269)).toBe('TN1 · 7:00 am · Salón 3');
    expect(movedText(SLOT, intoClass)).toBe('Ana Paz: movido a TN1 · 7:00 am · Salón 3');
    expect(movedText(SLOT, toPending)).toBe('Beto Sosa: devuelto a Pendientes');
    expect(undoneText(SLOT, toPending)).toBe('Movimiento deshecho: Beto Sosa vuelve a TN1 · 7:00 am · Salón 3');
  });

  it('undoes by dropping where it came from, with the codes that move needs', () => {
    expect(undoDestination(intoClass)).toBe('pendientes');
    expect(undoDestination(toPending)).toBe('clase-269');
    expect(canUndo(intoClass, { move: true, unassign: false })).toBe(false);
    expect(canUndo(intoClass, { move: true, unassign: true })).toBe(true);
    expect(canUndo(toPending, { move: true, unassign: false })).toBe(true);
  });

  it("the undo's reason back to pending meets the unassign rule", () => {
    expect(reasonProblem('desasignar', UNDO_REASON)).toBeNull();
  });
});
