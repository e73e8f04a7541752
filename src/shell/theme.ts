// The app's MUI theme: react-admin's default look with the school's colours, text on every palette
// colour at WCAG AA contrast, and MUI's Spanish texts (pagination, close buttons, autocomplete…), so
// no English label leaks from MUI components.
import { esES } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

type ComponentsOptions = Record<string, { defaultProps?: object } & Record<string, unknown>>;

/** Adds a locale's defaultProps under the theme's own (the theme's explicit props win). */
function withLocaleProps(theme: RaThemeOptions, locale: { components?: object }): RaThemeOptions {
  const components: ComponentsOptions = { ...(theme.components as ComponentsOptions | undefined) };
  Object.entries((locale.components ?? {}) as ComponentsOptions).forEach(([name, localized]) => {
    const own = components[name] ?? {};
    components[name] = { ...own, defaultProps: { ...localized.defaultProps, ...own.defaultProps } };
  });
  // ThemeOptions' components type is keyed per component; the merge above keeps that shape.
  return { ...theme, components: components as RaThemeOptions['components'] };
}

/** No animation at all: every MUI duration 0 (its transitions then end at once), no CSS transition, no ripple. */
export function withoutMotion(theme: RaThemeOptions): RaThemeOptions {
  const components = theme.components as ComponentsOptions | undefined;
  const buttonBase = components?.MuiButtonBase ?? {};
  return {
    ...theme,
    transitions: {
      ...theme.transitions,
      duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
      create: () => 'none',
    },
    components: {
      ...theme.components,
      MuiButtonBase: { ...buttonBase, defaultProps: { ...buttonBase.defaultProps, disableRipple: true } },
    } as RaThemeOptions['components'],
  };
}

/**
 * The system's 'reduce motion' setting (docs/interface.md 'Accessibility', WCAG 2.3.3): read once, as
 * the app starts; menus, dialogs and panels then appear and go at once.
 */
export function prefersReducedMotion(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const WARNING = { main: '#ed6c02', light: '#ff9800', dark: '#a13900' } as const;

const schoolTheme: RaThemeOptions = withLocaleProps(
  {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      // WCAG AA (docs/interface.md 'Accessibility'): MUI picks each colour's text (white or near black) by this
      // ratio; its default, 3, puts white on the info blue and the warning orange, which fails AA.
      contrastThreshold: 4.5,
      primary: { main: '#1f4e79', light: '#4f7aa8', dark: '#00264d', contrastText: '#fff' },
      secondary: { main: '#f2a900', light: '#ffdb4d', dark: '#ba7a00', contrastText: '#1a1a1a' },
      background: { default: '#f4f6f9' },
      // MUI's orange; its dark shade is also text (the scheduler's pending reasons): MUI's #e65100 is 3.8:1 on white.
      warning: WARNING,
    },
    components: {
      ...defaultTheme.components,
      // An outlined or text warning button writes its label in the colour (MUI's orange is 3.1:1 on
      // white): the dark shade instead ('Invalidar Tokens', 'Enviar solo las válidas').
      MuiButton: {
        variants: [
          { props: { color: 'warning', variant: 'outlined' }, style: { color: WARNING.dark, borderColor: WARNING.dark } },
          { props: { color: 'warning', variant: 'text' }, style: { color: WARNING.dark } },
        ],
      },
    },
  },
  esES,
);

export const theme: RaThemeOptions = prefersReducedMotion() ? withoutMotion(schoolTheme) : schoolTheme;
