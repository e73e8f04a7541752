// crear_masivo's first phase: every line checked (shared bulk rule, column limits, sede boundary,
// repeated and existing unique values) OUTSIDE any transaction and in short slices, so that on the
// embedded database (one connection) other requests keep being answered while 20,000 lines are read.
import { lookupOf } from '../../core/engine/lookups';
import { bulkLookups, type ReferenceResolver, referenceResolver, type ReferenceResolvers, validateBulkRecord } from '../../core/engine/references';
import { isScalar, type ScalarValue } from '../../core/engine/fieldLists';
import type { Errors } from '../../core/engine/validation';
import type { Session } from '../auth/session';
import { bulkRuleErrors } from './rules';
import type { Database } from '../db/database';
import { HTTP_MESSAGES } from '../errors/apiError';
import { sedeErrors } from './access';
import { columnErrors } from './checks';
import { sanitizeRichTextValues } from './sanitize';
import type { WriteRow } from './hooksTypes';
import { ident } from '../db/sql';
import type { ResourceService } from './writes';
import { inSlices } from './slices';

/** Values per 'already in the table?' query: each query stays a few milliseconds. */
const VALUES_PER_QUERY = 1000;

/** The options of each lookup of the bulk columns, read from their tables (id, name and code). */
export async function loadReferenceResolvers(db: Database, decl: ResourceService['decl']): Promise<ReferenceResolvers> {
  const resolvers = new Map<string, ReferenceResolver>();
  for (const name of bulkLookups(decl)) {
    const lookup = lookupOf(name);
    const code = lookup.code ? `${ident(lookup.code)}::text` : 'NULL';
    const options = await db.query<{ id: string | number; name: string; code: string | null }>(
      `SELECT ${ident(lookup.id)} AS id, ${ident(lookup.name)}::text AS name, ${code} AS code FROM ${ident(lookup.table)}`,
    );
    resolvers.set(name, referenceResolver(options));
  }
  return resolvers;
}

function addError(errors: Map<number, Errors>, index: number, field: string, message: string): void {
  const row = errors.get(index) ?? {};
  row[field] ??= message;
  errors.set(index, row);
}

/** Unique values repeated inside the batch: every repetition points at the first line. */
function repeatedValues(service: ResourceService, rows: WriteRow[], errors: Map<number, Errors>): void {
  for (const field of service.decl.fields.filter((f) => f.unique)) {
    const first = new Map<string, number>();
    rows.forEach((row, index) => {
      const value = row[field.source];
      if (value === undefined || value === null || errors.get(index)?.[field.source]) return;
      const seen = first.get(String(value));
      if (seen === undefined) first.set(String(value), index);
      else addError(errors, index, field.source, `Valor repetido en la fila ${seen + 1} de esta carga`);
    });
  }
}

/** Unique values already in the table, asked in short queries. */
async function existingValues(service: ResourceService, rows: WriteRow[], errors: Map<number, Errors>): Promise<void> {
  for (const field of service.decl.fields.filter((f) => f.unique)) {
    const values = [...new Set(rows.map((r) => r[field.source]).filter((v): v is Exclude<ScalarValue, null> => v !== undefined && v !== null && isScalar(v)))];
    const existing = new Set<string>();
    for (let start = 0; start < values.length; start += VALUES_PER_QUERY) {
      for (const value of await service.repo.existingValues(field, values.slice(start, start + VALUES_PER_QUERY))) existing.add(value);
    }
    rows.forEach((row, index) => {
      const value = row[field.source];
      if (value !== undefined && value !== null && existing.has(String(value))) addError(errors, index, field.source, HTTP_MESSAGES.duplicate);
    });
  }
}

/** One line on its own: the shared bulk rule (references resolved), rich text cleaned, column limits. */
export function checkBulkLine(decl: ResourceService['decl'], input: Record<string, unknown>, resolvers: ReferenceResolvers): { values: WriteRow; errors: Errors } {
  const { values, errors } = validateBulkRecord(decl, input, resolvers);
  return { values, errors: { ...sanitizeRichTextValues(decl, values, 'bulk'), ...columnErrors(decl.fields, values), ...errors } };
}

/** Every line's values (normalised, references resolved) and the errors of the bad ones, by index. */
export async function checkBulkRows(
  service: ResourceService,
  input: Record<string, unknown>[],
  session: Session,
): Promise<{ rows: WriteRow[]; errors: Map<number, Errors> }> {
  const { decl } = service;
  const resolvers = await loadReferenceResolvers(service.db, decl);
  const rows: WriteRow[] = [];
  const errors = new Map<number, Errors>();
  await inSlices(input.length, (index) => {
    const { values, errors: all } = checkBulkLine(decl, input[index], resolvers);
    // A sede that does not exist is 'Valor no permitido' before it is someone else's sede.
    for (const [field, message] of Object.entries(sedeErrors(decl, values, session, 'create'))) all[field] ??= message;
    if (Object.keys(all).length > 0) errors.set(index, all);
    rows.push(values);
  });
  for (const [index, broken] of await bulkRuleErrors(service.db, decl, service.clock, rows)) {
    errors.set(index, { ...broken, ...errors.get(index) });
  }
  repeatedValues(service, rows, errors);
  await existingValues(service, rows, errors);
  for (const [index, refused] of (await service.hooks.rowErrors?.(service.db, rows, session)) ?? []) {
    errors.set(index, { ...refused, ...errors.get(index) });
  }
  return { rows, errors };
}
