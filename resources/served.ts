// What the server serves: every folder of resources/ with a schema.ts (its declaration, named after
// the folder), checked, each with its server part (the folder's server.ts). Found by reading the
// folder, as resources/registry.ts finds them for the app by Vite's glob (a test holds the two to one
// list). The server's entry points (server/main.ts, server/dev.ts, server/db/generate.ts) hand these
// to buildApp: the engine imports no resource itself.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declaredInFolder } from '../core/engine/registry';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { checkDeclarations } from '../server/crud/load';
import { checkPartsOwner, checkServerPartFolders, type ServedResources, type ServerParts } from '../server/crud/parts';

const RESOURCES_DIR = new URL('./', import.meta.url);

export type { ServedResources } from '../server/crud/parts';

/** The folders of resources/ (or of `dir`) that hold this file. */
function foldersWith(file: string, dir: URL = RESOURCES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(fileURLToPath(new URL(`${entry.name}/${file}`, dir))))
    .map((entry) => entry.name)
    .sort();
}

/** The folders of resources/ that hold a server.ts. */
export const serverPartFolders = (): string[] => foldersWith('server.ts');

/** Every folder's declaration (schema.ts's default export, named after its folder), in name order; `dir`: tests' own folder. */
export function discoverDeclarations(dir: URL = RESOURCES_DIR): Promise<ResourceDeclaration[]> {
  return Promise.all(
    foldersWith('schema.ts', dir).map(async (folder) => {
      const module = (await import(new URL(`${folder}/schema.ts`, dir).href)) as { default?: ResourceDeclaration };
      return declaredInFolder(folder, module.default);
    }),
  );
}

/** The declarations, checked (and no server.ts left without its declaration). */
export async function loadResourceDeclarations(): Promise<ResourceDeclaration[]> {
  const declarations = await discoverDeclarations();
  checkServerPartFolders(declarations, serverPartFolders());
  return checkDeclarations(declarations);
}

/** resources/<name>/server.ts's default export, or nothing when the folder has none. */
export async function loadServerParts(decl: ResourceDeclaration): Promise<ServerParts> {
  const url = new URL(`${decl.name}/server.ts`, RESOURCES_DIR);
  if (!existsSync(fileURLToPath(url))) return {};
  const module = (await import(url.href)) as { default?: ServerParts };
  if (!module.default) throw new Error(`Recurso ${decl.name}: server.ts no exporta sus partes (export default defineServerParts(...))`);
  return checkPartsOwner(decl, module.default);
}

/** Everything buildApp serves of the resources: declarations and server parts. */
export async function servedResources(): Promise<ServedResources> {
  const resources = await loadResourceDeclarations();
  const parts = await Promise.all(resources.map(async (decl) => [decl.name, await loadServerParts(decl)] as const));
  return { resources, serverParts: Object.fromEntries(parts) };
}
