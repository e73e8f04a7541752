// One day of Ocupación Académica: titled DD/MM/YYYY, a row per hour ('h:mm a'), FN … CANCEL.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { OCCUPANCY_HEADERS, type OccupancyTable } from './occupancyTables';

export function OccupancyDayTable({ table }: { table: OccupancyTable }) {
  const titleId = `ocupacion-${table.fecha}`;
  return (
    <section aria-labelledby={titleId}>
      <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600, mt: 2 }}>{table.title}</Typography>
      {/* Focusable: it scrolls sideways on a phone, and a keyboard must reach every column. */}
      <TableContainer tabIndex={0} role="region" aria-label={`Tabla: ${table.title}`} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {OCCUPANCY_HEADERS.map((header) => (
                <TableCell key={header} align={header === 'Hora' ? 'left' : 'right'} sx={{ fontWeight: 600 }}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.hora}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{row.label}</TableCell>
                {row.cells.map((count, i) => (
                  <TableCell key={OCCUPANCY_HEADERS[i + 1]} align="right">{count}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
