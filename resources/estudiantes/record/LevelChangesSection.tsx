// 'Cambios de nivel' of a student's detail (docs/domain/student-record.md 'The student's record'): who asked and who
// closed it, the courses (the new one only once finalizado), the next level, the dates, the sede
// and the PDF of each.
import { formatDate } from '../../../core/engine/dates';
import { LevelChangePdfButton } from './LevelChangePdfButton';
import { type CourseRef, HISTORY_PATHS, type LevelChangeRow, type PersonRef } from '../../../core/school/students/records';
import { type RecordColumn, RecordSection } from './RecordSection';

const who = (person: PersonRef | null) => (person ? `${person.nombre} (${person.numero_documento})` : '');
const course = (ref: CourseRef | null) => (ref ? `${ref.codigo} · ${ref.nombre}` : '');

const COLUMNS: readonly RecordColumn<LevelChangeRow>[] = [
  { label: 'Solicitante', value: (row) => who(row.solicitante) },
  { label: 'Administrador', value: (row) => who(row.administrador) },
  { label: 'Curso anterior', value: (row) => course(row.curso_anterior) },
  { label: 'Curso nuevo', value: (row) => (row.finalizado ? course(row.curso_nuevo) : 'Pendiente') },
  { label: 'Nivel siguiente', value: (row) => row.nivel_siguiente?.codigo ?? '' },
  { label: 'Finalizar curso', value: (row) => formatDate(row.fecha_finalizar_curso) },
  { label: 'Avance de nivel', value: (row) => formatDate(row.fecha_avance_nivel) },
  { label: 'Entrega de libro', value: (row) => formatDate(row.fecha_entrega_libro) },
  { label: 'Sede', value: (row) => row.sede },
  { label: 'PDF', value: (row) => <LevelChangePdfButton id={row.id} /> },
];

export function LevelChangesSection() {
  return <RecordSection title="Cambios de nivel" path={HISTORY_PATHS.cambiosNivel} columns={COLUMNS} rowKey={(row) => row.id} />;
}
