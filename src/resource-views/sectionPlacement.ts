// Where each added section of a generated view goes: after the field its `after` names, or at the
// end when it names none or a field this view does not show (e.g. not writable on create).
import type { ViewSection } from './types';

export interface PlacedSections {
  /** Field source → the sections right after it, in their declared order. */
  after: ReadonlyMap<string, readonly ViewSection[]>;
  end: readonly ViewSection[];
}

export function placeSections(sources: readonly string[], sections: readonly ViewSection[]): PlacedSections {
  const shown = new Set(sources);
  const after = new Map<string, ViewSection[]>();
  const end: ViewSection[] = [];
  for (const section of sections) {
    if (section.after !== undefined && shown.has(section.after)) {
      after.set(section.after, [...(after.get(section.after) ?? []), section]);
    } else {
      end.push(section);
    }
  }
  return { after, end };
}
