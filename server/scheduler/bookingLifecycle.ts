// A booking's start and its end, as the booking repository writes them (bookingRepository.ts): a new
// pending booking (the scheduler's manual one, the student area's form), its attendance signed, and
// every cancellable booking of a slot cancelled at once. Each writes its row(s), the version, the
// class's history where it has one, and one audit event; what is checked before is the caller's.
import { allowedFrom, type EstadoAgendamiento } from '../../core/school/scheduler/bookings';
import { recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { recordClassEvent } from './classReads';
import { appendObservationSql } from '../people/observationList';

/** A new booking: pending (no class, solicitado), of the caller's making. */
export interface NewBooking {
  estudiante_id: number;
  fecha: string;
  hora: string;
  sede_id: number;
  tipo_clase: string;
  /** null: the class type's own request type ('normal' when it names none). */
  tipo_solicitud: string | null;
  tema_id: number | null;
  /** Its first observation, when staff wrote one. */
  observacion?: string;
  /** The audit event: its kind, its text and what it records as created. */
  tipo: string;
  evento: string;
  despues: Record<string, unknown>;
  session: Session;
}

export async function createBooking(tx: Database, booking: NewBooking): Promise<number> {
  const { session } = booking;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, tipo_solicitud, tema_id, observaciones, created_by)
     VALUES ($1, $2::date, $3, $4, $5, coalesce($6::text, (SELECT solicitud FROM tipos_clase WHERE id = $5), 'normal'), $7,
             CASE WHEN $8::text IS NULL THEN '[]'::jsonb ELSE ${appendObservationSql("'[]'::jsonb", '$8', '$9')} END, $9)
     RETURNING id`,
    [booking.estudiante_id, booking.fecha, booking.hora, booking.sede_id, booking.tipo_clase, booking.tipo_solicitud, booking.tema_id,
      booking.observacion ?? null, session.userId],
  );
  await recordEvent(tx, { universo: 'agendamientos', tipo: booking.tipo, evento: booking.evento, contenido: { despues: booking.despues }, usuarioId: session.userId, registroId: created.id });
  return created.id;
}

export interface Attendance {
  booking: { id: number; estado: EstadoAgendamiento; clase_id: number | null };
  /** asistido or ausencia (the state machine's answer). */
  estado: EstadoAgendamiento;
  evento: string;
  session: Session;
  /** What else the same transaction writes once the attendance is signed (the progress row), recorded in the event. */
  follow: () => Promise<Record<string, unknown>>;
}

/** The attendance signed (by whom, when), the class's history, what follows it, one audit event; answers the booking. */
export async function signAttendance(tx: Database, attendance: Attendance): Promise<Record<string, unknown>> {
  const { booking, estado, evento, session } = attendance;
  const [updated] = await tx.query<Record<string, unknown>>(
    `UPDATE agendamientos SET estado = $2, asistencia = $2 = 'asistido', asistencia_fecha = now(), asistencia_usuario_id = $3, version = version + 1
     WHERE id = $1
     RETURNING id, version, estado, clase_id, estudiante_id, tema_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, asistencia, asistencia_fecha`,
    [booking.id, estado, session.userId],
  );
  if (booking.clase_id !== null) await recordClassEvent(tx, { claseId: booking.clase_id, evento: `${evento} (agendamiento ${booking.id})`, usuarioId: session.userId });
  const followed = await attendance.follow();
  await recordEvent(tx, {
    universo: 'agendamientos',
    tipo: 'marcar_asistencia',
    evento,
    contenido: { cambios: { estado: { antes: booking.estado, despues: estado } }, ...followed },
    usuarioId: session.userId,
    registroId: booking.id,
  });
  return updated;
}

export interface CancelledBooking {
  id: number;
  estudiante: string;
  tipo_clase: string;
  estado_anterior: string;
}

/**
 * Every booking of a slot at a sede that may still be cancelled, locked and cancelled; one audit
 * event (`evento` of how many) when there was any. Answers them, with their student and former state.
 */
export async function cancelSlot(
  tx: Database,
  slot: { sede: number; fecha: string; hora: string },
  evento: (cancelled: number) => string,
  students: StudentReach,
): Promise<{ cancelled: CancelledBooking[]; mensaje: string | null }> {
  const { session } = students;
  const cancelled = await tx.query<CancelledBooking>(
    `WITH antes AS (
       SELECT id, estado FROM agendamientos
       WHERE sede_id = $1 AND fecha = $2::date AND hora = $3 AND estado = ANY($4::text[]) FOR UPDATE
     )
     UPDATE agendamientos a SET estado = 'cancelado', version = a.version + 1
     FROM antes, usuarios u
     WHERE a.id = antes.id AND u.id = a.estudiante_id
     RETURNING a.id, ${students.nameSql('a.estudiante_id', "concat_ws(' ', u.primer_nombre, u.primer_apellido)")} AS estudiante, a.tipo_clase, antes.estado AS estado_anterior`,
    [slot.sede, slot.fecha, slot.hora, [...allowedFrom('cancelar')]],
  );
  if (cancelled.length === 0) return { cancelled, mensaje: null };
  const mensaje = evento(cancelled.length);
  await recordEvent(tx, { universo: 'agendamientos', tipo: 'cancelacion_masiva', evento: mensaje, contenido: { ...slot, ids: cancelled.map((c) => c.id) }, usuarioId: session.userId });
  return { cancelled, mensaje };
}
