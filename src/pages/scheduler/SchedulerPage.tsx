// #/programador (8D24244B; docs/domain/scheduler.md 'The class scheduler'): the class scheduler of the user's current sede — a day and
// a time, the slot's availability per class type, and its board of classes and pending bookings,
// kept current by polling (another user's change shows within 2 s).
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { usePermissionCodes } from '../../shell/usePermissionCodes';
import { boardAbilities } from './abilities';
import { AvailabilityBadges } from './AvailabilityBadges';
import { Board } from './Board';
import { openingSlot, type SlotChoice } from './board';
import { NewBookingDialog } from './NewBookingDialog';
import { NewClassDialog } from './NewClassDialog';
import { ReorganizeDialog } from './ReorganizeDialog';
import { SlotBar } from './SlotBar';
import { useBoardWrites } from './useBoardWrites';
import { useAgenda, useAvailability, useSlot } from './useSlotData';

const NO_SLOT: SlotChoice = { fecha: '', hora: '' };

type Open = 'reorganizar' | 'agendar' | 'clase' | null;

export function SchedulerPage() {
  usePageTitle(SHELL_PAGES.programador.title);
  const { codes } = usePermissionCodes();
  // By value: usePermissionCodes answers a new array each render, and a new `can` re-renders every block and card.
  const codeList = codes.join(' ');
  const can = useMemo(() => boardAbilities(codeList.split(' ')), [codeList]);
  const agenda = useAgenda();
  const [chosen, setChosen] = useState<SlotChoice | null>(null);
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const queryClient = useQueryClient();
  const days = agenda.data ?? [];
  const choice = chosen ?? (agenda.data ? openingSlot(agenda.data, Date.now()) : null);
  const slot = useSlot(choice, !dragging && open === null);
  const availability = useAvailability(choice, !dragging && open === null);
  const { send } = useBoardWrites(choice ?? NO_SLOT);
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.programador.title} />
      <CardContent>
        {agenda.isLoading ? <Typography>cargando...</Typography> : null}
        {choice ? (
          <>
            <SlotBar
              days={days}
              choice={choice}
              onChoose={setChosen}
              can={can}
              onReorganize={() => setOpen('reorganizar')}
              onBook={() => setOpen('agendar')}
              onNewClass={() => setOpen('clase')}
              onReload={() => void queryClient.invalidateQueries({ queryKey: ['programador'] })}
            />
            <AvailabilityBadges types={availability.data} />
            {slot.isLoading ? <Typography>cargando...</Typography> : null}
            {slot.error ? <Alert severity="error">{slot.error.message}</Alert> : null}
            {slot.data ? <Board slot={slot.data} choice={choice} can={can} onDragging={setDragging} /> : null}
            {slot.data && slot.data.clases.length === 0 && slot.data.pendientes.length === 0 ? (
              <Typography color="text.secondary">No se encontraron resultados</Typography>
            ) : null}
            <ReorganizeDialog open={open === 'reorganizar'} slot={choice} onClose={() => setOpen(null)} send={send} />
            <NewBookingDialog open={open === 'agendar'} slot={choice} onClose={() => setOpen(null)} send={send} />
            <NewClassDialog open={open === 'clase'} slot={choice} onClose={() => setOpen(null)} send={send} />
          </>
        ) : null}
        {agenda.data && !choice ? <Alert severity="info">No hay días con clases en la agenda.</Alert> : null}
      </CardContent>
    </Card>
  );
}
