// The write pipeline shared by crear, editar and crear_masivo: the declaration's validator (the
// same code as the browser), then what only the server can check (value ranges of the columns,
// lookup values that exist, unique values), then the resource's hooks, then the write.
import type { ResourceDeclaration } from '../../resources/types';
import { type Errors, validateRecord } from '../../resources/validation';
import type { Database } from '../db/database';
import { mapDatabaseError } from '../db/errors';
import { ApiError, conflict, notFound, validationError } from '../http/errors';
import { columnErrors, lookupErrors, uniqueErrors } from './checks';
import type { ResourceHooks } from './hooks/types';
import { type ResourceRecord, ResourceRepository } from './repository';

export interface ResourceService {
  db: Database;
  decl: ResourceDeclaration;
  hooks: ResourceHooks;
  repo: ResourceRepository;
}

export interface BulkRowResult {
  fila: number;
  ok: boolean;
  id?: number;
  errores?: Errors;
}

export interface BulkResult {
  mensaje: string;
  creados: number;
  resultados: BulkRowResult[];
}

export function createResourceService(db: Database, decl: ResourceDeclaration, hooks: ResourceHooks): ResourceService {
  return { db, decl, hooks, repo: new ResourceRepository(db, decl, hooks) };
}

function readOrFail(record: ResourceRecord | null): ResourceRecord {
  if (!record) throw notFound();
  return record;
}

export async function createOne(service: ResourceService, input: Record<string, unknown>): Promise<ResourceRecord> {
  const { values, errors } = validateRecord(service.decl, input, 'create');
  Object.assign(errors, columnErrors(service.decl.fields, values));
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return service.db.transaction(async (tx) => {
    const missing = (await lookupErrors(tx, service.decl, [values])).get(0);
    if (missing) throw validationError(missing);
    const duplicates = (await uniqueErrors(tx, service, [values])).get(0);
    if (duplicates) throw conflict(duplicates);
    await service.hooks.beforeWrite?.(tx, [values], 'create');
    const [id] = await service.repo.insertMany([values], tx);
    return readOrFail(await service.repo.find(id, tx));
  });
}

export async function editOne(service: ResourceService, id: number, changes: Record<string, unknown>): Promise<ResourceRecord> {
  const { values, errors } = validateRecord(service.decl, changes, 'edit');
  Object.assign(errors, columnErrors(service.decl.fields, values));
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return service.db.transaction(async (tx) => {
    readOrFail(await service.repo.find(id, tx));
    const missing = (await lookupErrors(tx, service.decl, [values])).get(0);
    if (missing) throw validationError(missing);
    const duplicates = (await uniqueErrors(tx, service, [values], id)).get(0);
    if (duplicates) throw conflict(duplicates);
    if (Object.keys(values).length > 0) {
      await service.hooks.beforeWrite?.(tx, [values], 'edit');
      await service.repo.update(id, values, tx);
    }
    return readOrFail(await service.repo.find(id, tx));
  });
}

/**
 * Checks every row; inserts the valid ones in ONE transaction (a database failure leaves nothing
 * written) and reports each row by its 1-based position.
 */
export async function bulkCreate(service: ResourceService, input: Record<string, unknown>[]): Promise<BulkResult> {
  const rowErrors = new Map<number, Errors>();
  const checked = input.map((row, index) => {
    const { values, errors } = validateRecord(service.decl, row, 'bulk');
    const all = { ...columnErrors(service.decl.fields, values), ...errors };
    if (Object.keys(all).length > 0) rowErrors.set(index, all);
    return values;
  });
  return nothingWrittenOnFailure(() => service.db.transaction(async (tx) => {
    const candidates = checked.map((values, index) => ({ values, index })).filter((r) => !rowErrors.has(r.index));
    const merge = (found: Map<number, Errors>) => {
      for (const [position, errors] of found) {
        const index = candidates[position].index;
        rowErrors.set(index, { ...errors, ...rowErrors.get(index) });
      }
    };
    merge(await lookupErrors(tx, service.decl, candidates.map((c) => c.values)));
    merge(await uniqueErrors(tx, service, candidates.map((c) => c.values)));
    const valid = candidates.filter((c) => !rowErrors.has(c.index));
    const rows = valid.map((c) => c.values);
    await service.hooks.beforeWrite?.(tx, rows, 'bulk');
    const ids = await service.repo.insertMany(rows, tx);
    const idByIndex = new Map(valid.map((c, i) => [c.index, ids[i]]));
    const resultados: BulkRowResult[] = input.map((_, index) => {
      const id = idByIndex.get(index);
      return id !== undefined ? { fila: index + 1, ok: true, id } : { fila: index + 1, ok: false, errores: rowErrors.get(index) ?? {} };
    });
    const failed = input.length - ids.length;
    return { mensaje: `Se crearon ${ids.length} registros. ${failed} filas con errores.`, creados: ids.length, resultados };
  }));
}

/** A failed bulk transaction wrote nothing: say so in the answer. */
async function nothingWrittenOnFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const mapped = mapDatabaseError(error);
    const prefix = 'No se guardó ningún registro.';
    if (mapped) throw new ApiError(mapped.status, mapped.code, `${prefix} ${mapped.message}`, mapped.errors);
    throw new ApiError(500, 'InternalError', `${prefix} Error de la base de datos.`, undefined, error);
  }
}

export async function removeOne(service: ResourceService, id: number): Promise<ResourceRecord> {
  return service.db.transaction(async (tx) => {
    const record = readOrFail(await service.repo.find(id, tx));
    await service.repo.remove(id, tx);
    return record;
  });
}
