// 'money': a box for pesos that takes 1850000, 1.850.000 or $ 1.850.000 (the shared rule turns it
// into whole pesos before it is sent), showing a stored amount as 1.850.000.
import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { formatPesos, parsePesos } from '../../../core/engine/fields/money';
import type { FieldInputOf } from './types';

/** What the box shows of a stored amount: 1.850.000 (the $ is its adornment). */
const shown = (value: unknown): string => (typeof value === 'number' ? formatPesos(value).replace(/^\$\s*/, '') : value == null ? '' : String(value));

/** What the form keeps: whole pesos once the text is an amount, the text itself while it is not (the validator says why). */
const kept = (text: string): number | string | null => {
  if (text.trim() === '') return null;
  const amount = parsePesos(text);
  return typeof amount === 'number' ? amount : text;
};

export const input: FieldInputOf = (field, { common }) => (
  <TextInput
    {...common}
    format={shown}
    parse={kept}
    InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment> }}
    defaultValue={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
  />
);
