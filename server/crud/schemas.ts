// Body schemas of the generic resource endpoints, derived from the declaration (the list's, the
// search's and the detail's are the core's, core/engine/crudBodies.ts, which the data provider builds by),
// plus the normalisation of list filters (values checked with the same field rules as writes).
import { z } from 'zod';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { filterableFields } from '../../core/engine/listFields';
import { isScalar, type ScalarValue } from '../../core/engine/fieldLists';
import { checkField, type Errors, MESSAGES } from '../../core/engine/validation';
import { HTTP_MESSAGES, validationError } from '../errors/apiError';
import type { FilterValue, ListQuery } from './repository';
import { columnErrors } from './checks';
import { derivedFilterOf } from '../../core/engine/listFilters';
import { derivedFilterValue, type ExpiredCondition } from './derivedFilters';

import { isPlainObject, type ListBody, searchBodySchema } from '../../core/engine/crudBodies';

export { idValue, MAX_ID } from '../../core/engine/ids';
export { detailBodySchema, listBodySchema, MAX_PER_PAGE, searchBodySchema } from '../../core/engine/crudBodies';
import { idValue, MAX_ID } from '../../core/engine/ids';
import { fieldRules } from '../../core/engine/fields';
/** Lines one bulk call takes: a school's whole student file (the 50,000-row import is measured by npm run bench). */
export const MAX_BULK_ROWS = 50000;
export const SEARCH_LIMIT = 100;
const MAX_FILTER_VALUES = 1000;

/** Any JSON object (not an array, not null). */
export const plainObject = z.custom<Record<string, unknown>>(isPlainObject, { error: HTTP_MESSAGES.bodyNotObject });
const rowObject = z.custom<Record<string, unknown>>(isPlainObject, { error: 'Cada registro debe ser un objeto' });

function normalizeFilterValue(field: FieldDeclaration, raw: unknown, allowNull: boolean): { value: ScalarValue } | { error: string } {
  if (raw !== null && typeof raw === 'object') return { error: 'Valor no válido' };
  // A list column is filtered by one of its elements.
  const element: FieldDeclaration = fieldRules(field).element?.(field) ?? field;
  const result = checkField({ ...element, required: !allowNull }, raw);
  if ('error' in result) return result;
  if (!isScalar(result.value)) return { error: 'Valor no válido' };
  const limits = columnErrors([field], { [field.source]: result.value });
  return limits[field.source] ? { error: limits[field.source] } : { value: result.value };
}

/**
 * lista body → repository query; unknown filter keys or bad values → 400 on 'filtros.<key>'. A
 * declared derived filter (list.filters) is read by its name: derivedFilters.ts.
 */
export function toListQuery(decl: ResourceDeclaration, body: ListBody): ListQuery {
  const errors: Errors = {};
  const filters: Record<string, FilterValue> = {};
  const expired: ExpiredCondition[] = [];
  let ids: number[] | undefined;
  for (const [key, raw] of Object.entries(body.filtros ?? {})) {
    const path = `filtros.${key}`;
    const derived = derivedFilterOf(decl, key);
    if (derived) {
      const result = derivedFilterValue(decl, derived, raw);
      if ('error' in result) errors[path] = result.error;
      else if ('expired' in result) expired.push(result.expired);
      else filters[result.holds.source] = result.holds.value;
      continue;
    }
    if (key === 'ids') {
      const parsed = z.array(idValue()).max(MAX_FILTER_VALUES).safeParse(raw);
      if (parsed.success) ids = parsed.data;
      else errors[path] = Array.isArray(raw) ? 'Debe ser una lista de identificadores numéricos' : 'Debe ser una lista';
      continue;
    }
    const field = filterableFields(decl).find((f) => f.source === key);
    if (!field) {
      errors[path] = MESSAGES.unknown(key);
      continue;
    }
    if (Array.isArray(raw)) {
      if (raw.length === 0 || raw.length > MAX_FILTER_VALUES) {
        errors[path] = `Debe tener entre 1 y ${MAX_FILTER_VALUES} valores`;
        continue;
      }
      const values: ScalarValue[] = [];
      for (const item of raw) {
        const result = normalizeFilterValue(field, item, false);
        if ('error' in result) errors[path] ??= result.error;
        else values.push(result.value);
      }
      filters[key] = values;
    } else {
      const result = normalizeFilterValue(field, raw, true);
      if ('error' in result) errors[path] = result.error;
      else filters[key] = result.value;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    page: body.pagina ?? 1,
    perPage: body.por_pagina ?? decl.list.perPage,
    sort: body.orden ? { field: body.orden.campo, order: body.orden.direccion } : decl.list.sort,
    ids,
    filters,
    // Only when asked: a list without a derived filter keeps the query it always had.
    ...(expired.length > 0 ? { expired } : {}),
  };
}

/** `{texto}` plus the declaration's named filters: an id (or null for none), a flag as true/false or 'true'/'false'. */
export function searchBodyOf(decl: ResourceDeclaration): z.ZodType<{ texto: string; [filter: string]: unknown }> {
  const filters: Record<string, z.ZodType<unknown>> = Object.fromEntries(
    Object.entries(decl.list.search?.filters ?? {}).map(([name, filter]) => [
      name,
      (filter.kind === 'id' ? idValue().nullable() : z.union([z.boolean(), z.enum(['true', 'false'])])).optional(),
    ]),
  );
  // The filters' names come from the declaration, so zod types them as a record and forgets `texto`.
  return searchBodySchema.extend(filters) as unknown as z.ZodType<{ texto: string; [filter: string]: unknown }>;
}

/** The filters a search body sets: column = id, or column true for a flag asked as true. */
export interface SearchCondition {
  column: string;
  value: number | boolean;
}

export function searchConditions(decl: ResourceDeclaration, body: Record<string, unknown>): SearchCondition[] {
  return Object.entries(decl.list.search?.filters ?? {}).flatMap(([name, filter]): SearchCondition[] => {
    const value = body[name];
    if (filter.kind === 'id') return typeof value === 'number' ? [{ column: filter.column, value }] : [];
    return value === true || value === 'true' ? [{ column: filter.column, value: true }] : [];
  });
}

/** The search words, once the text reaches the declaration's minimum length. */
export function searchWords(decl: ResourceDeclaration, texto: string): string[] {
  const minLength = decl.list.search?.minLength ?? 1;
  const text = texto.trim();
  if (text.length < minLength) throw validationError({ texto: `Debe tener mínimo ${minLength} caracteres` });
  return text.split(/\s+/).slice(0, 8);
}

/** editar: {id, ...fields}; the fields are checked by the declaration's validator. */
export const editBodySchema = plainObject.transform((body, ctx) => {
  const parsed = idValue().safeParse(body.id);
  if (!parsed.success) {
    ctx.issues.push({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Valor no válido', path: ['id'], input: body.id });
    return z.NEVER;
  }
  const { id: _ignored, version, ...changes } = body;
  // The version the edit was based on (optional): a stale one is refused with 409.
  if (version !== undefined && !(typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= MAX_ID)) {
    ctx.issues.push({ code: 'custom', message: 'Debe ser un número de versión', path: ['version'], input: version });
    return z.NEVER;
  }
  return { id: parsed.data, version: version as number | undefined, changes };
});

/** crear_masivo: {registros: [...]} or the bare array. */
export const bulkBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { registros: body } : body),
  z
    .object({
      registros: z
        .array(rowObject)
        .min(1, { error: 'Debe enviar al menos un registro' })
        .max(MAX_BULK_ROWS, { error: `Se permiten como máximo ${MAX_BULK_ROWS} registros por carga` }),
    })
    .strict(),
);
