// MUI's TablePagination with Spanish texts (its defaults are English), driven by usePaging.
import { TablePagination } from '@mui/material';
import { BULK_PAGE_SIZES } from './types';
import type { Paging } from './usePaging';

const ARIA: Record<'first' | 'last' | 'next' | 'previous', string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

export function SpanishTablePagination({ count, paging }: { count: number; paging: Paging }) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={BULK_PAGE_SIZES}
      onPageChange={(_, next) => paging.setPage(next)}
      onRowsPerPageChange={(event) => paging.setPerPage(Number(event.target.value))}
      labelRowsPerPage="Filas por página:"
      labelDisplayedRows={({ from, to, count: total }) => `${from}-${to} de ${total}`}
      getItemAriaLabel={(type) => ARIA[type]}
    />
  );
}
