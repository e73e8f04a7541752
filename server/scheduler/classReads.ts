// The scheduler's reads and writes of classes, each taking a transaction: a slot's classes with
// their room, teacher and bookings (novelty flags error_tema and sin_carpeta computed here), the
// slot's pending bookings, and a class's history events.
import { bookingNovelty } from '../../core/school/scheduler/fit';
import type { BookingView, ClassRow, ClassView } from '../../core/school/scheduler/slotView';

export type { BookingView, ClassRow, ClassView };
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';

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
