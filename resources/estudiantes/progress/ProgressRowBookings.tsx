// The bookings of a progress row's topic (estado, fecha, hora, clase), newest first as the
// server lists them, with the student area's booking labels (studentBookingLabel).
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatHour } from '../../../core/engine/dates';
import { studentBookingLabel } from '../../../core/school/scheduler/studentLabels';
import type { ProgressBooking } from '../../../core/school/students/progress';

const classText = (clase: ProgressBooking['clase']): string =>
  clase ? [clase.sede, clase.salon, clase.profesor].filter((part) => part !== '').join(' · ') : 'Sin clase asignada';

export function ProgressRowBookings({ bookings, topic }: { bookings: ProgressBooking[]; topic: string }) {
  if (bookings.length === 0) return <Typography variant="body2">Sin agendamientos de este tema.</Typography>;
  return (
    <Table size="small" aria-label={`Agendamientos de ${topic}`}>
      <TableHead>
        <TableRow>
          <TableCell>Estado</TableCell>
          <TableCell>Fecha</TableCell>
          <TableCell>Hora</TableCell>
          <TableCell>Clase</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.map((booking) => (
          <TableRow key={booking.id}>
            <TableCell>{studentBookingLabel(booking.estado)}</TableCell>
            <TableCell>{formatDate(booking.fecha)}</TableCell>
            <TableCell>{formatHour(booking.hora)}</TableCell>
            <TableCell>{classText(booking.clase)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
