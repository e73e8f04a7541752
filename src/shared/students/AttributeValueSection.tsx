// A student attribute edited as one value (validity, payment, a yes/no, the current level or course):
// the stored value until the user changes it, saved through its own action with the loaded version.
import { type ReactNode, useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { ActionBody, ActionDeclaration } from '../../../core/engine/actions';
import { sameAttributeValue } from '../../../core/school/students/attributeRules';
import { AttributeSection } from './AttributeSection';
import { type AttributeBase, useAttributeSave, type WithField } from './useAttributeSave';

export interface ValueInputProps<V> {
  value: V;
  onChange(value: V): void;
  disabled: boolean;
}

export interface AttributeValueSectionProps<A extends ActionDeclaration, V> {
  action: WithField<A>;
  title: string;
  saveLabel: string;
  /** The stored value; for an action that adds rather than changes (an enrolment), the empty one. */
  read(record: RaRecord): V;
  body(value: V, base: AttributeBase): ActionBody<A>;
  input(props: ValueInputProps<V>): ReactNode;
  ready?(value: V): boolean;
}

export function AttributeValueSection<A extends ActionDeclaration, V>(props: AttributeValueSectionProps<A, V>) {
  const { action, title, saveLabel, read, body, input, ready } = props;
  const attribute = useAttributeSave(action);
  // null: as stored. Kept after a save until the record read again says the same.
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const { record, base } = attribute;
  if (!record || !base) return null;
  const stored = read(record);
  const value = draft ? draft.value : stored;
  const changed = draft !== null && !sameAttributeValue(stored, draft.value);
  const save = async () => {
    const saved = await attribute.save(body(value, base));
    if (saved) setDraft(null);
    return saved;
  };
  return (
    <AttributeSection
      title={title}
      saveLabel={saveLabel}
      editable={attribute.editable}
      needs={attribute.needs}
      changed={changed}
      ready={ready ? ready(value) : true}
      busy={attribute.isPending}
      onSave={save}
    >
      {input({ value, onChange: (next) => setDraft({ value: next }), disabled: !attribute.editable || attribute.isPending })}
    </AttributeSection>
  );
}
