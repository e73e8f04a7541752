// The colours of 'Disponibilidad Actual' (red, green, orange, blue, gray) as paths of the
// theme's palette, each background with a text colour that reaches WCAG AA on it (docs/interface.md
// 'Accessibility'; test/unit/colours.test.ts holds every pair). The table's cells, the legend's
// examples and each date's Total chip read this one table.
import type { CellColour } from './availabilityTable';

export interface CellPaint {
  bg: string;
  fg: string;
}

export const CELL_PALETTE: Readonly<Record<CellColour, CellPaint>> = {
  red: { bg: 'error.main', fg: 'common.white' },
  green: { bg: 'success.main', fg: 'common.white' },
  // The required orange itself; white on it is 3.1:1, black 6.8:1.
  orange: { bg: 'warning.main', fg: 'common.black' },
  // info.main with white is 3.9:1: its dark shade keeps the blue at 7.4:1.
  blue: { bg: 'info.dark', fg: 'common.white' },
  gray: { bg: 'grey.300', fg: 'text.primary' },
};
