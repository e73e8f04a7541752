// The sede's tutoring rooms (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): their grid is the tutoring one (quarter-hours), so they
// are listed apart with their blocks and a link to their detail, where that grid is.
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { resourcePaths } from '../../../core/engine/paths';
import { P } from '../../../core/engine/permissions';
import { ROOMS } from '../../../core/engine/linkedResources';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { type PageRoom, roomSummaryText } from './preassignmentPage';

const paths = resourcePaths(ROOMS);

export function TutoringRooms({ rooms }: { rooms: readonly PageRoom[] }) {
  const canShow = useHasPermission(P.salones.show);
  if (rooms.length === 0) return null;
  return (
    <Box component="section" aria-label="Salones de tutoría" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h2">Salones de tutoría</Typography>
      <List dense disablePadding>
        {rooms.map((room) => (
          <ListItem key={room.id} disableGutters>
            <ListItemText
              primary={canShow ? <Link component={LinkBase} to={paths.show(room.id)}>{room.nombre}</Link> : room.nombre}
              secondary={`Bloques de tutoría: ${roomSummaryText(room)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
