// 'date': a calendar day, sent and stored as YYYY-MM-DD, written DD/MM/YYYY too, shown DD/MM/YYYY.
import { formatDate } from '../dates';
import { dayCell } from '../export/dateCells';
import { MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    date: string; // 'YYYY-MM-DD'
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** YYYY-MM-DD of a real day written either way, or undefined. */
export function toIsoDate(text: string): string | undefined {
  const iso = ISO_DATE.exec(text);
  const dmy = DMY_DATE.exec(text);
  const [y, m, d] = iso ? [+iso[1], +iso[2], +iso[3]] : dmy ? [+dmy[3], +dmy[2], +dmy[1]] : [0, 0, 0];
  if (!y) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const date: FieldTypeRules = {
  sqlType: () => 'date',
  check(_field, raw) {
    const iso = toIsoDate(String(raw).trim().slice(0, 10));
    return iso ? { value: iso } : { error: MESSAGES.date };
  },
  jsonSchema: () => ({ type: 'string', format: 'date' }),
  example: () => '2000-01-01',
  text(_field, value) {
    // A date-only prefix is a calendar day: never shifted by the time zone.
    const text = String(value);
    return formatDate(/^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text) || text;
  },
  // A date cell: a spreadsheet's date, DD/MM/YYYY in a CSV.
  exportCell: (_field, value) => dayCell(String(value)),
};
