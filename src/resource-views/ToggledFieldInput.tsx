// An optional value behind a switch (a topic's 'Logros'): on shows its input, and every
// click of the switch resets the value (off leaves it blank). field.toggle is the switch's label.
import { FormControlLabel, Switch } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldDeclaration } from '../../core/engine/declaration/field';

export interface ToggledFieldInputProps {
  field: FieldDeclaration;
  readOnly?: boolean;
  children: ReactNode;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function ToggledFieldInput({ field, readOnly, children }: ToggledFieldInputProps) {
  const { getValues, setValue } = useFormContext();
  const [on, setOn] = useState(() => !isBlank(getValues(field.source)));
  const toggle = (checked: boolean) => {
    setValue(field.source, checked ? '' : null, { shouldDirty: true });
    setOn(checked);
  };
  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} disabled={readOnly} onChange={(event) => toggle(event.target.checked)} />}
        label={field.toggle}
      />
      {on ? children : null}
    </>
  );
}
