// What the booking form reads of the database (docs/domain/student-record.md 'The student's record', booking form): the
// student's topics still to book, their course's class types and the slots free for them — one SQL
// definition for the offer (estudiante/ver_horarios) and the write's last check (agendamiento/agendar)
// — and the write's checks of the student's bookings (a topic held, a slot taken). The form's data
// module (docs/architecture.md 'Layout': a schedule table is read by its data modules only).
import { TUTORIA } from '../../core/school/classTypes';
import type { SlotChoice } from '../../core/school/scheduler/bookingForm';
import type { BookingHourFact } from '../../core/school/scheduler/bookingFacts';
import type { BookingTopic } from '../../core/school/students/records';
import { OPEN_STATES, SEATLESS_STATES } from '../../core/school/scheduler/bookings';
import type { Database } from '../db/database';

/**
 * The active, bookable (programable: not autonomous work) topics of the course, in its order,
 * leaving out those the student saw (an asistido booking) and those an open booking of theirs holds.
 */
export function topicsToBook(db: Database, studentId: number, cursoId: number): Promise<BookingTopic[]> {
  return db.query<BookingTopic>(
    `SELECT t.id, t.nombre FROM temas t
     WHERE t.curso_id = $1 AND t.activo AND t.programable
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = $2 AND a.tema_id = t.id
                         AND (a.estado = 'asistido' OR a.estado = ANY($3::text[])))
     ORDER BY t.orden, t.id`,
    [cursoId, studentId, [...OPEN_STATES]],
  );
}

/** The class types the course is taught in: those of its active topics (not tutoring), the earliest topic's first. */
export async function courseClassTypes(db: Database, cursoId: number): Promise<string[]> {
  const rows = await db.query<{ tipo_clase: string }>(
    `SELECT tipo_clase FROM temas WHERE curso_id = $1 AND activo AND tipo_clase IS NOT NULL AND tipo_clase <> $2
     GROUP BY tipo_clase ORDER BY min(orden), tipo_clase`,
    [cursoId, TUTORIA],
  );
  return rows.map((row) => row.tipo_clase);
}

/**
 * Whether the student's bookings already hold the topic: `visto` when one was attended (asistido),
 * else an open one holds it; undefined: none does.
 */
export async function topicHeld(db: Database, studentId: number, temaId: number): Promise<{ visto: boolean } | undefined> {
  const [held] = await db.query<{ visto: boolean }>(
    `SELECT bool_or(estado = 'asistido') AS visto FROM agendamientos
     WHERE estudiante_id = $1 AND tema_id = $2 AND (estado = 'asistido' OR estado = ANY($3::text[])) HAVING count(*) > 0`,
    [studentId, temaId, [...OPEN_STATES]],
  );
  return held;
}

/** Whether the student has an open booking at the date and hour. */
export async function hasOpenBookingAt(db: Database, studentId: number, fecha: string, hora: string): Promise<boolean> {
  const [taken] = await db.query('SELECT 1 FROM agendamientos WHERE estudiante_id = $1 AND fecha = $2::date AND hora = $3 AND estado = ANY($4::text[])', [
    studentId, fecha, hora, [...OPEN_STATES],
  ]);
  return taken !== undefined;
}

export interface SlotStudent {
  id: number;
  sede_id: number;
  curso_actual_id: number;
}

/**
 * Of the candidate slots, in their order, those the student may be booked into at their sede: no
 * closure covers it, they hold no open booking then, and a seat is left for one of `tipos`. A slot's
 * seats are those left in its classes of those types plus the capacity of each active room allowing
 * them (and the course, or every course) that holds no class then; **a pending request takes one**
 * (its class is not chosen yet, but it will need a chair): the slot is full once its pending
 * requests of those types fill what is left.
 */
export async function freeSlots(db: Database, student: SlotStudent, tipos: readonly string[], candidates: readonly SlotChoice[]): Promise<SlotChoice[]> {
  if (candidates.length === 0 || tipos.length === 0) return [];
  return db.query<SlotChoice>(
    `SELECT to_char(f.fecha, 'YYYY-MM-DD') AS dia, f.hora
     FROM unnest($1::date[], $2::text[]) WITH ORDINALITY AS f(fecha, hora, n)
     WHERE NOT EXISTS (SELECT 1 FROM cierres ci WHERE ci.fecha = f.fecha AND f.hora = ANY(ci.horas) AND $3::integer = ANY(ci.sedes))
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = $4 AND a.fecha = f.fecha AND a.hora = f.hora AND a.estado = ANY($7::text[]))
       AND coalesce((SELECT sum(greatest(s.capacidad - (SELECT count(*) FROM agendamientos o WHERE o.clase_id = c.id AND NOT (o.estado = ANY($8::text[]))), 0))
                     FROM clases c JOIN salones s ON s.id = c.salon_id
                     WHERE c.sede_id = $3 AND c.fecha = f.fecha AND c.hora = f.hora AND c.tipos && $5::text[]), 0)
         + coalesce((SELECT sum(s.capacidad) FROM salones s
                     WHERE s.sede_id = $3 AND s.activo AND s.tipos_permitidos && $5::text[]
                       AND (cardinality(s.cursos_permitidos) = 0 OR $6::integer = ANY(s.cursos_permitidos))
                       AND NOT EXISTS (SELECT 1 FROM clases c WHERE c.salon_id = s.id AND c.fecha = f.fecha AND c.hora = f.hora)), 0)
         > (SELECT count(*) FROM agendamientos p
            WHERE p.sede_id = $3 AND p.fecha = f.fecha AND p.hora = f.hora AND p.clase_id IS NULL AND p.estado = 'solicitado' AND p.tipo_clase = ANY($5::text[]))
     ORDER BY f.n`,
    [
      candidates.map((slot) => slot.dia), candidates.map((slot) => slot.hora), student.sede_id, student.id,
      [...tipos], student.curso_actual_id, [...OPEN_STATES], [...SEATLESS_STATES],
    ],
  );
}

/**
 * The offer's facts, in one statement: of the candidate slots, in their order, those without a
 * closure at the student's sede nor an open booking of theirs, each with its classes of `tipos`
 * (room, teacher, chairs left), its free rooms and the seats a new request can take — the same
 * count freeSlots judges by (a slot is free when cupos > 0), full ones included with cupos 0.
 */
export async function slotFacts(db: Database, student: SlotStudent, tipos: readonly string[], candidates: readonly SlotChoice[]): Promise<(BookingHourFact & { dia: string })[]> {
  if (candidates.length === 0 || tipos.length === 0) return [];
  return db.query<BookingHourFact & { dia: string }>(
    `SELECT to_char(f.fecha, 'YYYY-MM-DD') AS dia, f.hora,
            greatest(k.asientos + r.asientos - p.pendientes, 0)::integer AS cupos,
            k.clases, r.salones::integer AS salones_libres, r.asientos::integer AS cupos_salones_libres
     FROM unnest($1::date[], $2::text[]) WITH ORDINALITY AS f(fecha, hora, n)
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(x.cupos), 0)::integer AS asientos,
              coalesce(json_agg(json_build_object('clase_id', x.id, 'salon', x.salon, 'docente', x.docente, 'cupos', x.cupos) ORDER BY x.salon, x.id), '[]'::json) AS clases
       FROM (SELECT c.id, s.nombre AS salon, concat_ws(' ', d.primer_nombre, d.primer_apellido) AS docente,
                    greatest(s.capacidad - (SELECT count(*) FROM agendamientos o WHERE o.clase_id = c.id AND NOT (o.estado = ANY($8::text[]))), 0)::integer AS cupos
             FROM clases c JOIN salones s ON s.id = c.salon_id JOIN usuarios d ON d.id = c.profesor_id
             WHERE c.sede_id = $3 AND c.fecha = f.fecha AND c.hora = f.hora AND c.tipos && $5::text[]) x
     ) k
     CROSS JOIN LATERAL (
       SELECT count(*) AS salones, coalesce(sum(s.capacidad), 0)::integer AS asientos FROM salones s
       WHERE s.sede_id = $3 AND s.activo AND s.tipos_permitidos && $5::text[]
         AND (cardinality(s.cursos_permitidos) = 0 OR $6::integer = ANY(s.cursos_permitidos))
         AND NOT EXISTS (SELECT 1 FROM clases c WHERE c.salon_id = s.id AND c.fecha = f.fecha AND c.hora = f.hora)
     ) r
     CROSS JOIN LATERAL (
       SELECT count(*)::integer AS pendientes FROM agendamientos p
       WHERE p.sede_id = $3 AND p.fecha = f.fecha AND p.hora = f.hora AND p.clase_id IS NULL AND p.estado = 'solicitado' AND p.tipo_clase = ANY($5::text[])
     ) p
     WHERE NOT EXISTS (SELECT 1 FROM cierres ci WHERE ci.fecha = f.fecha AND f.hora = ANY(ci.horas) AND $3::integer = ANY(ci.sedes))
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = $4 AND a.fecha = f.fecha AND a.hora = f.hora AND a.estado = ANY($7::text[]))
     ORDER BY f.n`,
    [
      candidates.map((slot) => slot.dia), candidates.map((slot) => slot.hora), student.sede_id, student.id,
      [...tipos], student.curso_actual_id, [...OPEN_STATES], [...SEATLESS_STATES],
    ],
  );
}
