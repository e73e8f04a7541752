// The reports' sede multi-select: only for holders of 2E3F932E, its options the 'sedes'
// lookup (the sedes the user may see, as every form lists them); the open list shows 10 rows. None
// chosen: every permitted sede.
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { chosenNames, MULTI_SELECT_MAX_HEIGHT, OPTION_HEIGHT } from './reportForm';
import { useMayChooseSedes } from './useMayChooseSedes';

interface Props {
  value: number[];
  onChange(value: number[]): void;
  disabled?: boolean;
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : String(value).split(',').filter(Boolean).map(Number));

export function SedeMultiSelect({ value, onChange, disabled = false }: Props) {
  const mayChoose = useMayChooseSedes();
  const sedes = useLookupOptions(mayChoose ? 'sedes' : undefined);
  if (!mayChoose) return null;
  const options = sedes ?? [];
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label="Sedes"
      value={value}
      onChange={(event) => onChange(idsOf(event.target.value))}
      disabled={disabled || !sedes}
      helperText={value.length === 0 ? 'Todas las sedes permitidas' : undefined}
      sx={{ minWidth: 260, maxWidth: 420 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => chosenNames(options, value),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: MULTI_SELECT_MAX_HEIGHT } } } },
        },
      }}
    >
      {options.map((sede) => (
        <MenuItem key={sede.id} value={Number(sede.id)} sx={{ height: OPTION_HEIGHT, minHeight: OPTION_HEIGHT }}>
          <Checkbox size="small" checked={value.includes(Number(sede.id))} sx={{ p: 0.5 }} />
          <ListItemText primary={sede.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
