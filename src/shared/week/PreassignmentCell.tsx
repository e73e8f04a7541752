// One pre-assignment in a grid cell: who (a room's grid: the teacher's first name and first surname;
// a teacher's grid: the room), the type badges, and 'Combinada' when its mode is 'and'.
import { Box, Typography } from '@mui/material';
import type { Preassignment } from '../../../resources/preassignments';
import { TypeBadges } from '../classTypes/TypeBadges';

export interface PreassignmentCellProps {
  preassignment: Preassignment | undefined;
  show: 'docente' | 'salon';
  /** What an empty cell says ('LIBRE' in a room's grid). */
  empty?: string;
}

export function PreassignmentCell({ preassignment, show, empty = '' }: PreassignmentCellProps) {
  if (!preassignment) return <Typography variant="caption" color="text.secondary">{empty}</Typography>;
  const who = show === 'docente' ? `${preassignment.docente.primer_nombre} ${preassignment.docente.primer_apellido}` : preassignment.salon.nombre;
  return (
    <Box>
      <Typography variant="caption" component="div" sx={{ fontWeight: 500 }}>{who}</Typography>
      <TypeBadges tipos={preassignment.tipos.tipos} />
      {preassignment.tipos.modo === 'and' ? <Typography variant="caption" component="div">Combinada</Typography> : null}
    </Box>
  );
}
