// Weekly grid rows (core/school/weekGrid.ts): class slots by position, tutoring by hour range.
import { describe, expect, it } from 'vitest';
import { availabilityKeys } from '../../core/school/availability';
import { maxWeeklyBlocks } from '../../core/school/calendar';
import { classGridRows, columnKeys, rowKeys, tutoringGridRows } from '../../core/school/weekGrid';

describe('classGridRows', () => {
  const rows = classGridRows();

  it('has the ten weekday slots as rows, Saturday its own five hours', () => {
    expect(rows.map((r) => r.label)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    expect(rows[0].cells[6].map((s) => s.key)).toEqual(['6T08:00']);
    expect(rows[9].cells[6]).toEqual([]);
    expect(rowKeys(rows[0])).toEqual(['1T06:00', '2T06:00', '3T06:00', '4T06:00', '5T06:00', '6T08:00']);
    expect(columnKeys(rows, 6)).toEqual(['6T08:00', '6T09:30', '6T11:00', '6T13:00', '6T14:30']);
  });

  it('covers every key of the template once', () => {
    const keys = rows.flatMap(rowKeys);
    expect(keys).toHaveLength(maxWeeklyBlocks());
    expect(new Set(keys)).toEqual(new Set(availabilityKeys(false)));
  });
});

describe('tutoringGridRows', () => {
  const rows = tutoringGridRows();

  it('groups quarter-hours by hour, split at 13:00, and covers the tutoring template', () => {
    expect(rows[0].label).toBe('07:00 - 08:00');
    expect(rows[0].cells[1].map((s) => s.time)).toEqual(['07:00', '07:15', '07:30', '07:45']);
    expect(rows[0].cells[6].map((s) => s.time)).toEqual(['07:15', '07:30', '07:45']);
    expect(rows.find((r) => r.label === '12:00 - 13:00')?.part).toBe('Mañana');
    expect(rows.find((r) => r.label === '13:00 - 14:00')?.part).toBe('Tarde');
    expect(new Set(rows.flatMap(rowKeys))).toEqual(new Set(availabilityKeys(true)));
  });
});
