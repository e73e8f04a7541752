// One day of Ocupación Académica: titled DD/MM/YYYY, a row per hour ('h:mm a'), Foundations … Canceladas,
// each header's meaning as its tooltip.
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
              {OCCUPANCY_HEADERS.map((header, i) => (
                <TableCell key={header.text} align={i === 0 ? 'left' : 'right'} title={header.meaning} sx={{ fontWeight: 600 }}>{header.text}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.hora}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{row.label}</TableCell>
                {row.cells.map((count, i) => (
                  <TableCell key={OCCUPANCY_HEADERS[i + 1].text} align="right">{count}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
