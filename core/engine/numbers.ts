// Numbers the Colombian way (issue 43): THE parser every number input uses — '4,5' and '4.5' alike,
// '1.234,5' too — and THE formatter every number shown goes through (es-CO: 3,53; 1.234,5). Pure.

/** What a number box makes of its text: NaN when it is no number, blank included (the caller says why). */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  // es-CO with thousands points (1.234,5 or 1.234.567): the points go, the comma is the mark. A lone
  // '1.234' stays one decimal mark (1,234): with no comma after it, a point is read as typed.
  if (/^-?\d{1,3}((\.\d{3})+,\d+|(\.\d{3}){2,})$/.test(trimmed)) return Number(trimmed.replace(/\./g, '').replace(',', '.'));
  // Otherwise one decimal mark, either ',' or '.' (4,5 = 4.5); an ending mark is a number being typed (4, = 4).
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** parseDecimal, with blank as null: a box left empty holds no number. */
export const parseDecimalOrNull = (text: string): number | null => (text.trim() === '' ? null : parseDecimal(text));

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('es-CO', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
    formatters.set(key, found);
  }
  return found;
}

export interface NumberFormat {
  /** Decimals always shown (3,50 with 2); default 0. */
  minDecimals?: number;
  /** Decimals at most (rounded); default 2, or minDecimals when greater. */
  maxDecimals?: number;
}

/** A number as staff read it: es-CO (3,53; 1.234,5); what is no finite number, as it is. */
export function formatNumber(value: number, { minDecimals = 0, maxDecimals = 2 }: NumberFormat = {}): string {
  if (!Number.isFinite(value)) return String(value);
  // Intl writes a non-breaking space nowhere here, but '-0' as '-0': a zero is a zero.
  return formatter(minDecimals, Math.max(minDecimals, maxDecimals), true).format(value === 0 ? 0 : value);
}

/** A number as a box shows it for editing: es-CO without thousands points (4,5; 1234,5), so parseDecimal reads it back. */
export function decimalInputText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatter(0, 10, false).format(value === 0 ? 0 : value);
}
