// The board's column switcher on a phone (boardColumns.ts): a native select — the phone's own picker,
// arrow keys on a keyboard — of 'Pendientes' and each class; the column it shows follows at once.
import { TextField } from '@mui/material';
import type { BoardColumn } from './boardColumns';

interface Props {
  columns: readonly BoardColumn[];
  value: string;
  onChange: (id: string) => void;
}

export function ColumnSwitcher({ columns, value, onChange }: Props) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Columna del tablero"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 2 }}
      data-testid="columna-tablero"
    >
      {columns.map((column) => (
        <option key={column.id} value={column.id}>
          {column.label}
        </option>
      ))}
    </TextField>
  );
}
