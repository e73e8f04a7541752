// 'boolean': a switch.
import { BooleanInput } from 'react-admin';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { common }) => <BooleanInput {...common} defaultValue={field.defaultValue === true} />;
