// One cell of the day grid: the pre-assignment (teacher, type badges, 'Combinada'), dimmed when the
// teacher filter names someone else, or 'LIBRE' ('Disponible' where the filtered teacher could take
// it). With 235AE1F a filled cell is a button that opens its dialog.
import { alpha, Box, ButtonBase } from '@mui/material';
import type { Preassignment } from '../../../core/school/preassignments';
import { PreassignmentCell } from '../../shared/week/PreassignmentCell';
import type { CellView } from './preassignmentPage';

interface Props {
  view: CellView;
  /** The room and hour: the start of the button's accessible name, its visible text after them (WCAG 2.5.3). */
  label: string;
  onOpen?: (preassignment: Preassignment) => void;
}

// Read by screen readers only (MUI's visuallyHidden): the room and hour before the cell's own text.
const SCREEN_READER_ONLY = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

// Badges centred under the name, like the text.
const CELL = { display: 'block', width: '100%', minHeight: 40, p: 0.5, textAlign: 'center', '& .MuiStack-root': { justifyContent: 'center' } } as const;

export function DayGridCell({ view, label, onOpen }: Props) {
  if (view.kind === 'free') {
    return (
      <Box sx={{ ...CELL, bgcolor: (theme) => (view.available ? alpha(theme.palette.success.main, 0.15) : undefined) }}>
        <PreassignmentCell preassignment={undefined} show="docente" empty={view.available ? 'Disponible' : 'LIBRE'} />
      </Box>
    );
  }
  const content = <PreassignmentCell preassignment={view.preassignment} show="docente" />;
  // Another teacher's cell while one is chosen: grey, its text still readable (WCAG 1.4.3), not faded.
  const sx = view.dimmed ? { ...CELL, bgcolor: 'grey.200', filter: 'grayscale(1)' } : CELL;
  if (!onOpen) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase component="div" role="button" sx={{ ...sx, borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }} onClick={() => onOpen(view.preassignment)}>
      <span style={SCREEN_READER_ONLY}>{`Preasignación ${label}: `}</span>
      {content}
    </ButtonBase>
  );
}
