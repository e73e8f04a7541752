// A grid cell holding several slots (a tutoring hour's quarter-hours): one line per slot, its time
// first, so that neighbouring entries never run together.
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { GridSlot } from '../../../core/school/weekGrid';
import { cellText } from './cellText';

const LIST = { display: 'grid', gap: 2, textAlign: 'left' } as const;
const LINE = { display: 'flex', gap: 4, alignItems: 'baseline' } as const;

export interface SlotCellListProps {
  slots: readonly GridSlot[];
  render: (slot: GridSlot) => ReactNode;
}

export function SlotCellList({ slots, render }: SlotCellListProps) {
  const theme = useTheme();
  if (slots.length === 1) return <>{render(slots[0])}</>;
  const time = { ...cellText(theme).secondary, minWidth: 34 };
  return (
    <div style={LIST}>
      {slots.map((slot) => (
        <div key={slot.key} style={LINE}>
          <span style={time}>{slot.time}</span>
          {render(slot)}
        </div>
      ))}
    </div>
  );
}
