// The registered resources, each with its views: the default export of its folder's index.tsx
// (resources/appResources.ts finds them and pairs them here). A registered declaration without views,
// or views of a declaration the registry does not list, stops the app at load: nothing is served or
// left out silently.
import type { RegisteredResource } from '../core/engine/registry';
import type { AppResource } from './resource-views/types';

export type ViewModules = Record<string, { default?: AppResource }>;

/** Pairs each registered resource with the view module built from the same declaration. */
export function withViews(registered: readonly RegisteredResource[], found: ViewModules): AppResource[] {
  const views = Object.entries(found).map(([path, module]) => {
    if (!module.default?.declaration) throw new Error(`${path}: no exporta un recurso (AppResource) por defecto`);
    if (!registered.some((entry) => entry.declaration === module.default?.declaration)) {
      throw new Error(`${path}: su declaración no está en resources/registry.ts`);
    }
    return module.default;
  });
  return registered.map(({ declaration }) => {
    const view = views.find((resource) => resource.declaration === declaration);
    if (!view) throw new Error(`Recurso ${declaration.name}: falta resources/${declaration.name}/index.tsx (sus vistas)`);
    return view;
  });
}
