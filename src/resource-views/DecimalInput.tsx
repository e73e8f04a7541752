// The number box of the declared forms (issue 43): a text box that takes '4,5' and '4.5' alike
// (parseDecimal, the one parser) and shows a stored number es-CO (4,5). The form holds a number
// once the text is one, the text itself while it is not (the field's validator says why).
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { decimalInputText, parseDecimal } from '../../core/engine/numbers';

export interface DecimalInputProps {
  source: string;
  validate?: Validator;
  defaultValue?: number;
  helperText?: string | false;
  readOnly?: boolean;
}

/** What the form keeps of a text: null when blank, the number, or the text that is none. */
const kept = (text: string): number | string | null => {
  if (text.trim() === '') return null;
  const value = parseDecimal(text);
  return Number.isFinite(value) ? value : text;
};

/** The text a form value shows. */
const textOf = (value: unknown): string => (typeof value === 'number' ? decimalInputText(value) : typeof value === 'string' ? value : '');

export function DecimalInput({ source, validate, defaultValue, helperText, readOnly }: DecimalInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, validate, defaultValue, readOnly });
  const [text, setText] = useState(() => textOf(field.value));
  // A value set from outside (a reset, a record loaded) replaces the text; one the text already stands for does not.
  useEffect(() => {
    // Only the form's value drives this: the text follows it, never the other way round.
    if (kept(text) !== (field.value ?? null)) setText(textOf(field.value));
  }, [field.value]);
  return (
    <TextField
      id={id}
      name={field.name}
      className={`ra-input ra-input-${source}`}
      // No resource given: FieldTitle reads the label as react-admin's own inputs do (a JSON list item's too).
      label={<FieldTitle source={source} isRequired={isRequired} />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(kept(event.target.value));
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error || helperText ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : undefined}
      size="small"
      disabled={readOnly}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
