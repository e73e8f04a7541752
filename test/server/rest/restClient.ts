// Shared by the REST face's tests: calls to /api/rest/<name> through app.inject, list URLs in
// ra-data-simple-rest's dialect, and the limits of what a test may expect from a declaration.
import type { LightMyRequestResponse } from 'fastify';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import type { Database, SqlParam } from '../../../server/db/database';
import type { TestServer } from '../helpers';

export interface ListParams {
  sort?: [string, string];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

/** /api/rest/<name>?sort=…&range=…&filter=… with each parameter as JSON, as the client writes them. */
export function listUrl(name: string, params: ListParams = {}): string {
  const query = new URLSearchParams();
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  const text = query.toString();
  return `/api/rest/${name}${text ? `?${text}` : ''}`;
}

/** A REST call: JSON body when given, the bearer token when given. */
export function restCall(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** The ids of a declaration's rows the demo administrator reaches (every code, every sede): its scope only. */
export async function allIds(db: Database, decl: ResourceDeclaration, readCondition: string | undefined, where = 'true', params: SqlParam[] = []): Promise<number[]> {
  const scope = Object.entries(decl.scope ?? {}).map(([column, value]) => `"${column}" = ${typeof value === 'string' ? `'${value}'` : String(value)}`);
  const conditions = [...scope, ...(readCondition ? [`(${readCondition})`] : []), `(${where})`];
  const rows = await db.query<{ id: number }>(`SELECT id FROM "${decl.table}" WHERE ${conditions.join(' AND ')} ORDER BY id`, params);
  return rows.map((r) => r.id);
}
