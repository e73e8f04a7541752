// The pre-assignment grid under a teacher's detail (shown with 98BEF7FF): the tutoring variant for
// a tutor, else the class slots; each cell the room and types, 'Disponible' where the teacher is
// available and not pre-assigned.
import { useRecordContext } from 'react-admin';
import { gridRows } from '../../core/school/weekGrid';
import { PreassignmentCell } from '../../src/shared/week/PreassignmentCell';
import { SlotCellList } from '../../src/shared/week/SlotCellList';
import { preassignmentsByKey } from '../../src/shared/week/preassignmentIndex';
import type { PreassignmentGridProps } from '../../src/shared/week/PreassignmentsSection';
import { WeekGrid } from '../../src/shared/week/WeekGrid';
import type { DocenteRecord } from './recordType';

/** `preassignments`: read by PreassignmentsSection (resources/docentes/index.tsx). */
export function TeacherPreassignmentGrid({ preassignments }: PreassignmentGridProps) {
  const record = useRecordContext<DocenteRecord>();
  if (!record || !preassignments) return null;
  const byKey = preassignmentsByKey(preassignments);
  const available = new Set((record.disponibilidad as string[] | undefined) ?? []);
  return (
    <WeekGrid
      rows={gridRows(record.tutor === true)}
      label="Preasignaciones del docente"
      renderCell={(row, day) => (
        <SlotCellList
          slots={row.cells[day]}
          render={(slot) => <PreassignmentCell preassignment={byKey.get(slot.key)} show="salon" empty={available.has(slot.key) ? 'Disponible' : ''} />}
        />
      )}
    />
  );
}
