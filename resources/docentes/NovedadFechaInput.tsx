// The novedad's date: MUI X's DatePicker in Spanish (DD/MM/YYYY shown, YYYY-MM-DD kept), no day
// before tomorrow on the school's clock (a novedad is never for today). Controlled: the form keeps
// the value.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState } from 'react';
import { formValueOf, pickerValueOf } from '../../src/resource-views/dateInputValue';

const PICKER_TEXTS = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  value: string | null;
  /** 'YYYY-MM-DD' of the first day allowed. */
  minDate: string;
  onChange: (value: string | null) => void;
  error?: string;
}

export function NovedadFechaInput({ value, minDate, onChange, error }: Props) {
  const [draft, setDraft] = useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={PICKER_TEXTS}>
      <DatePicker
        label="Fecha"
        format="DD/MM/YYYY"
        minDate={dayjs(minDate)}
        value={pickerValueOf(value, draft)}
        onChange={(picked) => {
          setDraft(picked);
          onChange(formValueOf(picked));
        }}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', margin: 'dense', error: Boolean(error), helperText: error, sx: { minWidth: 220 } } }}
      />
    </LocalizationProvider>
  );
}
