// The student editor's register of unsaved sections (issue 43 point 2): each section says whether
// it holds a change and how to save it; the save bar, the leave guard and 'Guardar cambios' read it.
// Outside the editor (no provider) a section registers nothing.
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { SaveResult } from './unsavedSections';

export interface EditorDrafts {
  /** The sections with unsaved changes, in the editor's order. */
  dirty: readonly string[];
  saving: boolean;
  /** How the last 'Guardar cambios' ended, section by section (null: none yet). */
  results: readonly SaveResult[] | null;
  /** Runs each changed section's own save in order, each after the page has read the previous one's. */
  saveAll(): Promise<void>;
  /** A section's state; `save` resolves true once saved. */
  update(title: string, dirty: boolean, save: () => Promise<boolean>): void;
  remove(title: string): void;
}

export const EditorDraftsContext = createContext<EditorDrafts | null>(null);

export function useEditorDrafts(): EditorDrafts | null {
  return useContext(EditorDraftsContext);
}

/** Registers the calling section: `save` is read at call time, so it uses the record as last read. */
export function useEditorDraft(title: string, dirty: boolean, save: () => Promise<boolean>): void {
  const drafts = useEditorDrafts();
  // The provider's functions are stable; its state is not, and must not re-run these effects.
  const update = drafts?.update;
  const remove = drafts?.remove;
  const latest = useRef(save);
  // A layout effect: updated in the same commit as the record the save will send the version of.
  useLayoutEffect(() => {
    latest.current = save;
  });
  useLayoutEffect(() => {
    update?.(title, dirty, () => latest.current());
  }, [update, title, dirty]);
  useEffect(() => () => remove?.(title), [remove, title]);
}
