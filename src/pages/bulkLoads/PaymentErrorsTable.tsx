// Error rows of the bulk payment update (each row: id, tipo, observaciones), paged:
// the file's refused lines before sending (with their line number) and the server's answer after.
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PaymentErrorRow } from '../../../core/school/paymentUpdate';
import { SpanishTablePagination } from '../../bulk/SpanishTablePagination';
import { usePaging } from '../../bulk/usePaging';

interface Props {
  title: string;
  rows: readonly (PaymentErrorRow & { linea?: number })[];
}

export function PaymentErrorsTable({ title, rows }: Props) {
  const paging = usePaging(rows.length);
  const withLines = rows.some((row) => row.linea !== undefined);
  const shown = rows.slice(paging.page * paging.perPage, (paging.page + 1) * paging.perPage);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {title} ({rows.length.toLocaleString('es-CO')})
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {withLines ? <TableCell>Línea</TableCell> : null}
              <TableCell>Id</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Observaciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow key={`${row.linea ?? ''}-${paging.page}-${i}`}>
                {withLines ? <TableCell>{row.linea}</TableCell> : null}
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.tipo}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{row.observaciones}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > paging.perPage ? <SpanishTablePagination count={rows.length} paging={paging} /> : null}
    </Box>
  );
}
