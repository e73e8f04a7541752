// The look of a list table's body, as one stylesheet rule set for all its cells: MUI's small body
// TableCell and hover row, the 'Ver' link as MUI's small text Button with its eye icon drawn by
// CSS, and url cells as MUI's Link. Per-cell MUI components would each cost a styled component.
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { ROW_LINK_CLASS, SELECT_CELL_CLASS, SHOW_LINK_CLASS } from './ShowLink';

// @mui/icons-material's Visibility, Edit and Delete paths: each link's icon is its background, an
// SVG filled with the link's colour. A ::before box masked by the icon (one more layout box and one
// more paint effect per row) cost a 1,000-row page about 10 ms (issue 44 point 4).
const EYE_PATH = 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EDIT_PATH = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const DELETE_PATH = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';

/** The icon as the link's background: 18 px, 3 px from its left edge (where MUI's start icon sits). */
function iconBackground(path: string, color: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path fill='${color}' d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}") no-repeat 3px center / 18px 18px`;
}

export const ListTableBodyRoot = styled('tbody')(({ theme }) => {
  const { palette, typography } = theme;
  const border = palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    '& > tr:hover': { backgroundColor: palette.action.hover },
    [`& > tr.${ROW_LINK_CLASS}`]: { cursor: 'pointer' },
    // Under the header's select-all checkbox (MUI's padding="checkbox" cell: 48 px).
    [`& > tr > td.${SELECT_CELL_CLASS}`]: { width: 48, padding: '0 0 0 4px', textAlign: 'center' },
    [`& .${SELECT_CELL_CLASS} > input`]: { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: palette.primary.main },
    '& > tr > td': {
      ...typography.body2,
      // body2's 0.15 px of letter spacing took about 8 ms of a 1,000-row page's layout, unseen.
      letterSpacing: 'normal',
      padding: '6px 16px',
      verticalAlign: 'inherit',
      textAlign: 'left',
      color: palette.text.primary,
      borderBottom: `1px solid ${border}`,
    },
    '& a[target]': {
      color: palette.primary.main,
      textDecorationColor: alpha(palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`& .${SHOW_LINK_CLASS}`]: {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      // react-admin's Button: small buttons at 1.5 (icon alignment).
      lineHeight: 1.5,
      display: 'inline-block',
      minWidth: 64,
      // The icon (18 px at 3 px) and 8 px before the words, as MUI's small button with a start icon.
      padding: '4px 5px 4px 29px',
      borderRadius: theme.shape.borderRadius,
      color: palette.primary.main,
      textDecoration: 'none',
      background: iconBackground(EYE_PATH, palette.primary.main),
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    [`& .${SHOW_LINK_CLASS}--edit`]: { background: iconBackground(EDIT_PATH, palette.primary.main) },
    [`& .${SHOW_LINK_CLASS}--delete`]: {
      color: palette.error.main,
      border: 0,
      background: iconBackground(DELETE_PATH, palette.error.main),
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity) },
    },
  };
});
