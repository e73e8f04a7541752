// <recurso>/importar's first step: each line checked as crear_masivo checks it, then matched with the
// record it names — by the resource's unique document or code when the file has that column, else by
// its Id — and sorted: new, to write over its record (only the file's columns), already equal, or left
// alone. The matched records are read through the caller's reach (and locked when writing), and a
// line that would change one is checked as editar checks a change.
import { type ImportAction, type ImportMode, IMPORT_MESSAGES, ROW_ERROR_KEY } from '../../core/engine/bulkImport';
import { isScalar } from '../../core/engine/fieldLists';
import { MAX_ID } from '../../core/engine/ids';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Errors, FieldValue } from '../../core/engine/validation';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { ApiError, HTTP_MESSAGES } from '../errors/apiError';
import { assertFieldCodes, sedeErrors } from './access';
import { checkBulkLine, loadReferenceResolvers } from './bulkChecks';
import { lookupErrors, uniqueErrors } from './checks';
import type { WriteRow } from './hooksTypes';
import { type ResourceRecord, ResourceRepository } from './repository';
import { bulkRuleErrors, ruleErrors } from './rules';
import { inSlices } from './slices';
import type { ResourceService } from './writes';


export interface ClassifiedLine {
  accion: ImportAction;
  /** What is written: a new record's values, or a matched record's changed columns. */
  values: WriteRow;
  record?: ResourceRecord;
  errors?: Errors;
}

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);

function sameValue(a: unknown, b: unknown): boolean {
  const [x, y] = [comparable(a), comparable(b)];
  if (typeof x === 'number' && typeof y === 'string') return x === Number(y);
  if (typeof y === 'number' && typeof x === 'string') return y === Number(x);
  return JSON.stringify(x) === JSON.stringify(y);
}

/** The resource's document or code among the file's columns: a unique field, else a declared unique key of several. */
export function matchKey(decl: ResourceDeclaration, columns: readonly string[]): string[] | undefined {
  const single = decl.fields.find((f) => f.unique && columns.includes(f.source));
  if (single) return [single.source];
  return decl.db?.uniqueKeys?.find((key) => key.every((column) => columns.includes(column)));
}

/** A line's key as the database writes it in text (null when a part is empty: no match). */
function keyOf(row: WriteRow, key: readonly string[]): string[] | null {
  const parts = key.map((column) => row[column]);
  return parts.every((part) => part !== undefined && part !== null && isScalar(part)) ? parts.map(String) : null;
}

/** The record each line names: its id by the key's values (any record, reachable or not), or by the line's Id. */
async function matchedIds(service: ResourceService, key: string[] | undefined, rows: WriteRow[], input: Record<string, unknown>[], tx: Database): Promise<(number | undefined)[]> {
  if (key) {
    const keys = rows.map((row) => keyOf(row, key));
    const ids = await service.repo.idsByKey(key, keys.filter((k): k is string[] => k !== null), tx);
    return keys.map((k) => (k ? ids.get(k.join(ResourceRepository.KEY_SEPARATOR)) : undefined));
  }
  const wanted = input.map((line) => {
    const id = /^\d{1,10}$/.test(String(line.id ?? '').trim()) ? Number(String(line.id).trim()) : 0;
    return id >= 1 && id <= MAX_ID ? id : undefined;
  });
  const existing = await service.repo.existingIds(wanted.filter((id): id is number => id !== undefined), tx);
  return wanted.map((id) => (id !== undefined && existing.has(id) ? id : undefined));
}

/** The checks editar runs on a change of `record`: field codes, sede, lookups, rules, unique values. */
async function changeErrors(service: ResourceService, record: ResourceRecord, changes: WriteRow, session: Session, tx: Database): Promise<Errors> {
  const errors: Errors = {};
  try {
    assertFieldCodes(service.decl, changes, record, session);
  } catch (error) {
    if (error instanceof ApiError) Object.assign(errors, error.errors);
    else throw error;
  }
  Object.assign(errors, sedeErrors(service.decl, changes, session, 'edit'), (await lookupErrors(tx, service.decl, [changes])).get(0));
  Object.assign(errors, await ruleErrors(tx, service.decl, service.clock, { ...record, ...changes }, new Set(Object.keys(changes))));
  Object.assign(errors, (await uniqueErrors(tx, service, [changes], record.id)).get(0));
  Object.assign(errors, await service.hooks.editErrors?.(tx, { ...record, ...changes }, session));
  return errors;
}

export interface MatchOptions {
  mode: ImportMode;
  /** The bulk columns the file has. */
  columns: readonly string[];
  /** Lock the matched records (the write). */
  lock: boolean;
}

export async function classifyLines(service: ResourceService, input: Record<string, unknown>[], session: Session, tx: Database, options: MatchOptions): Promise<ClassifiedLine[]> {
  const { decl } = service;
  const resolvers = await loadReferenceResolvers(tx, decl);
  const checked: { values: WriteRow; errors: Errors }[] = [];
  await inSlices(input.length, (index) => checked.push(checkBulkLine(decl, input[index], resolvers)));
  const key = matchKey(decl, options.columns);
  const ids = await matchedIds(service, key, checked.map((c) => c.values), input, tx);
  // The matched records the caller reaches, read (and, for the write, locked) in one statement each.
  const matched = [...new Set(ids.filter((id): id is number => id !== undefined))];
  const lock = options.lock && options.mode === 'actualizar';
  const reached = new Map((await service.repo.as(session, 'ver').findMany(matched, tx, { lock })).map((record) => [record.id, record]));
  const editable = decl.person && options.mode === 'actualizar' ? new Set((await service.repo.as(session, 'editar').findMany(matched, tx)).map((r) => r.id)) : null;
  const lines: ClassifiedLine[] = [];
  for (const [index, { values, errors }] of checked.entries()) {
    const id = ids[index];
    const givenId = String(input[index].id ?? '').trim();
    if (id === undefined) {
      for (const [field, message] of Object.entries(sedeErrors(decl, values, session, 'create'))) errors[field] ??= message;
      lines.push({ accion: 'nuevo', values, errors });
      continue;
    }
    if (key && givenId !== '' && givenId !== String(id)) {
      lines.push({ accion: 'cambia', values, errors: { [ROW_ERROR_KEY]: IMPORT_MESSAGES.idOfAnother } });
      continue;
    }
    const record = reached.get(id);
    if (options.mode === 'omitir') {
      // Left alone: its id and version are said only when the caller reaches it.
      lines.push({ accion: 'omitido', values: {}, record });
      continue;
    }
    // A record beyond the caller's reach holds the value as any other record does.
    if (!record || (editable && !editable.has(id))) {
      lines.push({ accion: 'cambia', values, errors: key ? { [key[0]]: HTTP_MESSAGES.duplicate } : { [ROW_ERROR_KEY]: HTTP_MESSAGES.forbidden } });
      continue;
    }
    const changes: WriteRow = {};
    const own: Errors = {};
    for (const column of options.columns) {
      if (errors[column]) own[column] = errors[column];
      else if (!sameValue(values[column], record[column])) changes[column] = values[column] as FieldValue;
    }
    if (Object.keys(own).length > 0) lines.push({ accion: 'cambia', values: changes, record, errors: own });
    else if (Object.keys(changes).length === 0) lines.push({ accion: 'igual', values: changes, record });
    else lines.push({ accion: 'cambia', values: changes, record, errors: await changeErrors(service, record, changes, session, tx) });
  }
  await newLineErrors(service, lines, session, tx);
  return lines;
}

/** What crear_masivo checks across the new lines: the resource's rules, unique values, its hooks. */
async function newLineErrors(service: ResourceService, lines: ClassifiedLine[], session: Session, tx: Database): Promise<void> {
  const fresh = lines.filter((line) => line.accion === 'nuevo');
  const rows = fresh.map((line) => line.values);
  const add = (found: Map<number, Errors> | undefined) => {
    for (const [index, errors] of found ?? []) fresh[index].errors = { ...errors, ...fresh[index].errors };
  };
  add(await bulkRuleErrors(tx, service.decl, service.clock, rows));
  add(await uniqueErrors(tx, service, rows));
  add(await service.hooks.rowErrors?.(tx, rows, session));
}

export const hasErrors = (line: ClassifiedLine): boolean => line.errors !== undefined && Object.keys(line.errors).length > 0;
