// How the student area names states (docs/domain/student-record.md 'The student's record'): a booking as the front desk
// reads it on the student's detail and progress pages ('Sin Asignar' for a class still without one,
// 'Asistió', 'No asistió'), the other states as the scheduler names them (./bookings.ts); and the
// stored tutoring states through one mapping (programada is what the student asked for:
// 'Solicitado'). Any other value is shown raw. Pure: the detail, the tutoring register and the
// progress page share it.
import { ESTADOS_AGENDAMIENTO, isEstadoAgendamiento, type EstadoAgendamiento } from './bookings';

const STUDENT_AREA_BOOKING_LABELS: Partial<Record<EstadoAgendamiento, string>> = {
  solicitado: 'Sin Asignar',
  asistido: 'Asistió',
  ausencia: 'No asistió',
};

export function studentBookingLabel(estado: string): string {
  if (!isEstadoAgendamiento(estado)) return estado;
  return STUDENT_AREA_BOOKING_LABELS[estado] ?? ESTADOS_AGENDAMIENTO[estado].label;
}

export const TUTORING_STATE_LABELS = {
  programada: 'Solicitado',
  asistida: 'Asistió',
  ausencia: 'No asistió',
  cancelada: 'Cancelado',
} as const;

export type EstadoTutoria = keyof typeof TUTORING_STATE_LABELS;

export function tutoringStateLabel(estado: string): string {
  return Object.hasOwn(TUTORING_STATE_LABELS, estado) ? TUTORING_STATE_LABELS[estado as EstadoTutoria] : estado;
}
