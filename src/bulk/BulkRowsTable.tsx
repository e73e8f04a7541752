// One page of the preview: line number, the cells, and the row's errors in red.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { fieldOf, type ResourceDeclaration } from '../../resources/types';
import { bulkColumns } from './rows';
import { RowErrors } from './RowErrors';
import type { ValidatedRow } from './types';

export function BulkRowsTable({ declaration, rows }: { declaration: ResourceDeclaration; rows: ValidatedRow[] }) {
  const columns = bulkColumns(declaration);
  return (
    <Table size="small" aria-label="Vista previa">
      <TableHead>
        <TableRow>
          <TableCell>Fila</TableCell>
          {columns.map((column) => (
            <TableCell key={column}>{fieldOf(declaration, column).label}</TableCell>
          ))}
          <TableCell>Errores</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.line} data-testid={`fila-${row.line}`}>
            <TableCell>{row.line}</TableCell>
            {columns.map((column) => (
              <TableCell
                key={column}
                title={row.errors[column]}
                sx={row.errors[column] ? { color: 'error.main', fontWeight: 'bold' } : undefined}
              >
                {row.values[column]}
              </TableCell>
            ))}
            <TableCell>
              <RowErrors declaration={declaration} errors={row.errors} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
