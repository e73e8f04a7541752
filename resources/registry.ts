// THE resources this build serves: every folder of resources/ with a schema.ts, whose default export
// is the declaration (its name the folder's), in name order. The app finds them here (by Vite's
// glob, with resources/appResources.ts pairing each with its index.tsx); the server finds the same
// folders itself (resources/served.ts, by reading the folder: it runs without Vite), and a test holds
// the two to one list. Adding a resource is adding its folder (docs/adding-a-resource.md, 'How to add a resource').
import { declaredInFolder, type RegisteredResource, registeredResources } from '../core/engine/registry';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';

const schemas = import.meta.glob<ResourceDeclaration>('./*/schema.ts', { import: 'default', eager: true });

/** './cursos/schema.ts' → 'cursos'. */
const folderOf = (path: string): string => path.split('/')[1];

/** Every declaration, by folder name (= declaration name, checked at start by the server and here). */
export const DECLARATIONS: readonly ResourceDeclaration[] = Object.keys(schemas)
  .sort()
  .map((path) => declaredInFolder(folderOf(path), schemas[path]));

/** The resources with their menu places (the declarations' `menu`). */
export const RESOURCES: readonly RegisteredResource[] = registeredResources(DECLARATIONS);
