// #/tutoria's grid: one column per (room, teacher) pair, one row per 15-minute slot, each cell the
// student of the session there, linking to their detail (#/estudiante/detalle/{id}); a free slot
// (a tutor preassigned there, cabin and tutor free) is a button to book it for whoever may
// ('Agendar tutoría: lunes 30 de noviembre, 10:00 am, Cabina de tutorías 1 con …'), else the word 'Libre'.
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { resourcePaths } from '../../../core/engine/paths';
import { STUDENTS } from '../../../core/engine/linkedResources';
import { formatHour } from '../../../core/engine/clock';
import { freeSlotName } from '../../../core/school/scheduler/tutoringBooking';
import { columnKey, gridColumns, type TutoringDay, type TutoringFreeSlot, tutoringRows } from './tutoringGrid';

const studentPath = (id: number): string => resourcePaths(STUDENTS).show(id);

interface Props {
  day: TutoringDay;
  /** Given to those who may book (5B4F11C4): a free slot is then a button calling it. */
  onBook?: (slot: TutoringFreeSlot) => void;
}

export function TutoringGrid({ day, onBook }: Props) {
  const columns = gridColumns(day);
  if (columns.length === 0) return <Typography color="text.secondary">No hay información</Typography>;
  return (
    <TableContainer sx={{ maxHeight: '75vh' }}>
      <Table stickyHeader size="small" aria-label="Tutorías del día">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Hora</TableCell>
            {columns.map((column) => (
              <TableCell key={columnKey(column)} component="th" scope="col">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{column.salon}</Typography>
                <Typography variant="caption" color="text.secondary">{column.profesor}</Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tutoringRows(day).map((row) => (
            <TableRow key={row.hora} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{formatHour(row.hora)}</TableCell>
              {row.celdas.map((session, i) => {
                const free = row.libres[i];
                return (
                  <TableCell key={columnKey(columns[i])}>
                    {session !== null ? (
                      session.estudiante_id === null ? session.estudiante : <Link to={studentPath(session.estudiante_id)}>{session.estudiante}</Link>
                    ) : free === null ? null : onBook ? (
                      <Button size="small" variant="outlined" onClick={() => onBook(free)} aria-label={freeSlotName(day.fecha, free.hora, free.salon, free.profesor)}>
                        Agendar
                      </Button>
                    ) : (
                      <Typography variant="body2" color="text.secondary">Libre</Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
