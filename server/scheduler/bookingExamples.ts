// Example bodies of the booking calls (the registry's walk runs them in this order on the demo
// data): a booking by hand for a student at the newest class's slot, its automatic assignment, its confirmation,
// its unassignment back to pending (with a reason) and its cancellation; then the student detail's
// topic actions and undoing a signature.
import type { Database } from '../db/database';
import { ADMIN_SEDE } from './classExamples';

const REASON = 'Se ajusta el agendamiento de ejemplo por solicitud del estudiante en recepción';

interface NewestClass {
  fecha: string;
  hora: string;
  sede_id: number;
  tipo: string;
}

async function newestClass(db: Database): Promise<NewestClass | null> {
  const [row] = await db.query<NewestClass>(`SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipos[1] AS tipo FROM clases ORDER BY id DESC LIMIT 1`);
  return row ?? null;
}

export async function manualBookingExample(db: Database) {
  const clase = await newestClass(db);
  if (!clase) return null;
  const [student] = await db.query<{ id: number }>(
    `SELECT id FROM usuarios u WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = u.id AND a.fecha = $1::date AND a.hora = $2)
     ORDER BY id LIMIT 1`,
    [clase.fecha, clase.hora],
  );
  if (!student) return null;
  return { id: student.id, dia: clase.fecha, hora: clase.hora, tipo_clase: clase.tipo, tipo_solicitud: 'normal', motivo: REASON };
}

/** The newest booking in `estados` at the administrator's sede. */
async function newestBooking(db: Database, estados: string[]): Promise<{ id: number; version: number } | null> {
  const [row] = await db.query<{ id: number; version: number }>(`SELECT id, version FROM agendamientos WHERE estado = ANY($1::text[]) AND sede_id = ${ADMIN_SEDE} ORDER BY id DESC LIMIT 1`, [estados]);
  return row ?? null;
}

export function bookingExample(kind: 'asignar_clase_auto' | 'confirmar' | 'set_clase' | 'cancelar') {
  return async (db: Database) => {
    if (kind === 'asignar_clase_auto') {
      const booking = await newestBooking(db, ['solicitado']);
      return booking ? { agendamiento_id: booking.id, motivo: REASON } : null;
    }
    if (kind === 'confirmar') {
      const booking = await newestBooking(db, ['asignado']);
      return booking ? { agendamiento_id: booking.id } : null;
    }
    if (kind === 'set_clase') {
      const booking = await newestBooking(db, ['asignado']);
      return booking ? { agendamiento_id: booking.id, clase_id: null, motivo: REASON, version: booking.version } : null;
    }
    const booking = await newestBooking(db, ['solicitado', 'asignado']);
    return booking ? { agendamiento_id: booking.id, motivo: REASON } : null;
  };
}

/** The states removing or auto-assigning a topic accepts (doc 1 §4). */
const REOPENABLE = `a.estado IN ('solicitado', 'asignado')`;

/** The student detail's booking actions: the newest booking, at any sede, each action accepts. */
export function studentBookingExample(kind: 'set_tema' | 'eliminar_tema' | 'asignar_tema_auto' | 'anular_firma') {
  return async (db: Database) => {
    if (kind === 'set_tema') {
      // The first bookable topic of the student's current course.
      const [row] = await db.query<{ agendamiento_id: number; tema_id: number }>(
        `SELECT a.id AS agendamiento_id, t.id AS tema_id FROM agendamientos a JOIN usuarios u ON u.id = a.estudiante_id
         CROSS JOIN LATERAL (SELECT id FROM temas WHERE curso_id = u.curso_actual_id AND activo AND programable ORDER BY orden, id LIMIT 1) t
         WHERE a.estado IN ('solicitado', 'notificado', 'asignado') ORDER BY a.id DESC LIMIT 1`,
      );
      return row ?? null;
    }
    const where = {
      eliminar_tema: `${REOPENABLE} AND a.tema_id IS NOT NULL`,
      // A student with a next topic (nextTopic.ts's rule).
      asignar_tema_auto: `${REOPENABLE} AND a.tema_id IS NULL AND EXISTS (
        SELECT 1 FROM usuarios u JOIN temas t ON t.curso_id = u.curso_actual_id AND t.activo AND t.programable
        WHERE u.id = a.estudiante_id AND NOT EXISTS (SELECT 1 FROM agendamientos b WHERE b.estudiante_id = u.id AND b.tema_id = t.id AND b.estado <> 'cancelado'))`,
      // Reopened, it must not meet another open booking of the student in its slot.
      anular_firma: `a.estado IN ('asistido', 'ausencia') AND NOT EXISTS (
        SELECT 1 FROM agendamientos b WHERE b.estudiante_id = a.estudiante_id AND b.fecha = a.fecha AND b.hora = a.hora
          AND b.estado IN ('solicitado', 'notificado', 'asignado'))`,
    }[kind];
    const [row] = await db.query<{ agendamiento_id: number }>(`SELECT a.id AS agendamiento_id FROM agendamientos a WHERE ${where} ORDER BY a.id DESC LIMIT 1`);
    return row ?? null;
  };
}
