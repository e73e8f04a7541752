// One class of the slot: its room and teacher (links only with AE7C3DD1 / 42C7BC3F), its types in
// their colours, seats taken of capacity, its menu, and its bookings — a drop target for them.
// Plain elements in MUI's outlined-card look (BoardStyles): 100 blocks of Card, CardHeader, Link,
// Typography and Box took a third of the board's render.
import { Droppable } from '@hello-pangea/dnd';
import { memo, useMemo } from 'react';
import { ROOMS, TEACHERS } from '../../../core/engine/linkedResources';
import { resourcePaths } from '../../../core/engine/paths';
import type { ClassView } from '../../../core/school/scheduler/slotView';
import { TypeBadges } from '../../shared/classTypes/TypeBadges';
import { classDroppable, liveCount } from './board';
import { useBoard } from './BoardContext';
import { BookingCard } from './BookingCard';
import { ClassMenu } from './ClassMenu';

const TEACHER_PATHS = resourcePaths(TEACHERS);
const ROOM_PATHS = resourcePaths(ROOMS);

export const ClassBlock = memo(function ClassBlock({ clase }: { clase: ClassView }) {
  const { can } = useBoard();
  const taken = liveCount(clase);
  const room = clase.salon_nombre || 'NO SE ENCUENTRA EL SALÓN';
  // Made once per class: the Droppable draws its children again at every drag's start and drop (all
  // 100 blocks), and elements that did not change are skipped whole.
  const header = useMemo(
    () => (
      <div className="prog-class__header">
        <div className="prog-class__titles">
          <span className="prog-class__room">
            {can.roomLink ? <a className="prog-class__link" href={`#${ROOM_PATHS.show(clase.salon_id)}`}>{room}</a> : room}
          </span>
          <span className="prog-class__teacher">
            {can.teacherLink ? <a className="prog-class__link" href={`#${TEACHER_PATHS.show(clase.profesor_id)}`}>{clase.profesor}</a> : clase.profesor}
          </span>
        </div>
        <div className="prog-class__action">
          <ClassMenu clase={clase} />
        </div>
      </div>
    ),
    [can, clase, room],
  );
  const summary = useMemo(
    () => (
      <div className="prog-class__summary">
        <TypeBadges tipos={clase.tipos} />
        <p className={taken >= clase.capacidad ? 'prog-class__seats prog-class__seats--full' : 'prog-class__seats'} aria-label="Cupos ocupados de la capacidad">
          {taken}/{clase.capacidad}
        </p>
      </div>
    ),
    [clase.tipos, clase.capacidad, taken],
  );
  // The whole card takes the drop, not only its list: an empty class is mostly header.
  return (
    <Droppable droppableId={classDroppable(clase.id)}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          className={snapshot.isDraggingOver ? 'prog-class prog-class--over' : 'prog-class'}
          data-testid={`clase-${clase.id}`}
          aria-label={`Clase en ${room}`}
        >
          {header}
          <div className="prog-class__content">
            {summary}
            <div className="prog-class__bookings">
              {clase.agendamientos.map((booking, index) => (
                <BookingCard key={booking.id} booking={booking} index={index} draggable={can.move} />
              ))}
              {provided.placeholder}
            </div>
          </div>
        </div>
      )}
    </Droppable>
  );
});
