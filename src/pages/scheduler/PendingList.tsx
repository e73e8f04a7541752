// The slot's pending bookings (solicitado, no class): a drop target (an unassign, with a reason)
// and the source of the drags into classes; each says why no class has taken it when known.
import { Droppable } from '@hello-pangea/dnd';
import { Box, Paper, Typography } from '@mui/material';
import type { BookingView } from '../../../core/school/scheduler/slotView';
import { PENDING } from './board';
import { useBoard } from './BoardContext';
import { BookingCard } from './BookingCard';

/** fullWidth: the phone's one column (Board.tsx) takes the board's width. */
export function PendingList({ pendientes, fullWidth = false }: { pendientes: BookingView[]; fullWidth?: boolean }) {
  const { can } = useBoard();
  // The whole panel takes the drop, its title included, as a class's whole card does.
  return (
    <Droppable droppableId={PENDING} isDropDisabled={!can.unassign}>
      {(provided, snapshot) => (
        <Paper
          ref={provided.innerRef}
          {...provided.droppableProps}
          variant="outlined"
          sx={{ width: fullWidth ? '100%' : 300, flexShrink: 0, boxSizing: 'border-box', p: 1.5, alignSelf: 'flex-start', bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined }}
          aria-label="Pendientes"
          data-testid="pendientes"
        >
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Pendientes ({pendientes.length})
          </Typography>
          <Box sx={{ minHeight: 60 }}>
            {pendientes.length === 0 ? <Typography variant="body2" color="text.secondary">No se encontraron resultados</Typography> : null}
            {pendientes.map((booking, index) => (
              <BookingCard key={booking.id} booking={booking} index={index} draggable={can.move} />
            ))}
            {provided.placeholder}
          </Box>
        </Paper>
      )}
    </Droppable>
  );
}
