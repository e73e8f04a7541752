// Numbers the Colombian way (core/engine/numbers.ts; issue 43): the one parser of number boxes takes
// '4,5' and '4.5' alike (and es-CO thousands points before a decimal comma), the one formatter
// writes es-CO, and a box's text reads back to the same number.
import { describe, expect, it } from 'vitest';
import { decimalInputText, formatNumber, parseDecimal, parseDecimalOrNull } from '../../core/engine/numbers';

describe('parseDecimal', () => {
  it.each([
    ['4,5', 4.5],
    ['4.5', 4.5],
    [' 4,5 ', 4.5],
    ['5', 5],
    ['0,01', 0.01],
    [',5', 0.5],
    ['4,', 4],
    ['-1,25', -1.25],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1 234,5', 1234.5],
    // A lone point with three digits after it is a decimal mark as typed, never thousands.
    ['1.234', 1.234],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '4,5,6', '4.5.6', '4,5.6', '1e3', '--1', '.', '0x10', 'Infinity'])('refuses %j (NaN)', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });

  it('reads blank as no number', () => {
    expect(parseDecimalOrNull('  ')).toBeNull();
    expect(parseDecimalOrNull('3,5')).toBe(3.5);
  });
});

describe('formatNumber', () => {
  it.each([
    [3.53, {}, '3,53'],
    [3.5, { minDecimals: 2 }, '3,50'],
    [5, { minDecimals: 1 }, '5,0'],
    [5, {}, '5'],
    [0.6, { minDecimals: 2 }, '0,60'],
    [1234.5, {}, '1.234,5'],
    [12345.5, {}, '12.345,5'],
    [2.345, {}, '2,35'],
    [-0, {}, '0'],
  ] as const)('writes %d with %j as %j', (value, options, text) => {
    expect(formatNumber(value, options)).toBe(text);
  });

  it('leaves what is no finite number as it is', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('decimalInputText', () => {
  it.each([[4.5, '4,5'], [5, '5'], [12345.25, '12345,25'], [null, ''], [undefined, '']] as const)('shows %j in a box as %j', (value, text) => {
    expect(decimalInputText(value)).toBe(text);
  });

  it('reads back to the same number', () => {
    for (const value of [0, 0.01, 3.53, 4.5, 7.25, 100, 12345.67, -2.5]) expect(parseDecimal(decimalInputText(value))).toBe(value);
  });
});
