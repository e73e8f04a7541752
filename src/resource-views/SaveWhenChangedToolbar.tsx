// A form toolbar with its Save button, shown only once a value differs from the loaded one.
import { SaveButton, Toolbar, useFormIsDirty } from 'react-admin';

export function SaveWhenChangedToolbar() {
  const changed = useFormIsDirty();
  // Not an empty <Toolbar>: react-admin fills an empty one with its default buttons.
  return changed ? (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  ) : null;
}
