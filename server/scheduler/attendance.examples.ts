// The attendance signature's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { ADMIN_SEDE } from './classes.examples';

/** An assigned booking of a class already held at the administrator's sede, before the school's today. */
const example =
  (today: () => string): EndpointExample =>
  async (db: Database) => {
    const [row] = await db.query<{ id: number }>(
      `SELECT a.id FROM agendamientos a JOIN clases c ON c.id = a.clase_id
       WHERE a.estado IN ('asignado', 'notificado') AND a.sede_id = ${ADMIN_SEDE} AND c.fecha < $1::date
       ORDER BY a.fecha DESC, a.id DESC LIMIT 1`,
      [today()],
    );
    return row ? { agendamiento_id: row.id, asistencia: 'asistido' } : null;
  };

/** The endpoint's fixtures on the school's day (the server's clock, not the database's). */
export const attendanceExamples = (today: () => string) => ({
  'agendamiento/marcar_asistencia': {
    malformedExample: { agendamiento_id: 1, asistencia: 'tal vez' },
    example: example(today),
  },
});
