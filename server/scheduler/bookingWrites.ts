// A booking's moves (doc 2 §4, the state machine): read and locked within the current
// sede (the student area: within the caller's sedes), its next state from
// core/scheduler/bookings.ts (a refusal is a 409), its class checked to fit it (and its room to
// allow the booking's course, roomCourses.ts), the room's capacity left to the database (migration
// 024's trigger, said by conflicts.ts).
import { fitRefusal } from '../../core/scheduler/fit';
import { type AccionAgendamiento, type Destino, type EstadoAgendamiento, transition } from '../../core/scheduler/bookings';
import type { Session } from '../auth/session';
import { changesBetween, recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { ACCESS_MESSAGES } from '../crud/access';
import { conflict, notFound, validationError } from '../http/errors';
import { bookingCourseSql, ROOM_COURSE_MESSAGES, roomAllowsSql } from './roomCourses';
import { recordClassEvent } from './classesRepo';
import { appendObservationSql } from './observations';

export const BOOKING_MESSAGES = {
  moved: 'Agendamiento asignado a la clase',
  unassigned: 'Agendamiento devuelto a pendientes',
  cancelled: 'Agendamiento cancelado',
  confirmed: 'Agendamiento confirmado',
  autoAssigned: 'Agendamiento asignado automáticamente',
  created: 'Agendamiento creado',
  noClass: 'No hay una clase con cupo para este agendamiento',
} as const;

export interface BookingRow {
  id: number;
  version: number;
  estado: EstadoAgendamiento;
  clase_id: number | null;
  estudiante_id: number;
  fecha: string;
  hora: string;
  sede_id: number;
  tipo_clase: string;
}

/** The booking, locked, if it is of the sede; else 404. */
export async function lockBooking(tx: Database, id: number, sedeId: number): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `SELECT id, version, estado, clase_id, estudiante_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipo_clase
     FROM agendamientos WHERE id = $1 AND sede_id = $2 FOR UPDATE`,
    [id, sedeId],
  );
  if (!row) throw notFound();
  return row;
}

/** A booking as the student area's actions change it: with its topic and attendance. */
export interface StudentBookingLock extends BookingRow {
  tema_id: number | null;
  asistencia: boolean | null;
  asistencia_fecha: string | null;
  asistencia_usuario_id: number | null;
}

/** The booking, locked, if it is at one of `sedes` (null: any sede; the student area's reach); else 404. */
export async function lockBookingAt(tx: Database, id: number, sedes: readonly number[] | null): Promise<StudentBookingLock> {
  const [row] = await tx.query<StudentBookingLock>(
    `SELECT id, version, estado, clase_id, estudiante_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipo_clase,
            tema_id, asistencia, asistencia_fecha, asistencia_usuario_id
     FROM agendamientos WHERE id = $1 AND ($2::integer[] IS NULL OR sede_id = ANY($2::integer[])) FOR UPDATE`,
    [id, sedes ? [...sedes] : null],
  );
  if (!row) throw notFound();
  return row;
}

export interface BookingChange {
  booking: StudentBookingLock;
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
 * One student-area action on a locked booking: the row, its class's history (when it has one) and
 * one audit event; answers the event as the message, with the booking.
 */
export async function writeBookingChange(tx: Database, change: BookingChange): Promise<{ mensaje: string; agendamiento: Record<string, unknown> }> {
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

/** The class, of the sede, the booking fits (type among its types, same slot); else 404/400. */
export async function fittingClass(tx: Database, booking: BookingRow, claseId: number): Promise<{ id: number; tipos: string[] }> {
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
