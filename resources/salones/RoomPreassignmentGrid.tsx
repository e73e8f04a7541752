// A room's weekly pre-assignment grid on its detail (shown only with 235AE1F): days 1–5
// in the main block and Saturday apart, each cell the teacher's first name and first surname with
// the type badges, or LIBRE; a tutoring room uses the tutoring grid.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isTutoringRoom } from '../../core/school/preassignments';
import type { SchoolDay } from '../../core/school/calendar';
import { gridRows, type WeekGridRow } from '../../core/school/weekGrid';
import { PreassignmentCell } from '../../src/shared/week/PreassignmentCell';
import { SlotCellList } from '../../src/shared/week/SlotCellList';
import { preassignmentsByKey } from '../../src/shared/week/preassignmentIndex';
import type { PreassignmentGridProps } from '../../src/shared/week/PreassignmentsSection';
import { WeekGrid } from '../../src/shared/week/WeekGrid';
import type { SalonRecord } from './recordType';

const BLOCKS = [
  { days: [1, 2, 3, 4, 5] as const, label: 'Preasignaciones de lunes a viernes' },
  { days: [6] as const, label: 'Preasignaciones del sábado' },
];

/** A block's rows; Saturday's alone are labelled with its own hours (class rows carry Monday's). */
function rowsOf(rows: readonly WeekGridRow[], days: readonly SchoolDay[]): WeekGridRow[] {
  const kept = rows.filter((row) => days.some((day) => row.cells[day].length > 0));
  return days.length === 1 && !kept[0]?.part ? kept.map((row) => ({ ...row, label: row.cells[days[0]][0]?.time ?? row.label })) : kept;
}

/** `preassignments`: read by PreassignmentsSection (resources/salones/index.tsx). */
export function RoomPreassignmentGrid({ preassignments }: PreassignmentGridProps) {
  const record = useRecordContext<SalonRecord>();
  if (!record || !preassignments) return null;
  const byKey = preassignmentsByKey(preassignments);
  // A references field holds ids as string | number; class types' ids are strings (tiposClase).
  const rows = gridRows(isTutoringRoom((record.tipos_permitidos ?? []) as string[]));
  return BLOCKS.map((block) => (
    <Box key={block.label} sx={{ mb: 2 }}>
      <WeekGrid
        rows={rowsOf(rows, block.days)}
        days={block.days}
        label={block.label}
        renderCell={(row, day) => (
          <SlotCellList slots={row.cells[day]} render={(slot) => <PreassignmentCell preassignment={byKey.get(slot.key)} show="docente" empty="LIBRE" />} />
        )}
      />
    </Box>
  ));
}
