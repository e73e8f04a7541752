// The pure rules of #/preasignaciones: the sede's rooms, a day's rows, the teacher filter's cells,
// the rooms and types offered to a teacher, and the 'Preasignar Salón' panel's transitions.
import { describe, expect, it } from 'vitest';
import { COMBINATION_MESSAGES } from '../../core/school/classTypeCombinations';
import type { Preassignment, PreassignmentCandidate, RoomSummaryRow, TeacherSummaryRow } from '../../core/school/preassignments';
import {
  byRoom, cellView, daySlots, type PageRoom, removalBody, roomsOffered, roomSummaryText, sedeIndex, sedeRooms, splitRooms, typesOffered,
} from '../../src/pages/preassignments/preassignmentPage';
import {
  canCalculate, canCombine, canSave, INITIAL_PANEL, type PanelAction, panelReducer, type PanelState, saveRequest,
} from '../../src/pages/preassignments/preassignmentPanel';

const summaryRow = (id: number, nombre: string, tipos: string[], bloques = 11): RoomSummaryRow => ({
  id, nombre, capacidad: 10, tipos_permitidos: tipos, bloques, maximo: tipos[0] === 'tutoria' ? 260 : 55, porcentaje: Math.round((bloques / 55) * 100),
});
const room = (id: number, tipos: string[], porcentaje = 0): PageRoom => ({
  id, nombre: `Salón ${id}`, tipos_permitidos: tipos, bloques: 0, maximo: 55, porcentaje, tutoria: tipos.length === 1 && tipos[0] === 'tutoria',
});
const teacher = (tipos: string[], disponibilidad: string[] = []): TeacherSummaryRow => ({
  id: 7, primer_nombre: 'Ana', primer_apellido: 'Ruiz', tutor: false, tipos_permitidos: tipos, disponibilidad, disponibles: disponibilidad.length, preasignados: 0,
});
const pre = (id: number, salon_id: number, docente_id: number, dia = 1, hora = '06:00'): Preassignment => ({
  id, dia, hora, salon_id, docente_id, tipos: { tipos: ['regular_1'], modo: 'or' }, salon: { nombre: `Salón ${salon_id}` }, docente: { primer_nombre: 'X', primer_apellido: 'Y' },
});

describe('the sede’s rooms', () => {
  it('keeps the lookup’s active rooms the summary lists, in the lookup’s order, with their types and blocks', () => {
    const options = [
      { id: 3, name: 'A', activo: true },
      { id: 1, name: 'B', activo: false },
      { id: 2, name: 'C', activo: true },
      { id: 9, name: 'D', activo: true }, // not in the summary (another sede's rooms are not there either)
    ];
    const rooms = sedeRooms(options, [summaryRow(1, 'B', ['regular_1']), summaryRow(2, 'C', ['tutoria'], 26), summaryRow(3, 'A', ['regular_1', 'lab'])]);
    expect(rooms.map((r) => [r.id, r.nombre, r.tutoria])).toEqual([[3, 'A', false], [2, 'C', true]]);
    expect(rooms[0].tipos_permitidos).toEqual(['regular_1', 'lab']);
    expect(roomSummaryText(rooms[0])).toBe('11 / 55 · 20 %');
    expect(splitRooms(rooms)).toEqual({ grid: [rooms[0]], tutoring: [rooms[1]] });
  });

  it('gives the sede’s index as the rounded mean of its rooms’ percents', () => {
    expect(sedeIndex([room(1, ['a'], 20), room(2, ['a'], 25)])).toBe(23);
    expect(sedeIndex([])).toBe(0);
  });
});

describe('a day’s grid', () => {
  it('has a row per slot of that day’s template (Saturday its own five)', () => {
    expect(daySlots(1).map((slot) => slot.key)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50'].map((h) => `1T${h}`));
    expect(daySlots(6).map((slot) => slot.time)).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
  });

  it('groups the rooms’ answers by room', () => {
    const grouped = byRoom([[pre(1, 5, 7), pre(2, 5, 8, 2)], undefined, [pre(3, 6, 7)]]);
    expect([...grouped.keys()]).toEqual([5, 6]);
    expect(grouped.get(5)?.map((p) => p.id)).toEqual([1, 2]);
  });

  it('without a filter shows each cell as it is', () => {
    expect(cellView(pre(1, 5, 8), room(5, ['regular_1']), '1T06:00', null)).toEqual({ kind: 'filled', preassignment: pre(1, 5, 8), dimmed: false });
    expect(cellView(undefined, room(5, ['regular_1']), '1T06:00', null)).toEqual({ kind: 'free', available: false });
  });

  it('with a teacher dims the others and marks its available free slots in rooms sharing a type', () => {
    const filter = { teacher: teacher(['regular_1'], ['1T06:00', '1T07:30', '1T09:00']), busy: new Set(['1T07:30']) };
    const shared = room(5, ['regular_1']);
    expect(cellView(pre(1, 5, 8), shared, '1T06:00', filter)).toMatchObject({ dimmed: true });
    expect(cellView(pre(1, 5, 7), shared, '1T06:00', filter)).toMatchObject({ dimmed: false });
    expect(cellView(undefined, shared, '1T06:00', filter)).toEqual({ kind: 'free', available: true });
    // Busy elsewhere then, not available then, or no shared type: not marked.
    expect(cellView(undefined, shared, '1T07:30', filter)).toEqual({ kind: 'free', available: false });
    expect(cellView(undefined, shared, '1T10:40', filter)).toEqual({ kind: 'free', available: false });
    expect(cellView(undefined, room(6, ['lab']), '1T09:00', filter)).toEqual({ kind: 'free', available: false });
  });
});

describe('what a teacher is offered', () => {
  const rooms = [room(1, ['regular_1', 'lab']), room(2, ['speakup_basico']), room(3, ['tutoria'])];

  it('offers the rooms sharing a type, and the types both allow in the room’s order', () => {
    const t = teacher(['lab', 'regular_1', 'tutoria']);
    expect(roomsOffered(t, rooms).map((r) => r.id)).toEqual([1, 3]);
    expect(typesOffered(t, rooms[0])).toEqual(['regular_1', 'lab']);
    expect(typesOffered(teacher(['regular_1']), rooms[0])).toEqual(['regular_1']);
    expect(roomsOffered(teacher([]), rooms)).toEqual([]);
  });

  it('clears one slot with salon_id null', () => {
    expect(removalBody(pre(1, 5, 7, 3, '09:00'))).toEqual({ docente_id: 7, preasignaciones: [{ dia: 3, hora: '09:00', salon_id: null }] });
  });
});

const run = (...actions: PanelAction[]): PanelState => actions.reduce(panelReducer, INITIAL_PANEL);
const candidate = (dia: number, hora: string, salon_id: number | null = 5): PreassignmentCandidate => ({ dia, hora, salon_id, salon: salon_id === null ? null : { nombre: 'S' } });

describe('the Preasignar Salón panel', () => {
  it('needs a teacher and a room to calculate, and checks every candidate', () => {
    expect(canCalculate(run({ type: 'teacher', docenteId: 7 }))).toBe(false);
    const state = run({ type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 5 }, { type: 'candidates', candidates: [candidate(1, '06:00'), candidate(2, '07:30')] });
    expect(canCalculate(state)).toBe(true);
    expect([...state.checked]).toEqual(['1T06:00', '2T07:30']);
    expect(canCalculate(run({ type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 'delete' }))).toBe(true);
  });

  it('keeps Combinada only for two or more types that may combine', () => {
    expect(canCombine(['regular_1'])).toBe(false);
    expect(canCombine(['regular_1', 'regular_16'])).toBe(true);
    expect(canCombine(['regular_1', 'lab'])).toBe(false);
    const base = [{ type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 5 }] as const;
    // Asking 'and' for one type leaves 'or'.
    expect(run(...base, { type: 'toggleType', tipo: 'regular_1' }, { type: 'combined', on: true }).modo).toBe('or');
    const combined = run(...base, { type: 'toggleType', tipo: 'regular_1' }, { type: 'toggleType', tipo: 'regular_16' }, { type: 'combined', on: true });
    expect(combined.modo).toBe('and');
    // A type breaking the combination, or one type less, brings back 'or'.
    expect(panelReducer(combined, { type: 'toggleType', tipo: 'lab' }).modo).toBe('or');
    expect(panelReducer(combined, { type: 'toggleType', tipo: 'regular_16' })).toMatchObject({ tipos: ['regular_1'], modo: 'or' });
    expect(panelReducer(combined, { type: 'combined', on: false }).modo).toBe('or');
  });

  it('refuses a fifth type with the spec’s message', () => {
    const four = run(...['a', 'b', 'c', 'd'].map((tipo): PanelAction => ({ type: 'toggleType', tipo })));
    const refused = panelReducer(four, { type: 'toggleType', tipo: 'e' });
    expect(refused.tipos).toEqual(['a', 'b', 'c', 'd']);
    expect(refused.typeProblem).toBe(COMBINATION_MESSAGES.tooMany);
    expect(panelReducer(refused, { type: 'toggleType', tipo: 'a' }).typeProblem).toBeNull();
  });

  it('clears the types, resets the mode and drops the candidates when the room or the teacher changes', () => {
    const ready = run(
      { type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 5 }, { type: 'toggleType', tipo: 'regular_1' }, { type: 'toggleType', tipo: 'regular_16' },
      { type: 'combined', on: true }, { type: 'candidates', candidates: [candidate(1, '06:00')] },
    );
    expect(panelReducer(ready, { type: 'room', salonId: 6 })).toEqual({ ...INITIAL_PANEL, docenteId: 7, salonId: 6 });
    expect(panelReducer(ready, { type: 'teacher', docenteId: 8 })).toEqual({ ...INITIAL_PANEL, docenteId: 8 });
  });

  it('saves the checked candidates with the types and mode; clearing ones with no room and no types', () => {
    const ready = run(
      { type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 5 }, { type: 'candidates', candidates: [candidate(1, '06:00'), candidate(2, '07:30'), candidate(6, '08:00')] },
      { type: 'toggleCandidate', key: '2T07:30' },
    );
    // No type chosen yet: nothing to save.
    expect(canSave(ready)).toBe(false);
    expect(saveRequest(ready)).toBeNull();
    const typed = panelReducer(panelReducer(ready, { type: 'toggleType', tipo: 'regular_1' }), { type: 'toggleType', tipo: 'regular_16' });
    const and = panelReducer(typed, { type: 'combined', on: true });
    const tipos = { tipos: ['regular_1', 'regular_16'], modo: 'and' };
    expect(saveRequest(and)).toEqual({
      docente_id: 7,
      preasignaciones: [{ dia: 1, hora: '06:00', salon_id: 5, tipos }, { dia: 6, hora: '08:00', salon_id: 5, tipos }],
    });
    const clearing = run({ type: 'teacher', docenteId: 7 }, { type: 'room', salonId: 'delete' }, { type: 'candidates', candidates: [candidate(3, '09:00', null)] });
    expect(saveRequest(clearing)).toEqual({ docente_id: 7, preasignaciones: [{ dia: 3, hora: '09:00', salon_id: null }] });
    // Nothing checked: nothing to save; after a save the candidates are gone.
    expect(canSave(panelReducer(clearing, { type: 'toggleCandidate', key: '3T09:00' }))).toBe(false);
    expect(panelReducer(and, { type: 'saved' })).toMatchObject({ candidates: [], tipos: ['regular_1', 'regular_16'], modo: 'and' });
  });
});
