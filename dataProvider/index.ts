// The app's dataProvider: react-admin verbs over the generic endpoints of each declaration, plus
// named calls, lookups, bulk creation and file exports. Writes drive the 'Procesando...' overlay and store their
// failures in the feedback store; reads do neither (react-admin reports them).
import type { SelectionBody } from '../core/engine/crudBodies';
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { apiPath, bulkApiPath } from '../core/engine/paths';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { feedback } from './feedback';
import {
  changedFields,
  createBody,
  endpoint,
  exportBody,
  idBatches,
  listBody,
  pageLocally,
  parentIdOf,
  searchListBody,
  searchText,
  serverFilters,
  toApiId,
} from './crud';
import { asBulkResult, asImportAnswer, bulkBody, bulkRejectionOf } from './bulk';
import { notAvailableError, unknownResourceError } from './errors';
import { downloadExport } from './exports';
import { filePath, withUploads } from './files';
import { createHttpClient } from './http';
import { createLookupCache } from './lookupCache';
import { type ApiRecord, asPage, asRecord, asRecords } from './responses';
import type { AppDataProvider, BulkResult } from './types';
import type { ImportAnswer, ImportBody } from '../core/engine/bulkImport';
import { reportWriteError, write } from './writes';

export { bulkRejectionOf } from './bulk';
export { fieldErrorsOf, type FormErrors, RECORD_FORBIDDEN, recordReadProblem, type ServerErrorBody } from './errors';
export type { ApiRecord } from './responses';

export interface DataProviderOptions {
  apiUrl?: string;
  resources: ResourceDeclaration[];
  fetchImpl?: typeof fetch;
  /** The session's token (the authProvider's store: createShell hands it in). */
  getToken: () => string | null;
}

export interface AulaDataProvider extends AppDataProvider {
  /** Forgets every cached lookup (logout calls it). */
  clearCache(): void;
}

export function createDataProvider(options: DataProviderOptions): AulaDataProvider {
  const post = createHttpClient({
    apiUrl: options.apiUrl ?? '/api',
    fetchImpl: options.fetchImpl,
    getToken: options.getToken,
  });
  const lookups = createLookupCache(post);
  const byName = new Map(options.resources.map((decl) => [decl.name, decl]));

  const declarationOf = (resource: string): ResourceDeclaration => {
    const decl = byName.get(resource);
    if (!decl) throw unknownResourceError(resource);
    return decl;
  };

  const deleteOne = async (decl: ResourceDeclaration, id: DeleteParams['id'], previousData?: ApiRecord, meta?: unknown) => {
    if (!decl.permissions.delete) throw notAvailableError();
    const result = await post(endpoint(decl, 'eliminar', parentIdOf(decl, meta, previousData)), { id: toApiId(id) });
    const record = typeof result === 'object' && result !== null && 'id' in result ? (result as ApiRecord) : undefined;
    return record ?? previousData ?? { id };
  };

  /** What a list (and its export) asks for: the server filters, the parent, and the search's hits when a search is on. */
  const listQuery = async (resource: string, params: { filter?: Record<string, unknown>; meta?: unknown; signal?: AbortSignal }) => {
    const decl = declarationOf(resource);
    const filtros = serverFilters(params.filter);
    const texto = searchText(decl, params.filter);
    const parentId = parentIdOf(decl, params.meta, params.filter);
    const hits = texto === null ? null : asRecords(await post(endpoint(decl, 'buscar', parentId), { texto }, { signal: params.signal }));
    return { decl, filtros, parentId, hits };
  };

  return {
    supportAbortSignal: true,

    async getList(resource: string, params: GetListParams): Promise<GetListResult> {
      const { decl, filtros, parentId, hits } = await listQuery(resource, params);
      const onServer = hits && hits.length > 0 ? searchListBody(decl, hits, params.pagination, params.sort, filtros) : null;
      if (onServer) return asPage(await post(endpoint(decl, 'lista', parentId), onServer, { signal: params.signal }));
      if (hits) return pageLocally(hits, params.pagination, params.sort, filtros);
      const body = listBody(decl, params.pagination, params.sort, filtros);
      return asPage(await post(endpoint(decl, 'lista', parentId), body, { signal: params.signal }));
    },

    async getOne(resource: string, params: GetOneParams): Promise<GetOneResult> {
      const decl = declarationOf(resource);
      const path = endpoint(decl, 'detalle', parentIdOf(decl, params.meta));
      return { data: asRecord(await post(path, { id: toApiId(params.id) }, { signal: params.signal })) };
    },

    async getMany(resource: string, params: GetManyParams): Promise<GetManyResult> {
      const decl = declarationOf(resource);
      const path = endpoint(decl, 'lista', parentIdOf(decl, params.meta));
      const pages = await Promise.all(
        idBatches(params.ids).map(async (ids) => {
          const body = listBody(decl, { page: 1, perPage: ids.length }, undefined, { ids });
          return asPage(await post(path, body, { signal: params.signal })).data;
        }),
      );
      return { data: pages.flat() };
    },

    async getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult> {
      const decl = declarationOf(resource);
      const filtros = { ...serverFilters(params.filter), [params.target]: toApiId(params.id) };
      const body = listBody(decl, params.pagination, params.sort, filtros);
      return asPage(await post(endpoint(decl, 'lista', parentIdOf(decl, params.meta, filtros)), body, { signal: params.signal }));
    },

    create: (resource: string, params: CreateParams): Promise<CreateResult> =>
      write(async () => {
        const decl = declarationOf(resource);
        const record = params.data as ApiRecord;
        const path = endpoint(decl, 'crear', parentIdOf(decl, params.meta, record));
        const data = asRecord(await post(path, withUploads(decl, createBody(decl, record))));
        return { data: data as CreateResult['data'] };
      }, true),

    update: (resource: string, params: UpdateParams): Promise<UpdateResult> =>
      write(async () => {
        const decl = declarationOf(resource);
        const previous = params.previousData as ApiRecord | undefined;
        const changes = changedFields(decl, params.data as ApiRecord, previous);
        // Nothing differs: no request, the record stays as it was.
        if (previous && Object.keys(changes).length === 0) return { data: { ...previous, id: params.id } };
        // The version it was based on: the server refuses the edit (409) if someone saved in between.
        const version = typeof previous?.version === 'number' ? { version: previous.version } : {};
        const path = endpoint(decl, 'editar', parentIdOf(decl, params.meta, previous, params.data as ApiRecord));
        const data = await post(path, withUploads(decl, { id: toApiId(params.id), ...changes, ...version }));
        return { data: asRecord(data) };
      }, true),

    updateMany: (resource: string, params: UpdateManyParams): Promise<UpdateManyResult> =>
      write(async () => {
        const decl = declarationOf(resource);
        const changes = changedFields(decl, params.data as ApiRecord);
        const path = endpoint(decl, 'editar', parentIdOf(decl, params.meta));
        await Promise.all(params.ids.map((id) => post(path, { id: toApiId(id), ...changes })));
        return { data: params.ids };
      }),

    delete: (resource: string, params: DeleteParams): Promise<DeleteResult> =>
      write(async () => {
        const decl = declarationOf(resource);
        return { data: await deleteOne(decl, params.id, params.previousData as ApiRecord | undefined, params.meta) };
      }),

    deleteMany: (resource: string, params: DeleteManyParams): Promise<DeleteManyResult> =>
      write(async () => {
        const decl = declarationOf(resource);
        if (!decl.permissions.delete) throw notAvailableError();
        // One request, one transaction: the selection is removed whole or not at all.
        const ids = params.ids.map((id) => toApiId(id));
        await post(endpoint(decl, 'eliminar_seleccion', parentIdOf(decl, params.meta, undefined)), { ids } satisfies SelectionBody);
        return { data: params.ids };
      }),

    call: <T = unknown>(path: string, body: unknown = {}): Promise<T> =>
      write(async () => {
        const result = await post(path, body);
        const mensaje = typeof result === 'object' && result !== null ? (result as { mensaje?: unknown }).mensaje : undefined;
        if (typeof mensaje === 'string' && mensaje.trim() !== '') feedback.success(mensaje);
        return result as T;
      }),

    read: <T = unknown>(path: string, body: unknown = {}): Promise<T> => post(path, body) as Promise<T>,

    lookup: (name, params) => lookups.lookup(name, params),

    fetchFile: (resource, id, source) => post.getBlob(filePath(declarationOf(resource), toApiId(id), source)),
    fetchDocument: (path) => post.getBlob(path),

    async exportar(resource, params) {
      const { decl, filtros, parentId, hits } = await listQuery(resource, params);
      // A search lists <prefix>/buscar's hits (getList): the file holds those same records.
      if (hits) filtros.ids = hits.flatMap(({ id }) => (typeof id === 'number' || typeof id === 'string' ? [toApiId(id)] : []));
      return downloadExport(post, {
        path: endpoint(decl, 'exportar', parentId),
        body: exportBody(decl, params.sort, filtros, params.formato),
        fallbackName: `${decl.name}.${params.formato}`,
        onProgress: params.onProgress,
        signal: params.signal,
      });
    },
    downloadExport: (request) => downloadExport(post, request),

    async bulkCreate(resource: string, registros: Record<string, unknown>[]): Promise<BulkResult> {
      try {
        // A child's lines all carry the parent of the page they were loaded on.
        const decl = declarationOf(resource);
        const path = bulkApiPath(decl, parentIdOf(decl, undefined, registros[0]));
        const work = async () => asBulkResult(await post(path, await bulkBody(registros)));
        return await feedback.track(Promise.resolve().then(work));
      } catch (error) {
        // A batch refused line by line is shown by the preview, line by line; anything else by the overlay.
        if (!bulkRejectionOf(error)) reportWriteError(error, false);
        throw error;
      }
    },

    async importRows(resource: string, body: ImportBody): Promise<ImportAnswer> {
      const decl = declarationOf(resource);
      const path = apiPath(decl, 'importar', parentIdOf(decl, undefined, body.registros[0]));
      const { registros, ...others } = body;
      const work = async () => asImportAnswer(await post(path, await bulkBody(registros, undefined, others)));
      try {
        // The preview is read quietly; the write shows the app's progress as crear_masivo does.
        return await (body.confirmar ? feedback.track(Promise.resolve().then(work)) : work());
      } catch (error) {
        if (body.confirmar && !bulkRejectionOf(error)) reportWriteError(error, false);
        throw error;
      }
    },

    clearCache: () => lookups.clear(),
  };
}
