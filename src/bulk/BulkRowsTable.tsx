// One page of the preview: line number, the row's errors in red, then the cells. The errors come
// right after the line number and wrap, so they are always fully readable however many columns the
// resource has; the cells stay on one line and the table scrolls sideways instead.
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { bulkColumns } from './rows';
import { RowErrors } from './RowErrors';
import type { ValidatedRow } from './types';

const ERRORS_CELL = { minWidth: '18rem', maxWidth: '32rem', whiteSpace: 'normal', verticalAlign: 'top' } as const;

export function BulkRowsTable({ declaration, rows }: { declaration: ResourceDeclaration; rows: ValidatedRow[] }) {
  const columns = bulkColumns(declaration);
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Vista previa">
        <TableHead>
          <TableRow>
            <TableCell>Fila</TableCell>
            <TableCell sx={ERRORS_CELL}>Errores</TableCell>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {fieldOf(declaration, column).label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} data-testid={`fila-${row.line}`}>
              <TableCell sx={{ verticalAlign: 'top' }}>{row.line}</TableCell>
              <TableCell sx={ERRORS_CELL} data-testid="errores">
                <RowErrors declaration={declaration} errors={row.errors} values={row.values} />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  title={row.errors[column]}
                  sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', ...(row.errors[column] ? { color: 'error.main', fontWeight: 'bold' } : {}) }}
                >
                  {row.values[column]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
