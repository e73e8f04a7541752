// 'money' (core/engine/fields/money.ts): pesos as staff type them, one rule for forms, bulk lines and the
// server; its column, schema, example and export cell come from the same module.
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../core/engine/fields';
import { formatPesos, MONEY_MAX, MONEY_MESSAGES, parsePesos } from '../../core/engine/fields/money';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { checkField, validateRecord } from '../../core/engine/validation';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

const valor: FieldDeclaration = { source: 'valor', type: 'money', label: 'Valor', required: true, max: 20_000_000 };

describe('money', () => {
  it.each([
    [1850000, 1850000],
    ['1850000', 1850000],
    ['1.850.000', 1850000],
    ['$ 1.850.000', 1850000],
    ['$1.850.000,00', 1850000],
    [' 0 ', 0],
  ])('takes %j as %j whole pesos', (raw, pesos) => {
    expect(checkField(valor, raw)).toEqual({ value: pesos });
  });

  it.each([
    ['1.850.000,50', MONEY_MESSAGES.cents],
    [1850000.5, MONEY_MESSAGES.cents],
    ['1,850,000', MONEY_MESSAGES.amount],
    ['18.50.000', MONEY_MESSAGES.amount],
    ['mil pesos', MONEY_MESSAGES.amount],
    [true, MONEY_MESSAGES.amount],
    [{ valor: 1 }, 'Valor no permitido'],
    ['-5.000', 'Debe ser mayor o igual a 0'],
    ['25.000.000', 'Debe ser menor o igual a 20000000'],
    ['', 'Este campo es requerido'],
  ])('refuses %j: %s', (raw, message) => {
    expect(checkField(valor, raw)).toEqual({ error: message });
  });

  it('is bounded by the integer column whatever the declaration says', () => {
    const unbounded: FieldDeclaration = { source: 'valor', type: 'money', label: 'Valor', max: 10 ** 12 };
    expect(checkField(unbounded, String(MONEY_MAX))).toEqual({ value: MONEY_MAX });
    expect(checkField(unbounded, String(MONEY_MAX + 1))).toEqual({ error: `Debe ser menor o igual a ${MONEY_MAX}` });
    expect(FIELD_TYPES.money.jsonSchema(unbounded, { lookupValue: () => ({}), objectOf: () => ({}) })).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: MONEY_MAX,
      description: 'Pesos colombianos (COP), sin centavos.',
    });
  });

  it('reads $ 1.850.000; parses what it writes', () => {
    expect(formatPesos(1850000)).toBe('$ 1.850.000');
    expect(formatPesos(0)).toBe('$ 0');
    expect(parsePesos(formatPesos(987654321))).toBe(987654321);
    expect(formatPesos('x')).toBe('x');
  });

  it('is an integer column, a number in a spreadsheet, and its example is valid', () => {
    expect(FIELD_TYPES.money.sqlType(valor)).toBe('integer');
    expect(FIELD_TYPES.money.exportCell?.(valor, 1850000, { timeZone: 'America/Bogota' })).toBe(1850000);
    const example = FIELD_TYPES.money.example(valor, { n: 1, someOption: async () => undefined, example: async () => undefined });
    expect(checkField(valor, example)).toEqual({ value: example });
  });

  it('a bulk line and a form value go through the same rule', () => {
    const cuotas = defineResource({
      name: 'cuotas',
      prefix: 'cuota',
      label: { one: 'Cuota', many: 'Cuotas' },
      table: 'cuotas',
      representation: '{valor}',
      messages: { created: 'Creada', updated: 'Actualizada' },
      permissions: { list: 'A', show: 'B', create: 'C', edit: 'D', bulk: 'E' },
      fields: [valor],
      list: { fewRows: true, columns: ['valor'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'valor', order: 'ASC' } },
      bulk: { columns: ['valor'] },
    });
    expect(validateRecord(cuotas, { valor: '$ 250.000' }, 'bulk')).toEqual({ values: { valor: 250000 }, errors: {} });
    expect(validateRecord(cuotas, { valor: '250.000,5' }, 'create').errors).toEqual({ valor: MONEY_MESSAGES.cents });
  });
});
