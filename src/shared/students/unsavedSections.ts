// The student editor's unsaved work (issue 43 point 2): which sections hold a change not yet saved,
// in the editor's order, what the save bar's button says, and how one 'Guardar cambios' ended for
// each section. Pure: the bar, the leave dialog and the tests share it.

/** A section's draft as the editor knows it. */
export interface DraftState {
  title: string;
  /** Its value differs from the stored one. */
  dirty: boolean;
}

export type SaveResult = { title: string; ok: boolean };

/** The titles of the sections with unsaved changes, in `order` (titles not in it go last, by name). */
export function dirtySections(drafts: Iterable<DraftState>, order: readonly string[]): string[] {
  const rank = (title: string) => {
    const at = order.indexOf(title);
    return at === -1 ? order.length : at;
  };
  return [...drafts]
    .filter((draft) => draft.dirty)
    .map((draft) => draft.title)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** 'Guardar cambios (2)'. */
export function saveAllLabel(count: number): string {
  return `Guardar cambios (${count})`;
}

/** What the bar says of the changed sections: 'Cambios sin guardar: Vigencia, Sábados'. */
export function unsavedSummary(titles: readonly string[]): string {
  return `Cambios sin guardar: ${titles.join(', ')}`;
}

/** One section's outcome as the bar reports it: 'Vigencia: guardado' or 'Sábados: no se guardó'. */
export function resultText(result: SaveResult): string {
  return `${result.title}: ${result.ok ? 'guardado' : 'no se guardó'}`;
}
