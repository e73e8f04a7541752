// Banners through the API (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): required values say
// 'Debe rellenar todos los campos', the end may not come before the start, the author is the
// creator; codes per operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
const BANNER = { url: 'https://estaticos.escuela.test/b.png', fecha_inicio: '2026-12-01', fecha_fin: '2026-12-15', cursos: [1], sedes: [1], metodos_pago: ['contado'] };

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.admin.listBanners, P.admin.createBanner, P.admin.showBanner, P.admin.editBanner]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('banners', () => {
  it('creates a banner with its author', async () => {
    const response = await server.post('banners/crear', BANNER, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...BANNER, activo: true, usuario: 'Prueba Funcionario' });
  });

  it('refuses missing values and an end before the start, writing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const missing = await server.post('banners/crear', { ...BANNER, cursos: [], url: '' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ cursos: 'Debe rellenar todos los campos', url: 'Debe rellenar todos los campos' });
    const backwards = await server.post('banners/crear', { ...BANNER, fecha_fin: '2026-11-30' }, token);
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['fecha_fin']);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('needs F0F8F93B to create', async () => {
    const user = await createStaffUser(server.db, [P.admin.listBanners, P.admin.editBanner]);
    expect((await server.post('banners/crear', BANNER, await server.login(user.email, user.password))).statusCode).toBe(403);
  });
});
