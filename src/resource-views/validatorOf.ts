// One declared field's check as the forms run it: the shared validator, except that on edit a value
// the record already lacked and the user left blank is not an error (old rows may predate a rule).
// Used by each input (FieldInput) and by a form with record rules, whose own validator react-admin
// runs instead of the inputs'.
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { fieldValidator, isBlank, isRequiredIn } from '../../core/engine/validation';

/** A react-admin validator (its extra arguments unused), with isRequired. */
export function validatorOf(field: FieldDeclaration, mode: 'create' | 'edit', original: unknown): ((value: unknown) => string | undefined) & { isRequired: boolean } {
  const check = fieldValidator(field, mode);
  const validate = (value: unknown) => (mode === 'edit' && isBlank(value) && isBlank(original) ? undefined : check(value));
  // isRequired lets react-admin mark the label with an asterisk.
  return Object.assign(validate, { isRequired: isRequiredIn(field, mode) });
}
