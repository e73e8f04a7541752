// Values that are lists: 'references' (several ids of a lookup) and 'jsonList' (small records whose
// keys are the declared `item` fields). Checked the same way by forms, bulk lines and the server.
import { lookupOf } from './lookups';
import type { FieldDeclaration } from './declaration/field';
import type { WriteMode } from './declaration/resource';
import { echoed } from './untrustedText';

export type ScalarValue = string | number | boolean | null;
export type ListItem = Record<string, ScalarValue>;

export const LIST_MESSAGES = {
  notList: 'Debe ser una lista',
  minItems: (n: number) => (n === 1 ? 'Debe seleccionar al menos una opción' : `Debe seleccionar al menos ${n} opciones`),
  maxItems: (n: number) => `Máximo ${n} elementos`,
  repeated: 'Hay valores repetidos',
  item: (position: number, label: string, message: string) => `Elemento ${position}, ${label}: ${message}`,
} as const;

/** Bulk cells and CSV write a list as 'a;b;c' (or 'a,b,c' when no ';' appears). */
export function splitListCell(text: string): string[] {
  const separator = text.includes(';') ? ';' : ',';
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

type Check = { value: unknown } | { error: string };

/** Several ids of the field's lookup, each once; integer lookups take numbers. */
export function checkReferenceList(field: FieldDeclaration, raw: unknown): Check {
  const items = typeof raw === 'string' ? splitListCell(raw) : raw;
  if (!Array.isArray(items)) return { error: LIST_MESSAGES.notList };
  const integer = field.lookup ? lookupOf(field.lookup).idType === 'integer' : false;
  const values: (string | number)[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') return { error: 'Valor no permitido' };
    const text = String(item).trim();
    if (integer && !/^\d{1,10}$/.test(text)) return { error: 'Valor no permitido' };
    values.push(integer ? Number(text) : text);
  }
  if (new Set(values.map(String)).size !== values.length) return { error: LIST_MESSAGES.repeated };
  const { minItems, maxItems } = field.references ?? {};
  if (minItems !== undefined && values.length < minItems) return { error: LIST_MESSAGES.minItems(minItems) };
  if (maxItems !== undefined && values.length > maxItems) return { error: LIST_MESSAGES.maxItems(maxItems) };
  return { value: values };
}

/**
 * A list of records, each checked field by field with `checkItemField` (the scalar rules of
 * validation.ts, passed in to keep this module free of a cycle); unknown keys are refused.
 */
export function checkJsonList(
  field: FieldDeclaration,
  raw: unknown,
  checkItemField: (itemField: FieldDeclaration, value: unknown, mode: WriteMode) => { value: unknown } | { error: string },
): Check {
  let items = raw;
  if (typeof raw === 'string') {
    try {
      items = JSON.parse(raw) as unknown;
    } catch {
      return { error: LIST_MESSAGES.notList };
    }
  }
  if (!Array.isArray(items)) return { error: LIST_MESSAGES.notList };
  const { item: itemFields = [], maxItems } = field.jsonList ?? {};
  if (maxItems !== undefined && items.length > maxItems) return { error: LIST_MESSAGES.maxItems(maxItems) };
  const values: ListItem[] = [];
  for (const [index, item] of items.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { error: LIST_MESSAGES.notList };
    const record = item as Record<string, unknown>;
    const unknownKey = Object.keys(record).find((key) => !itemFields.some((f) => f.source === key));
    if (unknownKey) return { error: LIST_MESSAGES.item(index + 1, echoed(unknownKey), 'campo no permitido') };
    const value: ListItem = {};
    for (const itemField of itemFields) {
      const result = checkItemField(itemField, record[itemField.source], 'create');
      if ('error' in result) return { error: LIST_MESSAGES.item(index + 1, itemField.label, result.error) };
      value[itemField.source] = result.value as ScalarValue;
    }
    values.push(value);
  }
  return { value: values };
}

/** A single value (not a list, not a file). */
export function isScalar(value: unknown): value is ScalarValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}
