// The phone layouts' rules (issue 43 point 8): the scheduler board's columns and the one shown
// (src/pages/scheduler/boardColumns.ts), the toolbars' bar and 'Más acciones' menu
// (src/shell/toolbar/toolbarPlan.ts), a progress row's card lines (progressCard.ts).
import { describe, expect, it } from 'vitest';
import type { BookingView, ClassView, SlotView } from '../../core/school/scheduler/slotView';
import { boardColumns, shownColumn } from '../../src/pages/scheduler/boardColumns';
import { MORE_ACTIONS_LABEL, PHONE_BAR_ACTIONS, splitToolbar } from '../../src/shell/toolbar/toolbarPlan';
import { progressCardFacts } from '../../resources/estudiantes/progress/progressCard';

function booking(id: number, over: Partial<BookingView> = {}): BookingView {
  return {
    id, version: 1, estado: 'solicitado', estudiante_id: 100 + id, estudiante: `Estudiante ${id}`, tipo_clase: 'regular_3', tipo_solicitud: 'normal',
    tema_id: null, tema: null, curso: null, clase_id: null, novedad: null, ...over,
  };
}

function clase(id: number, salon: string, capacidad: number, agendamientos: BookingView[] = []): ClassView {
  return {
    id, version: 1, fecha: '2026-11-24', hora: '07:30', sede_id: 1, salon_id: id, salon_nombre: salon, capacidad, profesor_id: 50 + id,
    profesor: `Docente ${id}`, tipos: ['regular_3'], tipo_clase: 'regular', curso_id: -1, agendamientos: agendamientos.map((b) => ({ ...b, clase_id: id })),
  };
}

const slot: SlotView = {
  clases: [
    clase(1, 'Salón 101', 2, [booking(10, { estado: 'asignado' }), booking(11, { estado: 'cancelado' })]),
    clase(2, '', 6),
  ],
  pendientes: [booking(20), booking(21)],
};

describe('boardColumns', () => {
  it("names 'Pendientes' with its count, then each class by room · teacher and seats taken, in the board's order", () => {
    expect(boardColumns(slot)).toEqual([
      { id: 'pendientes', label: 'Pendientes (2)' },
      { id: 'clase-1', label: 'Salón 101 · Docente 1 (1/2)' },
      { id: 'clase-2', label: 'Sin salón · Docente 2 (0/6)' },
    ]);
  });

  it('has the pending list alone on an empty slot', () => {
    expect(boardColumns({ clases: [], pendientes: [] })).toEqual([{ id: 'pendientes', label: 'Pendientes (0)' }]);
  });
});

describe('shownColumn', () => {
  const columns = boardColumns(slot);
  it('shows the chosen column while the slot has it', () => {
    expect(shownColumn(columns, 'clase-2')).toBe('clase-2');
    expect(shownColumn(columns, 'pendientes')).toBe('pendientes');
  });

  it('falls back to the pending list with no choice or a class gone (deleted, another slot)', () => {
    expect(shownColumn(columns, null)).toBe('pendientes');
    expect(shownColumn(columns, 'clase-99')).toBe('pendientes');
  });
});

describe('splitToolbar', () => {
  const list = ['filtro', 'ordenar', 'enlace-vigencias', 'nuevo', 'masivo', 'importar', 'exportar', 'actualizar'].map((key) => ({ key }));
  it('keeps every action on the bar off a phone, in order', () => {
    expect(splitToolbar(list, false)).toEqual({ bar: list, menu: [] });
  });

  it("keeps finding and creating on a phone's bar and puts the rest in 'Más acciones', each in the toolbar's order", () => {
    const { bar, menu } = splitToolbar(list, true);
    expect(bar.map((a) => a.key)).toEqual(['filtro', 'ordenar', 'nuevo']);
    expect(menu.map((a) => a.key)).toEqual(['enlace-vigencias', 'masivo', 'importar', 'exportar', 'actualizar']);
  });

  it("keeps 'Editar' on a detail's bar", () => {
    const detail = ['lista', 'editar', 'eliminar', 'enlace-0', 'enlace-1', 'actualizar'].map((key) => ({ key }));
    expect(splitToolbar(detail, true).bar).toEqual([{ key: 'editar' }]);
    expect(PHONE_BAR_ACTIONS.has('actualizar')).toBe(false);
    expect(MORE_ACTIONS_LABEL).toBe('Más acciones');
  });
});

describe('progressCardFacts', () => {
  it('reads the state, attendance and Nota in es-CO, then the ID', () => {
    expect(progressCardFacts({ id: 7, estado: 'superado', abiertos: 0, asistencia: 1, nota: 3.5, rango_nota: 5 })).toEqual([
      { label: 'Estado', value: 'Superado' },
      { label: 'Asiste', value: 'Sí' },
      { label: 'Nota', value: '3,5 / 5' },
      { label: 'ID', value: '7' },
    ]);
  });

  it("says 'Agendado' for a pending topic with an open booking and '—' without a grade", () => {
    const facts = progressCardFacts({ id: 8, estado: 'pendiente', abiertos: 1, asistencia: null, nota: null, rango_nota: null });
    expect(facts.map((f) => f.value)).toEqual(['Agendado', '—', '—', '8']);
  });
});
