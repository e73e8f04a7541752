// The privilege ceiling, cell by cell: what each (action, kind of person) requires, that exactly
// those codes suffice, that one code less never does, and the rules no code can lift.
import { describe, expect, it } from 'vitest';
import {
  activeChangeProblem,
  mayActOn,
  PERSON_ACCESS,
  PERSON_ACTIONS,
  PERSON_KINDS,
  personKinds,
  privilegeTableMarkdown,
  reachableKinds,
  roleChangeProblem,
} from '../../core/engine/privileges';
import { ALL_PERMISSION_CODES } from '../../core/engine/permissions';

// The table as docs/security.md states it: "a y b" = both codes, "a o b" = either.
const EXPECTED: Record<string, Record<string, string>> = {
  ver: { estudiante: '4586B73F o 560B5B09 o 5B4F11C4', docente: '8A28EE41 o 42C7BC3F', funcionario: '42A34371 o 1E3B0C0D', administrador: '42A34371 o 1E3B0C0D' },
  editar: { estudiante: '9022BCBD', docente: '3329CE3B', funcionario: 'DEF5A092', administrador: 'DEF5A092 y 4F40D01B' },
  password: { estudiante: '31BEFF98', docente: '2FD9B828', funcionario: '1CE32AC5', administrador: '1CE32AC5 y 4F40D01B' },
  activo: { estudiante: '71A798F', docente: '71A798F y 3329CE3B', funcionario: '71A798F y DEF5A092', administrador: '71A798F y 4F40D01B' },
  sede: { estudiante: 'F775D80 o 4610DB00', docente: '4610DB00 y 3329CE3B', funcionario: '4610DB00 y 1010A13E', administrador: '4610DB00 y 4F40D01B' },
  rol_activar: { estudiante: '13FF6EC4', docente: '13FF6EC4 y 3329CE3B', funcionario: '13FF6EC4 y 1010A13E', administrador: '13FF6EC4 y 4F40D01B' },
  rol_desactivar: { estudiante: '71A798F', docente: '71A798F y 3329CE3B', funcionario: '71A798F y 1010A13E', administrador: '71A798F y 4F40D01B' },
};

const cells = PERSON_ACTIONS.flatMap((action) => PERSON_KINDS.map((kind) => [action, kind] as const));

describe('the privilege table', () => {
  it.each(cells)('%s × %s says what docs/security.md says', (action, kind) => {
    const text = PERSON_ACCESS[action][kind].map((alt) => alt.join(' y ')).join(' o ');
    expect(text).toBe(EXPECTED[action][kind]);
  });

  it.each(cells)('%s × %s: each alternative suffices, one code less never does', (action, kind) => {
    for (const alternative of PERSON_ACCESS[action][kind]) {
      expect(mayActOn(action, [kind], new Set(alternative))).toBe(true);
      for (const missing of alternative) {
        const fewer = new Set(alternative.filter((code) => code !== missing));
        expect(mayActOn(action, [kind], fewer)).toBe(false);
      }
    }
    expect(mayActOn(action, [kind], new Set())).toBe(false);
  });

  it.each(cells)('%s × %s: every code of the specification reaches it, and every code is a real one', (action, kind) => {
    expect(mayActOn(action, [kind], new Set(ALL_PERMISSION_CODES))).toBe(true);
    for (const code of PERSON_ACCESS[action][kind].flat()) expect(ALL_PERMISSION_CODES).toContain(code);
  });

  it('a person of several kinds needs the codes of each: student codes never reach staff', () => {
    const studentCodes = new Set(['4586B73F', '560B5B09', '9022BCBD', '31BEFF98', '71A798F', 'F775D80']);
    for (const action of PERSON_ACTIONS.filter((a) => !a.startsWith('rol'))) {
      expect(mayActOn(action, ['estudiante'], studentCodes)).toBe(true);
      expect(mayActOn(action, ['estudiante', 'funcionario'], studentCodes)).toBe(false);
      expect(mayActOn(action, ['estudiante', 'administrador'], studentCodes)).toBe(false);
    }
    expect(reachableKinds('editar', studentCodes)).toEqual(new Set(['estudiante']));
  });

  it('reads the kinds of a person from its roles', () => {
    expect(personKinds({ es: true, pr: false, ad: false, grupo_id: null })).toEqual(['estudiante']);
    expect(personKinds({ es: true, pr: true, ad: true, grupo_id: 4 })).toEqual(['estudiante', 'docente', 'funcionario', 'administrador']);
    expect(personKinds({ es: false, pr: false, ad: false, grupo_id: null })).toEqual([]);
  });

  it('renders the documented table', () => {
    const markdown = privilegeTableMarkdown();
    expect(markdown.split('\n')).toHaveLength(2 + PERSON_ACTIONS.length);
    expect(markdown).toContain('| editar | 9022BCBD | 3329CE3B | DEF5A092 | DEF5A092 y 4F40D01B |');
  });
});

describe('rules no code lifts', () => {
  const last = { actorId: 1, targetId: 2, targetIsLastActiveAdmin: true };
  it('nobody grants themselves a role', () => {
    expect(roleChangeProblem({ actorId: 5, targetId: 5, targetIsLastActiveAdmin: false, role: 'pr', grant: true })).toBe('No puede asignarse un rol a sí mismo');
    expect(roleChangeProblem({ actorId: 5, targetId: 5, targetIsLastActiveAdmin: false, role: 'es', grant: false })).toBeNull();
    expect(roleChangeProblem({ actorId: 5, targetId: 6, targetIsLastActiveAdmin: false, role: 'ad', grant: true })).toBeNull();
  });
  it('the last active administrator keeps the role and stays active', () => {
    expect(roleChangeProblem({ ...last, role: 'ad', grant: false })).toBe('No se puede quitar el rol de administrador al último administrador activo');
    expect(roleChangeProblem({ ...last, role: 'es', grant: false })).toBeNull();
    expect(activeChangeProblem({ ...last, activo: false })).toBe('No se puede desactivar al último administrador activo');
    expect(activeChangeProblem({ ...last, activo: true })).toBeNull();
    expect(activeChangeProblem({ ...last, targetIsLastActiveAdmin: false, activo: false })).toBeNull();
    expect(activeChangeProblem({ actorId: 3, targetId: 3, targetIsLastActiveAdmin: false, activo: false })).toBe('No puede desactivar su propia cuenta');
  });
});

it("docs/security.md ('Security rules the server enforces') shows the enforced table", async () => {
  const { readFile } = await import('node:fs/promises');
  const doc = await readFile(new URL('../../docs/security.md', import.meta.url), 'utf8');
  for (const line of privilegeTableMarkdown().split('\n')) expect(doc).toContain(line);
});
