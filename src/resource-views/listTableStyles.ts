// The look of a list table's body, as one stylesheet rule set for all its cells: MUI's small body
// TableCell and hover row, the 'Ver' link as MUI's small text Button with its eye icon drawn by
// CSS, and url cells as MUI's Link. Per-cell MUI components would each cost a styled component.
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { SHOW_LINK_CLASS } from './ShowLink';

// @mui/icons-material's Visibility, as a CSS mask (no <svg> per row).
const EYE_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'/></svg>",
)}") center / contain no-repeat`;

export const ListTableBodyRoot = styled('tbody')(({ theme }) => {
  const { palette, typography } = theme;
  const border = palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    '& > tr:hover': { backgroundColor: palette.action.hover },
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
  };
});
