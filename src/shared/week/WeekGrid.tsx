// A weekly grid, Monday–Saturday across and the rows of core/school/weekGrid.ts down (a tutoring
// grid's 'Mañana'/'Tarde' parts as header rows); what each cell and header holds is the caller's.
import { Table, TableCell, TableHead, TableRow } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { DAY_NAMES, SCHOOL_DAYS, type SchoolDay } from '../../../core/school/calendar';
import type { WeekGridRow } from '../../../core/school/weekGrid';
import { ScrollRegion } from '../ScrollRegion';
import { WEEK_PART_ROW, WeekGridBody } from './weekGridStyles';

export interface WeekGridProps {
  rows: readonly WeekGridRow[];
  /** Only these days (default Monday–Saturday): a room grid shows Saturday apart. */
  days?: readonly SchoolDay[];
  renderCell: (row: WeekGridRow, day: SchoolDay) => ReactNode;
  renderRowHeader?: (row: WeekGridRow) => ReactNode;
  renderDayHeader?: (day: SchoolDay) => ReactNode;
  label: string;
}

export function WeekGrid({ rows, days = SCHOOL_DAYS, renderCell, renderRowHeader, renderDayHeader, label }: WeekGridProps) {
  return (
    // Its own name: the section around a grid often bears the grid's label already.
    <ScrollRegion label={`${label} (tabla)`}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 0.5, textAlign: 'center' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Hora</TableCell>
            {days.map((day) => (
              <TableCell key={day}>{renderDayHeader ? renderDayHeader(day) : DAY_NAMES[day]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <WeekGridBody>
          {rows.map((row, i) => (
            <Fragment key={row.id}>
              {row.part && row.part !== rows[i - 1]?.part ? (
                <tr className={WEEK_PART_ROW}>
                  <td colSpan={days.length + 1}>{row.part}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{renderRowHeader ? renderRowHeader(row) : row.label}</th>
                {days.map((day) => (
                  <td key={day}>{renderCell(row, day)}</td>
                ))}
              </tr>
            </Fragment>
          ))}
        </WeekGridBody>
      </Table>
    </ScrollRegion>
  );
}
