// A reason with its live counter ('12 / 40'): the scheduler's writes that need one (30 to delete a class, 40 otherwise) say
// how many characters they still lack, by the same count the server checks.
import { TextField } from '@mui/material';
import { REASON_MINIMUMS, type ReasonKind, reasonLength } from '../../../core/school/scheduler/bookings';

interface Props {
  kind: ReasonKind;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function ReasonField({ kind, value, onChange, disabled }: Props) {
  const minimum = REASON_MINIMUMS[kind];
  const length = reasonLength(value);
  return (
    <TextField
      label="Motivo"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={3}
      fullWidth
      required
      disabled={disabled}
      helperText={`${length} / ${minimum} caracteres como mínimo`}
      error={length > 0 && length < minimum}
      slotProps={{ htmlInput: { 'aria-label': 'Motivo', maxLength: 2000 } }}
      sx={{ mt: 1 }}
    />
  );
}
