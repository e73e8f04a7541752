// The operations of a resource that both of its faces run: the POST contract (<prefix>/lista,
// buscar, detalle, crear, editar, eliminar; routes/resources.ts) and the REST face (server/rest/).
// One code path: the same scoped repository, write pipeline, messages and audit events whichever
// face a call came through; a face only translates its dialect into these calls.
import type { Session } from '../auth/session';
import { today } from '../../core/engine/clock';
import { notFound } from '../errors/apiError';
import { serviceUnder, withParent } from './nesting';
import type { ListQuery, ResourceRecord } from './repository';
import type { SearchCondition } from './schemas';
import { createOne, type EditRequest, editOne, removeMany, removeOne, type ResourceService } from './writes';

/** Who calls, and the parent the call names (a child's; undefined: none named, or a top-level resource). */
export interface Caller {
  session: Session;
  parentId?: number;
}

async function scoped(service: ResourceService, caller: Caller) {
  return serviceUnder(service, caller.session, caller.parentId);
}

/** A page of the records the caller reaches (sede boundary, privilege ceiling, parent), with the total. */
export async function listRecords(service: ResourceService, caller: Caller, query: ListQuery): Promise<{ datos: ResourceRecord[]; total: number }> {
  // A derived 'expired' filter compares with today on the school's clock.
  return (await scoped(service, caller)).service.repo.as(caller.session).list({ ...query, today: today(service.clock) });
}

/** At most `limit` records whose search columns hold every word. */
export async function searchRecords(
  service: ResourceService,
  caller: Caller,
  words: string[],
  limit: number,
  conditions: SearchCondition[] = [],
): Promise<ResourceRecord[]> {
  return (await scoped(service, caller)).service.repo.as(caller.session).search(words, limit, undefined, conditions);
}

/** One record the caller reaches, else 404. */
export async function showRecord(service: ResourceService, caller: Caller, id: number): Promise<ResourceRecord> {
  const record = await (await scoped(service, caller)).service.repo.as(caller.session).find(id);
  if (!record) throw notFound();
  return record;
}

/** crear: under a named parent the record takes it (another one in the body is 'Valor no permitido'). */
export async function createRecord(service: ResourceService, caller: Caller, body: Record<string, unknown>): Promise<ResourceRecord> {
  const under = await scoped(service, caller);
  return createOne(under.service, withParent(under.service, body, under.parentId, 'create'), caller.session);
}

/** editar: under a named parent a record never moves to another. */
export async function editRecord(service: ResourceService, caller: Caller, request: EditRequest): Promise<ResourceRecord> {
  const under = await scoped(service, caller);
  return editOne(under.service, { ...request, changes: withParent(under.service, request.changes, under.parentId, 'edit') }, caller.session);
}

/** eliminar_seleccion: the selected records as they were, all removed or none. */
export async function removeRecords(service: ResourceService, caller: Caller, ids: readonly number[]): Promise<{ eliminados: number; mensaje: string }> {
  const removed = await removeMany((await scoped(service, caller)).service, ids, caller.session);
  const n = removed.length;
  const what = (n === 1 ? service.decl.label.one : service.decl.label.many).toLocaleLowerCase('es');
  return { eliminados: n, mensaje: n === 1 ? `Se eliminó 1 ${what}` : `Se eliminaron ${n} ${what}` };
}

/** eliminar: the record as it was. */
export async function removeRecord(service: ResourceService, caller: Caller, id: number): Promise<ResourceRecord> {
  return removeOne((await scoped(service, caller)).service, id, caller.session);
}
