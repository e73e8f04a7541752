// The one stylesheet of the board's class blocks and booking cards (plain elements, ClassBlock.tsx
// and BookingCard.tsx), in the theme's colours and spacing: drawn once for the page instead of once
// per block and card. The blocks copy MUI's outlined Card, CardHeader (subtitle1 title, body2
// subheader), Link and CardContent.
import { GlobalStyles } from '@mui/material';
import { alpha } from '@mui/material/styles';

export function BoardStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.prog-class': {
          width: 300, flexShrink: 0, overflow: 'hidden', borderRadius: theme.shape.borderRadius, border: `1px solid ${theme.palette.divider}`,
          backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary,
        },
        // A phone's one column (Board.tsx) takes the board's width.
        '.prog-board--phone .prog-class': { width: '100%', boxSizing: 'border-box' },
        '.prog-class--over': { backgroundColor: theme.palette.action.hover },
        '.prog-class__header': { display: 'flex', alignItems: 'center', padding: theme.spacing(2, 2, 0.5) },
        '.prog-class__titles': { flex: '1 1 auto' },
        '.prog-class__room': { ...theme.typography.subtitle1, display: 'block' },
        '.prog-class__teacher': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
        '.prog-class__link': {
          color: theme.palette.primary.main, textDecoration: 'underline', textDecorationColor: alpha(theme.palette.primary.main, 0.4),
          '&:hover': { textDecorationColor: 'inherit' },
        },
        '.prog-class__action': { flex: '0 0 auto', alignSelf: 'flex-start', marginTop: -4, marginRight: -8, marginBottom: -4 },
        '.prog-class__content': { padding: theme.spacing(0.5, 2, 3) },
        '.prog-class__summary': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: theme.spacing(1) },
        '.prog-class__seats': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
        '.prog-class__seats--full': { color: theme.palette.error.main },
        '.prog-class__bookings': { minHeight: 48 },
        '.prog-card': {
          display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), marginBottom: theme.spacing(0.5), padding: theme.spacing(0.25, 1),
          borderRadius: theme.shape.borderRadius, border: '1px solid #ddd', fontFamily: theme.typography.fontFamily,
        },
        '.prog-card--dragging': { boxShadow: theme.shadows[3] },
        '.prog-card__body': { flexGrow: 1, minWidth: 0 },
        // Every target at least 24×24 px (WCAG 2.5.8): the name, the handle and the menu button.
        '.prog-card__name': {
          display: 'inline-flex', alignItems: 'center', minHeight: 24, maxWidth: '100%',
          color: theme.palette.primary.main, fontSize: 14, textDecoration: 'none', '&:hover': { textDecoration: 'underline' },
        },
        '.prog-card__name--struck': { textDecoration: 'line-through' },
        '.prog-card__handle': {
          position: 'relative', minHeight: 24, borderRadius: theme.shape.borderRadius, cursor: 'grab',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        },
        // Read by screen readers only (MUI's visuallyHidden).
        '.prog-card__sr': { border: 0, clip: 'rect(0 0 0 0)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: 1 },
        '.prog-card__caption': { ...theme.typography.caption, color: theme.palette.text.secondary, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        '.prog-card__reason': { ...theme.typography.caption, color: theme.palette.warning.dark },
        '.prog-card__menu': {
          display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 28, minHeight: 28,
          border: 0, background: 'transparent', cursor: 'pointer', fontSize: 18, lineHeight: 1, padding: theme.spacing(0.5), borderRadius: '50%',
          color: theme.palette.text.secondary, '&:hover': { background: theme.palette.action.hover }, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
        },
      })}
    />
  );
}
