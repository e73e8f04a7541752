// One slot of #/logistica: its classes (room, teacher, types, booked/capacity) and the sede's rooms
// left free — what the front desk prepares. Room and teacher link to their detail for holders of
// AE7C3DD1 and 42C7BC3F (the room and teacher detail codes).
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { ROOMS, TEACHERS } from '../../../core/engine/linkedResources';
import { resourcePaths } from '../../../core/engine/paths';
import { formatHour } from '../../../core/engine/dates';
import type { LogisticaSlot } from '../../../core/school/scheduler/displays';
import { TypeBadges } from '../../shared/classTypes/TypeBadges';
import { slotSummary } from './logistics';

export interface SlotClassesProps {
  fecha: string;
  slot: LogisticaSlot;
  roomLinks: boolean;
  teacherLinks: boolean;
}

export function SlotClasses({ fecha, slot, roomLinks, teacherLinks }: SlotClassesProps) {
  const title = formatHour(slot.hora);
  return (
    <Box component="section" aria-label={`${fecha} ${title}`} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} alignItems="baseline" sx={{ mb: 0.5 }}>
        <Typography variant="h6" component="h3">{title}</Typography>
        <Typography variant="body2" color="text.secondary">{slotSummary(slot)}</Typography>
      </Stack>
      {slot.clases.length > 0 ? (
        <Table size="small" aria-label={`Clases de las ${title}`} sx={{ mb: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Salón</TableCell>
              <TableCell>Docente</TableCell>
              <TableCell>Tipos</TableCell>
              <TableCell align="right">Agendados</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slot.clases.map((clase) => (
              <TableRow key={clase.id}>
                <TableCell>{roomLinks ? <Link to={resourcePaths(ROOMS).show(clase.salon_id)}>{clase.salon}</Link> : clase.salon}</TableCell>
                <TableCell>{teacherLinks ? <Link to={resourcePaths(TEACHERS).show(clase.profesor_id)}>{clase.profesor}</Link> : clase.profesor}</TableCell>
                <TableCell><TypeBadges tipos={clase.tipos} /></TableCell>
                <TableCell align="right">{`${clase.agendados}/${clase.capacidad}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" alignItems="center" aria-label={`Salones libres de las ${title}`}>
        <Typography variant="body2" sx={{ mr: 1 }}>Salones libres:</Typography>
        {slot.libres.length === 0 ? <Typography variant="body2" color="text.secondary">ninguno</Typography> : null}
        {slot.libres.map((room) => (
          <Chip key={room.id} size="small" variant="outlined" label={`${room.nombre} (${room.capacidad})`} />
        ))}
      </Stack>
    </Box>
  );
}
