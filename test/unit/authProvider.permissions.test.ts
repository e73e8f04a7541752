import { describe, expect, it } from 'vitest';
import { canAccessResource, hasPermission, parsePermisos } from '../../authProvider/permissions';
import estudiantes from '../../resources/estudiantes/schema';
import { defineResource } from '../../core/engine/declaration/resource';

describe('parsePermisos', () => {
  it('reads the JSON text of the token', () => {
    expect(parsePermisos('["4586B73F","560B5B09"]')).toEqual(['4586B73F', '560B5B09']);
  });

  it('accepts an array, trims, drops non-strings, blanks and duplicates', () => {
    expect(parsePermisos([' A1 ', 'A1', '', 'B2'])).toEqual(['A1', 'B2']);
    expect(parsePermisos('["X", 3, null, "Y"]')).toEqual(['X', 'Y']);
  });

  it('gives [] for missing or malformed values', () => {
    expect(parsePermisos(undefined)).toEqual([]);
    expect(parsePermisos('')).toEqual([]);
    expect(parsePermisos('no es json')).toEqual([]);
    expect(parsePermisos('{"a":1}')).toEqual([]);
    expect(parsePermisos('"4586B73F"')).toEqual([]);
  });
});

describe('hasPermission', () => {
  it('matches whole codes exactly', () => {
    expect(hasPermission(['4586B73F'], '4586B73F')).toBe(true);
    expect(hasPermission(['4586B73F'], '4586b73f')).toBe(false);
    expect(hasPermission(['4586B73F'], '4586B7')).toBe(false);
    expect(hasPermission([], '4586B73F')).toBe(false);
    expect(hasPermission([''], '')).toBe(false);
  });
});

describe('canAccessResource', () => {
  const all = Object.values(estudiantes.permissions);

  it('maps every react-admin action to the declared code', () => {
    expect(canAccessResource(estudiantes, 'list', ['4586B73F'])).toBe(true);
    // Exporting: the list's code and the detail's, both (personal data, issue 43).
    expect(canAccessResource(estudiantes, 'export', ['4586B73F', '560B5B09'])).toBe(true);
    expect(canAccessResource(estudiantes, 'export', ['4586B73F'])).toBe(false);
    expect(canAccessResource(estudiantes, 'export', ['560B5B09'])).toBe(false);
    expect(canAccessResource(estudiantes, 'show', ['560B5B09'])).toBe(true);
    expect(canAccessResource(estudiantes, 'create', ['D12AEB51'])).toBe(true);
    expect(canAccessResource(estudiantes, 'edit', ['9022BCBD'])).toBe(true);
    expect(canAccessResource(estudiantes, 'bulk', ['F94EDE37'])).toBe(true);
  });

  it('denies an action whose code the user lacks', () => {
    const codes = ['4586B73F'];
    for (const action of ['show', 'create', 'edit', 'bulk']) expect(canAccessResource(estudiantes, action, codes)).toBe(false);
  });

  it('denies actions without a declared code, whatever the codes', () => {
    expect(canAccessResource(estudiantes, 'delete', all)).toBe(false);
    expect(canAccessResource(estudiantes, 'clone', all)).toBe(false);
    expect(canAccessResource(estudiantes, 'toString', all)).toBe(false);
    expect(canAccessResource(estudiantes, '', all)).toBe(false);
  });

  it('grants delete when the declaration has a delete code', () => {
    const borrable = defineResource({ ...estudiantes, name: 'borrables', permissions: { ...estudiantes.permissions, delete: 'DEL001' } });
    expect(canAccessResource(borrable, 'delete', ['DEL001'])).toBe(true);
    expect(canAccessResource(borrable, 'delete', ['4586B73F'])).toBe(false);
  });
});
