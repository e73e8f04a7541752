// 'Reorganizar' (core/school/scheduler/reorganize.ts): each reason a booking stays pending, the
// fewest classes among the plans placing the most, and the maximum flow underneath. The random
// instances are checked against an independent brute force in schedulerReorganize.property.test.ts.
import { describe, expect, it } from 'vitest';
import { FlowNetwork } from '../../core/school/scheduler/maxFlow';
import { pendingReasons, reorganize, type SlotInput, type SlotPreassignment } from '../../core/school/scheduler/reorganize';

const pending = (tipo: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i, tipo_clase: tipo }));

let nextId = 1;
function pa(tipos: string[], capacidad: number, extra: Partial<SlotPreassignment> = {}): SlotPreassignment {
  const id = nextId++;
  return { id, salon_id: id, docente_id: 100 + id, docente: `Docente ${id}`, tipos, modo: 'or', capacidad, salonTipos: tipos, docenteTipos: tipos, bloqueos: [], ...extra };
}

const slot = (input: Partial<SlotInput>): SlotInput => ({ pendientes: [], clases: [], preasignaciones: [], cierre: null, ...input });
const reasons = (input: SlotInput) => reorganize(input).pendientes.map((p) => p.motivo);

describe('why a booking stays pending: one reason kind each', () => {
  it('cierre: a closure of the sede places nothing and says its message', () => {
    const result = reorganize(slot({ pendientes: pending('lab', 2), clases: [{ id: 1, tipos: ['lab'], capacidad: 10, ocupados: 0 }], cierre: 'Mantenimiento eléctrico' }));
    expect(result.colocaciones).toEqual([]);
    expect(result.pendientes.map((p) => p.motivo)).toEqual(Array(2).fill({ tipo: 'cierre', mensaje: 'cierre de la sede: Mantenimiento eléctrico' }));
  });

  it('sin_cupo: the classes of the type are full', () => {
    expect(reasons(slot({ pendientes: pending('regular_7', 1), clases: [{ id: 1, tipos: ['regular_7', 'regular_8'], capacidad: 10, ocupados: 10 }] }))).toEqual([
      { tipo: 'sin_cupo', mensaje: 'sin cupo para tipo regular_7' },
    ]);
  });

  it('sin_cupo: the pre-assignment that could teach it went to more bookings of another type', () => {
    const result = reorganize(slot({ pendientes: [...pending('regular_1', 5), ...pending('lab', 1, 10)], preasignaciones: [pa(['regular_1', 'lab'], 5)] }));
    expect(result.nuevas.map((n) => n.tipos)).toEqual([['regular_1']]);
    expect(result.pendientes).toEqual([{ agendamiento_id: 10, tipo_clase: 'lab', motivo: { tipo: 'sin_cupo', mensaje: 'sin cupo para tipo lab' } }]);
  });

  it('novedad: the only teacher for the type has a novedad, named with its text', () => {
    const blocked = pa(['lab'], 10, { docente: 'Ana Pérez', bloqueos: [{ regla: 'novedad', mensaje: 'Incapacidad / Cita médica' }] });
    expect(reasons(slot({ pendientes: pending('lab', 1), preasignaciones: [blocked] }))).toEqual([{ tipo: 'novedad', mensaje: 'novedad del docente Ana Pérez: Incapacidad / Cita médica' }]);
  });

  it('sin_docente: the teacher is busy, or does not teach the type', () => {
    const busy = pa(['lab'], 10, { bloqueos: [{ regla: 'docente', mensaje: 'El docente ya tiene una clase en ese horario' }] });
    const other = pa(['lab'], 10, { docenteTipos: ['regular_1'] });
    for (const p of [busy, other]) expect(reasons(slot({ pendientes: pending('lab', 1), preasignaciones: [p] }))).toEqual([{ tipo: 'sin_docente', mensaje: 'ningún docente disponible con tipo lab' }]);
  });

  it('sin_salon: the room is taken, or does not allow the type', () => {
    const taken = pa(['lab'], 10, { bloqueos: [{ regla: 'salon', mensaje: 'El salón ya tiene una clase en ese horario' }] });
    const other = pa(['lab'], 10, { salonTipos: ['regular_1'] });
    for (const p of [taken, other]) expect(reasons(slot({ pendientes: pending('lab', 1), preasignaciones: [p] }))).toEqual([{ tipo: 'sin_salon', mensaje: 'ningún salón libre con tipo lab' }]);
  });

  it("sin_curso: a class or pre-assignment teaches the type, but its room does not allow the booking's course", () => {
    const mine = [{ id: 1, tipo_clase: 'lab', curso_id: 7 }, { id: 2, tipo_clase: 'lab', curso_id: 8 }, { id: 3, tipo_clase: 'lab', curso_id: null }];
    // The class's room takes course 7 only; a booking without a course goes anywhere.
    const inClass = reorganize(slot({ pendientes: mine, clases: [{ id: 1, tipos: ['lab'], capacidad: 10, ocupados: 0, cursos: [7] }] }));
    expect(inClass.colocaciones.map((c) => c.agendamiento_id).sort()).toEqual([1, 3]);
    expect(inClass.pendientes).toEqual([{ agendamiento_id: 2, tipo_clase: 'lab', motivo: { tipo: 'sin_curso', mensaje: 'ningún salón con tipo lab permite su curso' } }]);
    // Two pre-assignments of one seat, a room for course 8 and a room for every course: course 7 must take the open one.
    const [only8, open] = [pa(['lab'], 1, { salonCursos: [8] }), pa(['lab'], 1)];
    const opened = reorganize(slot({ pendientes: mine.slice(0, 2), preasignaciones: [only8, open] }));
    expect(opened.pendientes).toEqual([]);
    const roomOf = new Map(opened.colocaciones.map((c) => [c.agendamiento_id, 'nueva' in c.destino ? opened.nuevas[c.destino.nueva].salon_id : null]));
    expect(Object.fromEntries(roomOf)).toEqual({ 1: open.salon_id, 2: only8.salon_id });
  });

  it('sin_preasignacion: no pre-assignment of the slot lists the type', () => {
    expect(reasons(slot({ pendientes: pending('writing', 1), preasignaciones: [pa(['lab'], 10)] }))).toEqual([
      { tipo: 'sin_preasignacion', mensaje: 'no hay preasignación para tipo writing en esta franja' },
    ]);
  });

  it('colocable: before reorganizing, the pending list says which ones it would place', () => {
    const input = slot({ pendientes: [...pending('lab', 2), ...pending('writing', 1, 10)], clases: [{ id: 1, tipos: ['lab'], capacidad: 3, ocupados: 2 }] });
    expect(Object.fromEntries(pendingReasons(input))).toEqual({
      1: { tipo: 'colocable', mensaje: 'Reorganizar puede asignarlo a una clase' },
      2: { tipo: 'sin_cupo', mensaje: 'sin cupo para tipo lab' },
      10: { tipo: 'sin_preasignacion', mensaje: 'no hay preasignación para tipo writing en esta franja' },
    });
  });
});

describe('the most placed, then the fewest classes', () => {
  it('first asked, first placed; an existing class’s free seats before any new class', () => {
    const result = reorganize(slot({ pendientes: pending('lab', 3), clases: [{ id: 7, tipos: ['lab'], capacidad: 10, ocupados: 8 }], preasignaciones: [pa(['lab'], 20)] }));
    expect(result.nuevas).toHaveLength(1);
    expect(result.colocaciones.filter((c) => 'clase_id' in c.destino).map((c) => c.agendamiento_id)).toEqual([1, 2]);
    // Only one booking is left for a new class, and one class is needed for it.
    expect(reorganize(slot({ pendientes: pending('lab', 2), clases: [{ id: 7, tipos: ['lab'], capacidad: 10, ocupados: 8 }], preasignaciones: [pa(['lab'], 20)] })).nuevas).toEqual([]);
  });

  it('one room of 30 rather than three of 10 for 25 bookings', () => {
    const big = pa(['lab'], 30);
    const result = reorganize(slot({ pendientes: pending('lab', 25), preasignaciones: [big, pa(['lab'], 10), pa(['lab'], 10), pa(['lab'], 10)] }));
    expect(result.nuevas.map((n) => n.preasignacion_id)).toEqual([big.id]);
    expect(result.colocaciones).toHaveLength(25);
  });

  it('one combined class (\'and\') rather than one per type', () => {
    const combined = pa(['regular_1', 'regular_16'], 12, { modo: 'and' });
    const result = reorganize(slot({ pendientes: [...pending('regular_1', 5), ...pending('regular_16', 5, 10)], preasignaciones: [combined, pa(['regular_1'], 10), pa(['regular_16'], 10)] }));
    expect(result.nuevas).toEqual([{ preasignacion_id: combined.id, salon_id: combined.salon_id, docente_id: combined.docente_id, tipos: ['regular_1', 'regular_16'] }]);
    expect(result.pendientes).toEqual([]);
  });

  it('an \'or\' pre-assignment opens with the type that lets the most be placed (first fit would not)', () => {
    const either = pa(['lab', 'writing'], 10);
    const labOnly = pa(['lab'], 10);
    const result = reorganize(slot({ pendientes: [...pending('lab', 10), ...pending('writing', 10, 20)], preasignaciones: [either, labOnly] }));
    expect(result.colocaciones).toHaveLength(20);
    expect(Object.fromEntries(result.nuevas.map((n) => [n.preasignacion_id, n.tipos]))).toEqual({ [either.id]: ['writing'], [labOnly.id]: ['lab'] });
  });

  it('two pre-assignments of one room (or teacher) open at most one class', () => {
    const small = pa(['lab'], 10);
    const large = pa(['lab'], 20, { salon_id: small.salon_id });
    const result = reorganize(slot({ pendientes: pending('lab', 15), preasignaciones: [small, large] }));
    expect(result.nuevas.map((n) => n.preasignacion_id)).toEqual([large.id]);
    const teacher = reorganize(slot({ pendientes: pending('lab', 25), preasignaciones: [small, pa(['lab'], 20, { docente_id: small.docente_id })] }));
    expect(teacher.nuevas).toHaveLength(1);
    expect(teacher.colocaciones).toHaveLength(20);
  });

  it('a blocked pre-assignment, an \'and\' one whose room refuses a type and tutoring never open', () => {
    const input = slot({
      pendientes: [...pending('lab', 2), ...pending('regular_1', 2, 10), ...pending('tutoria', 1, 20)],
      preasignaciones: [
        pa(['lab'], 10, { bloqueos: [{ regla: 'salon', mensaje: 'El salón está inactivo' }] }),
        pa(['regular_1', 'regular_16'], 10, { modo: 'and', salonTipos: ['regular_1'] }),
        pa(['tutoria'], 10),
      ],
    });
    const result = reorganize(input);
    expect(result.nuevas).toEqual([]);
    expect(result.pendientes.map((p) => p.motivo.tipo)).toEqual(['sin_salon', 'sin_salon', 'sin_salon', 'sin_salon', 'sin_preasignacion']);
    expect(result.optimo).toBe(true);
  });
});

describe('FlowNetwork', () => {
  it('finds the maximum flow of a textbook network (CLRS 26.1: 23)', () => {
    const net = new FlowNetwork(6);
    for (const [a, b, c] of [[0, 1, 16], [0, 2, 13], [1, 3, 12], [2, 1, 4], [2, 4, 14], [3, 2, 9], [3, 5, 20], [4, 3, 7], [4, 5, 4]]) net.addEdge(a, b, c);
    expect(net.maxFlow(0, 5)).toBe(23);
  });

  it('the cheapest maximum flow takes the cheaper path first and reroutes through a reverse edge', () => {
    const net = new FlowNetwork(4);
    const cheap = net.addEdge(0, 1, 2, 1);
    net.addEdge(0, 2, 2, 5);
    net.addEdge(1, 3, 1, 1);
    net.addEdge(1, 2, 2, 1);
    net.addEdge(2, 3, 3, 1);
    expect(net.minCostMaxFlow(0, 3)).toEqual({ flow: 4, cost: 2 + 10 + 1 + 1 + 3 });
    expect(net.flowOn(cheap)).toBe(2);
  });
});
