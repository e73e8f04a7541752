// A resource's server parts are found by its folder's name (resources/<name>/server.ts): every such
// file belongs to a registered declaration of that name, and parts written for another declaration
// are refused, so a misnamed or copied folder cannot silently drop its hooks.
import { describe, expect, it } from 'vitest';
import banners from '../../../resources/banners/schema';
import { DECLARATIONS } from '../../../resources/registry';
import { checkPartsOwner, checkServerPartFolders, defineServerParts } from '../../../server/crud/parts';
import { loadServerParts, serverPartFolders } from '../../../resources/served';

describe('resources/*/server.ts', () => {
  it('each belongs to a registered declaration, and loads as that declaration’s parts', async () => {
    const folders = serverPartFolders();
    expect(folders.length).toBeGreaterThanOrEqual(10);
    expect(() => checkServerPartFolders(DECLARATIONS, folders)).not.toThrow();
    for (const folder of folders) {
      const decl = DECLARATIONS.find((d) => d.name === folder)!;
      expect((await loadServerParts(decl)).resource).toBe(folder);
    }
  });

  it('refuses a folder no declaration is named after', () => {
    expect(() => checkServerPartFolders(DECLARATIONS, ['banners', 'docente'])).toThrow(
      'resources/docente/server.ts no pertenece a ningún recurso registrado (resources/registry.ts): sus partes no se cargarían',
    );
  });

  it('refuses parts written for another declaration', () => {
    const parts = defineServerParts(banners, {});
    expect(parts.resource).toBe('banners');
    const other = DECLARATIONS.find((d) => d.name === 'cierres')!;
    expect(() => checkPartsOwner(other, parts)).toThrow('Recurso cierres: resources/cierres/server.ts define las partes de banners');
    expect(checkPartsOwner(banners, parts)).toBe(parts);
  });
});
