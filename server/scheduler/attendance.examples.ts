// The attendance signature's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint';
import { ADMIN_SEDE } from './classes.examples';

/** An assigned booking of a class already held at the administrator's sede. */
async function example(db: Database) {
  const [row] = await db.query<{ id: number }>(
    `SELECT a.id FROM agendamientos a JOIN clases c ON c.id = a.clase_id
     WHERE a.estado IN ('asignado', 'notificado') AND a.sede_id = ${ADMIN_SEDE} AND c.fecha < current_date
     ORDER BY a.fecha DESC, a.id DESC LIMIT 1`,
  );
  return row ? { agendamiento_id: row.id, asistencia: 'asistido' } : null;
}

export const ATTENDANCE_EXAMPLES = {
  'agendamiento/marcar_asistencia': {
    malformedExample: { agendamiento_id: 1, asistencia: 'tal vez' },
    example,
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
