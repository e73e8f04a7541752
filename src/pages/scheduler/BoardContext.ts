// What every block and card of the board shares without a hook each (1,500 cards would mean 1,500
// permission checks): the user's scheduler codes, the slot, and the one handler of card and class actions.
import { createContext, useContext } from 'react';
import type { BookingView, ClassView, SlotView } from '../../../core/school/scheduler/slotView';

export interface BoardAbilities {
  move: boolean;
  unassign: boolean;
  autoAssign: boolean;
  cancel: boolean;
  createClass: boolean;
  deleteClass: boolean;
  changeTeacher: boolean;
  changeRoom: boolean;
  book: boolean;
  reorganize: boolean;
  teacherLink: boolean;
  roomLink: boolean;
  /** Sign a held class's attendance (383FFC12). */
  attendance: boolean;
}

export type BookingAction = 'desasignar' | 'asignar_auto' | 'confirmar' | 'cancelar' | 'asistio' | 'no_asistio';
export type ClassAction = 'docente' | 'salon' | 'info' | 'eliminar';

export interface Board {
  can: BoardAbilities;
  /** The slot as last drawn (a getter: the 1,500 cards do not re-render when a read changes it). */
  getSlot: () => SlotView;
  /** Moves a booking to a droppable (a class or the pending list), as a drop would. */
  moveTo: (booking: BookingView, droppableId: string) => void;
  onBooking: (action: BookingAction, booking: BookingView) => void;
  onClass: (action: ClassAction, clase: ClassView) => void;
}

export const BoardContext = createContext<Board | null>(null);

export function useBoard(): Board {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard fuera del tablero del programador');
  return board;
}
