// Picking weekly slots on a WeekGrid: a checkbox per slot, and select-all toggles per row and per
// day. The availability editor and the teachers summary's filter both use it.
import { Checkbox, FormControlLabel } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DAY_NAMES, type SchoolDay } from '../../../core/school/calendar';
import { columnKeys, type GridSlot, rowKeys, type WeekGridRow } from '../../../core/school/weekGrid';
import { cellText } from './cellText';
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

/**
 * A slot's box is the browser's own checkbox in the theme's colour: the grid has ~70 of them, and a
 * MUI Checkbox each (ripple, icon, styled root) made the teachers page slow (issue 25 point 6). With
 * its margin it spans 24 px, WCAG 2.5.8's least target.
 */
function SlotBox({ slot, caption, selected, onToggle, disabled }: Shared & { slot: GridSlot; caption: boolean }) {
  const theme = useTheme();
  const box = (
    <input
      type="checkbox"
      style={{ width: 18, height: 18, margin: 3, verticalAlign: 'middle', accentColor: theme.palette.primary.main, cursor: disabled ? 'default' : 'pointer' }}
      disabled={disabled}
      checked={selected.has(slot.key)}
      onChange={(event) => onToggle([slot.key], event.target.checked)}
      aria-label={`${DAY_NAMES[slot.day]} ${slot.time}`}
      title={slot.time}
    />
  );
  // Saturday's own hours are written beside its boxes (the row is labelled with the weekday's).
  if (!caption) return box;
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {box}
      <span style={cellText(theme).caption}>{slot.time}</span>
    </label>
  );
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
