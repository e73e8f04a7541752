// Every resource folder of this build: resources/<name>/index.ts(x) default-exports an AppResource.
// Adding a folder adds its routes, and its menu entry appears once the route exists.
import type { ResourceDeclaration } from '../resources/types';
import type { AppResource } from './resource-views/types';

const modules = import.meta.glob<{ default: AppResource }>('../resources/*/index.{ts,tsx}', { eager: true });

function collect(found: Record<string, { default: AppResource }>): AppResource[] {
  return Object.keys(found)
    .sort()
    .map((path) => {
      const resource = found[path].default;
      if (!resource?.declaration) throw new Error(`${path}: no exporta un recurso (AppResource) por defecto`);
      return resource;
    });
}

export const appResources: AppResource[] = collect(modules);

export const declarations: ResourceDeclaration[] = appResources.map((resource) => resource.declaration);
