// The home legend's examples are drawn by the table's own colour rule, one example per colour, and
// a pre-assignment block writes its hour as every class hour ('h:mm a').
import { describe, expect, it } from 'vitest';
import { cellColour } from '../../src/pages/home/availabilityTable';
import { COLOUR_ENTRIES } from '../../src/pages/home/availabilityLegend';
import { blockLabel } from '../../src/pages/preassignments/preassignmentPage';

describe('the availability legend', () => {
  it('shows one example of each colour, coloured by the rule the table uses', () => {
    expect(COLOUR_ENTRIES.map((e) => e.cell.colour)).toEqual(['blue', 'green', 'orange', 'red', 'gray']);
    for (const { cell } of COLOUR_ENTRIES.slice(0, 4)) {
      const [available, capacity] = cell.text.split('/').map(Number);
      expect(cellColour(capacity, available)).toBe(cell.colour);
    }
  });
});

describe('blockLabel', () => {
  it("writes the weekday and the hour as 'h:mm a'", () => {
    expect(blockLabel(1, '06:00')).toBe('Lunes 6:00 am');
    expect(blockLabel(6, '13:00')).toBe('Sábado 1:00 pm');
  });
});
