// One coloured cell of 'Disponibilidad Actual' (red, green, orange, blue or gray; the rule is availabilityTable.ts,
// the paint cellPalette.ts).
import { TableCell } from '@mui/material';
import type { Cell } from './availabilityTable';
import { CELL_PALETTE } from './cellPalette';

export function AvailabilityCell({ cell, label, bold = false }: { cell: Cell; label: string; bold?: boolean }) {
  const { bg, fg } = CELL_PALETTE[cell.colour];
  return (
    <TableCell
      align="center"
      title={label}
      data-color={cell.colour}
      sx={{ bgcolor: bg, color: fg, fontWeight: bold ? 600 : 400, whiteSpace: 'nowrap', border: 1, borderColor: 'background.paper', px: 1 }}
    >
      {cell.text}
    </TableCell>
  );
}
