// The demo school's permission catalogue and groups (README 'Demo accounts'; issue 11): every code
// of both specification documents is in core/engine/permissions.ts and the permisos table with its recurso
// and a Spanish description; the groups are Administrador (every code), Coordinación académica,
// Secretaría de sede, Docente líder and Consulta (exactly 4586B73F and 560B5B09, as the README
// says).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, PERMISSIONS } from '../../../core/engine/permissions';
import { GRUPOS_DEMO, SECRETARIA } from '../../../server/seed/catalog';
import { openTestDatabase, servedCodes, type TestDatabase } from '../helpers';

/** Every code the specification names (routes, features, the student area's field codes). */
const SPEC_CODES = `023AB260 1010A13E 10F6CF17 11FC3E77 13FF6EC4 17737EC6 1904624A 19E70E2C 1CE32AC5 1E3B0C0D 20BAD775 22D98724
  235AE1F 2360680B 293B9B69 2D648D9C 2E3F932E 2FD9B828 31BEFF98 3329CE3B 383FFC12 39237B08 3C1A985C 3D64E6E9
  4049A232 42A34371 42C7BC3F 4370AA66 4586B73F 4610DB00 4DE6952E 4E621462 4EBC511D 4F40D01B 524A95EB 55C8CB36
  560B5B09 57315736 5A45ACB1 5B4F11C4 5FCCA3CB 6213A164 66581933 6B04B5EF 700279E9 71A798F 799AAD9D 7F91307F
  827D5C7D 83D463D2 8406FF9D 84D84CB2 871292F9 8A224540 8A28EE41 8A511756 8D24244B 9022BCBD 90C25887 91361DBD
  91AB81A4 956EB91C 98BEF7FF 98E38A0E A26852FD A9EFE57 AE7C3DD1 AEF8A7F2 B2903DC1 B50E2D63 B6EFA5D3 B7A9DE95
  BA0052EE BAB1EE7F BC8C54A9 C0F0653E C297CD9C C3D1A230 C448968B CE0C87D2 D12AEB51 D4F5A51C D6883020 D7DC46E
  DC61F6A2 DEF5A092 E1020A89 E1D33839 E329996D E4D2DDE5 E4E63F5F E96EB087 EA5E1F0B EACA7E4 EE7EF073 EEB6ADA9
  EFE8AFBA F0F8F93B F775D80 F83DCEB2 F94EDE37 FS9B8LJS LB3F483G QVHD4WVQ SF4RFLA0`.split(/\s+/);

let test: TestDatabase;

async function groupCodes(nombre: string): Promise<string[]> {
  const rows = await test.db.query<{ permiso: string }>(
    'SELECT gp.permiso FROM grupo_permisos gp JOIN grupos g ON g.id = gp.grupo_id WHERE g.nombre = $1 ORDER BY gp.permiso',
    [nombre],
  );
  return rows.map((r) => r.permiso);
}

beforeAll(async () => {
  test = await openTestDatabase({ seededStudents: 5 });
});
afterAll(async () => {
  await test.dispose();
});

describe('the permission catalogue', () => {
  it('holds every code of both documents, each once, with its recurso and a Spanish description', async () => {
    expect(SPEC_CODES).toHaveLength(105);
    const codes = PERMISSIONS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of SPEC_CODES) expect(codes, code).toContain(code);
    const stored = await test.db.query<{ codigo: string; recurso: string; descripcion: string }>('SELECT codigo, recurso, descripcion FROM permisos');
    for (const p of PERMISSIONS) {
      expect(stored).toContainEqual({ codigo: p.code, recurso: p.recurso, descripcion: p.descripcion });
      expect(p.recurso, p.code).toMatch(/^[a-z]+$/);
      // Words, not a code or an English label.
      expect(p.descripcion, p.code).toMatch(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+( [\p{L}/().,-]+)*$/u);
    }
  });
});

describe('the demo groups', () => {
  it('are the five realistic groups, with their codes', async () => {
    const names = (await test.db.query<{ nombre: string }>('SELECT nombre FROM grupos ORDER BY id')).map((g) => g.nombre);
    expect(names).toEqual(['Administrador', 'Consulta', 'Secretaría de sede', 'Coordinación académica', 'Docente líder']);
    expect(await groupCodes('Administrador')).toEqual((await servedCodes()).sort());
    expect(await groupCodes('Consulta')).toEqual([P.estudiantes.list, P.estudiantes.show].sort());
    expect(await groupCodes('Secretaría de sede')).toEqual([...SECRETARIA.codes].sort());
    for (const { nombre, codes } of GRUPOS_DEMO) expect(await groupCodes(nombre), nombre).toEqual([...codes].sort());
  });

  it('give academic coordination the academic codes and the lead teachers what they look at', async () => {
    const coordinacion = await groupCodes('Coordinación académica');
    for (const code of [P.cursos.createTema, P.examenes.edit, P.docentes.edit, P.estudiantes.edit, P.reportes.siet, P.progreso.notas]) expect(coordinacion).toContain(code);
    for (const code of [P.grupos.manage, P.usuarios.list, P.programador.deleteClase, P.admin.bulkPagos]) expect(coordinacion).not.toContain(code);
    expect(await groupCodes('Docente líder')).toEqual(
      [P.docentes.list, P.docentes.show, P.docentes.novedades, P.docentes.preasignaciones, P.programador.clases, P.estudiantes.list, P.estudiantes.show].sort(),
    );
  });
});
