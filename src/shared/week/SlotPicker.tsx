// Picking weekly slots on a WeekGrid: a checkbox per slot, and select-all toggles per row and per
// day. The availability editor and the teachers summary's filter both use it.
import { Checkbox, FormControlLabel } from '@mui/material';
import { DAY_NAMES, type SchoolDay } from '../../../resources/calendar';
import { columnKeys, type GridSlot, rowKeys, type WeekGridRow } from '../../../resources/weekGrid';
import { WeekGrid } from './WeekGrid';

export interface SlotPickerProps {
  rows: readonly WeekGridRow[];
  selected: ReadonlySet<string>;
  onToggle: (keys: string[], on: boolean) => void;
  label: string;
  disabled?: boolean;
}

type Shared = Pick<SlotPickerProps, 'selected' | 'onToggle' | 'disabled'>;

function GroupToggle({ keys, label, selected, onToggle, disabled }: Shared & { keys: string[]; label: string }) {
  const chosen = keys.filter((key) => selected.has(key)).length;
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      label={label}
      control={
        <Checkbox
          size="small"
          disabled={disabled || keys.length === 0}
          checked={keys.length > 0 && chosen === keys.length}
          indeterminate={chosen > 0 && chosen < keys.length}
          onChange={(event) => onToggle(keys, event.target.checked)}
          inputProps={{ 'aria-label': `Todo ${label}` }}
        />
      }
    />
  );
}

function SlotBox({ slot, caption, selected, onToggle, disabled }: Shared & { slot: GridSlot; caption: boolean }) {
  const box = (
    <Checkbox
      size="small"
      sx={{ p: 0.25 }}
      disabled={disabled}
      checked={selected.has(slot.key)}
      onChange={(event) => onToggle([slot.key], event.target.checked)}
      inputProps={{ 'aria-label': `${DAY_NAMES[slot.day]} ${slot.time}`, title: slot.time }}
    />
  );
  // Saturday's own hours are written beside its boxes (the row is labelled with the weekday's).
  return caption ? <FormControlLabel sx={{ m: 0 }} control={box} label={slot.time} slotProps={{ typography: { variant: 'caption' } }} /> : box;
}

export function SlotPicker({ rows, label, ...shared }: SlotPickerProps) {
  return (
    <WeekGrid
      rows={rows}
      label={label}
      renderDayHeader={(day: SchoolDay) => <GroupToggle keys={columnKeys(rows, day)} label={DAY_NAMES[day]} {...shared} />}
      renderRowHeader={(row) => <GroupToggle keys={rowKeys(row)} label={row.label} {...shared} />}
      renderCell={(row, day) =>
        row.cells[day].map((slot) => (
          <SlotBox key={slot.key} slot={slot} caption={row.cells[day].length === 1 && slot.time !== row.label} {...shared} />
        ))
      }
    />
  );
}
