// The selected person's enrolment sede: shown, and with 'Cambiar' a select of the
// user's sedes with 'Cancelar' and 'Guardar' (user/cambiar_sede).
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { GlobalPerson } from '../../../core/school/globalManagement';
import { useLookupOptions } from '../../resource-views/useFieldOptions';

export interface SedeChangerProps {
  person: GlobalPerson;
  allowed: boolean;
  busy: boolean;
  onSave(sedeId: number): Promise<boolean>;
}

export function SedeChanger({ person, allowed, busy, onSave }: SedeChangerProps) {
  const sedes = useLookupOptions('sedes');
  const [editing, setEditing] = useState(false);
  const [wanted, setWanted] = useState('');
  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2">
          Sede de matrícula: <strong>{person.sede ?? 'No registra'}</strong>
        </Typography>
        <Button size="small" disabled={!allowed || busy} onClick={() => { setWanted(String(person.sede_id ?? '')); setEditing(true); }}>
          Cambiar
        </Button>
      </Box>
    );
  }
  const save = async () => {
    if (await onSave(Number(wanted))) setEditing(false);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField select size="small" label="Sede de matrícula" value={wanted} onChange={(event) => setWanted(event.target.value)} sx={{ minWidth: 260 }}>
        {(sedes ?? []).map((sede) => (
          <MenuItem key={sede.id} value={String(sede.id)}>
            {sede.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" onClick={() => setEditing(false)} disabled={busy}>
        Cancelar
      </Button>
      <Button size="small" variant="contained" disabled={busy || wanted === '' || Number(wanted) === person.sede_id} onClick={() => void save()}>
        Guardar
      </Button>
    </Box>
  );
}
