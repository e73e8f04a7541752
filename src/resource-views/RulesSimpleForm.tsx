// react-admin's SimpleForm with the declaration's record rules as its form-level validator
// (useRecordRules). Rendered inside Create/Edit, so on edit it sees the record being changed.
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useRecordRules } from './useRecordRules';

export interface RulesSimpleFormProps extends SimpleFormProps {
  declaration: ResourceDeclaration;
  writeMode: 'create' | 'edit';
}

export function RulesSimpleForm({ declaration, writeMode, ...props }: RulesSimpleFormProps) {
  const validate = useRecordRules(declaration, writeMode);
  return <SimpleForm validate={validate} {...props} />;
}
