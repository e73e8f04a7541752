// 'Texto predefinido': the action's ready reasons (resources/motivos); picking one fills the reason's
// text, which stays editable. Nothing is drawn while the action has none.
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { ReasonKind } from '../../../core/school/scheduler/bookings';
import { useReasonPresets } from './useReasonPresets';

interface Props {
  kind: ReasonKind;
  onPick: (texto: string) => void;
  disabled?: boolean;
}

export function ReasonPresetSelect({ kind, onPick, disabled }: Props) {
  const presets = useReasonPresets(kind);
  const [chosen, setChosen] = useState('');
  if (presets.length === 0) return null;
  const pick = (id: string) => {
    setChosen(id);
    const preset = presets.find((p) => String(p.id) === id);
    if (preset) onPick(preset.texto);
  };
  return (
    <TextField
      select
      label="Texto predefinido"
      value={chosen}
      onChange={(event) => pick(event.target.value)}
      fullWidth
      size="small"
      disabled={disabled}
      helperText="Elija uno y complételo si hace falta"
      sx={{ mt: 1 }}
    >
      {presets.map((preset) => (
        <MenuItem key={preset.id} value={String(preset.id)} sx={{ whiteSpace: 'normal' }}>
          {preset.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}
