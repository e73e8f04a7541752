// Free tutoring slots and booking one (issue 43 point 12): a quarter-hour is free for a (tutoring
// room, tutor) pair when the tutor is preassigned to that room at that weekday and hour, neither holds
// a session then, no closure of the sede nor novedad of the tutor covers its class slot, and it has
// not begun. tutorias/por_fecha lists them (one statement for the day); tutorias/agendar (5B4F11C4,
// 'Nuevo agendamiento') books one for a student within reach whose tutoring is enabled for that day
// with sessions left, at the caller's current sede.
import type { FastifyInstance } from 'fastify';
import { localParts } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../core/school/calendar';
import {
  agendarTutoriaBody, classSlotOf, TUTORING_BOOKING_MESSAGES, TUTORING_BOOKING_PATH, type TutoringStudent, tutoringBookedMessage,
  tutoringSlotPast, tutoringStudentProblem,
} from '../../core/school/scheduler/tutoringBooking';
import type { TutoringFreeSlot } from '../../core/school/scheduler/tutoringView';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { conflict, validationError } from '../errors/apiError';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { studentReach } from '../people/studentReach';
import { currentSede } from './sede';

/** The unique keys of tutorias (migration 024) → what a lost race means. */
const TAKEN_KEYS: Record<string, string> = {
  tutorias_salon_key: TUTORING_BOOKING_MESSAGES.taken,
  tutorias_profesor_key: TUTORING_BOOKING_MESSAGES.taken,
  tutorias_estudiante_key: TUTORING_BOOKING_MESSAGES.studentTaken,
};

/**
 * The free slots of `fecha` at the sede among `horas` (quarter-hours), optionally of one room and
 * tutor, in order of hour, room and tutor: one statement whatever the day holds.
 */
export function freeTutoringSlots(db: Database, sede: number, fecha: string, horas: readonly string[], pair?: { salon_id: number; profesor_id: number }): Promise<TutoringFreeSlot[]> {
  const weekday = weekdayOfDate(fecha);
  if (weekday > 6 || horas.length === 0) return Promise.resolve([]);
  return db.query<TutoringFreeSlot>(
    `SELECT p.hora, p.salon_id, s.nombre AS salon, p.docente_id AS profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor
     FROM unnest($4::text[], $5::text[]) AS q(hora, bloque)
     JOIN preasignaciones p ON p.dia = $2 AND p.hora = q.hora
     JOIN salones s ON s.id = p.salon_id
     JOIN usuarios u ON u.id = p.docente_id
     WHERE s.sede_id = $1 AND s.activo AND s.tipos_permitidos = ARRAY['tutoria']::text[]
       AND u.activo AND u.deleted_at IS NULL
       AND ($6::integer IS NULL OR (p.salon_id = $6 AND p.docente_id = $7))
       AND NOT EXISTS (SELECT 1 FROM tutorias t WHERE t.fecha = $3::date AND t.hora = p.hora AND t.estado <> 'cancelada' AND (t.salon_id = p.salon_id OR t.profesor_id = p.docente_id))
       AND NOT EXISTS (SELECT 1 FROM cierres ci WHERE ci.fecha = $3::date AND q.bloque = ANY(ci.horas) AND $1::integer = ANY(ci.sedes))
       AND NOT EXISTS (SELECT 1 FROM novedades_docente n WHERE n.docente_id = p.docente_id AND n.fecha = $3::date AND n.hora = q.bloque)
     ORDER BY p.hora, s.nombre, profesor, p.salon_id`,
    [sede, weekday, fecha, [...horas], horas.map((hora) => classSlotOf(fecha, hora) ?? ''), pair?.salon_id ?? null, pair?.profesor_id ?? null],
  );
}

/** The day's quarter-hours not yet begun at the clock. */
export function openTutoringHours(fecha: string, today: string, now: string): string[] {
  const weekday = weekdayOfDate(fecha);
  return weekday > 6 ? [] : tutoringSlots(weekday as SchoolDay).filter((hora) => !tutoringSlotPast(fecha, hora, today, now));
}

export function registerTutoringBookingEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: TUTORING_BOOKING_PATH,
    permission: P.programador.createAgendamiento,
    body: agendarTutoriaBody,
    handler: async ({ body, session }): Promise<{ id: number; mensaje: string }> => {
      const { date: today, time: now } = localParts(clock);
      const weekday = weekdayOfDate(body.fecha);
      if (weekday > 6 || !tutoringSlots(weekday as SchoolDay).includes(body.hora)) throw validationError({ hora: TUTORING_BOOKING_MESSAGES.noSlot }, TUTORING_BOOKING_MESSAGES.noSlot);
      if (tutoringSlotPast(body.fecha, body.hora, today, now)) throw validationError({ hora: TUTORING_BOOKING_MESSAGES.past }, TUTORING_BOOKING_MESSAGES.past);
      const sede = currentSede(session);
      const students = studentReach(db, session);
      try {
        return await db.transaction(async (tx) => {
          await students.visible(tx, body.estudiante_id);
          // The student's row locked: two bookings of theirs at once count each other's sessions.
          const [student] = await tx.query<TutoringStudent>(
            `SELECT u.activo, u.habilitar_tutoria, u.tutorias, to_char(u.fecha_tutoria_inicio, 'YYYY-MM-DD') AS fecha_tutoria_inicio,
                    to_char(u.fecha_tutoria_fin, 'YYYY-MM-DD') AS fecha_tutoria_fin,
                    (SELECT count(*)::integer FROM tutorias t WHERE t.estudiante_id = u.id AND t.estado <> 'cancelada'
                       AND t.fecha BETWEEN u.fecha_tutoria_inicio AND u.fecha_tutoria_fin) AS agendadas
             FROM usuarios u WHERE u.id = $1 FOR NO KEY UPDATE`,
            [body.estudiante_id],
          );
          const refused = tutoringStudentProblem(student, body.fecha);
          if (refused) throw validationError({ estudiante_id: refused }, refused);
          const [busy] = await tx.query("SELECT 1 FROM tutorias WHERE estudiante_id = $1 AND fecha = $2::date AND hora = $3 AND estado <> 'cancelada'", [body.estudiante_id, body.fecha, body.hora]);
          if (busy) throw conflict({ estudiante_id: TUTORING_BOOKING_MESSAGES.studentTaken }, TUTORING_BOOKING_MESSAGES.studentTaken);
          const pair = { salon_id: body.salon_id, profesor_id: body.profesor_id };
          const [slot] = await freeTutoringSlots(tx, sede, body.fecha, [body.hora], pair);
          if (!slot) {
            // Why not: never offered (no such preassignment here), closed, or taken since.
            const [offered] = await tx.query(
              `SELECT 1 FROM preasignaciones p JOIN salones s ON s.id = p.salon_id
               WHERE p.salon_id = $1 AND p.docente_id = $2 AND p.dia = $3 AND p.hora = $4 AND s.sede_id = $5 AND s.activo AND s.tipos_permitidos = ARRAY['tutoria']::text[]`,
              [body.salon_id, body.profesor_id, weekday, body.hora, sede],
            );
            if (!offered) throw validationError({ salon_id: TUTORING_BOOKING_MESSAGES.notOffered }, TUTORING_BOOKING_MESSAGES.notOffered);
            const [taken] = await tx.query("SELECT 1 FROM tutorias WHERE fecha = $1::date AND hora = $2 AND estado <> 'cancelada' AND (salon_id = $3 OR profesor_id = $4)", [
              body.fecha, body.hora, body.salon_id, body.profesor_id,
            ]);
            if (taken) throw conflict({ salon_id: TUTORING_BOOKING_MESSAGES.taken }, TUTORING_BOOKING_MESSAGES.taken);
            throw validationError({ hora: TUTORING_BOOKING_MESSAGES.closed }, TUTORING_BOOKING_MESSAGES.closed);
          }
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, 'programada', $7) RETURNING id`,
            [body.fecha, body.hora, sede, body.salon_id, body.profesor_id, body.estudiante_id, session.userId],
          );
          await recordEvent(tx, {
            universo: 'tutorias', tipo: 'agendar', evento: TUTORING_BOOKING_MESSAGES.created, contenido: { despues: { ...body, sede_id: sede, estado: 'programada' } },
            usuarioId: session.userId, registroId: row.id,
          });
          return { id: row.id, mensaje: tutoringBookedMessage(body.fecha, body.hora, slot.salon, slot.profesor) };
        });
      } catch (error) {
        const constraint = (error as { constraint?: unknown } | null)?.constraint;
        const message = typeof constraint === 'string' ? TAKEN_KEYS[constraint] : undefined;
        throw message ? conflict({ hora: message }, message) : error;
      }
    },
  });
}
