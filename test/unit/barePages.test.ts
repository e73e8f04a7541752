// src/layout/barePages.ts: the shell draws bare (no header, menu, footer) exactly the registry's
// pages marked layout 'bare' — the wall display.
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/shell/pages';
import { isBarePage } from '../../src/layout/barePages';

describe('isBarePage', () => {
  it('is true for /pantalla only', () => {
    expect(Object.values(PAGES).filter((page) => 'layout' in page && page.layout === 'bare').map((page) => page.path)).toEqual(['/pantalla']);
    expect(isBarePage('/pantalla')).toBe(true);
    expect(isBarePage('/pantalla/')).toBe(true);
    for (const path of ['/', '/logistica', '/tutoria', '/pantallas', '/estudiantes']) expect(isBarePage(path), path).toBe(false);
  });

  it('follows the pages it is given', () => {
    const pages = [{ path: '/kiosco', title: 'Kiosco', access: 'login' as const, layout: 'bare' as const }, { path: '/x', title: 'X', access: 'login' as const }];
    expect(isBarePage('/kiosco', pages)).toBe(true);
    expect(isBarePage('/x', pages)).toBe(false);
    expect(isBarePage('/pantalla', pages)).toBe(false);
  });
});
