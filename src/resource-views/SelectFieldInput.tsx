// A select from static choices or from a lookup endpoint (options via dataProvider.lookup): one
// option, or several for a 'references' field (chips, saved as the list of their ids).
import { SelectArrayInput, SelectInput, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../resources/types';
import { useFieldOptions } from './useFieldOptions';

export interface SelectFieldInputProps {
  field: FieldDeclaration;
  validate: Validator;
  readOnly?: boolean;
}

export function SelectFieldInput({ field, validate, readOnly }: SelectFieldInputProps) {
  const options = useFieldOptions(field);
  const several = field.type === 'references';
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
