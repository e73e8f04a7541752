// A window of a given width for MUI's useMediaQuery under jsdom (which lays nothing out): matchMedia
// answers the min-width/max-width queries of MUI's breakpoints against that width.
import { vi } from 'vitest';

/** Whether every (min-width: Npx) and (max-width: Npx) of the query holds at `width`. */
export function widthMatches(query: string, width: number): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return bounds.length > 0 && bounds.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** A MediaQueryList that answers `matches` and never changes (jsdom has none). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Stubs window.matchMedia for a window `width` px wide (undone by vi.unstubAllGlobals). */
export function stubViewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => staticMediaQuery(query, widthMatches(query, width)));
}
