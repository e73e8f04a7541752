// 'date': MUI's date picker, loaded with the first date field (the heaviest dependency of the forms).
import { lazyView } from '../../shell/lazyView';
import type { FieldInputOf } from './types';

const DatePickerInput = lazyView(() => import('../DatePickerInput').then((m) => m.DatePickerInput));

export const input: FieldInputOf = (field, { validate, readOnly }) => (
  <DatePickerInput
    source={field.source}
    validate={validate}
    readOnly={readOnly}
    helperText={field.helperText}
    defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
  />
);
