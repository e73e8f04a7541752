// The booking calls' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body
// it must refuse with 400 and one it accepts (the registry's walk runs them in this order on the demo
// data): a booking by hand for a student at the newest class's slot, its automatic assignment, its
// confirmation, its unassignment back to pending (with a reason) and its cancellation.
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { ADMIN_SEDE } from './classes.examples';

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

function bookingExample(kind: 'asignar_clase_auto' | 'confirmar' | 'set_clase' | 'cancelar') {
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

export const BOOKING_EXAMPLES = {
  'agendamiento/crear_manual': {
    malformedExample: { id: 1, dia: '2026-13-01', hora: '09:00', tipo_clase: 'regular_1', tipo_solicitud: 'normal', motivo: '' },
    example: manualBookingExample,
  },
  'agendamiento/asignar_clase_auto': {
    malformedExample: { agendamiento_id: 1, motivo: 'corto' },
    example: bookingExample('asignar_clase_auto'),
  },
  'agendamiento/confirmar': {
    malformedExample: { agendamiento_id: 'uno' },
    example: bookingExample('confirmar'),
  },
  'agendamiento/set_clase': {
    malformedExample: { agendamiento_id: 1, clase_id: 'otra' },
    example: bookingExample('set_clase'),
  },
  'agendamiento/cancelar': {
    malformedExample: { agendamiento_id: 1, motivo: 'x' },
    example: bookingExample('cancelar'),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
