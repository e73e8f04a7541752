// One class of the slot: its room and teacher (links only with AE7C3DD1 / 42C7BC3F), its types in
// their colours, seats taken of capacity, its menu, and its bookings — a drop target for them.
import { Droppable } from '@hello-pangea/dnd';
import { Box, Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import docentes from '../../../resources/docentes/schema';
import { resourcePaths } from '../../../resources/paths';
import salones from '../../../resources/salones/schema';
import type { ClassView } from '../../../resources/scheduler/slotView';
import { TypeBadges } from '../../shared/classTypes/TypeBadges';
import { classDroppable, liveCount } from './board';
import { useBoard } from './BoardContext';
import { BookingCard } from './BookingCard';
import { ClassMenu } from './ClassMenu';

const TEACHER_PATHS = resourcePaths(docentes);
const ROOM_PATHS = resourcePaths(salones);

export const ClassBlock = memo(function ClassBlock({ clase }: { clase: ClassView }) {
  const { can } = useBoard();
  const taken = liveCount(clase);
  const room = clase.salon_nombre || 'NO SE ENCUENTRA EL SALÓN';
  // Made once per class: the Droppable draws its children again at every drag's start and drop (all
  // 100 blocks), and elements that did not change are skipped whole.
  const header = useMemo(
    () => (
      <CardHeader
        sx={{ pb: 0.5 }}
        title={can.roomLink ? <Link href={`#${ROOM_PATHS.show(clase.salon_id)}`}>{room}</Link> : room}
        subheader={can.teacherLink ? <Link href={`#${TEACHER_PATHS.show(clase.profesor_id)}`}>{clase.profesor}</Link> : clase.profesor}
        slotProps={{ title: { variant: 'subtitle1' }, subheader: { variant: 'body2' } }}
        action={<ClassMenu clase={clase} />}
      />
    ),
    [can, clase, room],
  );
  const summary = useMemo(
    () => (
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <TypeBadges tipos={clase.tipos} />
        <Typography variant="body2" color={taken >= clase.capacidad ? 'error' : 'text.secondary'} aria-label="Cupos ocupados de la capacidad">
          {taken}/{clase.capacidad}
        </Typography>
      </Box>
    ),
    [clase.tipos, clase.capacidad, taken],
  );
  // The whole card takes the drop, not only its list: an empty class is mostly header.
  return (
    <Droppable droppableId={classDroppable(clase.id)}>
      {(provided, snapshot) => (
        <Card
          ref={provided.innerRef}
          {...provided.droppableProps}
          variant="outlined"
          sx={{ width: 300, flexShrink: 0, bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined }}
          data-testid={`clase-${clase.id}`}
          aria-label={`Clase en ${room}`}
        >
          {header}
          <CardContent sx={{ pt: 0.5 }}>
            {summary}
            <Box sx={{ minHeight: 48 }}>
              {clase.agendamientos.map((booking, index) => (
                <BookingCard key={booking.id} booking={booking} index={index} draggable={can.move} />
              ))}
              {provided.placeholder}
            </Box>
          </CardContent>
        </Card>
      )}
    </Droppable>
  );
});
