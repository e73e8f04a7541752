// A booking's moves (doc 2 §4, the state machine): read and locked within the current
// sede, its next state from resources/scheduler/bookings.ts, its class checked to fit it, the
// room's capacity left to the database (migration 024's trigger, said by conflicts.ts).
import { bookingFitsClass, FIT_MESSAGES } from '../../resources/scheduler/fit';
import { type AccionAgendamiento, type Destino, type EstadoAgendamiento, transition } from '../../resources/scheduler/bookings';
import type { Database } from '../db/database';
import { ACCESS_MESSAGES } from '../crud/access';
import { conflict, notFound, validationError } from '../http/errors';

export const BOOKING_MESSAGES = {
  moved: 'Agendamiento asignado a la clase',
  unassigned: 'Agendamiento devuelto a pendientes',
  cancelled: 'Agendamiento cancelado',
  confirmed: 'Agendamiento confirmado',
  autoAssigned: 'Agendamiento asignado automáticamente',
  created: 'Agendamiento creado',
  noFit: FIT_MESSAGES.noFit,
  noClass: 'No hay una clase con cupo para este agendamiento',
} as const;

export interface BookingRow {
  id: number;
  version: number;
  estado: EstadoAgendamiento;
  clase_id: number | null;
  estudiante_id: number;
  fecha: string;
  hora: string;
  sede_id: number;
  tipo_clase: string;
}

/** The booking, locked, if it is of the sede; else 404. */
export async function lockBooking(tx: Database, id: number, sedeId: number): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `SELECT id, version, estado, clase_id, estudiante_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora, sede_id, tipo_clase
     FROM agendamientos WHERE id = $1 AND sede_id = $2 FOR UPDATE`,
    [id, sedeId],
  );
  if (!row) throw notFound();
  return row;
}

/** The state after the action, or 400 naming why the booking's state refuses it. */
export function nextState(action: AccionAgendamiento, booking: BookingRow, target?: Destino): EstadoAgendamiento {
  const result = transition(action, booking.estado, target);
  if ('error' in result) throw validationError({ agendamiento_id: result.error }, result.error);
  return result.estado;
}

/** A stale version (someone moved it meanwhile) is the engine's 409. */
export function assertVersion(booking: BookingRow, version: number | undefined): void {
  if (version !== undefined && version !== booking.version) throw conflict(undefined, ACCESS_MESSAGES.stale);
}

/** The class, of the sede, the booking fits (type among its types, same slot); else 404/400. */
export async function fittingClass(tx: Database, booking: BookingRow, claseId: number): Promise<{ id: number; tipos: string[] }> {
  const [clase] = await tx.query<{ id: number; tipos: string[]; sede_id: number; fecha: string; hora: string }>(
    `SELECT id, tipos, sede_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora FROM clases WHERE id = $1 AND sede_id = $2`,
    [claseId, booking.sede_id],
  );
  if (!clase) throw notFound();
  if (!bookingFitsClass(booking, { tipos: clase.tipos, sede_id: clase.sede_id, fecha: clase.fecha, hora: clase.hora })) {
    throw validationError({ clase_id: BOOKING_MESSAGES.noFit }, BOOKING_MESSAGES.noFit);
  }
  return clase;
}
