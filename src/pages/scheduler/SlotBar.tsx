// The scheduler's navbar: the day and the time (the school days of agenda_disponible), and the
// actions the user's codes allow — Reorganizar, Agendar (new booking), Nueva clase, reload.
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import { formatHour } from '../../../core/engine/dates';
import type { SlotChoice } from './board';
import type { BoardAbilities } from './BoardContext';

interface Props {
  days: AgendaDay[];
  choice: SlotChoice;
  onChoose: (choice: SlotChoice) => void;
  can: BoardAbilities;
  onReorganize: () => void;
  onBook: () => void;
  onNewClass: () => void;
  onReload: () => void;
}

export function SlotBar({ days, choice, onChoose, can, onReorganize, onBook, onNewClass, onReload }: Props) {
  const day = days.find((d) => d.fecha === choice.fecha);
  const chooseDay = (fecha: string) => {
    const next = days.find((d) => d.fecha === fecha);
    const hora = next?.horas.some((h) => h.hora === choice.hora) ? choice.hora : next?.horas[0]?.hora;
    if (next && hora) onChoose({ fecha, hora });
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <TextField select size="small" fullWidth={false} label="Día" value={day ? choice.fecha : ''} onChange={(e) => chooseDay(e.target.value)} sx={{ minWidth: 220 }}>
        {days.map((d) => (
          <MenuItem key={d.fecha} value={d.fecha}>{d.texto}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Hora"
        value={day?.horas.some((h) => h.hora === choice.hora) ? choice.hora : ''}
        onChange={(e) => onChoose({ fecha: choice.fecha, hora: e.target.value })}
        sx={{ minWidth: 140 }}
      >
        {(day?.horas ?? []).map((h) => (
          <MenuItem key={h.hora} value={h.hora}>{formatHour(h.hora)}</MenuItem>
        ))}
      </TextField>
      {can.reorganize ? (
        // Words, not the old 'R' and '+' (issue 43 point 10): the same accessible names, now visible.
        <Tooltip title="Reorganizar la franja" describeChild>
          <Button variant="outlined" onClick={onReorganize}>Reorganizar</Button>
        </Tooltip>
      ) : null}
      {can.book ? <Button variant="outlined" onClick={onBook}>Agendar</Button> : null}
      {can.createClass ? (
        <Button variant="outlined" onClick={onNewClass} startIcon={<AddIcon />}>Nueva clase</Button>
      ) : null}
      <Tooltip title="Recargar">
        <IconButton onClick={onReload} aria-label="Recargar"><RefreshIcon /></IconButton>
      </Tooltip>
    </Stack>
  );
}
