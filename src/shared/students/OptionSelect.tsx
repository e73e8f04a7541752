// A select of the editor's sections over option rows ({id, name}): the stored value stays selectable
// while its list loads or when it is not among the offered ones (no out-of-range value for MUI).
import { MenuItem, TextField } from '@mui/material';

export interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly { id: string | number; name: string }[];
  /** What the empty value says ('Sin nivel activo'). */
  emptyLabel: string;
  /** What a value outside the options says (a course of another level). */
  otherLabel?: string;
  disabled: boolean;
  onChange(value: string): void;
}

export function OptionSelect({ label, value, options, emptyLabel, otherLabel = '…', disabled, onChange }: OptionSelectProps) {
  const listed = options.some((option) => String(option.id) === value);
  return (
    <TextField select size="small" label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 240 }}>
      {value === '' ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {value !== '' && !listed ? <MenuItem value={value}>{otherLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
