// Issue 43 (point 11): what a report page opens with (this month; Actividad today) and why it cannot
// run, said beside the button; every download named by its report and dates, SIET's too.
import { describe, expect, it } from 'vitest';
import { REPORT_KEYS, REPORT_MESSAGES } from '../../core/school/reports/contract';
import { dayMessage, monthRange, rangeMessage, REPORT_FORM_MESSAGES } from '../../src/pages/reports/reportDefaults';
import { reportFile } from '../../server/reports/files';

describe('the default range', () => {
  it('is the month of today, its first day to its last', () => {
    expect(monthRange('2026-03-15')).toEqual({ inicio: '2026-03-01', fin: '2026-03-31' });
    expect(monthRange('2026-04-01')).toEqual({ inicio: '2026-04-01', fin: '2026-04-30' });
    expect(monthRange('2026-12-31')).toEqual({ inicio: '2026-12-01', fin: '2026-12-31' });
  });

  it('knows February, leap years included', () => {
    expect(monthRange('2026-02-10')).toEqual({ inicio: '2026-02-01', fin: '2026-02-28' });
    expect(monthRange('2028-02-29')).toEqual({ inicio: '2028-02-01', fin: '2028-02-29' });
  });

  it('is a range the reports accept', () => {
    expect(rangeMessage(monthRange('2026-01-20'))).toBeNull();
  });
});

describe('why a report cannot run', () => {
  it('names the missing or invalid date', () => {
    expect(rangeMessage({ inicio: '', fin: '' })).toBe('Faltan las fechas o no son válidas (DD/MM/AAAA).');
    expect(rangeMessage({ inicio: '', fin: '2026-03-01' })).toBe('Falta la fecha inicial o no es válida (DD/MM/AAAA).');
    expect(rangeMessage({ inicio: '2026-03-01', fin: '' })).toBe('Falta la fecha final o no es válida (DD/MM/AAAA).');
    expect(dayMessage('')).toBe('Falta la fecha o no es válida (DD/MM/AAAA).');
    expect(dayMessage('2026-03-01')).toBeNull();
  });

  it('points to the range when the field says what is wrong with it', () => {
    expect(rangeMessage({ inicio: '2026-03-02', fin: '2026-03-01' })).toBe(REPORT_FORM_MESSAGES.range);
    expect(rangeMessage({ inicio: '2025-03-01', fin: '2026-03-02' })).toBe(REPORT_FORM_MESSAGES.range);
    // The field's own message is the contract's, not repeated beside the button.
    expect(REPORT_FORM_MESSAGES.range).not.toBe(REPORT_MESSAGES.rangeInverted);
  });
});

describe('the downloads’ names', () => {
  const range = { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' };

  it('are the report and its dates, SIET’s .xls too (no longer a bare reporte.xls)', () => {
    expect(reportFile('siet', range, 'xls')).toEqual({ fileName: 'siet-2026-03-01-2026-03-31.xls', sheetName: 'My Worksheet' });
    expect(reportFile('siet', range, 'xlsx')).toEqual({ fileName: 'siet-2026-03-01-2026-03-31.xlsx', sheetName: 'SIET' });
    expect(reportFile('ocupacion', range, 'csv').fileName).toBe('ocupacion-academica-2026-03-01-2026-03-31.csv');
    expect(reportFile('actividad', { fecha: '2026-03-02' }, 'xlsx').fileName).toBe('actividad-academica-2026-03-02.xlsx');
  });

  it('never repeat between reports', () => {
    const names = REPORT_KEYS.map((key) => reportFile(key, key === 'actividad' ? { fecha: '2026-03-02' } : range, 'xlsx').fileName);
    expect(new Set(names).size).toBe(REPORT_KEYS.length);
  });
});
