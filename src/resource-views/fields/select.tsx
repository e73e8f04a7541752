// 'select': a choice among the field's options (static or a lookup's).
import { SelectFieldInput } from '../SelectFieldInput';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { validate, readOnly }) => <SelectFieldInput field={field} validate={validate} readOnly={readOnly} />;
