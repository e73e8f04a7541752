// resources/registry.ts: one entry per resource and page, every code it refers to in the catalogue.
import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../core/engine/permissions';
import type { CustomPage } from '../../core/engine/registry';
import { PAGES } from '../../src/shell/pages';
import { DECLARATIONS, RESOURCES } from '../../resources/registry';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

const pages: CustomPage[] = Object.values(PAGES);
/** The specification's codes and the registered resources' own. */
const CATALOGUE_CODES = permissionCatalogue(DECLARATIONS).map((p) => p.code);

/** Every code a declaration names: its actions, its route guards, its fields' edit codes. */
function codesOf(decl: ResourceDeclaration): string[] {
  const guards = Object.values(decl.routeGuards ?? {}).filter((code): code is string => typeof code === 'string');
  const fields = decl.fields.flatMap((field) => [...(field.editCodes?.set ?? []), ...(field.editCodes?.unset ?? [])]);
  return [...Object.values(decl.permissions), ...guards, ...fields];
}

describe('the registry', () => {
  it('lists each declaration once, with distinct names (routes) and prefixes (endpoints)', () => {
    expect(DECLARATIONS).toEqual(RESOURCES.map((resource) => resource.declaration));
    expect(new Set(DECLARATIONS).size).toBe(DECLARATIONS.length);
    expect(new Set(DECLARATIONS.map((decl) => decl.name)).size).toBe(DECLARATIONS.length);
    expect(new Set(DECLARATIONS.map((decl) => decl.prefix)).size).toBe(DECLARATIONS.length);
  });

  it('refers only to codes of the catalogue', () => {
    for (const decl of DECLARATIONS) {
      for (const code of codesOf(decl)) expect(CATALOGUE_CODES, `${decl.name}: ${code}`).toContain(code);
    }
    for (const page of pages) {
      if (page.access !== 'login' && page.access !== 'public') expect(CATALOGUE_CODES).toContain(page.access);
    }
  });

  it('gives each custom page its own route, none taken by a resource', () => {
    const pagePaths = pages.map((page) => page.path);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    for (const decl of DECLARATIONS) expect(pagePaths).not.toContain(`/${decl.name}`);
  });
});
