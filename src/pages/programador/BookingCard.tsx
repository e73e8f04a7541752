// One booking on the board: the student (a link to their detail), the topic, the state and novelty
// colours of doc 2 §4, draggable when its state may move, and a menu with the same moves and the
// booking's actions for keyboard and pointer alike (WCAG 2.2 SC 2.5.7: no action needs a drag).
import { Draggable } from '@hello-pangea/dnd';
import { Box, Link, Typography } from '@mui/material';
import { memo } from 'react';
import type { BookingView } from '../../../resources/scheduler/slotView';
import { bookingLook, isMovable } from './board';
import { BookingMenu } from './BookingMenu';

interface Props {
  booking: BookingView;
  index: number;
  draggable: boolean;
}

export const BookingCard = memo(function BookingCard({ booking, index, draggable }: Props) {
  const look = bookingLook(booking);
  return (
    <Draggable draggableId={String(booking.id)} index={index} isDragDisabled={!draggable || !isMovable(booking)}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          data-testid={`agendamiento-${booking.id}`}
          aria-label={`${booking.estudiante}: ${look.description}`}
          sx={{
            display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5, px: 1, py: 0.25, borderRadius: 1,
            bgcolor: look.background, border: '1px solid #ddd', borderLeft: look.border ? `5px solid ${look.border}` : '1px solid #ddd',
            boxShadow: snapshot.isDragging ? 3 : 0, ...provided.draggableProps.style,
          }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Link href={`#/estudiante/detalle/${booking.estudiante_id}`} underline="hover" sx={{ textDecoration: look.struck ? 'line-through' : undefined, fontSize: 14 }}>
              {booking.estudiante}
            </Link>
            <Typography
              variant="caption"
              component="div"
              color="text.secondary"
              noWrap
              title={`${booking.curso ?? 'Curso desconocido'} · ${booking.tema ?? 'Sin tema'} · ${look.description}`}
            >
              {booking.tipo_clase} · {booking.tema ?? 'Sin tema'} · {look.description}
            </Typography>
            {booking.clase_id === null && booking.motivo_pendiente ? (
              <Typography variant="caption" component="div" color="warning.dark">{booking.motivo_pendiente}</Typography>
            ) : null}
          </Box>
          <BookingMenu booking={booking} />
        </Box>
      )}
    </Draggable>
  );
});
