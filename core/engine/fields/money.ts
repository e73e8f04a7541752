// 'money': an amount in Colombian pesos (COP), whole pesos, stored as an integer column. Typed as
// staff write it: 1850000, 1.850.000 or $ 1.850.000 (',00' cents allowed, other cents refused);
// shown $ 1.850.000; a number in a spreadsheet. Bounds: min (default 0) and max (at most the
// column's 2.147.483.647).
import type { FieldDeclaration } from '../declaration/field';
import { MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';
import { numberCell } from './numeric';

declare module '../declaration/field' {
  interface FieldTypes {
    money: number; // whole pesos
  }
}

/** The integer column's ceiling. */
export const MONEY_MAX = 2_147_483_647;

export const MONEY_MESSAGES = {
  amount: 'Debe ser un valor en pesos (por ejemplo 1.850.000)',
  cents: 'Los pesos no llevan centavos',
} as const;

const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** $ 1.850.000 (a value that is no amount, as stored). */
export function formatPesos(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? pesos.format(n).replace(/\s/g, ' ') : String(value);
}

const bounds = (field: FieldDeclaration) => ({ min: field.min ?? 0, max: Math.min(field.max ?? MONEY_MAX, MONEY_MAX) });

/** Whole pesos from what staff type; a string error when it is none. */
export function parsePesos(raw: unknown): number | string {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : MONEY_MESSAGES.cents;
  if (typeof raw !== 'string') return MONEY_MESSAGES.amount;
  // '$ 1.850.000,00' → '1850000,00': the sign, spaces and thousands points go.
  const text = raw.trim().replace(/^\$\s*/, '').replace(/\s/g, '');
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!match) return MONEY_MESSAGES.amount;
  if (match[3] !== undefined && Number(match[3]) !== 0) return MONEY_MESSAGES.cents;
  return Number(`${match[1]}${match[2].replace(/\./g, '')}`);
}

export const money: FieldTypeRules = {
  sqlType: () => 'integer',
  check(field, raw) {
    const amount = parsePesos(raw);
    if (typeof amount === 'string') return { error: amount };
    const { min, max } = bounds(field);
    if (amount < min) return { error: MESSAGES.min(min) };
    if (amount > max) return { error: MESSAGES.max(max) };
    return { value: amount };
  },
  jsonSchema(field) {
    const { min, max } = bounds(field);
    return { type: 'integer', minimum: min, maximum: max, description: 'Pesos colombianos (COP), sin centavos.' };
  },
  example(field) {
    const { min, max } = bounds(field);
    return Math.min(max, Math.max(min, 50_000));
  },
  text: (_field, value) => formatPesos(value),
  exportCell: (_field, value) => numberCell(value),
};
