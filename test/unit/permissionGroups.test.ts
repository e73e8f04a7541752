// The group detail's sections (resources/grupos/permissionGroups.ts): recursos and codes in the
// catalogue's order, headings in Spanish, codes created later after the known ones.
import { describe, expect, it } from 'vitest';
import { groupPermissions, recursoTitle } from '../../resources/grupos/permissionGroups';
import type { Permiso } from '../../core/engine/groupPermissions';
import { PERMISSIONS } from '../../core/engine/permissions';

const permiso = (codigo: string, recurso: string, descripcion = codigo): Permiso => ({ id: codigo, codigo, recurso, descripcion });
const ALL = PERMISSIONS.map((p) => permiso(p.code, p.recurso, p.descripcion));

describe('groupPermissions', () => {
  it("keeps the catalogue's recursos and codes in its order, whatever the server's", () => {
    const sections = groupPermissions([...ALL].reverse());
    expect(sections.map((s) => s.recurso)).toEqual([...new Set(PERMISSIONS.map((p) => p.recurso))]);
    expect(sections.flatMap((s) => s.permisos.map((p) => p.codigo))).toEqual(PERMISSIONS.map((p) => p.code));
    expect(sections[0]).toMatchObject({ recurso: 'inicio', titulo: 'Inicio' });
    expect(sections.find((s) => s.recurso === 'examenes')?.titulo).toBe('Exámenes');
  });

  it('puts codes and recursos the catalogue lacks after it, by code and by name', () => {
    const sections = groupPermissions([permiso('ZZ01', 'zonas'), permiso('AA01', 'estudiantes'), permiso('QQ01', 'auditoria_interna'), ...ALL]);
    expect(sections.slice(-2).map((s) => s.titulo)).toEqual(['Auditoria interna', 'Zonas']);
    expect(sections.find((s) => s.recurso === 'estudiantes')?.permisos.at(-1)?.codigo).toBe('AA01');
  });

  it('has no section without permissions', () => {
    expect(groupPermissions([])).toEqual([]);
    expect(recursoTitle('salones')).toBe('Salones');
  });
});
