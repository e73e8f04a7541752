// The bookings (agendamientos) as the scheduler and the student area change them (and the student's
// detail lists them), in one place: the sede boundary (a booking is reached within the caller's
// reach only: the scheduler's current sede, or the student area's sedes), the row lock, the version,
// the state machine's refusals (core/school/scheduler/bookings.ts: a 409), the class it moves into checked
// to fit it (and its room to allow the booking's course, roomCourses.ts), the classes' history and
// the audit event. The room's capacity is left to the database (migration 024's trigger, said by
// conflicts.ts). A booking's creation, attendance and a slot's cancellation are written by
// bookingLifecycle.ts, reached through here. Handlers decide what changes; this writes it.
import { fitRefusal } from '../../core/school/scheduler/fit';
import { type AccionAgendamiento, type Destino, type EstadoAgendamiento, transition } from '../../core/school/scheduler/bookings';
import type { StudentBookingRow } from '../../core/school/students/records';
import type { Session } from '../auth/session';
import { changesBetween, recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { ACCESS_MESSAGES } from '../crud/access';
import { conflict, notFound, validationError } from '../errors/apiError';
import { type BookingRow, bookingCourseSql } from './bookingReads';
import { ROOM_COURSE_MESSAGES, roomAllowsSql } from './roomCourses';
import { recordClassEvent } from './classReads';
import { type Attendance, cancelSlot, createBooking, type NewBooking, signAttendance } from './bookingLifecycle';
import { appendObservationSql } from '../people/observationList';
import { type Reach, reachParam, withinReach } from '../people/reach';

export const BOOKING_MESSAGES = {
  moved: 'Agendamiento asignado a la clase',
  unassigned: 'Agendamiento devuelto a pendientes',
  cancelled: 'Agendamiento cancelado',
  confirmed: 'Agendamiento confirmado',
  autoAssigned: 'Agendamiento asignado automáticamente',
  created: 'Agendamiento creado',
  noClass: 'No hay una clase con cupo para este agendamiento',
} as const;

/** Where bookings are reached: these sedes (the scheduler: its current one), or null: any sede. */
export type BookingReach = Reach;

/** A booking as it is locked: with its topic and attendance. */
export interface LockedBooking extends BookingRow {
  tema_id: number | null;
  asistencia: boolean | null;
  asistencia_fecha: string | null;
  asistencia_usuario_id: number | null;
}

/**
 * A student's bookings as their detail lists them, newest first, those at one of `sedes` (null: any
 * sede); the student's reach checked in the same statement (404 out of reach).
 */
function ofStudent(db: Database, studentId: number, sedes: BookingReach, students: StudentReach): Promise<StudentBookingRow[]> {
  return students.rowsOfReached(db, studentId, (reached) => db.query<StudentBookingRow>(
    `SELECT a.id, a.version, a.clase_id, a.tema_id, to_char(a.fecha, 'YYYY-MM-DD') AS fecha, a.hora, a.tipo_clase,
            tc.nombre AS tipo_clase_nombre, t.nombre AS tema, cu.nombre AS curso, s.nombre AS salon, se.nombre AS sede,
            a.estado, a.observaciones, a.asistencia, a.asistencia_fecha, a.conformidad_fecha
     FROM agendamientos a
     JOIN tipos_clase tc ON tc.id = a.tipo_clase
     JOIN sedes se ON se.id = a.sede_id
     LEFT JOIN temas t ON t.id = a.tema_id
     LEFT JOIN cursos cu ON cu.id = t.curso_id
     LEFT JOIN clases c ON c.id = a.clase_id
     LEFT JOIN salones s ON s.id = c.salon_id
     WHERE a.estudiante_id = $1 AND ${withinReach('a.sede_id', 2)} AND ${reached}
     ORDER BY a.fecha DESC, a.hora DESC, a.id DESC`,
    [studentId, reachParam(sedes)],
  ));
}

/** The booking, locked, if it is at one of `sedes` (null: any sede) and its student is reached; else 404. */
async function lock(tx: Database, id: number, sedes: BookingReach, students: StudentReach): Promise<LockedBooking> {
  const [row] = await tx.query<LockedBooking>(
    `SELECT id, version, estado, clase_id, estudiante_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipo_clase,
            tema_id, asistencia, asistencia_fecha, asistencia_usuario_id
     FROM agendamientos WHERE id = $1 AND ${withinReach('sede_id', 2)} AND ${students.reachedSql('agendamientos.estudiante_id')} FOR UPDATE`,
    [id, reachParam(sedes)],
  );
  if (!row) throw notFound();
  return row;
}

export interface BookingChange {
  booking: LockedBooking;
  /** Absent: as it is. */
  estado?: EstadoAgendamiento;
  tema_id?: number | null;
  /** Undoing a signature forgets who marked the attendance and when. */
  clearAttendance?: boolean;
  /** Kept in the class history and the audit event; `observe` also appends it to the booking's observations. */
  motivo?: string;
  observe?: boolean;
  evento: string;
  tipo: string;
  session: Session;
}

/**
 * One action on a locked booking that keeps its class (the student area's, cancelling): the row, its
 * class's history (when it has one) and one audit event; answers the event as the message, with the booking.
 */
async function writeChange(tx: Database, change: BookingChange): Promise<{ mensaje: string; agendamiento: Record<string, unknown> }> {
  const { booking, session } = change;
  const after = {
    estado: change.estado ?? booking.estado,
    tema_id: change.tema_id === undefined ? booking.tema_id : change.tema_id,
    ...(change.clearAttendance ? { asistencia: null, asistencia_fecha: null, asistencia_usuario_id: null } : {}),
  };
  const [updated] = await tx.query<Record<string, unknown>>(
    `UPDATE agendamientos SET estado = $2, tema_id = $3,
       asistencia = CASE WHEN $4::boolean THEN NULL ELSE asistencia END,
       asistencia_fecha = CASE WHEN $4::boolean THEN NULL ELSE asistencia_fecha END,
       asistencia_usuario_id = CASE WHEN $4::boolean THEN NULL ELSE asistencia_usuario_id END,
       observaciones = CASE WHEN $5::text IS NULL THEN observaciones ELSE ${appendObservationSql('observaciones', '$5', '$6')} END,
       version = version + 1
     WHERE id = $1
     RETURNING id, version, estado, clase_id, estudiante_id, tema_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, asistencia, asistencia_fecha, observaciones`,
    [booking.id, after.estado, after.tema_id, change.clearAttendance ?? false, change.observe ? (change.motivo ?? null) : null, session.userId],
  );
  if (booking.clase_id !== null) {
    await recordClassEvent(tx, { claseId: booking.clase_id, evento: `${change.evento} (agendamiento ${booking.id})`, motivo: change.motivo, usuarioId: session.userId });
  }
  await recordEvent(tx, {
    universo: 'agendamientos',
    tipo: change.tipo,
    evento: change.evento,
    contenido: { cambios: changesBetween({ ...booking }, after), motivo: change.motivo ?? null },
    usuarioId: session.userId,
    registroId: booking.id,
  });
  return { mensaje: change.evento, agendamiento: updated };
}

/** A refused state transition: 409 naming why, nothing written. */
export const refusedTransition = (message: string) => conflict({ agendamiento_id: message }, message);

/** The state after the action, or 409 naming why the booking's state refuses it. */
export function nextState(action: AccionAgendamiento, booking: BookingRow, target?: Destino): EstadoAgendamiento {
  const result = transition(action, booking.estado, target);
  if ('error' in result) throw refusedTransition(result.error);
  return result.estado;
}

/** A stale version (someone moved it meanwhile) is the engine's 409. */
export function assertVersion(booking: BookingRow, version: number | undefined): void {
  if (version !== undefined && version !== booking.version) throw conflict(undefined, ACCESS_MESSAGES.stale);
}

/** The class, of the booking's sede, the booking fits (type among its types, same slot); else 404/400. */
async function fittingClass(tx: Database, booking: BookingRow, claseId: number): Promise<{ id: number; tipos: string[] }> {
  const [clase] = await tx.query<{ id: number; tipos: string[]; sede_id: number; fecha: string; hora: string; curso_permitido: boolean }>(
    `SELECT c.id, c.tipos, c.sede_id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, ${roomAllowsSql('s', bookingCourseSql('$3::integer'))} AS curso_permitido
     FROM clases c JOIN salones s ON s.id = c.salon_id WHERE c.id = $1 AND c.sede_id = $2`,
    [claseId, booking.sede_id, booking.id],
  );
  if (!clase) throw notFound();
  const refusal = fitRefusal(booking, { tipos: clase.tipos, sede_id: clase.sede_id, fecha: clase.fecha, hora: clase.hora });
  if (refusal) throw validationError({ clase_id: refusal.message }, refusal.message);
  if (!clase.curso_permitido) throw validationError({ clase_id: ROOM_COURSE_MESSAGES.booking }, ROOM_COURSE_MESSAGES.booking);
  return clase;
}

/** A booking into a class or out of it (its state with it). */
export interface Move {
  booking: BookingRow;
  estado: string;
  claseId: number | null;
  evento: string;
  motivo?: string | null;
  session: Session;
  tipo: string;
}

/** The booking's new class and state and the history of the classes it leaves and enters (the capacity trigger has the last word); answers the booking. */
async function place(tx: Database, move: Move): Promise<Record<string, unknown>> {
  const { booking, session } = move;
  const [updated] = await tx.query<Record<string, unknown>>(
    `UPDATE agendamientos SET clase_id = $2, estado = $3, version = version + 1 WHERE id = $1
     RETURNING id, version, estado, clase_id, estudiante_id`,
    [booking.id, move.claseId, move.estado],
  );
  for (const claseId of new Set([booking.clase_id, move.claseId])) {
    if (claseId !== null) await recordClassEvent(tx, { claseId, evento: `${move.evento} (agendamiento ${booking.id})`, motivo: move.motivo, usuarioId: session.userId });
  }
  return updated;
}

/** place and its audit event; answers the event as the message, with the booking. */
async function move(tx: Database, change: Move): Promise<{ mensaje: string; agendamiento: Record<string, unknown> }> {
  const { booking, session } = change;
  const updated = await place(tx, change);
  await recordEvent(tx, {
    universo: 'agendamientos',
    tipo: change.tipo,
    evento: change.evento,
    contenido: { cambios: { clase_id: { antes: booking.clase_id, despues: change.claseId }, estado: { antes: booking.estado, despues: change.estado } }, motivo: change.motivo ?? null },
    usuarioId: session.userId,
    registroId: booking.id,
  });
  return { mensaje: change.evento, agendamiento: updated };
}

/** The bookings within `reach` (a Database, or the write's transaction). */
export interface BookingRepository {
  /** A reached student's bookings (else 404), newest first. */
  ofStudent(studentId: number): Promise<StudentBookingRow[]>;
  /** The booking, locked, within reach and of a student reached (people/studentReach.ts); else 404. */
  lock(id: number): Promise<LockedBooking>;
  /** The class of the booking's sede it fits; else 404/400. */
  fittingClass(booking: BookingRow, claseId: number): Promise<{ id: number; tipos: string[] }>;
  /** Into a class or back to pending, with the classes' history and one audit event. */
  move(change: Move): Promise<{ mensaje: string; agendamiento: Record<string, unknown> }>;
  /** The same without its own audit event (reorganizar records one for the whole call). */
  place(change: Move): Promise<Record<string, unknown>>;
  /** A change that keeps the class (state, topic, attendance undone, observation), with its event. */
  change(change: BookingChange): Promise<{ mensaje: string; agendamiento: Record<string, unknown> }>;
  /** A new pending booking of a student reached, at a sede within reach (else 404), with its event; answers its id. */
  create(booking: NewBooking): Promise<number>;
  /** The attendance of a locked booking signed, with what follows it and its event. */
  signAttendance(attendance: Attendance): Promise<Record<string, unknown>>;
  /**
   * Every cancellable booking of a slot at a sede within reach (else 404) cancelled, with one event:
   * a slot-wide action (a closure), so whoever holds it, each named only when reached.
   */
  cancelSlot(slot: { sede: number; fecha: string; hora: string }, evento: (cancelled: number) => string): ReturnType<typeof cancelSlot>;
}

/** A sede outside reach is not found, as its rows would not be. */
function assertReach(reach: BookingReach, sede: number): void {
  if (reach && !reach.includes(sede)) throw notFound();
}

/**
 * The bookings `students.session` reaches: at one of `reach`'s sedes (the scheduler: its current one;
 * the student area: the caller's), of a student reached (the student area's one rule).
 */
export function bookingsWithin(tx: Database, students: StudentReach, reach: BookingReach): BookingRepository {
  return {
    ofStudent: (studentId) => ofStudent(tx, studentId, reach, students),
    lock: (id) => lock(tx, id, reach, students),
    fittingClass: (booking, claseId) => fittingClass(tx, booking, claseId),
    move: (change) => move(tx, change),
    place: (change) => place(tx, change),
    change: (change) => writeChange(tx, change),
    create: async (booking) => {
      assertReach(reach, booking.sede_id);
      await students.visible(tx, booking.estudiante_id, true);
      return createBooking(tx, booking);
    },
    signAttendance: (attendance) => signAttendance(tx, attendance),
    cancelSlot: (slot, evento) => {
      assertReach(reach, slot.sede);
      return cancelSlot(tx, slot, evento, students);
    },
  };
}
