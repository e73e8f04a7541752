// Caption-sized text of a grid cell as inline styles from the theme, read once per cell: the grids
// draw hundreds of these, where a MUI Typography each costs a styled component (issue 25 point 6).
import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

export interface CellText {
  caption: CSSProperties;
  secondary: CSSProperties;
  strong: CSSProperties;
}

const cache = new WeakMap<Theme, CellText>();

export function cellText(theme: Theme): CellText {
  let text = cache.get(theme);
  if (!text) {
    const { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing } = theme.typography.caption;
    const caption: CSSProperties = { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, margin: 0 };
    text = {
      caption,
      secondary: { ...caption, color: theme.palette.text.secondary },
      strong: { ...caption, fontWeight: theme.typography.fontWeightMedium },
    };
    cache.set(theme, text);
  }
  return text;
}
