// 'references': several of the field's options (class hours of a date's weekday with references.slotsOf).
import { SelectFieldInput } from '../SelectFieldInput';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { validate, readOnly }) => <SelectFieldInput field={field} validate={validate} readOnly={readOnly} />;
