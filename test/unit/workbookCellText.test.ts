// The pieces of src/bulk/workbook that turn spreadsheet values into cells and cells into the text the
// import reads: numbers without exponent or binary noise, dates as DD/MM/YYYY (what the import's date
// rule accepts), flags as Sí/No; serial dates, ISO dates, ODF durations, date formats, A1 references.
import { describe, expect, it } from 'vitest';
import { boolean } from '../../core/engine/fields/boolean';
import { toIsoDate } from '../../core/engine/fields/date';
import { cellText, numberText } from '../../src/bulk/workbook/cellText';
import { durationCell, isoCell, serialCell } from '../../src/bulk/workbook/dates';
import { parseReference } from '../../src/bulk/workbook/xlsxSheet';
import { isDateFormat } from '../../src/bulk/workbook/xlsxStyles';

describe('cellText', () => {
  it.each([
    [4.5, '4.5'],
    [0.1 + 0.2, '0.3'],
    [1500000, '1500000'],
    [-0, '0'],
    [-12.75, '-12.75'],
    [1e-7, '0.0000001'],
    [-1.25e-10, '-0.000000000125'],
    [1e21, '1000000000000000000000'],
    [123456789012345678, '123456789012346000'],
    [1 / 3, '0.333333333333333'],
    [2.675, '2.675'],
  ])('writes the number %s as %s', (value, text) => {
    expect(numberText(value)).toBe(text);
    // Read back, it is the same number to 15 significant digits.
    expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(Math.abs(value) * 1e-14);
  });

  it('writes each kind of cell', () => {
    expect(cellText('00123')).toBe('00123');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('Sí');
    expect(cellText(false)).toBe('No');
    expect(cellText({ date: '2024-05-01' })).toBe('01/05/2024');
    expect(cellText({ dateTime: '2024-05-01T08:30:00' })).toBe('01/05/2024 08:30');
    expect(cellText({ dateTime: '2024-05-01T08:30:15' })).toBe('01/05/2024 08:30:15');
    expect(cellText({ time: '08:30:00' })).toBe('08:30');
    expect(cellText({ time: '36:00:05' })).toBe('36:00:05');
  });

  it('writes what the import rules accept: the date rule reads the day back, the flag rule the word', () => {
    expect(toIsoDate(cellText({ date: '2024-05-01' }))).toBe('2024-05-01');
    expect(toIsoDate(cellText({ date: '1900-02-29' }))).toBeUndefined();
    // The boolean rule reads neither the field nor the context.
    const checkFlag = (text: string) => boolean.check({} as never, text, {} as never);
    expect(checkFlag(cellText(true))).toEqual({ value: true });
    expect(checkFlag(cellText(false))).toEqual({ value: false });
  });
});

describe('serialCell', () => {
  it('reads 1900-system serials around the leap-year bug and with a time', () => {
    expect(serialCell(1, false)).toEqual({ date: '1900-01-01' });
    expect(serialCell(59, false)).toEqual({ date: '1900-02-28' });
    expect(serialCell(60, false)).toEqual({ date: '1900-02-29' });
    expect(serialCell(61, false)).toEqual({ date: '1900-03-01' });
    expect(serialCell(45413, false)).toEqual({ date: '2024-05-01' });
    expect(serialCell(45413.5, false)).toEqual({ dateTime: '2024-05-01T12:00:00' });
    expect(serialCell(45413.99999999, false)).toEqual({ date: '2024-05-02' });
    expect(serialCell(2958465, false)).toEqual({ date: '9999-12-31' });
  });

  it('reads 1904-system serials, times below 1, and leaves impossible serials as numbers', () => {
    expect(serialCell(0, true)).toEqual({ time: '00:00:00' });
    expect(serialCell(1, true)).toEqual({ date: '1904-01-02' });
    expect(serialCell(43951, true)).toEqual({ date: '2024-05-01' });
    expect(serialCell(0.354166666666667, false)).toEqual({ time: '08:30:00' });
    expect(serialCell(-3, false)).toBe(-3);
    expect(serialCell(3e6, false)).toBe(3e6);
  });
});

describe('isoCell and durationCell', () => {
  it.each([
    ['2024-05-01', { date: '2024-05-01' }],
    ['2024-05-01T00:00:00', { date: '2024-05-01' }],
    ['2024-05-01T08:30:00.123Z', { dateTime: '2024-05-01T08:30:00' }],
    ['2024-05-01 08:30', { dateTime: '2024-05-01T08:30:00' }],
    ['08:30:15', { time: '08:30:15' }],
    ['2024-02-30', undefined],
    ['2024-5-1', undefined],
    ['hoy', undefined],
  ])('%s', (text, cell) => {
    expect(isoCell(text)).toEqual(cell);
  });

  it.each([
    ['PT08H30M00S', { time: '08:30:00' }],
    ['PT12H', { time: '12:00:00' }],
    ['P1DT2H', { time: '26:00:00' }],
    ['PT0.5S', { time: '00:00:01' }],
    ['PT08H30', undefined],
    ['-PT1H', undefined],
    ['PT-1H', undefined],
    ['PT1e300H', undefined],
    ['08:30', undefined],
  ])('%s', (text, cell) => {
    expect(durationCell(text)).toEqual(cell);
  });
});

describe('isDateFormat and parseReference', () => {
  it.each([
    ['dd/mm/yyyy', true],
    ['DD/MM/YYYY', true],
    ['[$-240A]dddd, d "de" mmmm "de" yyyy', true],
    ['h:mm AM/PM', true],
    ['[h]:mm:ss', true],
    ['General', false],
    ['#,##0.00', false],
    ['"$"\\ #,##0.00" días"', false],
    ['[Red]0.00;[Blue]-0.00', false],
    ['0.00\\d', false],
    ['@', false],
  ])('%s is a date format: %s', (code, date) => {
    expect(isDateFormat(code)).toBe(date);
  });

  it('reads A1 references and refuses what is none', () => {
    expect(parseReference('A1')).toEqual([0, 0]);
    expect(parseReference('B3')).toEqual([2, 1]);
    expect(parseReference('XFD1048576')).toEqual([1048575, 16383]);
    expect(parseReference('aa10')).toEqual([9, 26]);
    expect(parseReference('A0')).toBeUndefined();
    expect(parseReference('1A')).toBeUndefined();
    expect(parseReference('ABCD1')).toBeUndefined();
    expect(parseReference('')).toBeUndefined();
  });
});
