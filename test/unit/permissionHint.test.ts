// What a control the user cannot use says: the codes it needs, by the catalogue's descriptions.
import { describe, expect, it } from 'vitest';
import { P, PERMISSIONS, permissionCatalogue, permissionDescriptions } from '../../core/engine/permissions';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { deniedHint, NO_PERMISSION_MESSAGE, permissionName, permissionNeeded, readOnlyHint, UNNAMED_PERMISSION } from '../../src/resource-views/permissionHint';

const SPEC = permissionDescriptions(PERMISSIONS);

describe('permissionHint', () => {
  it('names a code by its description only, never the code (issue 43 point 5)', () => {
    expect(permissionName(P.estudiantes.activo, SPEC)).toBe('«Cambiar estado activo / desactivar rol»');
    for (const { code, descripcion } of PERMISSIONS) expect(permissionName(code, SPEC)).toBe(`«${descripcion}»`);
    expect(permissionName('ZZZZ9999', SPEC)).toBe(UNNAMED_PERMISSION);
    // A resource's own code, by the catalogue that holds it.
    const withOwn = permissionDescriptions(permissionCatalogue([{ name: 'notas', ownPermissions: { list: ['ZZZZ9999', 'Listar notas'] } } as unknown as ResourceDeclaration]));
    expect(permissionName('ZZZZ9999', withOwn)).toBe('«Listar notas»');
  });

  it('says one code, or the alternatives any one of which would do', () => {
    expect(permissionNeeded([P.estudiantes.edit], SPEC)).toBe('Requiere el permiso «Editar datos básicos».');
    expect(permissionNeeded([P.estudiantes.edit, P.estudiantes.edit], SPEC)).toBe('Requiere el permiso «Editar datos básicos».');
    expect(permissionNeeded([P.estudiantes.sede, P.usuarios.sede], SPEC)).toBe(
      'Requiere uno de los permisos «Cambiar sede del estudiante» o «Cambiar sede de matrícula».',
    );
    expect(permissionNeeded(['A1', 'B2', 'C3'], SPEC)).toBe(`Requiere el permiso ${UNNAMED_PERMISSION}.`);
    expect(permissionNeeded([], SPEC)).toBe('Requiere un permiso que no tiene.');
  });

  it("starts a disabled control's tooltip with the spec's message", () => {
    expect(NO_PERMISSION_MESSAGE).toBe('No tiene permiso para esta operación');
    expect(deniedHint([P.estudiantes.activo], SPEC)).toBe(
      'No tiene permiso para esta operación. Requiere el permiso «Cambiar estado activo / desactivar rol».',
    );
  });

  it('words a read-only note', () => {
    expect(readOnlyHint([P.estudiantes.editVigencia], SPEC)).toBe('Solo lectura: requiere el permiso «Editar vigencia».');
    expect(readOnlyHint([P.estudiantes.editCurso, P.estudiantes.assignCurso], SPEC)).toBe(
      'Solo lectura: requiere uno de los permisos «Editar curso / nivel» o «Asignar curso / nivel».',
    );
  });
});
