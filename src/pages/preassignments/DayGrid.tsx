// One weekday of the sede's regular rooms: a row per slot of that day's template,
// a column per room headed by its name and summary line (blocks this week / maximum, %).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { DAY_NAMES, type SchoolDay } from '../../../core/school/calendar';
import type { Preassignment } from '../../../core/school/preassignments';
import { formatHour } from '../../../core/engine/dates';
import { preassignmentsByKey } from '../../shared/week/preassignmentIndex';
import { DayGridCell } from './DayGridCell';
import { cellView, daySlots, type PageRoom, roomSummaryText, type TeacherFilter } from './preassignmentPage';

interface Props {
  day: SchoolDay;
  rooms: readonly PageRoom[];
  byRoom: ReadonlyMap<number, Preassignment[]>;
  filter: TeacherFilter | null;
  /** Opens a filled cell (235AE1F); none: cells are plain. */
  onOpen?: (preassignment: Preassignment) => void;
}

export function DayGrid({ day, rooms, byRoom, filter, onOpen }: Props) {
  if (rooms.length === 0) return <Typography variant="body2" sx={{ my: 2 }}>La sede no tiene salones activos con grilla de clases.</Typography>;
  const indexes = new Map(rooms.map((room) => [room.id, preassignmentsByKey(byRoom.get(room.id))]));
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader aria-label={`Preasignaciones del ${DAY_NAMES[day]}`} sx={{ '& td, & th': { px: 0.5, textAlign: 'center' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Hora</TableCell>
            {rooms.map((room) => (
              <TableCell key={room.id} sx={{ minWidth: 120 }}>
                <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>{room.nombre}</Typography>
                <Typography variant="caption" color="text.secondary">{roomSummaryText(room)}</Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {daySlots(day).map((slot) => (
            <TableRow key={slot.key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{formatHour(slot.time)}</TableCell>
              {rooms.map((room) => (
                <TableCell key={room.id} sx={{ p: 0 }}>
                  <DayGridCell view={cellView(indexes.get(room.id)?.get(slot.key), room, slot.key, filter)} label={`${room.nombre} ${formatHour(slot.time)}`} onOpen={onOpen} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
