import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDisplayDate, toIsoDate, toLocalDate } from '../../core/engine/dates';

describe('formatDate', () => {
  it('shows an ISO day as DD/MM/YYYY without a time-zone shift', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('shows a Date by its local day', () => {
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('31/12/2023');
  });

  it('gives an empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses a 12-hour clock with am/pm', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 0, 7, 9))).toBe('05/03/2024 12:07:09 am');
    expect(formatDateTime(new Date(2024, 2, 5, 9, 30, 0))).toBe('05/03/2024 9:30:00 am');
    expect(formatDateTime(new Date(2024, 2, 5, 12, 0, 1))).toBe('05/03/2024 12:00:01 pm');
    expect(formatDateTime(new Date(2024, 2, 5, 18, 45, 59))).toBe('05/03/2024 6:45:59 pm');
  });

  it('reads an ISO timestamp in local time', () => {
    const instant = new Date(Date.UTC(2024, 6, 14, 15, 4, 5));
    expect(formatDateTime(instant.toISOString())).toBe(formatDateTime(instant));
    expect(formatDateTime('2024-07-14T08:04:05')).toBe('14/07/2024 8:04:05 am');
  });

  it('gives an empty text for invalid values', () => {
    expect(formatDateTime('ayer')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('toIsoDate', () => {
  it('takes the local calendar day of a Date, even late at night', () => {
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59, 59))).toBe('2024-01-09');
    expect(toIsoDate(new Date(2024, 0, 9, 0, 0, 0))).toBe('2024-01-09');
  });

  it('keeps an ISO day as it is', () => {
    expect(toIsoDate('2024-12-31')).toBe('2024-12-31');
  });

  it('gives an empty text for invalid values', () => {
    expect(toIsoDate('31/12/2024x')).toBe('');
    expect(toIsoDate(undefined)).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(parseDisplayDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDisplayDate(' 5/3/2024 ')).toBe('2024-03-05');
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
  });

  it('rejects impossible days and other formats', () => {
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2024')).toBeNull();
    expect(parseDisplayDate('00/01/2024')).toBeNull();
    expect(parseDisplayDate('2024-03-05')).toBeNull();
    expect(parseDisplayDate('05-03-2024')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('toLocalDate', () => {
  it('builds the local midnight of an ISO day', () => {
    const date = toLocalDate('2024-03-05');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 2, 5, 0]);
  });
});
