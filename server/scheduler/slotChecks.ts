// Who may teach and where a class may be at a date, hour and types (rooms offered must allow all
// chosen types and hold no class at that slot; teachers must be available, have no class at that
// slot and allow all chosen types; the issue adds novedades, closures and the rooms' allowed
// courses). Each rule is one SQL condition with its Spanish message: the offers
// (clase/docentes_disponibles, …) keep the rows meeting them all, and a class's write names the
// first rule its teacher or room breaks. What a rule reads of the classes and bookings is their data
// modules' SQL (classReads.ts noClassAtSql, bookingReads.ts classCoursesSql).
import { weekdayKey, weekdayOfDate, type SchoolDay } from '../../core/school/calendar';
import type { Database, SqlParam } from '../db/database';
import { SqlParams } from '../db/sql';
import { classCoursesSql } from './bookingReads';
import { noClassAtSql } from './classReads';
import { ROOM_COURSE_MESSAGES, roomAllowsSql } from './roomCourses';

export interface Slot {
  fecha: string;
  hora: string;
  sedeId: number;
  tipos: readonly string[];
  /** A class being changed: its own room and teacher do not make the slot taken. */
  claseId?: number;
  /** The class whose courses a room must allow (roomCourses.ts); default claseId, none for a new class. */
  courseClassId?: number;
}

interface Check {
  key: string;
  sql: (p: SlotSql) => string;
  message: string;
  /** The rule another class at the slot breaks: a conflict (409), not a refused input (400). */
  taken?: boolean;
}

/** Said by the rules below and by the database's own keys (conflicts.ts) alike. */
export const TAKEN_MESSAGES = {
  room: 'El salón ya tiene una clase en ese horario',
  teacher: 'El docente ya tiene una clase en ese horario',
} as const;

/**
 * The slot's values as parameters of one query, each added when a rule first uses it (PostgreSQL
 * cannot type a parameter no statement mentions).
 */
class SlotSql {
  readonly params = new SqlParams();
  private readonly added = new Map<string, string>();
  constructor(private readonly slot: Slot) {}

  private param(name: string, value: () => SqlParam, cast: string): string {
    let placeholder = this.added.get(name);
    if (placeholder === undefined) {
      placeholder = `${this.params.add(value())}::${cast}`;
      this.added.set(name, placeholder);
    }
    return placeholder;
  }

  get fecha() {
    return this.param('fecha', () => this.slot.fecha, 'date');
  }
  get hora() {
    return this.param('hora', () => this.slot.hora, 'text');
  }
  get sede() {
    return this.param('sede', () => this.slot.sedeId, 'integer');
  }
  get tipos() {
    return this.param('tipos', () => [...this.slot.tipos], 'text[]');
  }
  get key() {
    return this.param('key', () => weekdayKey(weekdayOfDate(this.slot.fecha) as SchoolDay, this.slot.hora), 'text');
  }
  get clase() {
    return this.param('clase', () => this.slot.claseId ?? 0, 'integer');
  }
  get courseClass() {
    return this.param('courseClass', () => this.slot.courseClassId ?? this.slot.claseId ?? 0, 'integer');
  }
}

const TEACHER_CHECKS: Check[] = [
  { key: 'activo', sql: () => 'u.activo', message: 'El docente está inactivo' },
  { key: 'tipos', sql: (p) => `u.tipos_permitidos @> ${p.tipos}`, message: 'El docente no tiene permitidos estos tipos de clase' },
  { key: 'disponible', sql: (p) => `${p.key} = ANY(u.disponibilidad)`, message: 'El docente no está disponible en ese horario' },
  {
    key: 'sin_novedad',
    sql: (p) => `NOT EXISTS (SELECT 1 FROM novedades_docente n WHERE n.docente_id = u.id AND n.fecha = ${p.fecha} AND n.hora = ${p.hora})`,
    message: 'El docente tiene una novedad en ese horario',
  },
  {
    key: 'libre',
    sql: (p) => noClassAtSql('profesor_id', 'u.id', { fecha: p.fecha, hora: p.hora, except: p.clase }),
    message: TAKEN_MESSAGES.teacher,
    taken: true,
  },
];

const ROOM_CHECKS: Check[] = [
  { key: 'sede', sql: (p) => `s.sede_id = ${p.sede}`, message: 'El salón no es de la sede actual' },
  { key: 'activo', sql: () => 's.activo', message: 'El salón está inactivo' },
  { key: 'tipos', sql: (p) => `s.tipos_permitidos @> ${p.tipos}`, message: 'El salón no permite estos tipos de clase' },
  { key: 'cursos', sql: (p) => roomAllowsSql('s', classCoursesSql(p.courseClass)), message: ROOM_COURSE_MESSAGES.room },
  {
    key: 'libre',
    sql: (p) => noClassAtSql('salon_id', 's.id', { fecha: p.fecha, hora: p.hora, except: p.clase }),
    message: TAKEN_MESSAGES.room,
    taken: true,
  },
];

const TEACHERS = 'FROM usuarios u WHERE u.pr AND u.deleted_at IS NULL AND NOT u.tutor';
const ROOMS = 'FROM salones s WHERE true';

export interface TeacherOffer {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
}

export interface RoomOffer {
  id: number;
  nombre: string;
  capacidad: number;
}

/** Teachers meeting every rule at the slot, by name. */
export async function availableTeachers(db: Database, slot: Slot): Promise<TeacherOffer[]> {
  const p = new SlotSql(slot);
  const all = TEACHER_CHECKS.map((check) => `(${check.sql(p)})`).join(' AND ');
  return db.query<TeacherOffer>(`SELECT u.id, u.primer_nombre, u.primer_apellido ${TEACHERS} AND ${all} ORDER BY u.primer_nombre, u.primer_apellido, u.id`, p.params.values);
}

/** Rooms meeting every rule at the slot, by name. */
export async function availableRooms(db: Database, slot: Slot): Promise<RoomOffer[]> {
  const p = new SlotSql(slot);
  const all = ROOM_CHECKS.map((check) => `(${check.sql(p)})`).join(' AND ');
  return db.query<RoomOffer>(`SELECT s.id, s.nombre, s.capacidad ${ROOMS} AND ${all} ORDER BY s.nombre, s.id`, p.params.values);
}

export interface BrokenRule {
  message: string;
  taken: boolean;
}

/** The first rule the row breaks; 'missing' when there is no such teacher or room. */
async function firstBroken(db: Database, checks: Check[], from: string, alias: string, id: number, slot: Slot): Promise<BrokenRule | 'missing' | null> {
  const p = new SlotSql(slot);
  const columns = checks.map((check) => `(${check.sql(p)}) AS ${check.key}`).join(', ');
  const [row] = await db.query<Record<string, boolean>>(`SELECT ${columns} ${from} AND ${alias}.id = ${p.params.add(id)}`, p.params.values);
  if (!row) return 'missing';
  const broken = checks.find((check) => row[check.key] !== true);
  return broken ? { message: broken.message, taken: broken.taken === true } : null;
}

export const teacherProblem = (db: Database, id: number, slot: Slot) => firstBroken(db, TEACHER_CHECKS, TEACHERS, 'u', id, slot);
export const roomProblem = (db: Database, id: number, slot: Slot) => firstBroken(db, ROOM_CHECKS, ROOMS, 's', id, slot);

/** The first rule each of many teachers or rooms breaks, by id, in one query ('missing': no such row; absent: none broken). */
async function firstBrokenOf(db: Database, checks: Check[], from: string, alias: string, ids: readonly number[], slot: Slot): Promise<Map<number, (BrokenRule & { key: string }) | 'missing'>> {
  const result = new Map<number, (BrokenRule & { key: string }) | 'missing'>(ids.map((id) => [id, 'missing']));
  if (ids.length === 0) return result;
  const p = new SlotSql(slot);
  const columns = checks.map((check) => `(${check.sql(p)}) AS ${check.key}`).join(', ');
  const rows = await db.query<Record<string, boolean> & { id: number }>(`SELECT ${alias}.id, ${columns} ${from} AND ${alias}.id = ANY(${p.params.add([...ids])}::integer[])`, p.params.values);
  for (const row of rows) {
    const broken = checks.find((check) => row[check.key] !== true);
    if (broken) result.set(row.id, { key: broken.key, message: broken.message, taken: broken.taken === true });
    else result.delete(row.id);
  }
  return result;
}

export const teachersProblems = (db: Database, ids: readonly number[], slot: Slot) => firstBrokenOf(db, TEACHER_CHECKS, TEACHERS, 'u', ids, slot);
export const roomsProblems = (db: Database, ids: readonly number[], slot: Slot) => firstBrokenOf(db, ROOM_CHECKS, ROOMS, 's', ids, slot);

/** The closure (cierre, made in #/cierres) covering the sede at that date and hour, if any. */
export async function closureAt(db: Database, slot: Pick<Slot, 'fecha' | 'hora' | 'sedeId'>): Promise<string | null> {
  const [row] = await db.query<{ mensaje: string }>(
    'SELECT mensaje FROM cierres WHERE fecha = $1::date AND $2 = ANY(horas) AND $3::integer = ANY(sedes) LIMIT 1',
    [slot.fecha, slot.hora, slot.sedeId],
  );
  return row?.mensaje ?? null;
}
