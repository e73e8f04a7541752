// The server's answer to a bulk send: its message (with the lines left out, so counts add up) and,
// when it refused the batch (nothing written), the refused lines with their errors.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { pageOf } from './preview';
import { RowErrors } from './RowErrors';
import { SpanishTablePagination } from './SpanishTablePagination';
import type { BulkOutcome } from './useBulkSend';
import { usePaging } from './usePaging';

export interface BulkResultsProps {
  declaration: ResourceDeclaration;
  outcome: BulkOutcome;
}

export function BulkResults({ declaration, outcome }: BulkResultsProps) {
  const failed = outcome.results.filter((result) => !result.ok);
  const paging = usePaging(failed.length);
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={outcome.written ? 'success' : 'error'}>{outcome.mensaje}</Alert>
      {failed.length > 0 ? (
        <>
          <Table size="small" aria-label="Filas rechazadas por el servidor">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '6em' }}>Fila</TableCell>
                <TableCell>Errores</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pageOf(failed, paging.page, paging.perPage).map((result) => (
                <TableRow key={result.line}>
                  <TableCell>{result.line}</TableCell>
                  <TableCell>
                    <RowErrors declaration={declaration} errors={result.errores} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <SpanishTablePagination count={failed.length} paging={paging} />
        </>
      ) : null}
    </Box>
  );
}
