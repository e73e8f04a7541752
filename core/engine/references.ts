// Reference cells of a bulk load (a select with a lookup: sede, curso, tipo de documento) written
// the way a secretary sees them: the option's number, its code or its name, case and accents
// ignored. One pure module: the browser preview builds the resolvers from the lookup endpoints,
// crear_masivo from the lookup tables, so both turn a cell into the same id or the same error.
import { splitListCell } from './fieldLists';
import { foldText } from './foldText';
import type { ResourceDeclaration } from './declaration/resource';
import { writableFields } from './writableFields';
import { type Errors, type FieldValue, MESSAGES, validateRecord } from './validation';
import { fieldLookup, fieldRules } from './fields';

export interface ReferenceOption {
  id: string | number;
  name: string;
  code?: string | null;
}

export type ReferenceResult = { value: string | number } | { error: string };
export type ReferenceResolver = (raw: string | number) => ReferenceResult;
/** Resolvers by lookup name (core/engine/lookups.ts). */
export type ReferenceResolvers = ReadonlyMap<string, ReferenceResolver>;

/** How many matching options an 'ambiguous' message names. */
const NAMED_MATCHES = 3;

export const REFERENCE_MESSAGES = {
  notFound: MESSAGES.choice,
  ambiguous: (text: string, matches: readonly ReferenceOption[]) => {
    // By code (or number): the same message whatever order the lookup's rows came in (same-name options tie).
    const ordered = [...matches].sort((a, b) => String(a.code ?? a.id).localeCompare(String(b.code ?? b.id), 'es', { numeric: true }));
    const named = ordered.slice(0, NAMED_MATCHES).map((o) => `${o.name} = ${o.code ?? o.id}`);
    const more = matches.length > NAMED_MATCHES ? ', …' : '';
    return `Valor ambiguo: «${text}» corresponde a ${matches.length} opciones (${named.join('; ')}${more}). Escriba el código o el número.`;
  },
} as const;

export { foldText };

/** Indexes the options once (a load may have 20,000 cells for the same list). */
export function referenceResolver(options: readonly ReferenceOption[]): ReferenceResolver {
  const byId = new Map<string, ReferenceOption>();
  const byWords = new Map<string, ReferenceOption[]>();
  const index = (words: string | null | undefined, option: ReferenceOption) => {
    if (!words) return;
    const key = foldText(words);
    const found = byWords.get(key) ?? [];
    if (!found.includes(option)) found.push(option);
    byWords.set(key, found);
  };
  for (const option of options) {
    byId.set(String(option.id), option);
    // A text id is a code too ('CC'), typed in any case.
    if (typeof option.id === 'string') index(option.id, option);
    index(option.code, option);
    index(option.name, option);
  }
  return (raw) => {
    const text = String(raw).trim();
    // Ids first, so the numbers that always worked keep meaning the same option ('007' is 7).
    const exact = byId.get(text) ?? (/^\d{1,15}$/.test(text) ? byId.get(String(Number(text))) : undefined);
    if (exact) return { value: exact.id };
    const matches = byWords.get(foldText(text)) ?? [];
    if (matches.length === 1) return { value: matches[0].id };
    return { error: matches.length === 0 ? REFERENCE_MESSAGES.notFound : REFERENCE_MESSAGES.ambiguous(text, matches) };
  };
}

export function resolveReference(options: readonly ReferenceOption[], raw: string | number): ReferenceResult {
  return referenceResolver(options)(raw);
}

/** The lookups a bulk line of `decl` refers to (select fields with a lookup among the bulk columns). */
export function bulkLookups(decl: ResourceDeclaration): string[] {
  const names = writableFields(decl, 'bulk').flatMap((f) => fieldLookup(f) ?? []);
  return [...new Set(names)];
}

/** The line with its reference cells replaced by ids; a cell that names no single option is an error. */
export function resolveReferences(
  decl: ResourceDeclaration,
  input: Record<string, unknown>,
  resolvers: ReferenceResolvers,
): { input: Record<string, unknown>; errors: Errors } {
  const resolved: Record<string, unknown> = { ...input };
  const errors: Errors = {};
  for (const field of writableFields(decl, 'bulk')) {
    const lookup = fieldLookup(field);
    const resolve = lookup ? resolvers.get(lookup) : undefined;
    const raw = input[field.source];
    if (fieldRules(field).list) {
      // 'Básico 1; Básico 2' or '3;4': each part is resolved like a single reference cell.
      if (!resolve || typeof raw !== 'string' || raw.trim() === '') continue;
      const ids: (string | number)[] = [];
      for (const part of splitListCell(raw)) {
        const result = resolve(part);
        if ('error' in result) {
          errors[field.source] = `«${part}»: ${result.error}`;
          break;
        }
        ids.push(result.value);
      }
      if (!errors[field.source]) resolved[field.source] = ids;
      continue;
    }
    // Blank, boolean or object cells are left to validateRecord (required, wrong type).
    if (!resolve || (typeof raw !== 'string' && typeof raw !== 'number') || String(raw).trim() === '') continue;
    const result = resolve(raw);
    if ('error' in result) errors[field.source] = result.error;
    else resolved[field.source] = result.value;
  }
  return { input: resolved, errors };
}

/** The bulk rule of one line, the same in the preview and in crear_masivo: references, then validateRecord. */
/** A cell that says what the list shows for an empty value ('Sin Asignar'): empty, as the export meant it. */
function withoutEmptyTexts(decl: ResourceDeclaration, input: Record<string, unknown>): Record<string, unknown> {
  let output = input;
  for (const field of decl.fields) {
    const cell = input[field.source];
    if (field.emptyText && typeof cell === 'string' && cell !== '' && foldText(cell) === foldText(field.emptyText)) {
      if (output === input) output = { ...input };
      output[field.source] = '';
    }
  }
  return output;
}

export function validateBulkRecord(
  decl: ResourceDeclaration,
  input: Record<string, unknown>,
  resolvers: ReferenceResolvers,
): { values: Record<string, FieldValue>; errors: Errors } {
  const references = resolveReferences(decl, withoutEmptyTexts(decl, input), resolvers);
  const { values, errors } = validateRecord(decl, references.input, 'bulk');
  // The resolver's message ('ambiguo…') says more than the type check's on the raw text.
  return { values, errors: { ...errors, ...references.errors } };
}
