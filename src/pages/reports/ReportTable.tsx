// A report's table from its shared columns (core/school/reports/columns.ts, the downloaded file's):
// scrolls sideways inside its card when wide (SIET has 34 columns), 10 rows a page (as the app's tables), and
// optionally a first column of per-row buttons (visible without scrolling).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { ReportColumn } from '../../../core/school/reports/columns';
import { ReportPagination } from './ReportPagination';
import { cellText, pageRows, TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from './reportTable';

interface Props<Row> {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** A first column (Acciones) with the row's buttons. */
  actions?: (row: Row) => ReactNode;
}

export function ReportTable<Row>({ label, columns, rows, rowKey, actions }: Props<Row>) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(TABLE_PAGE_SIZE);
  const shown = pageRows(rows, page, perPage);
  return (
    <>
      {/* Focusable: a table wider than a phone scrolls, and a keyboard must reach what is off to the side. */}
      <TableContainer tabIndex={0} role="region" aria-label={`Tabla: ${label}`} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {actions ? <TableCell>Acciones</TableCell> : null}
              {columns.map((column) => (
                <TableCell key={column.header} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {actions ? <TableCell>{actions(row)}</TableCell> : null}
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ whiteSpace: 'nowrap' }}>{cellText(column.value(row))}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ReportPagination
        count={rows.length}
        page={shown.page}
        perPage={perPage}
        sizes={TABLE_PAGE_SIZES}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(0);
        }}
      />
    </>
  );
}
