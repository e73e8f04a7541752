// The write pipeline of crear and editar (crear_masivo: bulk.ts): the declaration's validator (the
// same code as the browser), then what only the server can check (value ranges of the columns,
// lookup values that exist, unique values), then the resource's hooks, then the write.
import { representRecord, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { type Errors, validateRecord } from '../../core/engine/validation';
import type { Database } from '../db/database';
import { changesBetween, recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import { ApiError, conflict, forbidden, HTTP_MESSAGES, notFound, validationError } from '../errors/apiError';
import { mapDatabaseError } from '../db/errors';
import { ACCESS_MESSAGES, assertFieldCodes, sedeErrors } from './access';
import { columnErrors, lookupErrors, uniqueErrors } from './checks';
import { fileIdsOf, removeFiles, storeFiles, unreadablePdfErrors } from './files';
import type { ResourceHooks } from './hooksTypes';
import { type ResourceRecord, ResourceRepository } from './repository';
import { ruleErrors } from './rules';
import { sanitizeRichTextValues } from './sanitize';
import { type Clock, systemClock } from '../../core/engine/clock';

export interface ResourceService {
  db: Database;
  decl: ResourceDeclaration;
  hooks: ResourceHooks;
  repo: ResourceRepository;
  /** The school's clock: 'today' of the record rules. */
  clock: Clock;
}

export function createResourceService(
  db: Database,
  decl: ResourceDeclaration,
  hooks: ResourceHooks,
  clock: Clock = systemClock(),
  parent?: ResourceService,
): ResourceService {
  return { db, decl, hooks, repo: new ResourceRepository(db, decl, hooks, undefined, parent?.repo), clock };
}

/** A child's parent must be one the session reaches: else it is 'Valor no permitido', as a missing one. */
async function parentErrors(tx: Database, service: ResourceService, values: Record<string, unknown>, session: Session): Promise<Errors> {
  const link = service.decl.parent;
  const parentId = link ? values[link.field] : undefined;
  if (!link || !service.repo.parent || typeof parentId !== 'number') return {};
  return (await service.repo.parent.as(session).find(parentId, tx)) ? {} : { [link.field]: HTTP_MESSAGES.notAllowed };
}

function readOrFail(record: ResourceRecord | null): ResourceRecord {
  if (!record) throw notFound();
  return record;
}

export interface EditRequest {
  id: number;
  changes: Record<string, unknown>;
  /** The version the edit was based on; a different current version → 409. */
  version?: number;
}

export async function createOne(service: ResourceService, input: Record<string, unknown>, session: Session): Promise<ResourceRecord> {
  const { values, errors } = validateRecord(service.decl, input, 'create');
  Object.assign(errors, sanitizeRichTextValues(service.decl, values, 'create'), columnErrors(service.decl.fields, values));
  Object.assign(errors, await unreadablePdfErrors(service.decl, values, errors));
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return service.db.transaction(async (tx) => {
    // A sede that does not exist is 'Valor no permitido' before it is someone else's sede.
    const missing = {
      ...sedeErrors(service.decl, values, session, 'create'),
      ...(await parentErrors(tx, service, values, session)),
      ...(await lookupErrors(tx, service.decl, [values])).get(0),
    };
    if (Object.keys(missing).length > 0) throw validationError(missing);
    const broken = await ruleErrors(tx, service.decl, service.clock, values);
    if (Object.keys(broken).length > 0) throw validationError(broken);
    const duplicates = (await uniqueErrors(tx, service, [values])).get(0);
    if (duplicates) throw conflict(duplicates);
    const beyond = (await service.hooks.rowErrors?.(tx, [values], session))?.get(0);
    if (beyond) throw validationError(beyond);
    const refused = await service.hooks.beforeCreate?.(tx, values, session);
    if (refused && Object.keys(refused).length > 0) throw validationError(refused);
    await storeFiles(tx, service.decl, values, session.userId);
    await service.hooks.beforeWrite?.(tx, [values], 'create');
    const [id] = await service.repo.insertMany([values], tx);
    await service.hooks.afterInsert?.(tx, [values], [id]);
    const created = readOrFail(await service.repo.find(id, tx));
    await recordEvent(tx, {
      universo: service.decl.name,
      tipo: 'crear',
      evento: service.decl.messages.created,
      contenido: { despues: created },
      usuarioId: session.userId,
      registroId: id,
    });
    return created;
  });
}

/**
 * A record the session cannot see is not found (404); one it sees but may not change — a stronger
 * person kind, a field with its own codes — is forbidden (403); a stale version conflicts (409).
 */
export async function editOne(service: ResourceService, request: EditRequest, session: Session): Promise<ResourceRecord> {
  const { id, changes } = request;
  // The version first: an edit based on a record changed since is 409 whatever its fields say (a
  // REST PUT of the whole record would otherwise read another action's change as one of its own and
  // refuse it field by field). Checked again under the lock below.
  if (request.version !== undefined) {
    const seen = await service.repo.as(session, 'ver').find(id);
    if (seen && seen.version !== request.version) throw conflict(undefined, ACCESS_MESSAGES.stale);
  }
  const { values, errors } = validateRecord(service.decl, changes, 'edit');
  Object.assign(errors, sanitizeRichTextValues(service.decl, values, 'edit'), columnErrors(service.decl.fields, values));
  Object.assign(errors, await unreadablePdfErrors(service.decl, values, errors));
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return service.db.transaction(async (tx) => {
    const current = readOrFail(await service.repo.as(session, 'ver').find(id, tx, { lock: true }));
    if (service.decl.person && !(await service.repo.as(session, 'editar').find(id, tx))) throw forbidden();
    if (request.version !== undefined && current.version !== request.version) throw conflict(undefined, ACCESS_MESSAGES.stale);
    assertFieldCodes(service.decl, values, current, session);
    const missing = {
      ...sedeErrors(service.decl, values, session, 'edit'),
      ...(await parentErrors(tx, service, values, session)),
      ...(await lookupErrors(tx, service.decl, [values])).get(0),
    };
    if (Object.keys(missing).length > 0) throw validationError(missing);
    const broken = await ruleErrors(tx, service.decl, service.clock, { ...current, ...values }, new Set(Object.keys(values)));
    if (Object.keys(broken).length > 0) throw validationError(broken);
    const refusedEdit = await service.hooks.editErrors?.(tx, { ...current, ...values }, session);
    if (refusedEdit && Object.keys(refusedEdit).length > 0) throw validationError(refusedEdit);
    const duplicates = (await uniqueErrors(tx, service, [values], id)).get(0);
    if (duplicates) throw conflict(duplicates);
    const replacedFiles = await storeFiles(tx, service.decl, values, session.userId, current);
    if (Object.keys(values).length === 0) return current;
    await service.hooks.beforeWrite?.(tx, [values], 'edit');
    await service.repo.update(id, values, tx);
    await removeFiles(tx, replacedFiles);
    const updated = readOrFail(await service.repo.find(id, tx));
    await recordEvent(tx, {
      universo: service.decl.name,
      tipo: 'editar',
      evento: service.decl.messages.updated,
      contenido: { cambios: changesBetween(current, updated) },
      usuarioId: session.userId,
      registroId: id,
    });
    return updated;
  });
}

export async function removeOne(service: ResourceService, id: number, session: Session): Promise<ResourceRecord> {
  return service.db.transaction((tx) => removeIn(tx, service, id, session));
}

/** One record removed inside the caller's transaction: its files and its audit event with it. */
async function removeIn(tx: Database, service: ResourceService, id: number, session: Session): Promise<ResourceRecord> {
  const repo = service.repo.as(session, 'editar');
  const record = readOrFail(await repo.find(id, tx, { lock: true }));
  await repo.remove(id, tx);
  await removeFiles(tx, fileIdsOf(service.decl, record));
  await recordEvent(tx, {
    universo: service.decl.name,
    tipo: 'eliminar',
    evento: service.decl.messages.deleted ?? `${service.decl.label.one} eliminado`,
    contenido: { antes: record },
    usuarioId: session.userId,
    registroId: id,
  });
  return record;
}

/** The record a refusal names: its representation, else its label and id. */
function nameOf(decl: ResourceDeclaration, id: number, record: ResourceRecord | null): string {
  const named = record ? representRecord(decl, record).trim() : '';
  return named !== '' ? `«${named}»` : `${decl.label.one} n.º ${id}`;
}

/**
 * A list's selection removed in one transaction, in the order given: all or none. A refusal (not
 * found, in use) names the record that stopped it and says that nothing was removed.
 */
export async function removeMany(service: ResourceService, ids: readonly number[], session: Session): Promise<ResourceRecord[]> {
  let current: number | undefined;
  try {
    return await service.db.transaction(async (tx) => {
      const removed: ResourceRecord[] = [];
      for (const id of ids) {
        current = id;
        removed.push(await removeIn(tx, service, id, session));
      }
      return removed;
    });
  } catch (error) {
    const refusal = error instanceof ApiError ? error : mapDatabaseError(error);
    if (!refusal || current === undefined || refusal.status >= 500) throw error;
    // Rolled back: the record that stopped it is read as it still is, for its name.
    const record = await service.repo.as(session, 'ver').find(current);
    const message = `No se eliminó ningún registro: ${nameOf(service.decl, current, record)}: ${refusal.message}`;
    throw new ApiError(refusal.status, refusal.code, message, refusal.errors, error);
  }
}
