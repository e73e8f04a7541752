// Why a card cannot be dragged at all. Why a drop is refused (the one rule that failed) is
// core/school/scheduler/fit.ts's fitRefusal, said alike by the board and the server.
import { ESTADOS_AGENDAMIENTO, type EstadoAgendamiento } from '../../../core/school/scheduler/bookings';

/** Why a card does not move (its state or the user's codes); null when it may be dragged. */
export function lockReason(estado: EstadoAgendamiento, movableState: boolean, canMove: boolean): string | null {
  if (!canMove) return 'Bloqueado: su usuario no tiene permiso para mover agendamientos';
  if (!movableState) return `Bloqueado: un agendamiento ${ESTADOS_AGENDAMIENTO[estado].label.toLowerCase()} no se mueve (solo solicitado o asignado)`;
  return null;
}
