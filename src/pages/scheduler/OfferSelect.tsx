// A teacher or room chosen among the slot's offers only; 'cargando...' while they load and the
// server's message when there is none.
import { MenuItem, TextField } from '@mui/material';
import type { Offers } from './useOffers';

interface Props {
  label: string;
  offers: Offers | undefined;
  loading: boolean;
  value: number | '';
  onChange: (id: number) => void;
  disabled?: boolean;
}

export function OfferSelect({ label, offers, loading, value, onChange, disabled }: Props) {
  const helper = loading ? 'cargando...' : offers?.empty ?? undefined;
  return (
    <TextField
      select
      label={label}
      value={offers?.options.some((o) => o.id === value) ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth
      disabled={disabled || loading || !offers || offers.options.length === 0}
      helperText={helper}
      error={!loading && offers?.empty != null}
      sx={{ mt: 2 }}
    >
      {(offers?.options ?? []).map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>{o.name}</MenuItem>
      ))}
    </TextField>
  );
}
