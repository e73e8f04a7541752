// #/tutoria (023AB260; docs/domain/scheduler.md 'The class scheduler'): a day's tutoring sessions of the current sede — the day
// dropdown (agenda_disponible), 'Recargar', and the grid of tutorias/por_fecha.
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { SHELL_PAGES } from '../../shell/routeTable';
import { DaySelect } from './DaySelect';
import { TutoringGrid } from './TutoringGrid';
import type { TutoringDay } from './tutoringGrid';
import { useAgendaDays } from './useAgendaDays';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : 'No se pudo cargar la información');

export function TutoringPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { days, error: daysError } = useAgendaDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const fecha = chosen ?? days?.[0]?.fecha;
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['tutorias', 'por_fecha', fecha],
    queryFn: () => dataProvider.read<TutoringDay>('tutorias/por_fecha', { fecha }),
    enabled: fecha !== undefined,
  });
  const problem = daysError ?? error;
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.tutoria.title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <DaySelect days={days ?? []} value={fecha ?? ''} onChange={setChosen} />
          <Button variant="outlined" onClick={() => void refetch()} disabled={fecha === undefined || isFetching}>
            Recargar
          </Button>
        </Stack>
        {problem ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(problem)}</Alert> : null}
        {data && data.fecha === fecha ? <TutoringGrid day={data} /> : problem ? null : <Typography color="text.secondary">cargando...</Typography>}
      </CardContent>
    </Card>
  );
}
