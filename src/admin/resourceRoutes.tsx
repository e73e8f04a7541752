// Turns an AppResource into react-admin routing: a <Resource> (list at #/<name>) and the Spanish
// routes of core/engine/paths.ts (#/<prefix>/detalle/:id, nuevo, editar/:id, masivo, extra pages).
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Resource, ResourceContextProvider } from 'react-admin';
import { mountedListPath, resourcePaths } from '../../core/engine/paths';
import type { AppResource } from '../resource-views/types';
import { RedirectWithId } from './RedirectWithId';
import { Route } from './Route';
import { pageEnabled, resourcePageRoutes, type PageRoute } from '../shell/routeTable';
import { RoutePage } from './RoutePage';

function pageComponent(resource: AppResource, route: PageRoute): ComponentType | undefined {
  switch (route.page) {
    case 'list':
      return resource.list;
    case 'show':
      return resource.show;
    case 'create':
      return resource.create;
    case 'edit':
      return resource.edit;
    case 'bulk':
      return resource.bulk;
    case 'extra':
      return undefined;
  }
}

function guarded(route: PageRoute, content: ReactElement): ReactElement {
  return (
    <RoutePage title={route.title} permission={route.permission}>
      {content}
    </RoutePage>
  );
}

export function renderResource(resource: AppResource): ReactElement {
  const decl = resource.declaration;
  const routes = resourcePageRoutes(resource);
  const paths = resourcePaths(decl);
  // react-admin mounts the list at #/<name>; a list routed elsewhere (e.g. #/banners/lista) is ours (below), and
  // #/<name> leads to it.
  const listRoute = paths.list === mountedListPath(decl) ? routes.find((route) => route.page === 'list') : undefined;
  const List = resource.list;
  const hasCreate = pageEnabled(decl, 'create');
  const hasEdit = pageEnabled(decl, 'edit');
  return (
    <Resource
      key={decl.name}
      name={decl.name}
      list={listRoute ? guarded(listRoute, <List />) : undefined}
      hasCreate={hasCreate}
      hasEdit={hasEdit}
      hasShow
      icon={resource.icon}
      recordRepresentation={resource.recordRepresentation}
      options={{ label: decl.label.many }}
    >
      {/* A child's pages all need its parent: it has none of react-admin's own (its routes are ours). */}
      {decl.parent ? null : (
        <>
          {paths.list !== mountedListPath(decl) && <Route index element={<Navigate to={paths.list} replace />} />}
          {/* react-admin's own record paths (/estudiantes/:id/show…) lead to the Spanish routes. */}
          {hasCreate && <Route path="create" element={<Navigate to={paths.create} replace />} />}
          <Route path=":id/show" element={<RedirectWithId to={paths.show} />} />
          {hasEdit && <Route path=":id" element={<RedirectWithId to={paths.edit} />} />}
        </>
      )}
    </Resource>
  );
}

/** The Spanish detail/create/edit/bulk routes and extra pages, for <CustomRoutes>. */
export function renderResourceRoutes(resource: AppResource): ReactElement[] {
  const decl = resource.declaration;
  const extraElements = new Map((resource.extraPages ?? []).map((page) => [page.path, page.element]));
  const listPath = mountedListPath(decl);
  return resourcePageRoutes(resource).flatMap((route) => {
    // react-admin's <Resource> mounts the list itself at #/<name> (a child's list under its parent, or
    // a list routed elsewhere, is ours).
    if (route.page === 'list' && route.path === listPath) return [];
    const Page = pageComponent(resource, route);
    const content = Page ? <Page /> : extraElements.get(route.path);
    if (!content) return [];
    return [
      <Route
        key={route.path}
        path={route.path}
        element={<ResourceContextProvider value={decl.name}>{guarded(route, content)}</ResourceContextProvider>}
      />,
    ];
  });
}
