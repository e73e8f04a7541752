// What 'integer' and 'number' share: a number (a decimal comma too), its bounds and step.
import type { FieldDeclaration } from '../declaration/field';
import { MESSAGES } from './common';
import type { CellValue } from '../export/cells';
import type { Checked, FieldTypeRules } from './fieldType';
import { formatNumber, parseDecimal } from '../numbers';

/** Decimal places of a step: 0.01 → 2. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/** Decimals shown of a stored number: its step's (0.01: 2), else up to 6. */
const shownDecimals = (field: FieldDeclaration): number => (field.step !== undefined ? decimalsOf(field.step) : 6);

/** A number within the field's bounds and step, or the message; `whole`: no decimals allowed. */
export function checkNumber(field: FieldDeclaration, raw: unknown, whole: boolean): Checked {
  // The one parser of number boxes (numbers.ts): '4,5' and '4.5' alike.
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseDecimal(raw) : Number.NaN;
  if (!Number.isFinite(n)) return { error: MESSAGES.number };
  if (whole && !Number.isInteger(n)) return { error: MESSAGES.integer };
  if (field.min !== undefined && n < field.min) return { error: MESSAGES.min(field.min) };
  if (field.max !== undefined && n > field.max) return { error: MESSAGES.max(field.max) };
  if (field.step !== undefined) {
    // Multiples of the step, stored without binary noise (0.07 stays 0.07, not 0.07000000000000001).
    const steps = Math.round(n / field.step);
    if (Math.abs(steps * field.step - n) > field.step * 1e-6) return { error: MESSAGES.step(field.step) };
    return { value: Number((steps * field.step).toFixed(decimalsOf(field.step))) };
  }
  return { value: n };
}

/** A number cell (a spreadsheet keeps it a number); what is no number, as stored. */
export function numberCell(value: unknown): CellValue {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : String(value);
}

export function numericType(kind: 'integer' | 'number'): FieldTypeRules {
  return {
    sqlType: () => (kind === 'integer' ? 'integer' : 'double precision'),
    check: (field, raw) => checkNumber(field, raw, kind === 'integer'),
    jsonSchema: (field) => ({
      type: kind,
      ...(field.min !== undefined ? { minimum: field.min } : {}),
      ...(field.max !== undefined ? { maximum: field.max } : {}),
      ...(field.step !== undefined ? { multipleOf: field.step } : {}),
    }),
    example: (field) => Math.min(field.max ?? 1, Math.max(field.min ?? 1, 1)),
    exportCell: (_field, value) => numberCell(value),
    // On screen es-CO (3,53); an integer unchanged, since many are ids, years or codes read as written.
    ...(kind === 'number' ? { text: (field: FieldDeclaration, value: unknown) => (typeof value === 'number' ? formatNumber(value, { maxDecimals: shownDecimals(field) }) : String(value)) } : {}),
  };
}
