// The types of a new class, with the combination rules live: a first regular_1..6 brings its pair, a type
// that would break the combination is not added and its fixed Spanish message says why (the same module
// the server checks with).
import { Alert, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { addCombinedType } from '../../../core/school/classTypeCombinations';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { useClassTypes } from '../../shared/classTypes/useClassTypes';
import { paintOn } from '../../shell/colours';

interface Props {
  tipos: string[];
  onChange: (tipos: string[]) => void;
  disabled?: boolean;
}

export function ClassTypePicker({ tipos, onChange, disabled }: Props) {
  const { list, byId } = useClassTypes();
  const [error, setError] = useState<string | null>(null);
  const add = (tipo: string) => {
    const choice = addCombinedType(tipos, tipo);
    setError('error' in choice ? choice.error : null);
    onChange(choice.tipos);
  };
  const remove = (tipo: string) => {
    setError(null);
    onChange(tipos.filter((t) => t !== tipo));
  };
  const offered = (list ?? []).filter((t) => t.id !== 'tutoria' && !tipos.includes(t.id));
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField select label="Agregar tipo de clase" value="" onChange={(event) => add(event.target.value)} disabled={disabled || !list} fullWidth>
        {offered.map((t) => (
          <MenuItem key={t.id} value={t.id} title={classTypeLabel(t.id).full}>{classTypeLabel(t.id).option}</MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label="Tipos de la clase">
        {tipos.map((tipo) => (
          <Chip
            key={tipo}
            label={classTypeLabel(tipo).short}
            title={classTypeLabel(tipo).full}
            onDelete={disabled ? undefined : () => remove(tipo)}
            sx={{ ...paintOn(byId.get(tipo)?.color), '& .MuiChip-deleteIcon': { color: 'inherit' } }}
          />
        ))}
      </Stack>
      {error ? <Alert severity="warning" role="alert">{error}</Alert> : null}
    </Stack>
  );
}
