// #/tutoria (023AB260; docs/domain/scheduler.md 'The class scheduler'): a day's tutoring sessions of the current sede — the day
// dropdown (agenda_disponible), 'Recargar', and the grid of tutorias/por_fecha. With 5B4F11C4 a free
// slot opens the booking dialog (./BookTutoringDialog.tsx); a booking is confirmed above the grid,
// which is read again and shows it.
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { SHELL_PAGES } from '../../shell/routeTable';
import { P } from '../../../core/engine/permissions';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { feedback } from '../../shell/feedback';
import { BookTutoringDialog } from './BookTutoringDialog';
import { DaySelect } from './DaySelect';
import { TutoringGrid } from './TutoringGrid';
import type { TutoringDay, TutoringFreeSlot } from './tutoringGrid';
import { useAgendaDays } from './useAgendaDays';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : 'No se pudo cargar la información');

export function TutoringPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { days, error: daysError } = useAgendaDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const [booking, setBooking] = useState<TutoringFreeSlot | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const canBook = useHasPermission(P.programador.createAgendamiento) === true;
  const queryClient = useQueryClient();
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
          <DaySelect days={days ?? []} value={fecha ?? ''} onChange={(day) => { setChosen(day); setBooked(null); }} />
          <Button variant="outlined" onClick={() => void refetch()} disabled={fecha === undefined || isFetching}>
            Recargar
          </Button>
        </Stack>
        {problem ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(problem)}</Alert> : null}
        {booked ? <Alert severity="success" sx={{ mb: 2 }} onClose={() => setBooked(null)}>{booked}</Alert> : null}
        {data && data.fecha === fecha ? (
          <TutoringGrid day={data} onBook={canBook ? (slot) => { setBooked(null); setBooking(slot); } : undefined} />
        ) : problem ? null : <Typography color="text.secondary">cargando...</Typography>}
        {booking && fecha ? (
          <BookTutoringDialog
            fecha={fecha}
            slot={booking}
            onClose={() => setBooking(null)}
            onBooked={async (mensaje) => {
              setBooking(null);
              setBooked(mensaje);
              feedback.success(mensaje, 'Tutoría agendada');
              await queryClient.invalidateQueries({ queryKey: ['tutorias', 'por_fecha', fecha] });
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
