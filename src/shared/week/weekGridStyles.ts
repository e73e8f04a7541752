// The week grids' body cells, styled once by their <tbody> as MUI's small TableCell looks, rather
// than a MUI TableRow and TableCell per cell: a tutoring room's grid has ~400 cells and the teachers
// summary's filter ~80, and a styled component each cost those pages most of their drawing time
// (issue 25 point 6).
import { alpha, darken, lighten, styled } from '@mui/material/styles';

/** The class of a grid's part row ('Mañana', 'Tarde' of a tutoring grid). */
export const WEEK_PART_ROW = 'aula-week-part';

export const WeekGridBody = styled('tbody')(({ theme }) => {
  const { palette, typography } = theme;
  const border = palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    '& > tr > td, & > tr > th': {
      ...typography.body2,
      padding: '6px 4px',
      textAlign: 'center',
      verticalAlign: 'inherit',
      color: palette.text.primary,
      borderBottom: `1px solid ${border}`,
    },
    '& > tr > th': { whiteSpace: 'nowrap', fontWeight: typography.fontWeightRegular },
    [`& > tr.${WEEK_PART_ROW} > td`]: { fontWeight: typography.fontWeightBold, backgroundColor: palette.action.hover },
  };
});
