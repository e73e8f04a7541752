// The teacher's 'Disponibilidad' editor (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'):
// Monday–Saturday × the template's slots, presets 'Mañanas' and 'Tardes', and a tutor's
// quarter-hour variant with its hour ranges split at 13:00. Saved with
// docente/editar_disponibilidad ('Información Guardada', back to the detail).
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { keepTemplateSlots, presetKeys, toggleKeys } from '../../core/school/availability';
import { gridRows } from '../../core/school/weekGrid';
import { SlotPicker } from '../../src/shared/week/SlotPicker';
import { useActionThenShow } from '../../src/resource-views/useActionThenShow';
import { editarDisponibilidad } from './actions';
import schema from './schema';
import type { DocenteRecord } from './recordType';

export function AvailabilityEditor() {
  const record = useRecordContext<DocenteRecord>();
  const tutor = record?.tutor === true;
  const [keys, setKeys] = useState<string[]>(() => keepTemplateSlots((record?.disponibilidad as string[] | undefined) ?? [], tutor));
  const rows = useMemo(() => gridRows(tutor), [tutor]);
  const selected = useMemo(() => new Set(keys), [keys]);
  const action = useActionThenShow(editarDisponibilidad, schema, record?.id ?? '');
  if (!record) return null;
  const disabled = action.isPending || !action.allowed;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {tutor ? 'Tutor: bloques de 15 minutos, de 7:00 a 19:00 (sábado de 7:15 a 15:00).' : 'Bloques de clase de la semana.'} {keys.length} seleccionados.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={disabled} onClick={() => setKeys(presetKeys('mananas', tutor))}>Mañanas</Button>
        <Button size="small" variant="outlined" disabled={disabled} onClick={() => setKeys(presetKeys('tardes', tutor))}>Tardes</Button>
        <Button size="small" disabled={disabled} onClick={() => setKeys([])}>Limpiar</Button>
      </Stack>
      <SlotPicker rows={rows} selected={selected} label="Disponibilidad" disabled={disabled} onToggle={(changed, on) => setKeys((current) => toggleKeys(current, changed, on, tutor))} />
      <Button sx={{ mt: 1 }} variant="contained" disabled={disabled} onClick={() => void action.save({ id: record.id, disponibilidad: keys })}>
        Guardar disponibilidad
      </Button>
    </Box>
  );
}
