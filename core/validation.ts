// Validation of a record against its declaration. The same function runs in the browser (forms,
// bulk preview) and on the server (crear, editar, crear_masivo), so both always agree.
import { checkJsonList, checkReferenceList, type ListItem, type ScalarValue } from './fieldLists';
import { isUploadedFile, type StoredFileInfo, type UploadedFile, uploadProblem } from './files';
import { lookupOf } from './lookups';
import { PHONE_MESSAGE, phoneProblem } from './phoneNumber';
import { RICH_TEXT_MAX_LENGTH, richTextPlain } from './richText';
import { type FieldDeclaration, type ResourceDeclaration, type WriteMode, writableFields } from './types';
import { echoed, TEXT_CHARACTER_MESSAGES, textCharacterProblem } from './untrustedText';

/** A checked value: a scalar, a list ('references', 'jsonList') or a file ('file': new or kept). */
export type FieldValue = ScalarValue | readonly (string | number)[] | readonly ListItem[] | UploadedFile | StoredFileInfo;
export type Errors = Record<string, string>;

/** Letters (accented too), + ( ) . , space and hyphen: the spec's name pattern. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿÑñ+().,\s-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A number as Spanish writes it (0,01). */
const decimalComma = (n: number): string => String(n).replace('.', ',');

export const MESSAGES = {
  required: 'Este campo es requerido',
  emailRequired: 'El correo electrónico es requerido',
  email: 'El correo electrónico no es válido',
  name: 'Solo se permiten letras, espacios y los caracteres + ( ) . , -',
  /** Teléfono and Móvil alike: the one rule of phoneNumber.ts. */
  phone: PHONE_MESSAGE,
  integer: 'Debe ser un número entero',
  number: 'Debe ser un número',
  boolean: 'Debe ser sí o no',
  date: 'Fecha no válida (DD/MM/AAAA)',
  url: 'La dirección web no es válida',
  choice: 'Valor no permitido',
  min: (n: number) => `Debe ser mayor o igual a ${decimalComma(n)}`,
  max: (n: number) => `Debe ser menor o igual a ${decimalComma(n)}`,
  step: (step: number) => `Debe ser múltiplo de ${decimalComma(step)}`,
  minLength: (n: number) => `Debe tener mínimo ${n} caracteres`,
  maxLength: (n: number) => `Debe tener máximo ${n} caracteres`,
  /** The key is cut (untrustedText.ts): an answer never repeats unbounded input. */
  unknown: (key: string) => `Campo no permitido: ${echoed(key)}`,
  /** Control and bidi characters (untrustedText.ts): single-line texts refuse line breaks too. */
  characters: TEXT_CHARACTER_MESSAGES.singleLine,
  charactersMultiline: TEXT_CHARACTER_MESSAGES.multiLine,
} as const;

/** No value: absent, null, or only spaces (the one blank rule of forms, bulk lines and the server). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toIsoDate(text: string): string | undefined {
  const iso = ISO_DATE.exec(text);
  const dmy = DMY_DATE.exec(text);
  const [y, m, d] = iso ? [+iso[1], +iso[2], +iso[3]] : dmy ? [+dmy[3], +dmy[2], +dmy[1]] : [0, 0, 0];
  if (!y) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const TRUE_WORDS = new Set(['true', '1', 'si', 'sí', 's', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

/**
 * Normalises one value (text from a CSV line or a form) to its stored form and checks it.
 * Returns the value or an error message. Blank values become null.
 */
/** Whether a blank value is refused: `required: 'create'` binds new rows only (old rows may lack it). */
export function isRequiredIn(field: FieldDeclaration, mode: WriteMode): boolean {
  return field.required === true || (field.required === 'create' && mode !== 'edit');
}

function isStoredFileInfo(value: unknown): value is StoredFileInfo {
  return typeof value === 'object' && value !== null && typeof (value as StoredFileInfo).id === 'number';
}

/** Decimal places of a step: 0.01 → 2. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

export function checkField(field: FieldDeclaration, raw: unknown, mode: WriteMode = 'create'): { value: FieldValue } | { error: string } {
  const list = field.type === 'references' || field.type === 'jsonList';
  // An empty list is no value: a required list needs at least one item.
  if (list && Array.isArray(raw) && raw.length === 0 && !isRequiredIn(field, mode)) return { value: [] };
  if (isBlank(raw) || (list && Array.isArray(raw) && raw.length === 0)) {
    if (isRequiredIn(field, mode)) {
      return { error: field.requiredMessage ?? (field.type === 'email' ? MESSAGES.emailRequired : MESSAGES.required) };
    }
    return { value: list ? [] : null };
  }
  if (list) {
    const result = (field.type === 'references' ? checkReferenceList(field, raw) : checkJsonList(field, raw, checkField)) as { value: FieldValue } | { error: string };
    // A cell that lists nothing (',' or '[]') is no value either: a required list refuses it.
    if ('value' in result && Array.isArray(result.value) && result.value.length === 0 && isRequiredIn(field, mode)) {
      return { error: field.requiredMessage ?? MESSAGES.required };
    }
    return result;
  }
  if (field.type === 'file') {
    // A new upload is checked whole; the stored file's own description means 'unchanged' (the server checks it is this record's).
    if (isUploadedFile(raw)) {
      const problem = uploadProblem(field, raw);
      return problem ? { error: problem } : { value: raw };
    }
    return isStoredFileInfo(raw) ? { value: raw } : { error: MESSAGES.choice };
  }
  if (typeof raw === 'object') return { error: MESSAGES.choice };
  const text = String(raw).trim();
  switch (field.type) {
    case 'text':
    case 'name':
    case 'email':
    case 'phone':
    case 'url': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: MESSAGES.required };
      // First: a name's pattern and an e-mail's would let a line break or an override through (\s, [^\s@]).
      const characters = textCharacterProblem(text, field.type === 'text' && field.multiline === true);
      if (characters) return { error: characters };
      if (field.type === 'name' && !NAME_PATTERN.test(text)) return { error: MESSAGES.name };
      if (field.type === 'email' && !EMAIL_PATTERN.test(text)) return { error: MESSAGES.email };
      if (field.type === 'phone' && phoneProblem(text) !== null) return { error: MESSAGES.phone };
      if (field.type === 'url' && !/^https?:\/\/[^\s]+$/i.test(text)) return { error: MESSAGES.url };
      if (field.minLength !== undefined && text.length < field.minLength) return { error: MESSAGES.minLength(field.minLength) };
      const maxLength = field.maxLength ?? 255;
      if (text.length > maxLength) return { error: MESSAGES.maxLength(maxLength) };
      return { value: field.type === 'email' ? text.toLowerCase() : text };
    }
    case 'integer':
    case 'number': {
      if (typeof raw === 'boolean') return { error: MESSAGES.number };
      const n = Number(text.replace(',', '.'));
      if (!Number.isFinite(n)) return { error: MESSAGES.number };
      if (field.type === 'integer' && !Number.isInteger(n)) return { error: MESSAGES.integer };
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
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { error: MESSAGES.boolean };
    }
    case 'date': {
      const iso = toIsoDate(text.slice(0, 10));
      return iso ? { value: iso } : { error: MESSAGES.date };
    }
    case 'select': {
      if (field.choices) {
        const choice = field.choices.find((c) => String(c.id) === text);
        return choice ? { value: choice.id } : { error: MESSAGES.choice };
      }
      // Lookup values are checked against the database by the server; here only their type.
      if (field.lookup && lookupOf(field.lookup).idType === 'integer') {
        return /^\d+$/.test(text) ? { value: Number(text) } : { error: MESSAGES.choice };
      }
      return { value: text };
    }
    case 'richText': {
      if (typeof raw !== 'string') return { error: MESSAGES.required };
      const characters = textCharacterProblem(raw, true);
      if (characters) return { error: characters };
      if (richTextPlain(raw) === '') return isRequiredIn(field, mode) ? { error: field.requiredMessage ?? MESSAGES.required } : { value: null };
      const maxLength = field.maxLength ?? RICH_TEXT_MAX_LENGTH;
      return raw.length > maxLength ? { error: MESSAGES.maxLength(maxLength) } : { value: raw };
    }
    case 'datetime': {
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? { error: MESSAGES.date } : { value: instant.toISOString() };
    }
    case 'json':
      return { error: MESSAGES.unknown(field.source) };
    case 'references':
    case 'jsonList':
      return { error: MESSAGES.choice }; // lists are checked above
  }
}

/**
 * Validates a record for create (every writable field, defaults applied), bulk (the bulk columns,
 * defaults applied) or edit (only the fields present: a partial update). Unknown keys are errors;
 * `id` is ignored.
 */
export function validateRecord(
  decl: ResourceDeclaration,
  input: Record<string, unknown>,
  mode: WriteMode,
): { values: Record<string, FieldValue>; errors: Errors } {
  const fields = writableFields(decl, mode);
  const values: Record<string, FieldValue> = {};
  const errors: Errors = {};
  for (const key of Object.keys(input)) {
    if (key !== 'id' && !fields.some((f) => f.source === key)) errors[echoed(key)] ??= MESSAGES.unknown(key);
  }
  for (const field of fields) {
    const present = Object.prototype.hasOwnProperty.call(input, field.source);
    if (mode === 'edit' && !present) continue;
    // On create/bulk a blank cell takes the declared default (e.g. a CSV with an empty tipo_salon).
    const given = present ? input[field.source] : undefined;
    const raw = mode !== 'edit' && isBlank(given) && field.defaultValue !== undefined ? field.defaultValue : given;
    const result = checkField(field, raw, mode);
    if ('error' in result) errors[field.source] = result.error;
    else values[field.source] = result.value;
  }
  return { values, errors };
}

/** Turns a bulk line's cells into a record keyed by the declaration's bulk column order. */
export function bulkCellsToRecord(decl: ResourceDeclaration, cells: string[]): Record<string, string> {
  const columns = decl.bulk?.columns ?? [];
  const record: Record<string, string> = {};
  columns.forEach((column, i) => {
    record[column] = (cells[i] ?? '').trim();
  });
  return record;
}

/** react-admin field validator built from the declaration (used by generated inputs). */
export function fieldValidator(field: FieldDeclaration, mode: 'create' | 'edit' = 'create') {
  return (value: unknown): string | undefined => {
    const result = checkField(field, value, mode);
    return 'error' in result ? result.error : undefined;
  };
}
