// 'Activaciones de curso' of a student's detail (docs/domain/student-record.md 'The student's record'): the courses they
// were enrolled in or activated on, newest first, the current one marked.
import { formatDate } from '../../../core/engine/dates';
import { type EnrolmentRow, HISTORY_PATHS } from '../../../core/school/students/records';
import { type RecordColumn, RecordSection } from './RecordSection';

const COLUMNS: readonly RecordColumn<EnrolmentRow>[] = [
  { label: 'Curso', value: (row) => `${row.curso.codigo} · ${row.curso.nombre}` },
  { label: 'Nivel', value: (row) => row.nivel },
  { label: 'Fecha de matrícula', value: (row) => formatDate(row.fecha_matricula) },
  { label: 'Sede', value: (row) => row.sede ?? '' },
  { label: 'Curso actual', value: (row) => (row.actual ? 'Sí' : 'No') },
];

export function EnrolmentsSection() {
  return <RecordSection title="Activaciones de curso" path={HISTORY_PATHS.inscripciones} columns={COLUMNS} rowKey={(row) => row.id} />;
}
