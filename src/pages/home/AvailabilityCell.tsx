// One coloured cell of 'Disponibilidad Actual' (doc 1 §2's colours; the rule is availabilityTable.ts).
import { TableCell } from '@mui/material';
import type { Cell, CellColour } from './availabilityTable';

const PALETTE: Record<CellColour, { bg: string; fg: string }> = {
  red: { bg: 'error.main', fg: 'error.contrastText' },
  green: { bg: 'success.main', fg: 'success.contrastText' },
  orange: { bg: 'warning.main', fg: 'warning.contrastText' },
  blue: { bg: 'info.main', fg: 'info.contrastText' },
  gray: { bg: 'grey.300', fg: 'text.primary' },
};

export function AvailabilityCell({ cell, label, bold = false }: { cell: Cell; label: string; bold?: boolean }) {
  const { bg, fg } = PALETTE[cell.colour];
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
