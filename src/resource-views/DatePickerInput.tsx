// A react-admin input around MUI X's DatePicker: shows DD/MM/YYYY (Spanish calendar), stores YYYY-MM-DD.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { type FocusEvent, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { formValueOf, formValueOnBlur, pickerValueOf } from './dateInputValue';

const PICKER_TEXTS = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DatePickerInputProps {
  source: string;
  validate?: Validator;
  defaultValue?: string | null;
  helperText?: string;
  readOnly?: boolean;
}

export function DatePickerInput({ source, validate, defaultValue, helperText, readOnly }: DatePickerInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, id, isRequired } = useInput({ source, validate, defaultValue, readOnly });
  const [draft, setDraft] = useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={PICKER_TEXTS}>
      <DatePicker
        className={`ra-input ra-input-${source}`}
        label={<FieldTitle source={source} resource={resource} isRequired={isRequired} />}
        format="DD/MM/YYYY"
        value={pickerValueOf(field.value, draft)}
        onChange={(picked) => {
          setDraft(picked);
          field.onChange(formValueOf(picked));
        }}
        readOnly={readOnly}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              const next = formValueOnBlur(event.target.value, field.value);
              if (next !== undefined) field.onChange(next);
              field.onBlur();
            },
            error: fieldState.invalid,
            // Like the other generated inputs (helperText false): no reserved line unless there is text.
            helperText:
              fieldState.error || helperText ? (
                <InputHelperText error={fieldState.error?.message} helperText={helperText} />
              ) : undefined,
            size: 'small',
            margin: 'dense',
            sx: { minWidth: 220 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
