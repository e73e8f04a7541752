// The code catalogue: the named codes (P) and the described list (PERMISSIONS) hold the same codes,
// once; a resource's own codes follow them (permissionCatalogue), each new to the whole catalogue.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, codesOf, P, type PermissionInfo, PERMISSIONS, permissionCatalogue, PRODUCT_CODES } from '../../core/engine/permissions';
import type { PermissionBlock } from '../../core/engine/declaration/access';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

/** Only what the catalogue reads of a declaration. */
const owning = (name: string, ownPermissions?: PermissionBlock) => ({ name, ownPermissions }) as unknown as ResourceDeclaration;

const named = Object.entries(P).flatMap(([recurso, codes]) => Object.values(codes).map((code: string) => ({ recurso, code })));

describe('the permission catalogue', () => {
  it('names every code of PERMISSIONS and nothing else', () => {
    expect(named.map(({ code }) => code).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(named).toEqual(PERMISSIONS.map(({ recurso, code }) => ({ recurso, code })));
  });

  it('holds each code once, with a description', () => {
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(PERMISSIONS.length);
    expect(new Set(named.map(({ code }) => code)).size).toBe(named.length);
    for (const permission of PERMISSIONS) expect(permission.descripcion.trim(), permission.code).not.toBe('');
  });

  it('keeps the specification’s codes under their names', () => {
    expect(P.estudiantes.list).toBe('4586B73F');
    expect(P.estudiantes.password).toBe('31BEFF98');
    expect(P.salones.edit).toBe('EE7EF073');
    expect(P.grupos.manage).toBe('4F40D01B');
    // The specification's 105 and the product's own (the backups').
    expect(PERMISSIONS).toHaveLength(105 + PRODUCT_CODES.length);
    expect(PRODUCT_CODES).toEqual([P.admin.respaldos]);
    for (const code of PRODUCT_CODES) expect(code).toMatch(/^[0-9A-F]{8}$/);
  });
});

describe('permissionCatalogue', () => {
  const NOTAS = { list: ['NT000001', 'Listar notas'], create: ['NT000002', 'Crear nota'] } as const;

  it('is the specification’s codes, then each resource’s own under its name, in order', () => {
    const catalogue = permissionCatalogue([owning('notas', NOTAS), owning('sin_codigos'), owning('avisos', { show: ['AV000001', 'Ver aviso'] })]);
    expect(catalogue.slice(0, PERMISSIONS.length)).toEqual(PERMISSIONS);
    expect(catalogue.slice(PERMISSIONS.length)).toEqual<PermissionInfo[]>([
      { code: 'NT000001', recurso: 'notas', descripcion: 'Listar notas' },
      { code: 'NT000002', recurso: 'notas', descripcion: 'Crear nota' },
      { code: 'AV000001', recurso: 'avisos', descripcion: 'Ver aviso' },
    ]);
    expect(permissionCatalogue([])).toEqual(PERMISSIONS);
  });

  it('names a block’s codes, typed', () => {
    const codes = codesOf(NOTAS);
    expect(codes).toEqual({ list: 'NT000001', create: 'NT000002' });
    const list: 'NT000001' = codes.list;
    expect(list).toBe('NT000001');
  });

  it('refuses a code the catalogue already holds, naming both owners', () => {
    expect(() => permissionCatalogue([owning('notas', { list: [P.estudiantes.list, 'Listar notas'] })])).toThrow(
      'Recurso notas: el código 4586B73F (list) ya es un permiso de estudiantes',
    );
    expect(() => permissionCatalogue([owning('notas', NOTAS), owning('avisos', { show: ['NT000002', 'Ver aviso'] })])).toThrow(
      'Recurso avisos: el código NT000002 (show) ya es un permiso de notas',
    );
  });

  it('refuses a code permiso/crear would refuse, with its reason', () => {
    expect(() => permissionCatalogue([owning('notas', { list: ['nt01', 'Listar notas'] })])).toThrow(
      'Recurso notas: el permiso list no es válido: El código debe tener de 4 a 16 letras mayúsculas o cifras',
    );
    expect(() => permissionCatalogue([owning('notas', { list: ['NT000001', ' '] })])).toThrow(
      'Recurso notas: el permiso list no es válido: La descripción debe tener al menos 3 caracteres',
    );
  });
});
