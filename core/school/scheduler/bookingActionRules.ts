// The booking actions of a student's detail (docs/domain/student-record.md 'The student's record', which also decides the
// topic calls' codes): each action's call, code and label, and which of them a row offers — the
// ones its permissions hold and the booking's state allows (core/school/scheduler/bookings.ts, the
// server's same rule).
import { P } from '../../engine/permissions';
import {
  ACCIONES_ESTUDIANTE, type AccionEstudiante, type BookingFacts, bookingActionProblem, isEstadoAgendamiento,
} from './bookings';
import type { PermissionCode } from '../../engine/declaration/access';
import type { StudentBookingRow } from '../students/records';

export interface BookingActionInfo {
  path: string;
  code: PermissionCode;
  label: string;
}

export const BOOKING_ACTIONS: Readonly<Record<AccionEstudiante, BookingActionInfo>> = {
  cancelar: { path: 'agendamiento/cancelar', code: P.estudiantes.cancelAgendamiento, label: 'Cancelar' },
  set_tema: { path: 'agendamiento/set_tema', code: P.programador.createAgendamiento, label: 'Definir tema' },
  eliminar_tema: { path: 'agendamiento/eliminar_tema', code: P.programador.createAgendamiento, label: 'Quitar tema' },
  asignar_tema_auto: { path: 'agendamiento/asignar_tema_auto', code: P.programador.createAgendamiento, label: 'Asignar tema automático' },
  anular_firma: { path: 'agendamiento/anular_firma', code: P.progreso.unsign, label: 'Anular firma' },
};

/** The row as the state machine reads it; null for a state it does not know (nothing is offered). */
export function bookingFactsOf(row: Pick<StudentBookingRow, 'estado' | 'tema_id' | 'clase_id'>): BookingFacts | null {
  return isEstadoAgendamiento(row.estado) ? { estado: row.estado, tema_id: row.tema_id, clase_id: row.clase_id } : null;
}

/** What the row offers: the actions whose code the user holds and that the booking's state allows now. */
export function offeredBookingActions(row: Pick<StudentBookingRow, 'estado' | 'tema_id' | 'clase_id'>, holds: (code: PermissionCode) => boolean): AccionEstudiante[] {
  const facts = bookingFactsOf(row);
  if (!facts) return [];
  return ACCIONES_ESTUDIANTE.filter((action) => holds(BOOKING_ACTIONS[action].code) && bookingActionProblem(action, facts) === null);
}

/** A topic the select may offer: the lookup's row, unless it says the topic is inactive or not bookable. */
export const isOfferedTopic = (option: Readonly<Record<string, unknown>>): boolean => option.activo !== false && option.programable !== false;
