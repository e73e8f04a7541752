// 'Tutorías' of a student's detail (docs/domain/student-record.md 'The student's record'): date, quarter-hour, room,
// tutor, topic, course and the stored state through the student area's mapping (programada
// 'Solicitado', …).
import { formatDate, formatHour } from '../../../core/engine/dates';
import { tutoringStateLabel } from '../../../core/school/scheduler/studentLabels';
import { RECORD_PATHS, type StudentTutoringRow } from '../../../core/school/students/records';
import { type RecordColumn, RecordSection } from '../record/RecordSection';

const COLUMNS: readonly RecordColumn<StudentTutoringRow>[] = [
  { label: 'Fecha', value: (row) => formatDate(row.fecha) },
  { label: 'Hora', value: (row) => formatHour(row.hora) },
  { label: 'Salón', value: (row) => row.salon },
  { label: 'Tutor', value: (row) => row.tutor },
  { label: 'Tema', value: (row) => row.tema ?? 'Sin tema' },
  { label: 'Curso', value: (row) => row.curso ?? '' },
  { label: 'Estado', value: (row) => tutoringStateLabel(row.estado) },
];

export function TutoringSection() {
  return <RecordSection title="Tutorías" path={RECORD_PATHS.tutorias} columns={COLUMNS} rowKey={(row) => row.id} />;
}
