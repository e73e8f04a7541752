// The scheduler's reads of classes (docs/architecture.md 'Layout': a schedule table is read by its
// data modules only) and their history's writes, each taking the Database or a transaction first: a
// slot's classes with their room, teacher and bookings (novelty flags error_tema and sin_carpeta
// computed here), the slot's pending bookings, a class's history events, the displays' classes, a
// class's room against a course or its seated bookings, and 'no class holds this teacher or room
// then' as SQL (slotChecks.ts). A slot's seats are slotReads.ts's.
import { bookingNovelty } from '../../core/school/scheduler/fit';
import type { DisplayClass } from '../../core/school/scheduler/displays';
import type { BookingView, ClassRow, ClassView } from '../../core/school/scheduler/slotView';

export type { BookingView, ClassRow, ClassView };
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { roomAllowsSql } from './roomCourses';
import { holdsSeatSql } from './seatSql';

export interface SlotQuery {
  fecha: string;
  hora: string;
  sedeId: number;
}

type BookingRow = Omit<BookingView, 'novedad'> & {
  clase_tipos: string[] | null;
  clase_curso_id: number | null;
  tema_tipo_clase: string | null;
  tema_curso_id: number | null;
  tema_preparacion: boolean;
};

/** A slot's live bookings; a student the caller does not reach keeps the seat, not the name (people/studentReach.ts). */
const bookingsSql = (students: StudentReach) => `
  SELECT a.id, a.version, a.estado, ${students.idSql('a.estudiante_id')} AS estudiante_id,
    ${students.nameSql('a.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante,
    a.tipo_clase, a.tipo_solicitud, a.tema_id, t.nombre AS tema, cu.nombre AS curso, a.clase_id,
    c.tipos AS clase_tipos, c.curso_id AS clase_curso_id, t.tipo_clase AS tema_tipo_clase, t.curso_id AS tema_curso_id,
    EXISTS (SELECT 1 FROM tema_adicionales x WHERE x.tema_id = t.id AND x.tipo = 'preparacion') AS tema_preparacion
  FROM agendamientos a
  JOIN usuarios e ON e.id = a.estudiante_id
  LEFT JOIN temas t ON t.id = a.tema_id
  LEFT JOIN cursos cu ON cu.id = t.curso_id
  LEFT JOIN clases c ON c.id = a.clase_id
  WHERE a.sede_id = $1 AND a.fecha = $2::date AND a.hora = $3 AND a.estado <> 'cancelado'
  ORDER BY a.created_at, a.id`;

function bookingView(row: BookingRow): BookingView {
  const { clase_tipos, clase_curso_id, tema_tipo_clase, tema_curso_id, tema_preparacion, ...booking } = row;
  // A pending booking is not in a class: nothing to mismatch, only its topic's material to miss.
  const novedad =
    booking.tema_id === null
      ? null
      : bookingNovelty({
          claseTipos: clase_tipos ?? [booking.tipo_clase],
          claseCursoId: clase_curso_id,
          temaTipoClase: tema_tipo_clase,
          temaCursoId: tema_curso_id,
          temaTienePreparacion: tema_preparacion,
        });
  return { ...booking, novedad };
}

/** The slot's classes (by room name) with their bookings, and its pending bookings. */
export async function classesAt(db: Database, slot: SlotQuery, students: StudentReach): Promise<{ clases: ClassView[]; pendientes: BookingView[] }> {
  const params = [slot.sedeId, slot.fecha, slot.hora];
  const classes = await db.query<Omit<ClassView, 'agendamientos'>>(
    `SELECT c.id, c.version, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, c.sede_id, c.salon_id, s.nombre AS salon_nombre, s.capacidad,
       c.profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor, c.tipos, c.tipo_clase, coalesce(c.curso_id, -1) AS curso_id
     FROM clases c JOIN salones s ON s.id = c.salon_id JOIN usuarios u ON u.id = c.profesor_id
     WHERE c.sede_id = $1 AND c.fecha = $2::date AND c.hora = $3
     ORDER BY s.nombre, c.id`,
    params,
  );
  const bookings = (await db.query<BookingRow>(bookingsSql(students), params)).map(bookingView);
  return {
    clases: classes.map((clase) => ({ ...clase, agendamientos: bookings.filter((b) => b.clase_id === clase.id) })),
    pendientes: bookings.filter((b) => b.clase_id === null && b.estado === 'solicitado'),
  };
}

export interface ClassEvent {
  claseId: number;
  evento: string;
  usuarioId: number;
  motivo?: string | null;
  docenteId?: number | null;
  salonId?: number | null;
}

/** One line of the class's history: the event, who, why, and the teacher or room it involved. */
export async function recordClassEvent(tx: Database, event: ClassEvent): Promise<void> {
  await tx.query('INSERT INTO clase_eventos (clase_id, evento, motivo, usuario_id, docente_id, salon_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.claseId, event.evento, event.motivo ?? null, event.usuarioId, event.docenteId ?? null, event.salonId ?? null,
  ]);
}

export interface ClassHistoryEvent {
  evento: string;
  usuario: string | null;
  motivo: string | null;
  docente_id: number | null;
  salon_id: number | null;
  created_at: string;
}

/** A class's history, newest first, with who did each thing. */
export function classHistory(db: Database, claseId: number): Promise<ClassHistoryEvent[]> {
  return db.query<ClassHistoryEvent>(
    `SELECT e.evento, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS usuario, e.motivo, e.docente_id, e.salon_id, e.created_at
     FROM clase_eventos e LEFT JOIN usuarios u ON u.id = e.usuario_id
     WHERE e.clase_id = $1 ORDER BY e.created_at DESC, e.id DESC`,
    [claseId],
  );
}

/**
 * SQL: no class but `slot.except` (an SQL id expression; 0: none) has `holder` (an SQL expression)
 * as its teacher or room (`column`) at the slot's `fecha` and `hora` (SQL expressions).
 */
export function noClassAtSql(column: 'profesor_id' | 'salon_id', holder: string, slot: { fecha: string; hora: string; except: string }): string {
  return `NOT EXISTS (SELECT 1 FROM clases c WHERE c.${column} = ${holder} AND c.fecha = ${slot.fecha} AND c.hora = ${slot.hora} AND c.id <> ${slot.except})`;
}

/** Whether the room of the class allows the course (roomCourses.ts); undefined: no such class. */
export async function roomAllowsCourse(db: Database, claseId: number, curso: number): Promise<boolean | undefined> {
  const [room] = await db.query<{ permite: boolean }>(
    `SELECT ${roomAllowsSql('s', 'ARRAY[$2::integer]')} AS permite FROM clases c JOIN salones s ON s.id = c.salon_id WHERE c.id = $1`,
    [claseId, curso],
  );
  return room?.permite;
}

/** The room's capacity and the bookings holding a seat in the class: what a room change must seat. */
export async function seatsForRoom(db: Database, claseId: number, salonId: number): Promise<{ capacidad: number; agendados: number }> {
  const [row] = await db.query<{ capacidad: number; agendados: number }>(
    `SELECT (SELECT capacidad FROM salones WHERE id = $2) AS capacidad,
       (SELECT count(*)::integer FROM agendamientos WHERE clase_id = $1 AND ${holdsSeatSql('estado')}) AS agendados`,
    [claseId, salonId],
  );
  return row;
}

/** The sede's classes at the dates (and hour), by date, hour and room name, with the bookings holding their seats (the displays). */
export function displayClasses(db: Database, sedeId: number, fechas: readonly string[], hora: string | null): Promise<DisplayClass[]> {
  return db.query<DisplayClass>(
    `SELECT c.id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, c.salon_id, s.nombre AS salon, s.capacidad, c.profesor_id,
       concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor, c.tipos,
       (SELECT count(*)::integer FROM agendamientos a WHERE a.clase_id = c.id AND ${holdsSeatSql('a.estado')}) AS agendados
     FROM clases c JOIN salones s ON s.id = c.salon_id JOIN usuarios u ON u.id = c.profesor_id
     WHERE c.sede_id = $1 AND c.fecha = ANY($2::date[]) AND ($3::text IS NULL OR c.hora = $3::text)
     ORDER BY c.fecha, c.hora, s.nombre, c.id`,
    [sedeId, [...fechas], hora],
  );
}
