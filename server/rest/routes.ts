// The REST face of a declaration as data: each operation of ra-data-simple-rest's dialect with its
// method, URL and the permission code it needs — null where the declaration does not grant it
// (then 405 'Operación no disponible'). The face registers these; an API description can list them.
import type { PermissionCode } from '../../core/engine/declaration/access';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

export const REST_PREFIX = '/api/rest';

export type RestOperation = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's pattern: /api/rest/<name> or /api/rest/<name>/:id. */
  url: string;
  operation: RestOperation;
  /** The code the guard requires; null: not offered by this resource (405). */
  permission: PermissionCode | null;
}

export function restRoutes(decl: ResourceDeclaration): RestRoute[] {
  const collection = `${REST_PREFIX}/${decl.name}`;
  const item = `${collection}/:id`;
  const { permissions: codes } = decl;
  return [
    { method: 'GET', url: collection, operation: 'getList', permission: codes.list },
    { method: 'GET', url: item, operation: 'getOne', permission: codes.show },
    { method: 'POST', url: collection, operation: 'create', permission: codes.create ?? null },
    { method: 'PUT', url: item, operation: 'update', permission: codes.edit ?? null },
    { method: 'DELETE', url: item, operation: 'delete', permission: codes.delete ?? null },
  ];
}

/** The methods a URL answers (the Allow header of a 405). */
export function allowedMethods(routes: RestRoute[], url: string): string[] {
  const methods = routes.filter((r) => r.url === url && r.permission !== null).map((r) => r.method);
  return methods.includes('GET') ? ['GET', 'HEAD', ...methods.filter((m) => m !== 'GET')] : methods;
}
