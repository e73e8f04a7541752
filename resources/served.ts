// What the server serves: the registry's declarations, checked, each with its server part
// (resources/<name>/server.ts, found by its folder's name). The server's entry points (server/main.ts,
// server/dev.ts) hand these to buildApp: the engine imports no resource itself.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceDeclaration } from '../core/types';
import { checkDeclarations } from '../server/crud/load';
import { checkPartsOwner, checkServerPartFolders, type ServerParts } from '../server/crud/parts';
import { DECLARATIONS } from './registry';

const RESOURCES_DIR = new URL('./', import.meta.url);

export interface ServedResources {
  resources: ResourceDeclaration[];
  serverParts: Record<string, ServerParts>;
}

/** The folders of resources/ that hold a server.ts. */
export function serverPartFolders(): string[] {
  return readdirSync(RESOURCES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(fileURLToPath(new URL(`${entry.name}/server.ts`, RESOURCES_DIR))))
    .map((entry) => entry.name)
    .sort();
}

/** The registry's declarations, checked (and no server.ts left without its declaration). */
export function loadResourceDeclarations(): ResourceDeclaration[] {
  checkServerPartFolders(DECLARATIONS, serverPartFolders());
  return checkDeclarations(DECLARATIONS);
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
  const resources = loadResourceDeclarations();
  const parts = await Promise.all(resources.map(async (decl) => [decl.name, await loadServerParts(decl)] as const));
  return { resources, serverParts: Object.fromEntries(parts) };
}
