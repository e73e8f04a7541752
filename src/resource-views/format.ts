// How a declared field's value reads on screen (lists, detail pages): the pure part of FieldValue.
import type { Choice, FieldDeclaration } from '../../core/types';
import { formatDate, formatDateTime, formatHour } from '../shared/dates';
import { itemCountText, richTextSummary } from './listText';

export const EMPTY_TEXT = 'No hay información';
export const NO_RECORDS_TEXT = 'No se encontraron registros';

/** Texts of true and false. Lists use SI/NO; detail pages may say Sí/No or a sentence. */
export interface BooleanLabels {
  yes: string;
  no: string;
}

export const LIST_BOOLEANS: BooleanLabels = { yes: 'SI', no: 'NO' };
export const DETAIL_BOOLEANS: BooleanLabels = { yes: 'Sí', no: 'No' };

export interface DisplayOptions {
  /** Options of a select field (static choices or lookup rows). */
  options?: readonly Choice[];
  booleanLabels?: BooleanLabels;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A stored boolean in any of its forms (true, 1, '1', 'true'…); undefined when it is none. */
export function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

// One id → name Map per option list, built the first time the list is read: every cell of a
// column (and every page) shares it. Lookup lists are react-query's data, static choices are
// module constants: both keep their identity, so the WeakMap hits.
const namesByOptions = new WeakMap<readonly Choice[], ReadonlyMap<string, string>>();

/** The names of an option list by id (as text: ids arrive as numbers or numeric strings). */
export function optionNames(options: readonly Choice[]): ReadonlyMap<string, string> {
  let names = namesByOptions.get(options);
  if (!names) {
    const built = new Map<string, string>();
    // The first option of an id wins, as a search through the list would find it.
    for (const choice of options) if (!built.has(String(choice.id))) built.set(String(choice.id), choice.name);
    namesByOptions.set(options, built);
    names = built;
  }
  return names;
}

const NO_OPTIONS: readonly Choice[] = [];

function jsonText(value: unknown, options: readonly Choice[] = NO_OPTIONS): string {
  const names = optionNames(options);
  const itemText = (item: unknown) => {
    if (typeof item === 'object') return JSON.stringify(item);
    // A list of lookup ids (e.g. allowed class types) reads as their names.
    return names.get(String(item)) ?? String(item);
  };
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The text of a value, or null when there is nothing to show (the caller picks the empty text). */
export function displayValue(field: FieldDeclaration, value: unknown, options: DisplayOptions = {}): string | null {
  if (isEmpty(value)) return field.emptyText ?? null;
  switch (field.type) {
    case 'boolean': {
      const flag = asBoolean(value);
      const labels = options.booleanLabels ?? LIST_BOOLEANS;
      return flag === undefined ? String(value) : flag ? labels.yes : labels.no;
    }
    case 'date': {
      // A date-only prefix is a calendar day: never shifted by the time zone.
      const text = String(value);
      return formatDate(/^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text) || text;
    }
    case 'datetime':
      return formatDateTime(String(value)) || String(value);
    case 'select':
      return (options.options && optionNames(options.options).get(String(value))) ?? String(value);
    case 'json':
      return jsonText(value, options.options);
    case 'references':
      // Class hours (a closure's) read as every hour does: '6:00 am'.
      if (field.slotsOf && Array.isArray(value)) return value.map((hora) => formatHour(String(hora))).join(', ');
      return jsonText(value, options.options);
    case 'richText':
      return richTextSummary(String(value)) || null;
    case 'jsonList':
      return Array.isArray(value) ? itemCountText(value.length) : String(value);
    case 'file': // a stored file reads as its name ({id, nombre, tamano} from the server)
      return typeof value === 'object' && typeof (value as { nombre?: unknown }).nombre === 'string' ? (value as { nombre: string }).nombre : String(value);
    default:
      return String(value);
  }
}
