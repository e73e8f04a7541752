// #/cacelacionMasiva's three choices: the date (DD/MM/YYYY), one of its class hours and
// a sede among the caller's permitted ones (the 'sedes' lookup holds only those).
import { MenuItem, Stack, TextField } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { LookupOption } from '../../../dataProvider/types';
import { type BulkCancelChoice, hourOptions, withDate } from './bulkCancel';

const PICKER_TEXTS = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  choice: BulkCancelChoice;
  sedes: LookupOption[] | undefined;
  onChange: (choice: BulkCancelChoice) => void;
  disabled: boolean;
}

export function CancelFilters({ choice, sedes, onChange, disabled }: Props) {
  const hours = hourOptions(choice.fecha);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={PICKER_TEXTS}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mb: 2 }}>
        <DatePicker
          label="Fecha"
          format="DD/MM/YYYY"
          value={choice.fecha ? dayjs(choice.fecha) : null}
          onChange={(value) => onChange(withDate(choice, value?.isValid() ? value.format('YYYY-MM-DD') : ''))}
          disabled={disabled}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { size: 'small', fullWidth: false, sx: { width: 200 } } }}
        />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Hora"
          value={hours.some((h) => h.value === choice.hora) ? choice.hora : ''}
          onChange={(event) => onChange({ ...choice, hora: event.target.value })}
          disabled={disabled || hours.length === 0}
          helperText={choice.fecha && hours.length === 0 ? 'No hay clases ese día' : undefined}
          sx={{ minWidth: 160 }}
        >
          {hours.map((h) => (
            <MenuItem key={h.value} value={h.value}>{h.label}</MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Sede"
          value={choice.sede ?? ''}
          onChange={(event) => onChange({ ...choice, sede: event.target.value === '' ? null : Number(event.target.value) })}
          disabled={disabled || !sedes}
          sx={{ minWidth: 260 }}
        >
          {(sedes ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
          ))}
        </TextField>
      </Stack>
    </LocalizationProvider>
  );
}
