// What the routes figure opens: every entry of the administrator's menu (from the registry, as the
// header builds it, with the home page) and the detail page of one record of each resource that
// has one (its first record in the list's order, asked of the API as the administrator).
import type { FastifyInstance } from 'fastify';
import { PAGES } from '../../src/shell/pages';
import { type RegisteredResource, registeredResources } from '../../core/engine/registry';
import { loadResourceDeclarations } from '../../resources/served';
import { STAFF } from '../../server/seed/catalog';
import { buildMenu, registeredLinks } from '../../src/layout/menu';

export interface RouteTarget {
  /** The app's hash route, e.g. '/docentes' or '/docentes/2403/show'. */
  route: string;
  kind: 'menú' | 'detalle';
}

/** The home page and every menu entry, the administrator's (every code). */
export function menuRoutes(resources: readonly RegisteredResource[]): string[] {
  const menu = buildMenu(registeredLinks(resources, Object.values(PAGES)));
  return ['/', ...menu.flatMap((item) => (item.kind === 'link' ? [item.path] : item.entries.map((entry) => entry.path)))];
}

async function post<T>(app: FastifyInstance, path: string, body: unknown, token?: string): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.json() as T;
}

/**
 * One detail route per resource with a detail page of its own (a child resource's detail, under its
 * parent's, is left out); a resource without records has none.
 */
export async function detailRoutes(app: FastifyInstance, resources: readonly RegisteredResource[]): Promise<string[]> {
  const { token } = await post<{ token: string }>(app, 'login', { email: STAFF.admin.email, password: STAFF.admin.password });
  const routes: string[] = [];
  for (const { declaration } of resources) {
    if (declaration.parent || !declaration.permissions.show) continue;
    const { sort } = declaration.list;
    const body = { pagina: 1, por_pagina: 1, orden: { campo: sort.field, direccion: sort.order }, filtros: {} };
    const { datos } = await post<{ datos: { id: number | string }[] }>(app, `${declaration.prefix}/lista`, body, token);
    if (datos[0]) routes.push(`/${declaration.name}/${datos[0].id}/show`);
  }
  return routes;
}

/** Menu routes and detail pages taken in turns: a run cut short by its time bound has measured some of both. */
export async function routeTargets(app: FastifyInstance): Promise<RouteTarget[]> {
  // The server's way of finding the resources: this runs under tsx, without Vite's glob.
  const resources = registeredResources(await loadResourceDeclarations());
  const menu = menuRoutes(resources).map((route): RouteTarget => ({ route, kind: 'menú' }));
  const details = (await detailRoutes(app, resources)).map((route): RouteTarget => ({ route, kind: 'detalle' }));
  return Array.from({ length: Math.max(menu.length, details.length) }, (_, i) => [menu[i], details[i]]).flat().filter((t) => t !== undefined);
}
