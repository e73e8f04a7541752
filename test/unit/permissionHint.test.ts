// What a control the user cannot use says: the codes it needs, by the catalogue's descriptions.
import { describe, expect, it } from 'vitest';
import { P, PERMISSIONS, permissionCatalogue, permissionDescriptions } from '../../core/engine/permissions';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { deniedHint, NO_PERMISSION_MESSAGE, permissionName, permissionNeeded, readOnlyHint } from '../../src/resource-views/permissionHint';

const SPEC = permissionDescriptions(PERMISSIONS);

describe('permissionHint', () => {
  it('names a code by its description and the code itself', () => {
    expect(permissionName(P.estudiantes.activo, SPEC)).toBe('«Cambiar estado activo / desactivar rol» (71A798F)');
    for (const { code, descripcion } of PERMISSIONS) expect(permissionName(code, SPEC)).toBe(`«${descripcion}» (${code})`);
    expect(permissionName('ZZZZ9999', SPEC)).toBe('ZZZZ9999');
    // A resource's own code, by the catalogue that holds it.
    const withOwn = permissionDescriptions(permissionCatalogue([{ name: 'notas', ownPermissions: { list: ['ZZZZ9999', 'Listar notas'] } } as unknown as ResourceDeclaration]));
    expect(permissionName('ZZZZ9999', withOwn)).toBe('«Listar notas» (ZZZZ9999)');
  });

  it('says one code, or the alternatives any one of which would do', () => {
    expect(permissionNeeded([P.estudiantes.edit], SPEC)).toBe('Requiere el permiso «Editar datos básicos» (9022BCBD).');
    expect(permissionNeeded([P.estudiantes.edit, P.estudiantes.edit], SPEC)).toBe('Requiere el permiso «Editar datos básicos» (9022BCBD).');
    expect(permissionNeeded([P.estudiantes.sede, P.usuarios.sede], SPEC)).toBe(
      'Requiere uno de los permisos «Cambiar sede del estudiante» (F775D80) o «Cambiar sede de matrícula» (4610DB00).',
    );
    expect(permissionNeeded(['A1', 'B2', 'C3'], SPEC)).toBe('Requiere uno de los permisos A1, B2 o C3.');
    expect(permissionNeeded([], SPEC)).toBe('Requiere un permiso que no tiene.');
  });

  it("starts a disabled control's tooltip with the spec's message", () => {
    expect(NO_PERMISSION_MESSAGE).toBe('No tiene permiso para esta operación');
    expect(deniedHint([P.estudiantes.activo], SPEC)).toBe(
      'No tiene permiso para esta operación. Requiere el permiso «Cambiar estado activo / desactivar rol» (71A798F).',
    );
  });

  it('words a read-only note', () => {
    expect(readOnlyHint([P.estudiantes.editVigencia], SPEC)).toBe('Solo lectura: requiere el permiso «Editar vigencia» (1904624A).');
    expect(readOnlyHint([P.estudiantes.editCurso, P.estudiantes.assignCurso], SPEC)).toBe(
      'Solo lectura: requiere uno de los permisos «Editar curso / nivel» (C448968B) o «Asignar curso / nivel» (C0F0653E).',
    );
  });
});
