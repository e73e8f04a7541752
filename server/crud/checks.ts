// What only the server can check before a write: the columns' own limits, lookup values that
// exist in their tables, and unique values (against the whole table and inside a batch).
import { LIST_MESSAGES } from '../../core/engine/fieldLists';
import { FIELD_TYPES } from '../../core/engine/fields';
import { lookupOf } from '../../core/engine/lookups';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { isScalar, type ScalarValue } from '../../core/engine/fieldLists';
import type { Errors } from '../../core/engine/validation';
import type { Database } from '../db/database';
import { HTTP_MESSAGES, validationError } from '../errors/apiError';
import type { WriteRow } from './hooksTypes';
import type { ResourceRepository } from './repository';
import { fieldSqlType, ident } from '../db/sql';

const INT4_MAX = 2147483647;
const INT4_MIN = -2147483648;

/** Limits of the columns themselves, which the shared validator does not know. */
export function columnErrors(fields: FieldDeclaration[], values: WriteRow): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const value = values[field.source];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.includes('\u0000')) errors[field.source] = 'Contiene caracteres no permitidos';
    else if (fieldSqlType(field) === 'integer' && typeof value === 'number') {
      if (field.lookup && (value < 1 || value > INT4_MAX)) errors[field.source] = HTTP_MESSAGES.notAllowed;
      else if (value > INT4_MAX) errors[field.source] = `Debe ser menor o igual a ${INT4_MAX}`;
      else if (value < INT4_MIN) errors[field.source] = `Debe ser mayor o igual a ${INT4_MIN}`;
    }
  }
  return errors;
}

function addError(map: Map<number, Errors>, index: number, field: string, message: string): void {
  const errors = map.get(index) ?? {};
  errors[field] ??= message;
  map.set(index, errors);
}

/** Where a write carries ids of a lookup: a select, a list of references, or an item field of a JSON list. */
interface LookupUse {
  lookup: string;
  /** The field the error is reported on. */
  field: string;
  /** The ids a row carries there, with the message for one that does not exist. */
  idsOf(row: WriteRow): { id: unknown; message: string }[];
}

function lookupUses(decl: ResourceDeclaration): LookupUse[] {
  const uses: LookupUse[] = [];
  for (const field of decl.fields) {
    if (field.lookup) {
      // A list of references is checked element by element.
      uses.push({
        lookup: field.lookup,
        field: field.source,
        idsOf: (row) => (Array.isArray(row[field.source]) ? (row[field.source] as unknown[]) : [row[field.source]]).map((id) => ({ id, message: HTTP_MESSAGES.notAllowed })),
      });
    }
    for (const item of FIELD_TYPES[field.type].parts?.(field) ?? []) {
      if (!item.lookup) continue;
      uses.push({
        lookup: item.lookup,
        field: field.source,
        idsOf: (row) => {
          const items = Array.isArray(row[field.source]) ? (row[field.source] as Record<string, unknown>[]) : [];
          return items.map((entry, i) => ({ id: entry?.[item.source], message: LIST_MESSAGES.item(i + 1, item.label, HTTP_MESSAGES.notAllowed) }));
        },
      });
    }
  }
  return uses;
}

/** Lookup values that do not exist in their table → 'Valor no permitido', per row index. */
export async function lookupErrors(tx: Database, decl: ResourceDeclaration, rows: WriteRow[]): Promise<Map<number, Errors>> {
  const found = new Map<number, Errors>();
  for (const use of lookupUses(decl)) {
    const lookup = lookupOf(use.lookup);
    const present = (id: unknown): id is string | number => typeof id === 'string' || typeof id === 'number';
    const values = [...new Set(rows.flatMap((r) => use.idsOf(r).map((e) => e.id)).filter(present))];
    if (values.length === 0) continue;
    const type = lookup.idType === 'integer' ? 'integer' : 'text';
    const candidates = type === 'integer' ? values.filter((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT4_MAX) : values.map(String);
    const existing = new Set<string>();
    if (candidates.length > 0) {
      const rowsFound = await tx.query<{ v: string }>(
        `SELECT ${ident(lookup.id)}::text AS v FROM ${ident(lookup.table)} WHERE ${ident(lookup.id)} = ANY($1::${type}[])`,
        [candidates],
      );
      for (const row of rowsFound) existing.add(row.v);
    }
    rows.forEach((row, index) => {
      const missing = use.idsOf(row).find((e) => present(e.id) && !existing.has(String(e.id)));
      if (missing) addError(found, index, use.field, missing.message);
    });
  }
  return found;
}

/** Unique values already in the table (any row but `excludeId`) or repeated inside `rows`. */
export async function uniqueErrors(
  tx: Database,
  service: { decl: ResourceDeclaration; repo: ResourceRepository },
  rows: WriteRow[],
  excludeId?: number,
): Promise<Map<number, Errors>> {
  const found = new Map<number, Errors>();
  for (const field of service.decl.fields.filter((f) => f.unique)) {
    const present = rows.map((r) => r[field.source]).filter((v): v is Exclude<ScalarValue, null> => v !== undefined && v !== null && isScalar(v));
    const existing = await service.repo.existingValues(field, [...new Set(present)], excludeId, tx);
    const firstRow = new Map<string, number>();
    rows.forEach((row, index) => {
      const value = row[field.source];
      if (value === undefined || value === null) return;
      const key = String(value);
      if (existing.has(key)) addError(found, index, field.source, HTTP_MESSAGES.duplicate);
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, index);
      else addError(found, index, field.source, `Valor repetido en la fila ${first + 1} de esta carga`);
    });
  }
  return found;
}

/** A named action's values that name lookups: 400 with the field's message when one does not exist. */
export async function assertLookupsExist(tx: Database, decl: ResourceDeclaration, values: WriteRow): Promise<void> {
  const errors = (await lookupErrors(tx, decl, [values])).get(0);
  if (errors) throw validationError(errors);
}
