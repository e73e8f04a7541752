// Two server processes (`server/main.ts`) on one PostgreSQL: a code removed from a group or granted
// to it through either one (grupo/quitar_permiso, grupo/agregar_permiso) holds on the member's very
// next request to the other, whose access cache had the old codes — the grupo_permisos trigger's
// NOTIFY and the acceso_version counter (migration 002, server/auth/accessCache.ts). Only with
// TEST_DATABASE_URL (`bash test/postgres/run.sh`): embedded PGlite serves one process.
import { describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import type { ServerProcess } from '../../serverProcess';
import { ADMIN, createStaffUser } from '../helpers';
import { call, login, postgresUrl, useTwoServers } from './twoServers';

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', () => {
  const servers = useTwoServers();

  it("a code removed or granted through one server holds on the member's next request to the other", async () => {
    const [a, b] = servers.instances;
    const user = await createStaffUser(servers.db(), [P.estudiantes.list]);
    const member = await login(a, user.email, user.password);
    const admin = await login(a, ADMIN.email, ADMIN.password);
    const grupo = async (via: ServerProcess, path: 'agregar_permiso' | 'quitar_permiso', permiso: string) =>
      expect((await call(via, `grupo/${path}`, { id: user.grupoId, permiso }, admin)).status).toBe(200);
    const statusOn = async (instance: ServerProcess, path: string) => (await call(instance, path, {}, member)).status;

    // Both servers have the member's access cached.
    for (const instance of [a, b]) {
      expect(await statusOn(instance, 'estudiante/lista')).toBe(200);
      expect(await statusOn(instance, 'estudiante/lista')).toBe(200);
      expect(await statusOn(instance, 'docente/lista')).toBe(403);
    }

    // Removed through A: refused at once by B (and A).
    await grupo(a, 'quitar_permiso', P.estudiantes.list);
    expect(await statusOn(b, 'estudiante/lista')).toBe(403);
    expect(await statusOn(a, 'estudiante/lista')).toBe(403);

    // Given back through B: accepted at once by A (and B).
    await grupo(b, 'agregar_permiso', P.estudiantes.list);
    expect(await statusOn(a, 'estudiante/lista')).toBe(200);
    expect(await statusOn(b, 'estudiante/lista')).toBe(200);

    // A code never held: granted through A, used through B; removed through B, refused by A.
    await grupo(a, 'agregar_permiso', P.docentes.list);
    expect(await statusOn(b, 'docente/lista')).toBe(200);
    await grupo(b, 'quitar_permiso', P.docentes.list);
    expect(await statusOn(a, 'docente/lista')).toBe(403);
    expect(await statusOn(b, 'docente/lista')).toBe(403);
  }, 60_000);
});
