// 'datetime': an instant (timestamptz), sent as ISO text, shown DD/MM/YYYY h:mm:ss a on the school's
// clock; written by the server only (a record's creation).
import { formatDateTime } from '../dates';
import { instantCell } from '../export/dateCells';
import { MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';
import { textExample } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    datetime: string; // ISO 8601, with its offset
  }
  interface FieldTypeOptions<S extends string = string> {
    datetime?: {
      /** A database-side default the declaration cannot write as a value ('now': the current instant). */
      dbDefault: 'now';
    };
  }
}

// Its column's SQL type, which no other type uses: its own.
declare module './sqlTypes' {
  interface SqlTypes {
    timestamptz: ScalarSqlType;
  }
}

export const datetime = {
  sqlType: () => 'timestamptz',
  ownSqlTypes: { timestamptz: { dataType: 'timestamp with time zone', builder: 'timestamp', options: { withTimezone: true } } },
  // The driver gives a timestamptz as a Date; JSON carries it as text.
  fromDb: (value) => (typeof value === 'string' ? new Date(value) : value),
  columnDefault: (field) => (field.datetime?.dbDefault === 'now' ? 'now()' : undefined),
  check(_field, raw) {
    const instant = new Date(String(raw).trim());
    return Number.isNaN(instant.getTime()) ? { error: MESSAGES.date } : { value: instant.toISOString() };
  },
  jsonSchema: () => ({ type: 'string', format: 'date-time' }),
  // Written by the server only: never in a body, so its example is the plain text one.
  example: (field, { n }) => textExample(field, n),
  // On the screen's clock (the browser's).
  text: (_field, value) => formatDateTime(String(value)) || String(value),
  // The school's wall clock as a date-time cell (a spreadsheet has no zones); DD/MM/YYYY h:mm:ss a in a CSV.
  exportCell: (_field, value, { timeZone }) => (value instanceof Date || typeof value === 'string' ? instantCell(value, timeZone) : String(value)),
} satisfies FieldTypeRules;
