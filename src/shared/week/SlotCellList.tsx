// A grid cell holding several slots (a tutoring hour's quarter-hours): one line per slot, its time
// first, so that neighbouring entries never run together.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { GridSlot } from '../../../resources/weekGrid';

export interface SlotCellListProps {
  slots: readonly GridSlot[];
  render: (slot: GridSlot) => ReactNode;
}

export function SlotCellList({ slots, render }: SlotCellListProps) {
  if (slots.length === 1) return <>{render(slots[0])}</>;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, textAlign: 'left' }}>
      {slots.map((slot) => (
        <Box key={slot.key} sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 34 }}>
            {slot.time}
          </Typography>
          {render(slot)}
        </Box>
      ))}
    </Box>
  );
}
