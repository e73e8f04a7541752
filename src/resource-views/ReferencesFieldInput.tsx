// Several options of a lookup (allowed class types, sedes, payment methods): chips in a multiple
// select, saved as the list of their ids.
import { SelectArrayInput, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../resources/types';
import { useFieldOptions } from './useFieldOptions';

export interface ReferencesFieldInputProps {
  field: FieldDeclaration;
  validate: Validator;
  readOnly?: boolean;
}

export function ReferencesFieldInput({ field, validate, readOnly }: ReferencesFieldInputProps) {
  const options = useFieldOptions(field);
  return (
    <SelectArrayInput
      // A fresh input once the options arrive (as SelectFieldInput: react-admin copies choices late).
      key={options === undefined ? 'cargando' : 'listo'}
      source={field.source}
      choices={options ?? []}
      isPending={options === undefined}
      translateChoice={false}
      validate={validate}
      defaultValue={[]}
      helperText={field.helperText ?? false}
      readOnly={readOnly}
      sx={{ minWidth: 240 }}
    />
  );
}
