// The app's MUI theme: react-admin's default look with the school's colours and MUI's Spanish texts
// (pagination, close buttons, autocomplete…), so no English label leaks from MUI components.
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

export const theme: RaThemeOptions = withLocaleProps(
  {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: '#1f4e79', light: '#4f7aa8', dark: '#00264d', contrastText: '#fff' },
      secondary: { main: '#f2a900', light: '#ffdb4d', dark: '#ba7a00', contrastText: '#1a1a1a' },
      background: { default: '#f4f6f9' },
    },
  },
  esES,
);
