// Two server processes (`server/main.ts`) on one PostgreSQL: a code removed from a group or granted
// to it through either one (grupo/quitar_permiso, grupo/agregar_permiso) holds on the member's very
// next request to the other, whose access cache had the old codes — the grupo_permisos trigger's
// NOTIFY and the acceso_version counter (migration 002, server/auth/accessCache.ts). Only with
// TEST_DATABASE_URL (`bash test/postgres/run.sh`): embedded PGlite serves one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../resources/permissions';
import { type ServerProcess, startServerProcess } from '../../serverProcess';
import { ADMIN, createStaffUser, openTestDatabase, type TestDatabase } from '../helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

let test: TestDatabase;
const instances: ServerProcess[] = [];

async function call(instance: ServerProcess, path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${instance.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(instance: ServerProcess, email: string, password: string): Promise<string> {
  const { status, body } = await call(instance, 'login', { email, password });
  expect(status).toBe(200);
  return body.token as string;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    test = await openTestDatabase({ seededStudents: 5 });
    const [{ name }] = await test.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    // One after the other: the second finds the database migrated and seeded by then.
    for (let i = 0; i < 2; i++) instances.push(await startServerProcess({ DATABASE_URL: url.toString() }, 90_000));
  }, 200_000);

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await test?.dispose();
  }, 30_000);

  it("a code removed or granted through one server holds on the member's next request to the other", async () => {
    const [a, b] = instances;
    const user = await createStaffUser(test.db, [P.estudiantes.list]);
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
