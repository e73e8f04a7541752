// The slot's board: one block per class and the pending list, bookings dragged between them
// (@hello-pangea/dnd, whose keyboard dragging comes on top of each card's menu), every drop judged by
// planDrop before it is sent, and the dialogs of the card and class actions. On a phone, one column
// at a time behind a switcher (boardColumns.ts); each card's menu still moves it anywhere.
import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { Box } from '@mui/material';
import { useBelow } from '../../layout/useBelow';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BookingView, ClassView, SlotView } from '../../../core/school/scheduler/slotView';
import { PHONE_BELOW } from '../../layout/breakpoints';
import { feedback } from '../../shell/feedback';
import { DRAG_INSTRUCTIONS, endText, startText, updateText } from './announcements';
import { classDroppable, PENDING, planDrop, type SlotChoice } from './board';
import { boardColumns, shownColumn } from './boardColumns';
import { BoardLegend } from './BoardLegend';
import { BoardStyles } from './BoardStyles';
import { type Board as BoardValue, type BoardAbilities, BoardContext, type BookingAction, type ClassAction } from './BoardContext';
import { ChangeClassDialog, type ChangeRequest } from './ChangeClassDialog';
import { ClassBlock } from './ClassBlock';
import { ClassInfoDialog } from './ClassInfoDialog';
import { ColumnSwitcher } from './ColumnSwitcher';
import { MoveNotice } from './MoveNotice';
import { PendingList } from './PendingList';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { useBoardWrites } from './useBoardWrites';
import { useMoveNotice } from './useMoveNotice';

interface Props {
  slot: SlotView;
  choice: SlotChoice;
  can: BoardAbilities;
  /** Polling pauses while a booking is in the air. */
  onDragging: (dragging: boolean) => void;
}

export function Board({ slot, choice, can, onDragging }: Props) {
  const writes = useBoardWrites(choice);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const [change, setChange] = useState<ChangeRequest | null>(null);
  const [info, setInfo] = useState<ClassView | null>(null);
  const notices = useMoveNotice(slot, can, writes);
  const moveDone = notices.done;
  // A phone shows one column at a time, chosen in the switcher (boardColumns.ts).
  // Read at the first render: a phone never draws the whole board once.
  const phone = useBelow(PHONE_BELOW);
  const [chosenColumn, setChosenColumn] = useState<string | null>(null);
  const columns = useMemo(() => (phone ? boardColumns(slot) : []), [phone, slot]);
  const column = shownColumn(columns, chosenColumn);

  const unassign = useCallback(
    (booking: BookingView) =>
      setReason({
        title: 'Desasignar agendamiento', text: `${booking.estudiante} vuelve a la lista de pendientes.`, kind: 'desasignar', confirm: 'Desasignar',
        run: async (motivo) => moveDone({ booking, from: booking.clase_id, to: null, version: await writes.move(booking, null, motivo) }),
      }),
    [writes, moveDone],
  );

  const moveTo = useCallback(
    (booking: BookingView, droppableId: string) => {
      const plan = planDrop(slot, booking.id, droppableId);
      if (plan.kind === 'refused') feedback.error(plan.message);
      else if (plan.kind === 'unassign') unassign(booking);
      else if (plan.kind === 'move') {
        writes.move(booking, plan.claseId).then((version) => moveDone({ booking, from: booking.clase_id, to: plan.claseId, version }), () => undefined);
      }
    },
    [slot, unassign, writes, moveDone],
  );

  const onBooking = useCallback(
    (action: BookingAction, booking: BookingView) => {
      if (action === 'desasignar') unassign(booking);
      if (action === 'confirmar') writes.send('agendamiento/confirmar', { agendamiento_id: booking.id }).catch(() => undefined);
      if (action === 'asistio' || action === 'no_asistio') {
        const asistencia = action === 'asistio' ? 'asistido' : 'ausencia';
        writes.send('agendamiento/marcar_asistencia', { agendamiento_id: booking.id, asistencia }).catch(() => undefined);
      }
      if (action === 'asignar_auto') {
        setReason({
          title: 'Asignar automáticamente', text: `${booking.estudiante} irá a la clase de la franja con más cupos libres que corresponda a su tipo.`,
          kind: 'asignar', confirm: 'Asignar', run: (motivo) => writes.send('agendamiento/asignar_clase_auto', { agendamiento_id: booking.id, motivo }),
        });
      }
      if (action === 'cancelar') {
        setReason({
          title: 'Cancelar agendamiento', text: `Se cancelará el agendamiento de ${booking.estudiante}. Una cancelación no se puede deshacer.`, kind: 'cancelar_agendamiento', confirm: 'Cancelar agendamiento',
          run: (motivo) => writes.send('agendamiento/cancelar', { agendamiento_id: booking.id, motivo }),
        });
      }
    },
    [unassign, writes],
  );

  const onClass = useCallback(
    (action: ClassAction, clase: ClassView) => {
      if (action === 'info') setInfo(clase);
      if (action === 'docente' || action === 'salon') setChange({ kind: action, clase });
      if (action === 'eliminar') {
        setReason({
          title: 'Eliminar clase', text: `Se eliminará la clase en ${clase.salon_nombre} con ${clase.profesor}; sus agendamientos vuelven a pendientes.`,
          kind: 'eliminar_clase', confirm: 'Eliminar', run: (motivo) => writes.send('clase/eliminar', { id: clase.id, motivo }),
        });
      }
    },
    [writes],
  );

  // One context value per abilities: its functions reach the latest slot and handlers through a ref,
  // so a read or a drop re-renders the blocks whose classes changed, not every card's menu.
  const latest = useRef({ slot, moveTo, onBooking, onClass });
  useLayoutEffect(() => {
    latest.current = { slot, moveTo, onBooking, onClass };
  });
  const board = useMemo<BoardValue>(
    () => ({
      can,
      getSlot: () => latest.current.slot,
      moveTo: (booking, droppableId) => latest.current.moveTo(booking, droppableId),
      onBooking: (action, booking) => latest.current.onBooking(action, booking),
      onClass: (action, clase) => latest.current.onClass(action, clase),
    }),
    [can],
  );

  // The library's live region speaks these (announcements.ts), in Spanish and by name.
  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    onDragging(true);
    provided.announce(startText(slot, start));
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => provided.announce(updateText(slot, update));
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    onDragging(false);
    const plan = result.destination && result.reason === 'DROP' ? planDrop(slot, Number(result.draggableId), result.destination.droppableId) : null;
    provided.announce(endText(slot, result, plan?.kind === 'refused' ? plan.message : undefined));
    if (!result.destination) return;
    const booking = [...slot.pendientes, ...slot.clases.flatMap((c) => c.agendamientos)].find((b) => String(b.id) === result.draggableId);
    if (booking) moveTo(booking, result.destination.droppableId);
  };

  return (
    <BoardContext.Provider value={board}>
      <BoardStyles />
      <BoardLegend />
      <DragDropContext dragHandleUsageInstructions={DRAG_INSTRUCTIONS} onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
        {phone ? (
          <Box className="prog-board--phone" sx={{ pb: 2 }}>
            <ColumnSwitcher columns={columns} value={column} onChange={setChosenColumn} />
            {column === PENDING ? <PendingList pendientes={slot.pendientes} fullWidth /> : null}
            {slot.clases.filter((clase) => classDroppable(clase.id) === column).map((clase) => (
              <ClassBlock key={clase.id} clase={clase} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', overflowX: 'auto', pb: 2 }}>
            <PendingList pendientes={slot.pendientes} />
            {/* Below 900 px the classes stay in one row: columns that scroll sideways inside the board, never the page. */}
            <Box sx={{ display: 'flex', flexWrap: { xs: 'nowrap', md: 'wrap' }, gap: 2, alignItems: 'flex-start' }}>
              {slot.clases.map((clase) => (
                <ClassBlock key={clase.id} clase={clase} />
              ))}
            </Box>
          </Box>
        )}
      </DragDropContext>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
      <ChangeClassDialog request={change} onClose={() => setChange(null)} send={writes.send} />
      <ClassInfoDialog clase={info} onClose={() => setInfo(null)} />
      <MoveNotice notice={notices.notice} onUndo={() => void notices.undo()} onClose={notices.close} />
    </BoardContext.Provider>
  );
}
