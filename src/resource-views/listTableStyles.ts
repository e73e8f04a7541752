// The look of a list table's body, as one stylesheet rule set for all its cells: MUI's small body
// TableCell and hover row, the 'Ver' link as MUI's small text Button with its eye icon drawn by
// CSS, and url cells as MUI's Link. Per-cell MUI components would each cost a styled component.
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { ROW_LINK_CLASS, SELECT_CELL_CLASS, SHOW_LINK_CLASS } from './ShowLink';

// @mui/icons-material's Visibility, as a CSS mask (no <svg> per row).
const EYE_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'/></svg>",
)}") center / contain no-repeat`;

// @mui/icons-material's Edit and Delete, for the rows' 'Editar' and 'Eliminar' (list.rowActions).
const EDIT_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z'/></svg>",
)}") center / contain no-repeat`;
const DELETE_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z'/></svg>",
)}") center / contain no-repeat`;

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
      display: 'inline-flex',
      alignItems: 'center',
      minWidth: 64,
      padding: '4px 5px',
      borderRadius: theme.shape.borderRadius,
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
      '&::before': {
        content: '""',
        width: 18,
        height: 18,
        marginLeft: -2,
        marginRight: 8,
        backgroundColor: 'currentColor',
        WebkitMask: EYE_ICON,
        mask: EYE_ICON,
      },
    },
    [`& .${SHOW_LINK_CLASS}--edit::before`]: { WebkitMask: EDIT_ICON, mask: EDIT_ICON },
    [`& .${SHOW_LINK_CLASS}--delete`]: {
      color: palette.error.main,
      border: 0,
      background: 'none',
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity) },
      '&::before': { WebkitMask: DELETE_ICON, mask: DELETE_ICON },
    },
  };
});
