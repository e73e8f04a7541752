// The scheduler board's rules: where a drop goes (the server's state machine, fit and capacity),
// the keyboard menu's targets with why a place is refused, the slot drawn after a move, the colours
// of each booking state and novelty, the abilities by code and the slot the page opens on.
import { describe, expect, it } from 'vitest';
import { P } from '../../core/engine/permissions';
import type { BookingView, ClassView, SlotView } from '../../core/school/scheduler/slotView';
import { boardAbilities } from '../../src/pages/scheduler/abilities';
import {
  applyMove, bookingLook, classDroppable, destinationClass, liveCount, moveTargets, openingSlot, PENDING, planDrop,
} from '../../src/pages/scheduler/board';

const slotOf = { fecha: '2026-11-24', hora: '07:30', sede_id: 1 };

function booking(id: number, over: Partial<BookingView> = {}): BookingView {
  return {
    id, version: 1, estado: 'solicitado', estudiante_id: 100 + id, estudiante: `Estudiante ${id}`, tipo_clase: 'regular_3', tipo_solicitud: 'normal',
    tema_id: null, tema: null, curso: null, clase_id: null, novedad: null, ...over,
  };
}

function clase(id: number, tipos: string[], capacidad: number, agendamientos: BookingView[] = []): ClassView {
  return {
    id, version: 1, ...slotOf, salon_id: id, salon_nombre: `Salón ${id}`, capacidad, profesor_id: 50 + id, profesor: `Docente ${id}`,
    tipos, tipo_clase: 'regular', curso_id: -1, agendamientos: agendamientos.map((b) => ({ ...b, clase_id: id })),
  };
}

const slot: SlotView = {
  clases: [
    clase(1, ['regular_3', 'regular_18'], 2, [booking(10, { estado: 'asignado' })]),
    clase(2, ['regular_3'], 1, [booking(11, { estado: 'asignado' })]),
    clase(3, ['lab'], 5, [booking(12, { estado: 'notificado', tipo_clase: 'lab' })]),
  ],
  pendientes: [booking(20), booking(21, { tipo_clase: 'regular_7' })],
};

describe('planDrop', () => {
  it('moves a pending booking into a class it fits with a free seat', () => {
    expect(planDrop(slot, 20, classDroppable(1))).toEqual({ kind: 'move', claseId: 1 });
  });
  it('refuses a class of other types, a full class, and a state that does not move, naming the rule that failed', () => {
    expect(planDrop(slot, 21, classDroppable(1))).toEqual({ kind: 'refused', message: 'El tipo no corresponde: el agendamiento es de N1 y la clase de TN2 + C2' });
    expect(planDrop(slot, 20, classDroppable(2))).toEqual({ kind: 'refused', message: 'La clase no tiene cupo (1 de 1 ocupados)' });
    expect(planDrop(slot, 12, PENDING)).toEqual({ kind: 'refused', message: 'Solo se puede desasignar un agendamiento asignado.' });
  });
  it('back to pending is an unassign; the same place is nothing', () => {
    expect(planDrop(slot, 10, PENDING)).toEqual({ kind: 'unassign' });
    expect(planDrop(slot, 10, classDroppable(1))).toEqual({ kind: 'none' });
    expect(planDrop(slot, 20, PENDING)).toEqual({ kind: 'none' });
    expect(planDrop(slot, 999, PENDING)).toEqual({ kind: 'none' });
  });
  it('reads droppable ids', () => {
    expect(destinationClass(classDroppable(42))).toBe(42);
    expect(destinationClass(PENDING)).toBeNull();
  });
});

describe('moveTargets (the keyboard alternative)', () => {
  it('lists every other place, saying why the refused ones are', () => {
    const targets = moveTargets(slot, slot.clases[0].agendamientos[0]);
    expect(targets.map((t) => [t.droppableId, t.refused ?? null])).toEqual([
      ['clase-2', 'La clase no tiene cupo (1 de 1 ocupados)'],
      ['clase-3', 'El tipo no corresponde: el agendamiento es de TN2 y la clase de LAB'],
      ['pendientes', null],
    ]);
    expect(targets[0].label).toBe('Salón 2 · Docente 2 (1/1)');
  });
});

describe('applyMove', () => {
  it('draws the booking in its new place with its new state', () => {
    const after = applyMove(slot, 20, 1);
    expect(after.pendientes.map((b) => b.id)).toEqual([21]);
    expect(after.clases[0].agendamientos.map((b) => [b.id, b.estado])).toEqual([[10, 'asignado'], [20, 'asignado']]);
    expect(liveCount(after.clases[0])).toBe(2);
    const back = applyMove(after, 10, null);
    expect(back.pendientes.map((b) => [b.id, b.estado, b.clase_id])).toEqual([[21, 'solicitado', null], [10, 'solicitado', null]]);
  });
});

describe('bookingLook (the booking states’ colours)', () => {
  it('greys cancelled and blocked (struck), oranges asistente, borders the novelties', () => {
    expect(bookingLook({ estado: 'cancelado', novedad: null })).toMatchObject({ background: '#e0e0e0', struck: false, border: null });
    expect(bookingLook({ estado: 'bloqueado', novedad: null })).toMatchObject({ background: '#e0e0e0', struck: true });
    expect(bookingLook({ estado: 'asistente', novedad: null }).background).toBe('#ffe0b2');
    expect(bookingLook({ estado: 'asignado', novedad: 'error_tema' })).toMatchObject({ border: '#d32f2f', description: 'Asignado, tema no corresponde a la clase' });
    expect(bookingLook({ estado: 'asignado', novedad: 'sin_carpeta' }).border).toBe('#fbc02d');
  });
});

describe('boardAbilities (the scheduler’s codes)', () => {
  it('gives each button and menu to its code only', () => {
    const none = boardAbilities([]);
    expect(Object.values(none).every((v) => v === false)).toBe(true);
    const mover = boardAbilities([P.programador.clases]);
    expect(mover).toMatchObject({ move: true, unassign: false, deleteClass: false });
    expect(boardAbilities([P.programador.clases, P.programador.unassignAgendamiento]).unassign).toBe(true);
    expect(boardAbilities([P.programador.deleteClase]).deleteClass).toBe(true);
    expect(boardAbilities([P.docentes.show, P.salones.show])).toMatchObject({ teacherLink: true, roomLink: true });
  });
});

describe('openingSlot', () => {
  const at = (fecha: string, hora: string) => Date.parse(`${fecha}T${hora}:00-05:00`);
  const days = [
    { fecha: '2026-11-23', horas: ['07:30', '09:00'].map((hora) => ({ hora, timestamp: at('2026-11-23', hora) })) },
    { fecha: '2026-11-24', horas: ['07:30'].map((hora) => ({ hora, timestamp: at('2026-11-24', hora) })) },
  ];
  it('opens on the class under way (up to 20 minutes in), else the next', () => {
    expect(openingSlot(days, at('2026-11-23', '07:50'))).toEqual({ fecha: '2026-11-23', hora: '07:30' });
    expect(openingSlot(days, at('2026-11-23', '07:51'))).toEqual({ fecha: '2026-11-23', hora: '09:00' });
    expect(openingSlot(days, at('2026-11-23', '20:00'))).toEqual({ fecha: '2026-11-24', hora: '07:30' });
    expect(openingSlot(days, at('2026-12-01', '07:00'))).toEqual({ fecha: '2026-11-23', hora: '07:30' });
    expect(openingSlot([], 0)).toBeNull();
  });
});
