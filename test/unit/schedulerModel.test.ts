// The scheduler's hard rules under random operation sequences (fast-check): a small slot world where
// every operation is decided by the product's own pure rules (combinations, the booking state
// machine, fit, Reorganizar's planner) and, after every step, no room or teacher holds two classes
// of a slot, no class is over capacity or of a forbidden combination, none sits under a closure, no
// class opened over a teacher's novedad, every booking in a class fits it, a student has one open
// booking per slot. 2,000 sequences in the normal run, always the same ones (a fixed seed: a failure
// reproduces as is); `npm run test:deep` runs SCHEDULER_DEEP_RUNS of them from a new seed each time
// (fast-check prints it on a failure; SCHEDULER_SEED replays one).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationProblem } from '../../core/school/classTypeCombinations';
import { type EstadoAgendamiento, isOpen, transition } from '../../core/school/scheduler/bookings';
import { bookingFitsClass } from '../../core/school/scheduler/fit';
import { reorganize, type SlotInput } from '../../core/school/scheduler/reorganize';

const RUNS = Number(process.env.SCHEDULER_DEEP_RUNS ?? 2_000);
const SEED = process.env.SCHEDULER_SEED ?? (process.env.SCHEDULER_DEEP_RUNS === undefined ? '20990105' : undefined);
const FECHA = '2099-01-05';
const SLOTS = ['07:30', '09:00'];
const TYPES = ['regular_7', 'regular_8', 'lab'];
/** What a class is asked to teach: mostly one type or the pair that combines, sometimes a pair that does not. */
const CLASS_TYPES = [['regular_7'], ['regular_8'], ['lab'], ['regular_7', 'regular_8'], ['regular_7', 'lab']];
const SEDE = 1;

interface Room { id: number; capacidad: number; tipos: string[] }
interface Teacher { id: number; tipos: string[]; disponible: string[] }
interface Pre { id: number; hora: string; salon: number; docente: number; tipos: string[]; modo: 'and' | 'or' }
interface World { rooms: Room[]; teachers: Teacher[]; pres: Pre[]; students: number }
interface Clase { id: number; hora: string; salon: number; docente: number; tipos: string[] }
interface Booking { id: number; estudiante: number; hora: string; tipo: string; estado: EstadoAgendamiento; clase: number | null }

type Op =
  | { op: 'crear'; salon: number; docente: number; tipos: string[]; slot: number }
  | { op: 'agendar'; estudiante: number; slot: number; tipo: string }
  | { op: 'mover'; booking: number; clase: number }
  | { op: 'desasignar'; booking: number }
  | { op: 'cancelar'; booking: number }
  | { op: 'reorganizar'; slot: number }
  | { op: 'novedad'; docente: number; slot: number }
  | { op: 'cierre'; slot: number };

// Mostly every type, so that classes open and bookings fit often enough to test something.
const subset = fc.oneof(fc.constant(TYPES), fc.subarray(TYPES, { minLength: 2 }));
const world: fc.Arbitrary<World> = fc
  .record({
    rooms: fc.array(fc.record({ capacidad: fc.integer({ min: 1, max: 3 }), tipos: subset }), { minLength: 1, maxLength: 3 }),
    teachers: fc.array(fc.record({ tipos: subset, disponible: fc.oneof(fc.constant(SLOTS), fc.subarray(SLOTS, { minLength: 1 })) }), { minLength: 1, maxLength: 3 }),
    pres: fc.array(fc.record({ slot: fc.nat(1), salon: fc.nat(2), docente: fc.nat(2), tipos: fc.constantFrom(...CLASS_TYPES), modo: fc.constantFrom('and' as const, 'or' as const) }), { maxLength: 4 }),
    students: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ rooms, teachers, pres, students }) => ({
    rooms: rooms.map((r, i) => ({ id: i + 1, ...r })),
    teachers: teachers.map((t, i) => ({ id: i + 1, ...t })),
    pres: pres.map((p, i) => ({ id: i + 1, hora: SLOTS[p.slot], salon: (p.salon % rooms.length) + 1, docente: (p.docente % teachers.length) + 1, tipos: p.tipos, modo: p.modo })),
    students,
  }));

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('crear' as const), salon: fc.nat(2), docente: fc.nat(2), tipos: fc.constantFrom(...CLASS_TYPES), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('crear' as const), salon: fc.nat(2), docente: fc.nat(2), tipos: fc.constantFrom(...CLASS_TYPES), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('agendar' as const), estudiante: fc.nat(4), slot: fc.nat(1), tipo: fc.constantFrom(...TYPES) }),
  fc.record({ op: fc.constant('agendar' as const), estudiante: fc.nat(4), slot: fc.nat(1), tipo: fc.constantFrom(...TYPES) }),
  fc.record({ op: fc.constant('mover' as const), booking: fc.nat(9), clase: fc.nat(5) }),
  fc.record({ op: fc.constant('mover' as const), booking: fc.nat(9), clase: fc.nat(5) }),
  fc.record({ op: fc.constant('desasignar' as const), booking: fc.nat(9) }),
  fc.record({ op: fc.constant('cancelar' as const), booking: fc.nat(9) }),
  fc.record({ op: fc.constant('reorganizar' as const), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('novedad' as const), docente: fc.nat(2), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('cierre' as const), slot: fc.nat(1) }),
);

/** The school of one sequence: the product's rules decide each operation. */
class School {
  clases: Clase[] = [];
  bookings: Booking[] = [];
  novedades = new Set<string>();
  cierres = new Set<string>();
  constructor(private readonly w: World) {}

  private room = (id: number) => this.w.rooms.find((r) => r.id === id);
  private teacher = (id: number) => this.w.teachers.find((t) => t.id === id);
  live = (clase: Clase) => this.bookings.filter((b) => b.clase === clase.id && b.estado !== 'cancelado' && b.estado !== 'bloqueado').length;

  /** clase/crear's rules (slotChecks.ts and classWrites.ts); null when it may open. */
  classProblem(hora: string, salon: number, docente: number, tipos: string[]): string | null {
    const room = this.room(salon);
    const teacher = this.teacher(docente);
    if (!room || !teacher) return 'no existe';
    if (combinationProblem(tipos) !== null) return 'combinación';
    if (this.cierres.has(hora)) return 'cierre';
    if (!tipos.every((t) => room.tipos.includes(t))) return 'salón no permite';
    if (!tipos.every((t) => teacher.tipos.includes(t))) return 'docente no permite';
    if (!teacher.disponible.includes(hora)) return 'docente no disponible';
    if (this.novedades.has(`${docente}@${hora}`)) return 'novedad';
    if (this.clases.some((c) => c.hora === hora && c.salon === salon)) return 'salón ocupado';
    if (this.clases.some((c) => c.hora === hora && c.docente === docente)) return 'docente ocupado';
    return null;
  }

  /** Classes opened while their teacher had a novedad then (must stay none). */
  overNovedad = 0;

  open(hora: string, salon: number, docente: number, tipos: string[]): Clase {
    if (this.novedades.has(`${docente}@${hora}`)) this.overNovedad++;
    const clase = { id: this.clases.length + 1 + this.clases.reduce((m, c) => Math.max(m, c.id), 0), hora, salon, docente, tipos };
    this.clases.push(clase);
    return clase;
  }

  /** set_clase into a class: the state machine, the fit, the seats. */
  moveProblem(booking: Booking, clase: Clase): string | null {
    if ('error' in transition('mover', booking.estado, 'clase')) return 'estado';
    const fits = bookingFitsClass({ tipo_clase: booking.tipo, sede_id: SEDE, fecha: FECHA, hora: booking.hora }, { tipos: clase.tipos, sede_id: SEDE, fecha: FECHA, hora: clase.hora });
    if (!fits) return 'no corresponde';
    if (this.live(clase) >= (this.room(clase.salon)?.capacidad ?? 0)) return 'sin cupo';
    return null;
  }

  reorganizar(hora: string): void {
    const input: SlotInput = {
      pendientes: this.bookings.filter((b) => b.hora === hora && b.clase === null && b.estado === 'solicitado').map((b) => ({ id: b.id, tipo_clase: b.tipo })),
      clases: this.clases.filter((c) => c.hora === hora).map((c) => ({ id: c.id, tipos: c.tipos, capacidad: this.room(c.salon)!.capacidad, ocupados: this.live(c) })),
      preasignaciones: this.w.pres.filter((p) => p.hora === hora).map((p) => {
        const room = this.room(p.salon)!;
        const teacher = this.teacher(p.docente)!;
        const bloqueos = [
          ...(this.novedades.has(`${p.docente}@${hora}`) ? [{ regla: 'novedad' as const, mensaje: 'novedad' }] : []),
          ...(!teacher.disponible.includes(hora) || this.clases.some((c) => c.hora === hora && c.docente === p.docente) ? [{ regla: 'docente' as const, mensaje: 'docente' }] : []),
          ...(this.clases.some((c) => c.hora === hora && c.salon === p.salon) ? [{ regla: 'salon' as const, mensaje: 'salón' }] : []),
        ];
        return { id: p.id, salon_id: p.salon, docente_id: p.docente, docente: `Docente ${p.docente}`, tipos: p.tipos, modo: p.modo, capacidad: room.capacidad, salonTipos: room.tipos, docenteTipos: teacher.tipos, bloqueos };
      }),
      cierre: this.cierres.has(hora) ? 'Cierre de prueba' : null,
    };
    const plan = reorganize(input);
    // Every class it opens must pass clase/crear's rules, every placement set_clase's.
    const opened = plan.nuevas.map((n) => {
      expect(this.classProblem(hora, n.salon_id, n.docente_id, n.tipos), `abre ${JSON.stringify(n)}`).toBeNull();
      return this.open(hora, n.salon_id, n.docente_id, n.tipos);
    });
    for (const placement of plan.colocaciones) {
      const booking = this.bookings.find((b) => b.id === placement.agendamiento_id)!;
      const clase = 'clase_id' in placement.destino ? this.clases.find((c) => c.id === (placement.destino as { clase_id: number }).clase_id)! : opened[placement.destino.nueva];
      expect(this.moveProblem(booking, clase), `coloca ${booking.id}`).toBeNull();
      booking.clase = clase.id;
      booking.estado = 'asignado';
    }
    expect(plan.colocaciones.length + plan.pendientes.length).toBe(input.pendientes.length);
  }

  apply(o: Op): void {
    const booking = 'booking' in o ? this.bookings[o.booking % Math.max(1, this.bookings.length)] : undefined;
    switch (o.op) {
      case 'crear': {
        const [hora, salon, docente] = [SLOTS[o.slot], (o.salon % this.w.rooms.length) + 1, (o.docente % this.w.teachers.length) + 1];
        if (this.classProblem(hora, salon, docente, o.tipos) === null) this.open(hora, salon, docente, o.tipos);
        return;
      }
      case 'agendar': {
        const [estudiante, hora] = [o.estudiante % this.w.students, SLOTS[o.slot]];
        if (!this.bookings.some((b) => b.estudiante === estudiante && b.hora === hora && isOpen(b.estado))) {
          this.bookings.push({ id: this.bookings.length + 1, estudiante, hora, tipo: o.tipo, estado: 'solicitado', clase: null });
        }
        return;
      }
      case 'mover': {
        const clase = this.clases[o.clase % Math.max(1, this.clases.length)];
        if (booking && clase && this.moveProblem(booking, clase) === null) {
          booking.clase = clase.id;
          booking.estado = 'asignado';
        }
        return;
      }
      case 'desasignar':
      case 'cancelar': {
        if (!booking) return;
        const result = transition(o.op, booking.estado);
        if ('estado' in result) {
          booking.estado = result.estado;
          if (o.op === 'desasignar') booking.clase = null;
        }
        return;
      }
      case 'reorganizar':
        this.reorganizar(SLOTS[o.slot]);
        return;
      case 'novedad':
        this.novedades.add(`${(o.docente % this.w.teachers.length) + 1}@${SLOTS[o.slot]}`);
        return;
      case 'cierre':
        // A closure is created over a slot without classes (those would be cancelled first).
        if (!this.clases.some((c) => c.hora === SLOTS[o.slot])) this.cierres.add(SLOTS[o.slot]);
    }
  }

  assertInvariants(): void {
    const key = (c: Clase, field: 'salon' | 'docente') => `${c.hora}/${c[field]}`;
    expect(new Set(this.clases.map((c) => key(c, 'salon'))).size, 'salón dos veces en una franja').toBe(this.clases.length);
    expect(new Set(this.clases.map((c) => key(c, 'docente'))).size, 'docente dos veces en una franja').toBe(this.clases.length);
    for (const clase of this.clases) {
      expect(this.live(clase), 'sobrecupo').toBeLessThanOrEqual(this.room(clase.salon)!.capacidad);
      expect(combinationProblem(clase.tipos), 'combinación').toBeNull();
      expect(this.cierres.has(clase.hora), 'clase bajo un cierre').toBe(false);
    }
    for (const b of this.bookings.filter((x) => x.clase !== null && isOpen(x.estado))) {
      const clase = this.clases.find((c) => c.id === b.clase)!;
      expect(clase.tipos.includes(b.tipo) && clase.hora === b.hora, 'agendamiento que no corresponde').toBe(true);
    }
    expect(this.overNovedad, 'clase sobre una novedad del docente').toBe(0);
    const open = this.bookings.filter((b) => isOpen(b.estado)).map((b) => `${b.estudiante}@${b.hora}`);
    expect(new Set(open).size, 'dos agendamientos abiertos en una franja').toBe(open.length);
  }
}

describe('the scheduler under random operation sequences', () => {
  it(`keeps every hard rule over ${RUNS} sequences`, () => {
    fc.assert(
      fc.property(world, fc.array(op, { minLength: 1, maxLength: 20 }), (w, ops) => {
        const school = new School(w);
        for (const o of ops) {
          school.apply(o);
          school.assertInvariants();
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: Number(SEED) }) },
    );
  }, 120_000);

  it('opens no class over a novedad or under a closure, and only combinations the spec allows', () => {
    const w: World = { rooms: [{ id: 1, capacidad: 2, tipos: TYPES }], teachers: [{ id: 1, tipos: TYPES, disponible: SLOTS }], pres: [], students: 1 };
    const school = new School(w);
    school.novedades.add('1@07:30');
    expect(school.classProblem('07:30', 1, 1, ['lab'])).toBe('novedad');
    school.cierres.add('09:00');
    expect(school.classProblem('09:00', 1, 1, ['lab'])).toBe('cierre');
    school.cierres.clear();
    expect(school.classProblem('09:00', 1, 1, ['regular_7', 'lab'])).toBe('combinación');
    expect(school.classProblem('09:00', 1, 1, ['regular_7', 'regular_8'])).toBeNull();
  });
});
