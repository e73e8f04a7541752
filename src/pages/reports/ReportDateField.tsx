// One date of a report form: MUI's date picker in Spanish, shown DD/MM/YYYY and handed back as
// 'YYYY-MM-DD' ('' while empty or not a real date), as the calls send it.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

const PICKER_TEXTS = esES.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  error?: string | null;
}

export function ReportDateField({ label, value, onChange, disabled = false, error = null }: Props) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={PICKER_TEXTS}>
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={value ? dayjs(value) : null}
        onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', fullWidth: false, sx: { width: 200 }, error: error !== null, helperText: error ?? undefined } }}
      />
    </LocalizationProvider>
  );
}
