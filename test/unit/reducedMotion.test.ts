// The system's 'reduce motion' setting (WCAG 2.3.3, docs/interface.md 'Accessibility'): the theme then
// animates nothing, and keeps everything else.
import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, theme, withoutMotion } from '../../src/shell/theme';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('reads the system setting, and is off where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('makes every MUI duration 0, every transition none and every ripple off, keeping colours and components', () => {
    const still = createTheme(withoutMotion(theme));
    const moving = createTheme(theme);
    expect(Object.values(still.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.palette.primary.main).toBe(moving.palette.primary.main);
    expect(still.components?.MuiButton).toEqual(moving.components?.MuiButton);
    // The usual theme moves.
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.transitions.create('opacity')).not.toBe('none');
  });
});
