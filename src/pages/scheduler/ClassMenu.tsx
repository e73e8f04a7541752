// A class's menu, each entry shown only with its code: change teacher (956EB91C), change room
// (EEB6ADA9), information with history (either), delete (57315736).
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { ClassView } from '../../../core/school/scheduler/slotView';
import { type ClassAction, useBoard } from './BoardContext';

export function ClassMenu({ clase }: { clase: ClassView }) {
  const { can, onClass } = useBoard();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on: 100 closed menus would cost the board's render.
  const [used, setUsed] = useState(false);
  const entries: { action: ClassAction; label: string; shown: boolean }[] = [
    { action: 'info', label: 'Información de la clase', shown: can.changeTeacher || can.changeRoom },
    { action: 'docente', label: 'Cambiar docente', shown: can.changeTeacher },
    { action: 'salon', label: 'Cambiar salón', shown: can.changeRoom },
    { action: 'eliminar', label: 'Eliminar clase', shown: can.deleteClass },
  ];
  const shown = entries.filter((e) => e.shown);
  if (shown.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Acciones de la clase en ${clase.salon_nombre}`}
        aria-haspopup="menu"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {used ? <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {shown.map((entry) => (
          <MenuItem
            key={entry.action}
            onClick={() => {
              setAnchor(null);
              onClass(entry.action, clase);
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu> : null}
    </>
  );
}
