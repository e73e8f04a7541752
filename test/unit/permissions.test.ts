// The code catalogue: the named codes (P) and the described list (PERMISSIONS) hold the same codes, once.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P, PERMISSIONS } from '../../core/permissions';

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
    expect(PERMISSIONS).toHaveLength(105);
  });
});
