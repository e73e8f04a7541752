// Actividad Académica's table: ACTIVITY_COLUMNS with a filter under each header, sorting
// on Bloque and Estado, pages of 10, 50, 100, 200 or 400 rows (default 10).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, TextField } from '@mui/material';
import { useState } from 'react';
import type { ActivityRow } from '../../../core/school/reports/contract';
import { ACTIVITY_COLUMNS } from '../../../core/school/reports/columns';
import { ACTIVITY_FIELDS, ACTIVITY_PAGE_SIZES, type ActivityFilters, type ActivitySort, activityPage, nextSort, SORTABLE_FIELDS } from './activityTable';
import { ReportPagination } from './ReportPagination';
import { cellText } from './reportTable';

export function ActivityTable({ rows }: { rows: readonly ActivityRow[] }) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [sort, setSort] = useState<ActivitySort | null>(null);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(ACTIVITY_PAGE_SIZES[0]);
  const view = activityPage(rows, filters, sort, page, perPage);
  return (
    <>
      {/* Focusable: it scrolls sideways on a phone, and a keyboard must reach every column. */}
      <TableContainer tabIndex={0} role="region" aria-label="Tabla: Actividad académica" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Actividad académica">
          <TableHead>
            <TableRow>
              {ACTIVITY_FIELDS.map((field, i) => {
                const header = ACTIVITY_COLUMNS[i].header;
                return (
                  <TableCell key={field} sx={{ fontWeight: 600 }} sortDirection={sort?.field === field ? sort.order : false}>
                    {SORTABLE_FIELDS.includes(field) ? (
                      <TableSortLabel active={sort?.field === field} direction={sort?.field === field ? sort.order : 'asc'} onClick={() => setSort(nextSort(sort, field))}>
                        {header}
                      </TableSortLabel>
                    ) : (
                      header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
            <TableRow>
              {ACTIVITY_FIELDS.map((field, i) => (
                <TableCell key={field}>
                  <TextField
                    size="small"
                    variant="standard"
                    placeholder="Filtrar"
                    value={filters[field] ?? ''}
                    onChange={(event) => {
                      setFilters({ ...filters, [field]: event.target.value });
                      setPage(0);
                    }}
                    slotProps={{ htmlInput: { 'aria-label': `Filtrar ${ACTIVITY_COLUMNS[i].header}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {view.rows.map((row) => (
              <TableRow key={row.id}>
                {ACTIVITY_COLUMNS.map((column) => (
                  <TableCell key={column.header}>{cellText(column.value(row))}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ReportPagination
        count={view.count}
        page={view.page}
        perPage={perPage}
        sizes={ACTIVITY_PAGE_SIZES}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(0);
        }}
      />
    </>
  );
}
