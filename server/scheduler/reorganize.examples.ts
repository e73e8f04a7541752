// Reorganizar's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { ADMIN_SEDE } from './classes.examples';

/** A slot of the administrator's sede with pending bookings (the demo week has some), else a free one far ahead. */
async function reorganizeExample(db: Database) {
  const [row] = await db.query<{ fecha: string; hora: string }>(
    `SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, hora FROM agendamientos
     WHERE estado = 'solicitado' AND clase_id IS NULL AND sede_id = ${ADMIN_SEDE}
     ORDER BY fecha, hora LIMIT 1`,
  );
  return row ?? { fecha: '2099-01-05', hora: '07:30' };
}

export const REORGANIZE_EXAMPLES = {
  'agendamientos/reorganizar': {
    malformedExample: { fecha: '2026-02-30', hora: '07:30' },
    example: reorganizeExample,
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
