// One collapsible section of a student's detail: closed at first, its rows read from its own call
// on first opening (kept by react-query while the page lives), 'No hay información' when there are
// none, and the API's refusal in Spanish when the call fails.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { EMPTY_TEXT } from '../../src/resource-views/format';

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
}

export function RecordSection<T>({ title, path, columns, rowKey }: Props<T>) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: ['estudiante', path, id],
    queryFn: () => dataProvider.read<T[]>(path, { id }),
    enabled: opened && id !== undefined,
    // A refusal (not found, no permission) is the answer to show, not a failure to try again.
    retry: false,
  });
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => {
        setExpanded(open);
        if (open) setOpened(true);
      }}
      // The accordion's own heading element is the section's heading (MUI's default is an h3).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId}>
        <Typography variant="h6" component="span">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {error ? (
          <Alert severity="warning">{error instanceof Error ? error.message : String(error)}</Alert>
        ) : isPending ? (
          <Typography variant="body2">cargando...</Typography>
        ) : data.length === 0 ? (
          <Typography variant="body2">{EMPTY_TEXT}</Typography>
        ) : (
          // Seven columns scroll inside the section on a phone, not the page.
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => <TableCell key={column.label}>{column.label}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => <TableCell key={column.label}>{column.value(row)}</TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
