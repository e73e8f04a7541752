// The staff edit page's group selector (1010A13E): one of the groups, or none ('Sin Asignar': the
// person can no longer sign in). The server refuses a group with codes the editor lacks.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../src/resource-views/useFieldOptions';
import { editarGrupo } from './actions';
import { useStaffAction } from './useStaffAction';
import type { UsuarioRecord } from './recordType';

const NONE = '';

export function GrupoEditor() {
  const record = useRecordContext<UsuarioRecord>();
  const grupos = useLookupOptions('grupos');
  const current = (record?.grupo_id as number | null | undefined) ?? null;
  const [wanted, setWanted] = useState<string | null>(null);
  const call = useStaffAction(editarGrupo);
  if (!record || !grupos) return null;
  const chosen = wanted ?? (current === null ? NONE : String(current));
  const value = chosen === NONE ? null : Number(chosen);
  const disabled = call.isPending || !call.allowed;
  const save = async () => {
    if (await call.save({ id: record.id, grupo_id: value })) setWanted(null);
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField select size="small" label="Grupo" value={chosen} onChange={(event) => setWanted(event.target.value)} sx={{ minWidth: 280 }} disabled={disabled}>
        <MenuItem value={NONE}>Sin Asignar</MenuItem>
        {grupos.map((grupo) => (
          <MenuItem key={grupo.id} value={String(grupo.id)}>
            {grupo.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={disabled || value === current} onClick={() => void save()}>
        Guardar grupo
      </Button>
    </Box>
  );
}
