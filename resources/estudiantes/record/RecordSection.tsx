// One collapsible section of a student's detail: closed at first, its rows read from its own call
// on first opening (kept by react-query while the page lives), 'No hay información' when there are
// none, and the API's refusal in Spanish when the call fails. Optionally a last column of per-row
// actions; a write re-reads the section by invalidating recordSectionKey. With cardsWhenNarrow,
// phones and tablets get one card per row (RecordCards) instead of the table.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useBelow } from '../../../src/layout/useBelow';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { SectionAccordion, SectionContent, useSectionOpening } from '../../../src/shared/students/SectionAccordion';
import { WIDE_TABLE_CARDS_BELOW } from '../../../src/layout/breakpoints';
import type { EstudianteRecord } from '../recordType';
import { RecordCards } from './RecordCards';

export interface RecordColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
}

interface Props<T> {
  title: string;
  /** The section's read: POST <path> {id} → rows. */
  path: string;
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The row's actions, in a last 'Acciones' column (absent: no such column). */
  actions?: (row: T) => ReactNode;
  /** Below WIDE_TABLE_CARDS_BELOW, one card per row instead of the table (a wide table wraps a word per line there). */
  cardsWhenNarrow?: boolean;
}

/** The react-query key of a section's rows: invalidated, the section reads them again. */
export const recordSectionKey = (path: string, id: unknown) => ['estudiante', path, id] as const;

export function RecordSection<T>({ title, path, columns, rowKey, actions, cardsWhenNarrow = false }: Props<T>) {
  const record = useRecordContext<EstudianteRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { opened, expanded, toggle } = useSectionOpening();
  const headingId = useId();
  const narrow = useBelow(WIDE_TABLE_CARDS_BELOW);
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: recordSectionKey(path, id),
    queryFn: () => dataProvider.read<T[]>(path, { id }),
    enabled: opened && id !== undefined,
    // A refusal (not found, no permission) is the answer to show, not a failure to try again.
    retry: false,
  });
  return (
    <SectionAccordion title={title} expanded={expanded} onToggle={toggle} headingId={headingId}>
      <SectionContent error={error} pending={isPending} empty={data?.length === 0}>
        {cardsWhenNarrow && narrow ? (
          <RecordCards rows={data ?? []} columns={columns} rowKey={rowKey} actions={actions} labelledBy={headingId} />
        ) : (
          /* Seven columns scroll inside the section on a phone, not the page. */
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => <TableCell key={column.label}>{column.label}</TableCell>)}
                  {actions ? <TableCell>Acciones</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {(data ?? []).map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => <TableCell key={column.label}>{column.value(row)}</TableCell>)}
                    {actions ? <TableCell>{actions(row)}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionContent>
    </SectionAccordion>
  );
}
