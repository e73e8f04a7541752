// A group's codes changed through grupo/quitar_permiso and grupo/agregar_permiso take effect on the
// member's very next request, with the token they already hold (no new login): the guard's access
// cache is dropped by the grupo_permisos trigger (migration 002). perfil answers the codes as they
// now are, so the browser's menu follows at the next page load. On PGlite here; on PostgreSQL with
// `bash test/postgres/run.sh` (two server processes: groupsCrossInstance.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let member: { id: number; grupoId: number; token: string };

const grupo = (path: 'agregar_permiso' | 'quitar_permiso', permiso: string) =>
  server.post(`grupo/${path}`, { id: member.grupoId, permiso }, server.adminToken);
const status = async (path: string) => (await server.post(path, {}, member.token)).statusCode;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  const user = await createStaffUser(server.db, [P.estudiantes.list]);
  member = { ...user, token: await server.login(user.email, user.password) };
});
afterAll(async () => {
  await server.close();
});

describe("a group's codes, on the member's next request", () => {
  it('a removed code answers 403 at once, and given back it answers 200, with the same token', async () => {
    // Read twice first: the member's access is cached.
    expect(await status('estudiante/lista')).toBe(200);
    expect(await status('estudiante/lista')).toBe(200);
    expect((await grupo('quitar_permiso', P.estudiantes.list)).statusCode).toBe(200);
    expect(await status('estudiante/lista')).toBe(403);
    expect((await grupo('agregar_permiso', P.estudiantes.list)).statusCode).toBe(200);
    expect(await status('estudiante/lista')).toBe(200);
  });

  it('a code never held works from the call after it is granted, and stops after it is removed', async () => {
    expect(await status('docente/lista')).toBe(403);
    expect((await grupo('agregar_permiso', P.docentes.list)).statusCode).toBe(200);
    expect(await status('docente/lista')).toBe(200);
    expect((await grupo('quitar_permiso', P.docentes.list)).statusCode).toBe(200);
    expect(await status('docente/lista')).toBe(403);
    expect(await status('estudiante/lista')).toBe(200);
  });

  it('perfil answers the codes as they are now, not as the token has them', async () => {
    expect((await server.post('perfil', {}, member.token)).json().permisos).toEqual([P.estudiantes.list]);
    await grupo('agregar_permiso', P.estudiantes.show);
    expect((await server.post('perfil', {}, member.token)).json().permisos).toEqual([P.estudiantes.list, P.estudiantes.show].sort());
    await grupo('quitar_permiso', P.estudiantes.list);
    expect((await server.post('perfil', {}, member.token)).json().permisos).toEqual([P.estudiantes.show]);
  });
});
