// One autonomous topic's grade box in the grades editor (GradesEditor): a text box that takes '4,5'
// and '4.5' (issue 43), narrow enough for a phone, with the problem, the clamp note or the range
// hint beneath it.
import { TextField } from '@mui/material';
import { gradeHint } from '../../../core/school/students/progressRules';

interface Props {
  /** The topic's name: the box's accessible name is 'Nota de {nombre}'. */
  nombre: string;
  rango: number;
  text: string;
  problem: string | null;
  /** 'Se ajustó al máximo: 5' when the number typed was moved into the range. */
  note: string | null;
  disabled: boolean;
  onType: (text: string) => void;
}

export function GradeInputCell({ nombre, rango, text, problem, note, disabled, onType }: Props) {
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => onType(event.target.value)}
      disabled={disabled}
      error={problem !== null}
      helperText={problem ?? note ?? gradeHint(rango)}
      sx={{ width: '7.5rem' }}
      slotProps={{ htmlInput: { 'aria-label': `Nota de ${nombre}`, inputMode: 'decimal' } }}
    />
  );
}
