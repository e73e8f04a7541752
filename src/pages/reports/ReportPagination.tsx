// MUI's TablePagination with Spanish texts for the report tables, with the page sizes a report offers.
import { TablePagination } from '@mui/material';

const ARIA: Record<'first' | 'last' | 'next' | 'previous', string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

interface Props {
  count: number;
  page: number;
  perPage: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

export function ReportPagination({ count, page, perPage, sizes, onPage, onPerPage }: Props) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage="Filas por página:"
      labelDisplayedRows={({ from, to, count: total }) => `${from}-${to} de ${total}`}
      getItemAriaLabel={(type) => ARIA[type]}
    />
  );
}
