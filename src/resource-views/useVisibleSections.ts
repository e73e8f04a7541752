// The added sections the user may see: those without a code, and those whose code the session
// holds (the same codes canAccess answers 'permiso' from). Coded ones stay hidden until known.
import { useMemo } from 'react';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import type { ViewSection } from './types';

const NONE: readonly ViewSection[] = [];

export function useVisibleSections(sections: readonly ViewSection[] = NONE): readonly ViewSection[] {
  const { codes, isPending } = usePermissionCodes();
  return useMemo(
    () => sections.filter((section) => section.permission === undefined || (!isPending && codes.includes(section.permission))),
    [sections, codes, isPending],
  );
}
