// A child resource's endpoints live under their parent's path (curso/7/logro/lista; docs/api.md 'The
// API'): the parent comes from the path, is checked after the guard (one the caller cannot reach is
// not found), bounds every read and write, and is the parent of every record created there.
import type { Session } from '../auth/session';
import type { Errors } from '../../core/engine/validation';
import { ApiError, HTTP_MESSAGES, notFound, validationError } from '../errors/apiError';
import { bulkRowsError } from './bulkErrors';
import type { ResourceService } from './writes';

/** The parent id of the path, or 404: a path naming no record names nothing. */
export function parentIdParam(params: Record<string, string | undefined>): number {
  const raw = params.parentId ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw notFound();
  return id;
}

export interface ServiceUnderParent {
  service: ResourceService;
  /** The path's parent; undefined for a top-level resource. */
  parentId?: number;
}

/** The parent a POST path names (curso/7/logro/…): undefined for a top-level resource, else its id or 404. */
export function pathParentId(service: ResourceService, params: Record<string, string | undefined>): number | undefined {
  return service.decl.parent ? parentIdParam(params) : undefined;
}

/**
 * The service of a call naming parent `parentId`: for a child, narrowed to that parent once the
 * caller is known to reach it (its sede, its scope; else 404). Without a parent (a top-level
 * resource, or a REST call on a child that names none) it is the service as it is, whose reads
 * and writes stay bounded by the parents the caller reaches (the repository's SQL).
 */
export async function serviceUnder(service: ResourceService, session: Session, parentId: number | undefined): Promise<ServiceUnderParent> {
  if (!service.decl.parent || parentId === undefined) return { service };
  if (!service.repo.parent || !(await service.repo.parent.as(session).find(parentId))) throw notFound();
  return { service: { ...service, repo: service.repo.under(parentId) }, parentId };
}

/** The service of a POST call: a child's narrowed to the path's parent (serviceUnder). */
export async function serviceFor(
  service: ResourceService,
  session: Session,
  params: Record<string, string | undefined>,
): Promise<ServiceUnderParent> {
  return serviceUnder(service, session, pathParentId(service, params));
}

/**
 * A body written under a parent: create and bulk rows take the path's parent (a different one is
 * 'Valor no permitido'); an edit never moves a record to another parent.
 */
export function withParent(service: ResourceService, body: Record<string, unknown>, parentId: number | undefined, mode: 'create' | 'edit'): Record<string, unknown> {
  const field = service.decl.parent?.field;
  if (!field || parentId === undefined) return body;
  const given = body[field];
  if (given !== undefined && given !== null && given !== '' && String(given) !== String(parentId)) {
    throw validationError({ [field]: HTTP_MESSAGES.notAllowed });
  }
  const { [field]: _given, ...rest } = body;
  return mode === 'create' ? { ...rest, [field]: parentId } : rest;
}

/** Bulk rows under a parent: each takes it; lines naming another parent are refused, line by line. */
export function rowsWithParent(service: ResourceService, rows: Record<string, unknown>[], parentId: number | undefined): Record<string, unknown>[] {
  const errors = new Map<number, Errors>();
  const placed = rows.map((row, index) => {
    try {
      return withParent(service, row, parentId, 'create');
    } catch (error) {
      if (error instanceof ApiError && error.errors) errors.set(index, error.errors);
      else throw error;
      return row;
    }
  });
  if (errors.size > 0) throw bulkRowsError(errors);
  return placed;
}
