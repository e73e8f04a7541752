// #/logistica (4E621462; docs/domain/scheduler.md 'The class scheduler'): what the front desk prepares — for each slot of the chosen
// day(s) every class with room, teacher, types and booked/capacity, and the rooms left free. Day
// and hour dropdowns, extra dates; logistica/clases is read again every 30 s while the page is open
// (react-query's interval ends with the page, and pauses while the tab is hidden).
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { P } from '../../../core/engine/permissions';
import { DISPLAY_REFRESH_MS, type LogisticaAnswer } from '../../../core/school/scheduler/displays';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { SHELL_PAGES } from '../../shell/routeTable';
import { useAgendaDays } from '../tutoring/useAgendaDays';
import { ALL_HOURS, addExtraDate, logisticaDates } from './logistics';
import { LogisticsDayView } from './LogisticsDayView';
import { LogisticsFilters } from './LogisticsFilters';

export function LogisticsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { days, error: daysError } = useAgendaDays();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [hora, setHora] = useState(ALL_HOURS);
  const [extras, setExtras] = useState<readonly string[]>([]);
  const roomLinks = useHasPermission(P.salones.show) === true;
  const teacherLinks = useHasPermission(P.docentes.show) === true;
  const fecha = chosenDay ?? days?.[0]?.fecha;
  const fechas = logisticaDates(fecha, extras);
  const { data, error } = useQuery({
    queryKey: ['logistica', 'clases', fechas, hora],
    queryFn: () => dataProvider.read<LogisticaAnswer>('logistica/clases', hora === ALL_HOURS ? { fechas } : { fechas, hora }),
    enabled: fechas.length > 0,
    refetchInterval: DISPLAY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const onDay = (next: string) => {
    setChosenDay(next);
    // An hour the new day does not have falls back to 'Todas'.
    if (!days?.find((d) => d.fecha === next)?.horas.some((h) => h.hora === hora)) setHora(ALL_HOURS);
  };
  const problem = daysError ?? error;
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.logistica.title} />
      <CardContent>
        <LogisticsFilters
          days={days ?? []}
          choice={{ fecha, hora, extras }}
          onDay={onDay}
          onHour={setHora}
          onAddDate={(extra) => setExtras((current) => addExtraDate(current, fecha, extra))}
          onRemoveDate={(extra) => setExtras((current) => current.filter((d) => d !== extra))}
        />
        {problem ? <Alert severity="error" sx={{ mb: 2 }}>{problem instanceof Error ? problem.message : 'No se pudo cargar la información'}</Alert> : null}
        {data ? data.dias.map((day) => <LogisticsDayView key={day.fecha} day={day} roomLinks={roomLinks} teacherLinks={teacherLinks} />) : null}
        {!data && !problem ? <Typography color="text.secondary">cargando...</Typography> : null}
      </CardContent>
    </Card>
  );
}
