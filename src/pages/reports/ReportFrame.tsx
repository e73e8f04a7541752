// What every report page repeats: its title, a card with the form's fields, the run
// button ('Generar', 'Consultar') and 'Descargar', then the results below.
import { Button, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { REPORTS, type ReportKey } from '../../../core/school/reports/contract';

interface Props {
  report: ReportKey;
  /** The form's fields. */
  children: ReactNode;
  /** The form can be sent. */
  ready: boolean;
  running: boolean;
  onRun(): void;
  runLabel?: string;
  download: ReactNode;
  results: ReactNode;
}

export function ReportFrame({ report, children, ready, running, onRun, runLabel = 'Generar', download, results }: Props) {
  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0, mt: 1 }}>
      <Title title={REPORTS[report].title} />
      <Card>
        <CardContent>
          <Stack component="form" aria-label={REPORTS[report].title} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} onSubmit={(event) => event.preventDefault()}>
            {children}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onRun} disabled={!ready || running}>{runLabel}</Button>
            {download}
          </Stack>
        </CardContent>
      </Card>
      {results}
    </Stack>
  );
}
