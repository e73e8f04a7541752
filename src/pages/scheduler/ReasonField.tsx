// Every typed reason of the product (the scheduler's writes, the student record's booking, tutoring
// and progress dialogs): the action's ready reasons to pick (src/shared/reasons, issue 43) and the
// text, still editable, with its live counter ('Faltan 12 caracteres', then '40 caracteres') by the
// same count the server checks.
import { TextField } from '@mui/material';
import { REASON_MINIMUMS, type ReasonKind, reasonLength } from '../../../core/school/scheduler/bookings';
import { reasonCounter } from '../../../core/school/reasons';
import { ReasonPresetSelect } from '../../shared/reasons/ReasonPresetSelect';

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
    <>
      <ReasonPresetSelect kind={kind} onPick={onChange} disabled={disabled} />
      <TextField
        label="Motivo"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        required
        disabled={disabled}
        helperText={reasonCounter(minimum, value)}
        error={length > 0 && length < minimum}
        slotProps={{ htmlInput: { 'aria-label': 'Motivo', maxLength: 2000 } }}
        sx={{ mt: 1 }}
      />
    </>
  );
}
