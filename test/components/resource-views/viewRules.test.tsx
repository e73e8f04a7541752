// The pure rules behind the views: how values read, and the date input's form value.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import { formValueOf, formValueOnBlur, INVALID_DATE, pickerValueOf } from '../../../src/resource-views/dateInputValue';
import { DETAIL_BOOLEANS, displayValue, optionNames } from '../../../src/resource-views/format';

const field = (type: FieldDeclaration['type'], extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  source: 'x', type, label: 'X', ...extra,
});

describe('displayValue', () => {
  it('gives null for empty values', () => {
    for (const value of [null, undefined, '', '  ', []]) expect(displayValue(field('text'), value)).toBeNull();
  });
  it('booleans as Sí/No by default, or the given labels', () => {
    expect(displayValue(field('boolean'), true)).toBe('Sí');
    expect(displayValue(field('boolean'), 0)).toBe('No');
    expect(displayValue(field('boolean'), '1', { booleanLabels: DETAIL_BOOLEANS })).toBe('Sí');
    expect(displayValue(field('boolean'), false, { booleanLabels: DETAIL_BOOLEANS })).toBe('No');
  });
  it('dates DD/MM/YYYY, the calendar day of a date-time too', () => {
    expect(displayValue(field('date'), '2024-02-29')).toBe('29/02/2024');
    expect(displayValue(field('date'), '2024-02-29T00:00:00.000Z')).toBe('29/02/2024');
    expect(displayValue(field('date'), 'mañana')).toBe('mañana');
  });
  it('instants as DD/MM/YYYY h:mm:ss a', () => {
    const local = new Date(2026, 10, 23, 15, 4, 5);
    expect(displayValue(field('datetime'), local.toISOString())).toBe('23/11/2026 3:04:05 pm');
    expect(displayValue(field('datetime'), 'no es fecha')).toBe('no es fecha');
  });

  it('select values by their option name, raw when unknown or not loaded', () => {
    const select = field('select', { choices: [{ id: 3, name: 'Sede Norte' }] });
    expect(displayValue(select, '3', { options: select.choices })).toBe('Sede Norte');
    expect(displayValue(select, 9, { options: select.choices })).toBe('9');
    expect(displayValue(select, 3)).toBe('3');
  });
  it('names options from one Map per list, built once (first option of an id wins)', () => {
    const sedes = [{ id: 3, name: 'Sede Norte' }, { id: '4', name: 'Sede Sur' }, { id: 3, name: 'Repetida' }];
    const names = optionNames(sedes);
    expect(optionNames(sedes)).toBe(names);
    expect(Object.fromEntries(names)).toEqual({ 3: 'Sede Norte', 4: 'Sede Sur' });
    const select = field('select');
    expect(displayValue(select, 4, { options: sedes })).toBe('Sede Sur');
    expect(displayValue(select, '3', { options: sedes })).toBe('Sede Norte');
    expect(optionNames([...sedes])).not.toBe(names);
  });
  it('json arrays joined, objects as JSON, numbers as text', () => {
    expect(displayValue(field('json'), ['lab', 'regular'])).toBe('lab, regular');
    const types = [{ id: 'lab', name: 'Laboratorio' }];
    expect(displayValue(field('json'), ['lab', 'regular'], { options: types })).toBe('Laboratorio, regular');
    expect(displayValue(field('json'), { a: 1 })).toBe('{"a":1}');
    expect(displayValue(field('integer'), 0)).toBe('0');
  });
});

describe('date input value', () => {
  it('stores YYYY-MM-DD, null when cleared, INVALID_DATE for an impossible date', () => {
    expect(formValueOf(dayjs('2001-05-04'))).toBe('2001-05-04');
    expect(formValueOf(null)).toBeNull();
    expect(formValueOf(dayjs('no es fecha'))).toBe(INVALID_DATE);
  });
  it('shows the form value, keeping its own half-typed draft', () => {
    expect(pickerValueOf('2001-05-04', null)?.format('DD/MM/YYYY')).toBe('04/05/2001');
    expect(pickerValueOf('2001-05-04T05:00:00Z', null)?.format('YYYY-MM-DD')).toBe('2001-05-04');
    expect(pickerValueOf(null, null)).toBeNull();
    const draft = dayjs('no es fecha');
    expect(pickerValueOf(INVALID_DATE, draft)).toBe(draft);
    expect(pickerValueOf('1999-01-01', draft)?.format('YYYY-MM-DD')).toBe('1999-01-01');
  });
  it('on blur: digits without a complete date are invalid; no digits empties an invalid value', () => {
    expect(formValueOnBlur('31/02/AAAA', null)).toBe(INVALID_DATE);
    expect(formValueOnBlur('04/05/2001', '2001-05-04')).toBeUndefined();
    expect(formValueOnBlur('', INVALID_DATE)).toBeNull();
    expect(formValueOnBlur('DD/MM/AAAA', INVALID_DATE)).toBeNull();
    expect(formValueOnBlur('', null)).toBeUndefined();
  });
});
