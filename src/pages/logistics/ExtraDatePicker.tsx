// #/logistica's date picker for extra dates: a date chosen in the calendar is added at
// once; a typed one with 'Agregar fecha' (a half-typed date is never added). Shows DD/MM/YYYY.
import { Button, Stack } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState } from 'react';

const PICKER_TEXTS = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export function ExtraDatePicker({ onAdd, disabled }: { onAdd: (fecha: string) => void; disabled: boolean }) {
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const add = (value: Dayjs | null) => {
    if (!value?.isValid()) return;
    onAdd(value.format('YYYY-MM-DD'));
    setDraft(null);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={PICKER_TEXTS}>
      <Stack direction="row" spacing={1} alignItems="center">
        <DatePicker
          label="Fecha adicional"
          format="DD/MM/YYYY"
          value={draft}
          onChange={setDraft}
          // A date typed in the field is accepted digit by digit (year 0202 is a date): only the calendar's adds at once.
          onAccept={(value, context) => (context.source === 'view' ? add(value) : undefined)}
          disabled={disabled}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
        />
        <Button variant="outlined" onClick={() => add(draft)} disabled={disabled || !draft?.isValid()}>
          Agregar fecha
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
