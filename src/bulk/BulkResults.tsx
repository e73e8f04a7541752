// The server's answer to a bulk send: its mensaje and the rows it rejected, by input line.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ResourceDeclaration } from '../../resources/types';
import { pageOf } from './preview';
import { RowErrors } from './RowErrors';
import { SpanishTablePagination } from './SpanishTablePagination';
import type { LineResult } from './types';
import { usePaging } from './usePaging';

export interface BulkResultsProps {
  declaration: ResourceDeclaration;
  mensaje: string;
  results: LineResult[];
}

export function BulkResults({ declaration, mensaje, results }: BulkResultsProps) {
  const failed = results.filter((result) => !result.ok);
  const paging = usePaging(failed.length);
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={failed.length ? 'warning' : 'success'}>{mensaje}</Alert>
      {failed.length > 0 ? (
        <>
          <Table size="small" aria-label="Filas rechazadas por el servidor">
            <TableHead>
              <TableRow>
                <TableCell>Fila</TableCell>
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
