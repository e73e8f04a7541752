// What every report page repeats: its title, a card with the form's fields, the run
// button ('Generar', 'Consultar') with why it cannot run beside it, and 'Descargar', then the results below.
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Title } from 'react-admin';
import { REPORTS, type ReportKey } from '../../../core/school/reports/contract';

interface Props {
  report: ReportKey;
  /** The form's fields. */
  children: ReactNode;
  /** Why the form cannot be sent (reportDefaults.ts), or null when it can. */
  problem: string | null;
  running: boolean;
  onRun(): void;
  runLabel?: string;
  download: ReactNode;
  results: ReactNode;
}

export function ReportFrame({ report, children, problem, running, onRun, runLabel = 'Generar', download, results }: Props) {
  const problemId = useId();
  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0, mt: 1 }}>
      <Title title={REPORTS[report].title} />
      <Card>
        <CardContent>
          <Stack component="form" aria-label={REPORTS[report].title} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} onSubmit={(event) => event.preventDefault()}>
            {children}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onRun} disabled={problem !== null || running} aria-describedby={problem ? problemId : undefined}>
              {runLabel}
            </Button>
            {download}
            {problem ? (
              <Typography id={problemId} variant="body2" color="text.secondary">
                {problem}
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {results}
    </Stack>
  );
}
