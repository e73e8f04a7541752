// The hours of the chosen date as checkboxes (those of its weekday's template; none before a date
// is chosen, none on Sunday).
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { formatHour } from '../../core/engine/clock';

interface Props {
  /** The hours the date offers; null = no date chosen yet. */
  offered: readonly string[] | null;
  value: readonly string[];
  onChange: (horas: string[]) => void;
}

export function NovedadHorasInput({ offered, value, onChange }: Props) {
  if (offered === null) return null;
  if (offered.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Ese día no tiene horas de clase
      </Typography>
    );
  }
  const toggle = (hora: string, checked: boolean) => onChange(offered.filter((h) => (h === hora ? checked : value.includes(h))));
  return (
    <FormControl component="fieldset" sx={{ my: 1 }}>
      <FormLabel component="legend">Horas</FormLabel>
      <FormGroup row>
        {offered.map((hora) => (
          <FormControlLabel
            key={hora}
            label={formatHour(hora)}
            control={<Checkbox size="small" checked={value.includes(hora)} onChange={(event) => toggle(hora, event.target.checked)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
