// One pre-assignment in a grid cell: who (a room's grid: the teacher's first name and first surname;
// a teacher's grid: the room), the type badges, and 'Combinada' when its mode is 'and'.
import { useTheme } from '@mui/material/styles';
import type { Preassignment } from '../../../core/school/preassignments';
import { TypeBadges } from '../classTypes/TypeBadges';
import { cellText } from './cellText';

export interface PreassignmentCellProps {
  preassignment: Preassignment | undefined;
  show: 'docente' | 'salon';
  /** What an empty cell says ('LIBRE' in a room's grid). */
  empty?: string;
}

export function PreassignmentCell({ preassignment, show, empty = '' }: PreassignmentCellProps) {
  const text = cellText(useTheme());
  if (!preassignment) return <span style={text.secondary}>{empty}</span>;
  const who = show === 'docente' ? `${preassignment.docente.primer_nombre} ${preassignment.docente.primer_apellido}` : preassignment.salon.nombre;
  return (
    <div>
      <div style={text.strong}>{who}</div>
      <TypeBadges tipos={preassignment.tipos.tipos} />
      {preassignment.tipos.modo === 'and' ? <div style={text.caption}>Combinada</div> : null}
    </div>
  );
}
