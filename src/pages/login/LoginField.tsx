// One field of the login form, from MUI's input parts rather than react-admin's inputs: the login page
// is the first download, and react-admin's inputs bring its form library and MUI's Select with them.
import { FilledInput, FormControl, FormHelperText, InputLabel, type FilledInputProps } from '@mui/material';
import { useId } from 'react';

export interface LoginFieldProps extends Pick<FilledInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'endAdornment'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule's message once the form was sent (validateLogin); null while the value is fine. */
  error: string | null;
}

export function LoginField({ label, value, onChange, error, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-ayuda`;
  return (
    <FormControl variant="filled" size="small" margin="dense" fullWidth error={error !== null}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? helperId : undefined}
        {...input}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
