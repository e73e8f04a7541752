// The student detail's booking actions' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts.
import { BOOKING_ACTIONS } from '../../core/school/scheduler/bookingActionRules';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

/** The states removing or auto-assigning a topic accepts (docs/domain/student-record.md 'The student's record'). */
const REOPENABLE = `a.estado IN ('solicitado', 'asignado')`;

/** The student detail's booking actions: the newest booking, at any sede, each action accepts. */
function studentBookingExample(kind: 'set_tema' | 'eliminar_tema' | 'asignar_tema_auto' | 'anular_firma') {
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

export const STUDENT_BOOKING_EXAMPLES = {
  [BOOKING_ACTIONS.set_tema.path]: {
    malformedExample: { agendamiento_id: 1, tema_id: 'primero' },
    example: studentBookingExample('set_tema'),
  },
  [BOOKING_ACTIONS.eliminar_tema.path]: {
    malformedExample: { agendamiento_id: 'uno' },
    example: studentBookingExample('eliminar_tema'),
  },
  [BOOKING_ACTIONS.asignar_tema_auto.path]: {
    malformedExample: { agendamiento_id: 0 },
    example: studentBookingExample('asignar_tema_auto'),
  },
  [BOOKING_ACTIONS.anular_firma.path]: {
    malformedExample: { agendamiento_id: [1] },
    example: studentBookingExample('anular_firma'),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
