// The one stylesheet of the board's booking cards (plain elements, BookingCard.tsx), in the theme's
// colours and spacing: drawn once for the page instead of once per card.
import { GlobalStyles } from '@mui/material';

export function BoardStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.prog-card': {
          display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), marginBottom: theme.spacing(0.5), padding: theme.spacing(0.25, 1),
          borderRadius: theme.shape.borderRadius, border: '1px solid #ddd', fontFamily: theme.typography.fontFamily,
        },
        '.prog-card--dragging': { boxShadow: theme.shadows[3] },
        '.prog-card__body': { flexGrow: 1, minWidth: 0 },
        '.prog-card__name': { color: theme.palette.primary.main, fontSize: 14, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
        '.prog-card__name--struck': { textDecoration: 'line-through' },
        '.prog-card__caption': { ...theme.typography.caption, color: theme.palette.text.secondary, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        '.prog-card__reason': { ...theme.typography.caption, color: theme.palette.warning.dark },
        '.prog-card__menu': {
          border: 0, background: 'transparent', cursor: 'pointer', fontSize: 18, lineHeight: 1, padding: theme.spacing(0.5), borderRadius: '50%',
          color: theme.palette.text.secondary, '&:hover': { background: theme.palette.action.hover }, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
        },
      })}
    />
  );
}
