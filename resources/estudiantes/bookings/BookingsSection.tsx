// 'Agendamientos' of a student's detail (docs/domain/student-record.md 'The student's record'): date, hour, class type,
// topic and course, room and sede, the state as the student area names it, observations, and the
// row's booking actions; on a phone or tablet one card per booking (issue 43 point 8).
import { formatDate, formatHour } from '../../../core/engine/dates';
import { usePermissionCodes } from '../../../src/shell/usePermissionCodes';
import { studentBookingLabel } from '../../../core/school/scheduler/studentLabels';
import { BookingActions } from './BookingActions';
import { BOOKING_ACTIONS } from '../../../core/school/scheduler/bookingActionRules';
import { RECORD_PATHS, type StudentBookingRow } from '../../../core/school/students/records';
import { type RecordColumn, RecordSection } from '../record/RecordSection';

const COLUMNS: readonly RecordColumn<StudentBookingRow>[] = [
  { label: 'Fecha', value: (row) => formatDate(row.fecha) },
  { label: 'Hora', value: (row) => formatHour(row.hora) },
  { label: 'Tipo de clase', value: (row) => row.tipo_clase_nombre },
  { label: 'Tema', value: (row) => (row.tema ? `${row.tema}${row.curso ? ` (${row.curso})` : ''}` : 'Sin tema') },
  { label: 'Salón', value: (row) => `${row.salon ?? 'Sin salón'} · ${row.sede}` },
  { label: 'Estado', value: (row) => studentBookingLabel(row.estado) },
  { label: 'Observaciones', value: (row) => row.observaciones.map((entry) => entry.texto).join(' · ') },
];

export function BookingsSection() {
  const { codes } = usePermissionCodes();
  const holds = (code: string) => codes.includes(code);
  // Without any action's code there is no 'Acciones' column at all.
  const acts = Object.values(BOOKING_ACTIONS).some((action) => holds(action.code));
  return (
    <RecordSection
      title="Agendamientos"
      path={RECORD_PATHS.agendamientos}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      actions={acts ? (row) => <BookingActions row={row} holds={holds} /> : undefined}
      cardsWhenNarrow
    />
  );
}
