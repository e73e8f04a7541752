// 'Disponibilidad Actual': one block per date of the available agenda, the first open;
// 'Actualizar' reads every slot again (the open dates at once, the others when next opened).
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAgendaDays } from '../tutoring/useAgendaDays';
import { AvailabilityLegend } from './AvailabilityLegend';
import { DateAvailability } from './DateAvailability';
import { AVAILABILITY_KEY } from './useDateAvailability';

interface Props {
  /** Called once the first date's figures are in (or failed), or there is no date to show. */
  onFirstDateSettled?: () => void;
}

export function AvailabilitySection({ onFirstDateSettled }: Props) {
  const { days, error } = useAgendaDays();
  const nothingToRead = Boolean(error) || days?.length === 0;
  useEffect(() => {
    if (nothingToRead) onFirstDateSettled?.();
  }, [nothingToRead, onFirstDateSettled]);
  const queryClient = useQueryClient();
  // Dates the user opened or closed; the first date is open until closed.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (fecha: string, index: number) => toggled[fecha] ?? index === 0;
  return (
    <Box component="section" aria-labelledby="disponibilidad-actual">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h2" id="disponibilidad-actual">Disponibilidad Actual</Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] })}>
          Actualizar
        </Button>
      </Stack>
      <AvailabilityLegend />
      {error ? <Alert severity="warning">{error instanceof Error ? error.message : 'No se pudo cargar la agenda'}</Alert> : null}
      {!days && !error ? <Typography color="text.secondary">cargando...</Typography> : null}
      {days?.map((day, index) => (
        <DateAvailability
          key={day.fecha}
          day={day}
          open={isOpen(day.fecha, index)}
          onToggle={(open) => setToggled((current) => ({ ...current, [day.fecha]: open }))}
          onSettled={index === 0 ? onFirstDateSettled : undefined}
        />
      ))}
    </Box>
  );
}
