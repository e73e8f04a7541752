// One booking on the board: the student (a link to their detail), the topic, the state and novelty
// colours of bookingLook (board.ts), draggable by its caption (the handle) when its state may move, and a menu
// with the same moves and the booking's actions for keyboard and pointer alike (WCAG 2.2 SC 2.5.7:
// no action needs a drag).
import { Draggable } from '@hello-pangea/dnd';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { memo } from 'react';
import type { BookingView } from '../../../core/school/scheduler/slotView';
import { classTypeLabel, withShortTypeNames } from '../../../core/school/classTypeLabel';
import { bookingLook, isMovable } from './board';
import { BookingMenu } from './BookingMenu';
import { lockReason } from './refusals';

interface Props {
  booking: BookingView;
  index: number;
  draggable: boolean;
}

export const BookingCard = memo(function BookingCard({ booking, index, draggable }: Props) {
  const look = bookingLook(booking);
  const movable = isMovable(booking);
  const locked = lockReason(booking.estado, movable, draggable);
  const tipo = classTypeLabel(booking.tipo_clase);
  // Plain elements styled by BoardStyles' one stylesheet: 1,500 cards of MUI components (each a
  // styled wrapper) took most of the board's render.
  return (
    <Draggable draggableId={String(booking.id)} index={index} isDragDisabled={locked !== null}>
      {(provided, snapshot) => (
        // The card itself is no control: its link, its drag handle and its menu are siblings (WCAG
        // 4.1.2, no nested interactive elements). The handle is named by its own text, the student's
        // name and the lock's reason added for screen readers only (2.5.3: the visible words are in the name).
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={snapshot.isDragging ? 'prog-card prog-card--dragging' : 'prog-card'}
          style={{ background: look.background, borderLeft: look.border ? `5px solid ${look.border}` : undefined, ...provided.draggableProps.style }}
        >
          <div className="prog-card__body">
            {/* A student beyond the caller's reach comes without id: their seat, no link to a record they cannot open. */}
            {booking.estudiante_id === null ? (
              <span className={look.struck ? 'prog-card__name prog-card__name--struck' : 'prog-card__name'}>{booking.estudiante}</span>
            ) : (
              <a href={`#/estudiante/detalle/${booking.estudiante_id}`} className={look.struck ? 'prog-card__name prog-card__name--struck' : 'prog-card__name'}>
                {booking.estudiante}
              </a>
            )}
            <div {...provided.dragHandleProps} className="prog-card__handle" data-testid={`agendamiento-${booking.id}`}>
              <span className="prog-card__sr">{booking.estudiante}: </span>
              <div className="prog-card__caption" title={`${tipo.full} · ${booking.curso ?? 'Curso desconocido'} · ${booking.tema ?? 'Sin tema'} · ${look.description}`}>
                {tipo.short} · {booking.tema ?? 'Sin tema'} · {look.description}
                {locked ? <span className="prog-card__sr">. {locked}</span> : null}
              </div>
            </div>
            {/* Beside the handle, not in its name: a button is named by what it is, not by why the booking waits. */}
            {booking.clase_id === null && booking.motivo_pendiente ? <div className="prog-card__reason">{withShortTypeNames(booking.motivo_pendiente)}</div> : null}
          </div>
          {/* The padlock marks a state that does not move; a user without the move code gets the reason in the handle's name only (every card is locked then). */}
          {locked && draggable ? <LockOutlinedIcon titleAccess={locked} sx={{ fontSize: 16, color: 'text.secondary' }} /> : null}
          <BookingMenu booking={booking} />
        </div>
      )}
    </Draggable>
  );
});
