// A teacher's default room (docente/editar_salon): the current one ('NO TIENE SALÓN ASIGNADO' when
// none), a select of active rooms, saved only when it differs (the server refuses the same room).
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../src/resource-views/useFieldOptions';
import { useActionThenShow } from '../../src/resource-views/useActionThenShow';
import { defaultRoomLabel } from './defaultRoom';
import { editarSalon } from './actions';
import schema from './schema';
import type { DocenteRecord } from './recordType';

const NONE = '';

export function DefaultRoomEditor() {
  const record = useRecordContext<DocenteRecord>();
  const salones = useLookupOptions('salones');
  const current = (record?.salon_predeterminado as number | null | undefined) ?? null;
  const [wanted, setWanted] = useState<string>(current === null ? NONE : String(current));
  const call = useActionThenShow(editarSalon, schema, record?.id ?? '');
  if (!record || !salones) return null;
  const value = wanted === NONE ? null : Number(wanted);
  const disabled = call.isPending || !call.allowed;
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Actual: <strong>{defaultRoomLabel(current, salones)}</strong>
      </Typography>
      <TextField select size="small" label="Salón" value={wanted} onChange={(event) => setWanted(event.target.value)} sx={{ minWidth: 280 }} disabled={disabled}>
        <MenuItem value={NONE}>Sin salón</MenuItem>
        {salones.filter((s) => s.activo !== false).map((salon) => (
          <MenuItem key={salon.id} value={String(salon.id)}>
            {salon.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button sx={{ mt: 1 }} variant="contained" disabled={disabled || value === current} onClick={() => void call.save({ id: record.id, salon_predeterminado: value })}>
          Guardar salón
        </Button>
      </Box>
    </Box>
  );
}
