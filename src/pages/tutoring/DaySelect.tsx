// The day dropdown of the scheduler's views: the school days of agenda_disponible, by their name
// ('Lunes 23/11/2026').
import { MenuItem, TextField } from '@mui/material';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';

export interface DaySelectProps {
  days: readonly AgendaDay[];
  value: string;
  onChange: (fecha: string) => void;
}

export function DaySelect({ days, value, onChange }: DaySelectProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label="Día"
      value={days.some((day) => day.fecha === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {days.map((day) => (
        <MenuItem key={day.fecha} value={day.fecha}>{day.texto}</MenuItem>
      ))}
    </TextField>
  );
}
