// #/tutoria's grid: one column per (room, teacher) pair, one row per 15-minute slot, each cell the
// student of the session there, linking to their detail (#/estudiante/detalle/{id}).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { resourcePaths } from '../../../core/engine/paths';
import { STUDENTS } from '../../../core/engine/linkedResources';
import { formatHour } from '../../../core/engine/clock';
import { columnKey, type TutoringDay, tutoringRows } from './tutoringGrid';

const studentPath = (id: number): string => resourcePaths(STUDENTS).show(id);

export function TutoringGrid({ day }: { day: TutoringDay }) {
  if (day.columnas.length === 0) return <Typography color="text.secondary">No hay información</Typography>;
  return (
    <TableContainer sx={{ maxHeight: '75vh' }}>
      <Table stickyHeader size="small" aria-label="Tutorías del día">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Hora</TableCell>
            {day.columnas.map((column) => (
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
              {row.celdas.map((session, i) => (
                <TableCell key={columnKey(day.columnas[i])}>
                  {session === null ? null : session.estudiante_id === null ? session.estudiante : <Link to={studentPath(session.estudiante_id)}>{session.estudiante}</Link>}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
