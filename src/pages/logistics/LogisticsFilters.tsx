// #/logistica's choices: the day, the hour ('Todas' or one slot of the day), extra dates (each a
// chip to remove) — at most seven dates in all.
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import { MAX_LOGISTICA_DATES } from '../../../core/school/scheduler/displays';
import { DaySelect } from '../tutoring/DaySelect';
import { ExtraDatePicker } from './ExtraDatePicker';
import { dayTitle, hourOptions, logisticaDates } from './logistics';

export interface LogisticaChoice {
  fecha: string | undefined;
  hora: string;
  extras: readonly string[];
}

export interface LogisticaFiltersProps {
  days: readonly AgendaDay[];
  choice: LogisticaChoice;
  onDay: (fecha: string) => void;
  onHour: (hora: string) => void;
  onAddDate: (fecha: string) => void;
  onRemoveDate: (fecha: string) => void;
}

export function LogisticsFilters({ days, choice, onDay, onHour, onAddDate, onRemoveDate }: LogisticaFiltersProps) {
  const day = days.find((d) => d.fecha === choice.fecha);
  const options = hourOptions(day);
  const full = logisticaDates(choice.fecha, choice.extras).length >= MAX_LOGISTICA_DATES;
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <DaySelect days={days} value={choice.fecha ?? ''} onChange={onDay} />
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Hora"
        value={options.some((o) => o.value === choice.hora) ? choice.hora : ''}
        onChange={(event) => onHour(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        {options.map((option) => (
          <MenuItem key={option.value || 'todas'} value={option.value}>{option.label}</MenuItem>
        ))}
      </TextField>
      <ExtraDatePicker onAdd={onAddDate} disabled={full} />
      {choice.extras.map((fecha) => (
        <Chip key={fecha} label={dayTitle(fecha)} onDelete={() => onRemoveDate(fecha)} aria-label={`Fecha adicional ${dayTitle(fecha)}`} />
      ))}
    </Stack>
  );
}
