// A booking's menu: every place it may move to (the keyboard alternative to dragging; the places it
// cannot go say why) and its actions by state and code — unassign, automatic assignment, confirm, cancel,
// and once the class has taken place its attendance.
import { ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { today } from '../../../core/engine/clock';
import { allowedFrom } from '../../../core/school/scheduler/bookings';
import type { BookingView } from '../../../core/school/scheduler/slotView';
import { schoolClock } from '../../shell/schoolClock';
import { isMovable, moveTargets, PENDING } from './board';
import { type BookingAction, useBoard } from './BoardContext';

const ACTIONS: { action: BookingAction; label: string; rule: Parameters<typeof allowedFrom>[0]; pendingOnly?: boolean; heldOnly?: boolean }[] = [
  { action: 'asignar_auto', label: 'Asignar automáticamente', rule: 'asignar_auto', pendingOnly: true },
  { action: 'confirmar', label: 'Confirmar', rule: 'confirmar' },
  { action: 'desasignar', label: 'Desasignar', rule: 'desasignar' },
  { action: 'cancelar', label: 'Cancelar agendamiento', rule: 'cancelar' },
  // Only once the class has taken place (the server says the same with 409).
  { action: 'asistio', label: 'Asistió', rule: 'asistio', heldOnly: true },
  { action: 'no_asistio', label: 'No asistió', rule: 'no_asistio', heldOnly: true },
];

const ABILITY: Record<BookingAction, 'autoAssign' | 'move' | 'unassign' | 'cancel' | 'attendance'> = {
  asignar_auto: 'autoAssign',
  confirmar: 'move',
  desasignar: 'unassign',
  cancelar: 'cancel',
  asistio: 'attendance',
  no_asistio: 'attendance',
};

export function BookingMenu({ booking }: { booking: BookingView }) {
  const board = useBoard();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on: 1,500 closed menus would cost the board's render.
  const [used, setUsed] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setUsed(true);
    setAnchor(event.currentTarget);
  };
  const close = () => setAnchor(null);
  const targets = anchor && board.can.move && isMovable(booking)
    ? moveTargets(board.getSlot(), booking).filter((t) => t.droppableId !== PENDING || board.can.unassign)
    : [];
  const clase = booking.clase_id === null ? undefined : board.getSlot().clases.find((c) => c.id === booking.clase_id);
  const held = clase !== undefined && clase.fecha <= today(schoolClock());
  const actions = ACTIONS.filter(
    (a) =>
      board.can[ABILITY[a.action]] && allowedFrom(a.rule).includes(booking.estado) && (!a.pendingOnly || booking.clase_id === null) && (!a.heldOnly || held),
  );
  if (actions.length === 0 && !(board.can.move && isMovable(booking))) return null;
  return (
    <>
      <button type="button" className="prog-card__menu" aria-label={`Acciones de ${booking.estudiante}`} aria-haspopup="menu" onClick={open}>
        ⋮
      </button>
      {used ? <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { disabledItemsFocusable: true } }}>
        {targets.length > 0 ? <ListSubheader>Mover a</ListSubheader> : null}
        {targets.map((target) => (
          <MenuItem
            key={target.droppableId}
            disabled={target.refused !== undefined}
            onClick={() => {
              close();
              board.moveTo(booking, target.droppableId);
            }}
          >
            <ListItemText primary={target.label} secondary={target.refused} />
          </MenuItem>
        ))}
        {actions.map((a) => (
          <MenuItem
            key={a.action}
            onClick={() => {
              close();
              board.onBooking(a.action, booking);
            }}
          >
            {a.label}
          </MenuItem>
        ))}
      </Menu> : null}
    </>
  );
}
