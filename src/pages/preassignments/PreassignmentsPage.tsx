// #/preasignaciones (route 3329CE3B; docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the pre-assignments of a sede's rooms, one
// weekday at a time. The sede (default: the user's), 'Eliminar Preasignaciones' (235AE1F), and the
// board — grid, summary, 'Preasignar Salón' — which needs 98BEF7FF (and B2903DC1 for the rooms).
import { Box, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { P } from '../../../core/engine/permissions';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { BoardNotice } from './BoardNotice';
import { DeleteDayButton } from './DeleteDayButton';
import { PreassignmentBoard } from './PreassignmentBoard';

export function PreassignmentsPage() {
  usePageTitle(SHELL_PAGES.preasignaciones.title);
  const { identity } = useGetIdentity();
  const sedes = useLookupOptions('sedes');
  const canView = useHasPermission(P.docentes.preasignaciones);
  const canEdit = useHasPermission(P.docentes.editPreasignaciones);
  const canListRooms = useHasPermission(P.salones.list);
  const [chosen, setChosen] = useState<number | null>(null);
  const own = Number(identity?.sede_id);
  const sedeId = chosen ?? (Number.isInteger(own) && own > 0 ? own : undefined) ?? (sedes?.[0] ? Number(sedes[0].id) : undefined);
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.preasignaciones.title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            fullWidth={false}
            label="Sede"
            value={sedeId !== undefined && sedes?.some((sede) => Number(sede.id) === sedeId) ? String(sedeId) : ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {(sedes ?? []).map((sede) => (
              <MenuItem key={sede.id} value={String(sede.id)}>{sede.name}</MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          {canEdit ? <DeleteDayButton /> : null}
        </Stack>
        {canView && canListRooms && sedeId !== undefined ? (
          // A new sede starts a fresh board: its rooms, its panel.
          <PreassignmentBoard key={sedeId} sedeId={sedeId} canEdit={canEdit === true} />
        ) : (
          <BoardNotice canView={canView} canListRooms={canListRooms} />
        )}
      </CardContent>
    </Card>
  );
}
