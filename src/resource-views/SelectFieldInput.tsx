// A select from static choices or from a lookup endpoint (options via dataProvider.lookup): one
// option, or several for a 'references' field (chips, saved as the list of their ids).
import { useWatch } from 'react-hook-form';
import { SelectArrayInput, SelectInput, type Validator } from 'react-admin';
import { slotsOfDate } from '../../core/school/calendar';
import type { Choice, FieldDeclaration } from '../../core/engine/declaration/field';
import { formatHour } from '../../core/engine/dates';
import { useFieldOptions } from './useFieldOptions';
import { fieldRules } from '../../core/engine/fields';

/** The class hours of the date in `references.slotsOf` (none until a date is chosen; none on Sunday). */
function useSlotChoices(field: FieldDeclaration): Choice[] | undefined {
  const slotsOf = field.references?.slotsOf;
  const date: unknown = useWatch({ name: slotsOf ?? field.source });
  if (!slotsOf) return undefined;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? slotsOfDate(date.slice(0, 10)).map((hora) => ({ id: hora, name: formatHour(hora) })) : [];
}

export interface SelectFieldInputProps {
  field: FieldDeclaration;
  validate: Validator;
  readOnly?: boolean;
}

export function SelectFieldInput({ field, validate, readOnly }: SelectFieldInputProps) {
  const slots = useSlotChoices(field);
  const fromField = useFieldOptions(field);
  const options = slots ?? fromField;
  const several = fieldRules(field).list === true;
  const Input = several ? SelectArrayInput : SelectInput;
  return (
    <Input
      // A fresh input once the options arrive: react-admin copies choices into state one render late.
      key={options === undefined ? 'cargando' : 'listo'}
      source={field.source}
      choices={options ?? []}
      isPending={options === undefined}
      translateChoice={false}
      validate={validate}
      defaultValue={several ? [] : (field.defaultValue ?? undefined)}
      helperText={field.helperText ?? false}
      readOnly={readOnly}
      sx={several ? { minWidth: 240 } : undefined}
    />
  );
}
