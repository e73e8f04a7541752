// Holds the student editor's unsaved sections (EditorDraftsContext) and runs 'Guardar cambios':
// each changed section's own save in the editor's order, waiting after each success until the page
// has read the student again, so the next one sends the new version rather than a stale one (409).
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { EditorDraftsContext, type EditorDrafts } from './EditorDraftsContext';
import { dirtySections, type SaveResult } from './unsavedSections';

/** Long enough for a re-read on a loaded machine; a save that changes nothing read is not waited for longer. */
const REREAD_WAIT_MS = 3000;

export function EditorDraftsProvider({ order, children }: { order: readonly string[]; children: ReactNode }) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const [flags, setFlags] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [saving, setSaving] = useState(false);
  const [results, setResults] = useState<readonly SaveResult[] | null>(null);
  const saves = useRef(new Map<string, () => Promise<boolean>>());
  const latest = useRef({ record, flags });
  useLayoutEffect(() => {
    latest.current = { record, flags };
  }, [record, flags]);

  const update = useCallback((title: string, dirty: boolean, save: () => Promise<boolean>) => {
    saves.current.set(title, save);
    setFlags((prev) => (prev.get(title) === dirty ? prev : new Map(prev).set(title, dirty)));
  }, []);
  const remove = useCallback((title: string) => {
    saves.current.delete(title);
    setFlags((prev) => {
      if (!prev.has(title)) return prev;
      const next = new Map(prev);
      next.delete(title);
      return next;
    });
  }, []);
  const dirty = useMemo(() => dirtySections([...flags].map(([title, on]) => ({ title, dirty: on })), order), [flags, order]);

  const saveAll = useCallback(async () => {
    setSaving(true);
    setResults(null);
    const done: SaveResult[] = [];
    for (const title of dirty) {
      const save = saves.current.get(title);
      if (!save || latest.current.flags.get(title) !== true) continue;
      const before = latest.current.record;
      const ok = await save();
      done.push({ title, ok });
      if (ok) await readAgain(() => latest.current.record !== before);
    }
    setResults(done);
    setSaving(false);
  }, [dirty]);

  const value = useMemo<EditorDrafts>(() => ({ dirty, saving, results, saveAll, update, remove }), [dirty, saving, results, saveAll, update, remove]);
  return <EditorDraftsContext.Provider value={value}>{children}</EditorDraftsContext.Provider>;
}

/** Resolves once `changed()` holds (the record read again and drawn), or after REREAD_WAIT_MS. */
async function readAgain(changed: () => boolean): Promise<void> {
  const deadline = Date.now() + REREAD_WAIT_MS;
  while (!changed() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}
