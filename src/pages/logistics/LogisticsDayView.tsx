// One date of #/logistica: its title and each of its slots (a day without classes says so).
import { Box, Typography } from '@mui/material';
import type { LogisticaDay } from '../../../core/school/scheduler/displays';
import { dayTitle } from './logistics';
import { SlotClasses } from './SlotClasses';

export function LogisticsDayView({ day, roomLinks, teacherLinks }: { day: LogisticaDay; roomLinks: boolean; teacherLinks: boolean }) {
  return (
    <Box component="section" aria-label={dayTitle(day.fecha)} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{dayTitle(day.fecha)}</Typography>
      {day.horas.length === 0 ? <Typography color="text.secondary">No hay clases en este día u hora.</Typography> : null}
      {day.horas.map((slot) => (
        <SlotClasses key={slot.hora} fecha={day.fecha} slot={slot} roomLinks={roomLinks} teacherLinks={teacherLinks} />
      ))}
    </Box>
  );
}
