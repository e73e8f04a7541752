// The bookings a bulk cancellation cancelled: student, class type (short name) and former state.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useClassTypes } from '../../shared/classTypes/useClassTypes';
import { type CancelledBooking, stateLabel } from './bulkCancel';

export function CancelledTable({ rows }: { rows: CancelledBooking[] }) {
  const { byId } = useClassTypes();
  return (
    <TableContainer>
      <Table size="small" aria-label="Agendamientos cancelados">
        <TableHead>
          <TableRow>
            <TableCell>Id</TableCell>
            <TableCell>Estudiante</TableCell>
            <TableCell>Tipo de clase</TableCell>
            <TableCell>Estado anterior</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.estudiante}</TableCell>
              <TableCell title={row.tipo_clase}>{byId.get(row.tipo_clase)?.nombre_corto ?? row.tipo_clase}</TableCell>
              <TableCell>{stateLabel(row.estado_anterior)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
