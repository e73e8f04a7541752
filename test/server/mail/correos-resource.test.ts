// 'Correos enviados': the outbox read through its declared resource, by the strongest code only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('correo_enviado/lista and correo_enviado/detalle', () => {
  it('show a generated password mail, newest first, to a holder of 4F40D01B', async () => {
    const [student] = await server.db.query<{ id: number; email: string }>('SELECT id, email FROM usuarios WHERE es AND grupo_id IS NULL ORDER BY id LIMIT 1');
    await server.post('estudiante/cambiar_password', { userid: student.id, password: null }, server.adminToken);
    const list = (await server.post('correo_enviado/lista', {}, server.adminToken)).json() as { datos: Record<string, unknown>[]; total: number };
    expect(list.total).toBeGreaterThan(0);
    expect(list.datos[0]).toMatchObject({ para: student.email, asunto: 'Su nueva contraseña de Aula', intentos: 0 });
    expect(['pendiente', 'sin_smtp']).toContain(list.datos[0].estado);
    expect(String(list.datos[0].created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const detail = (await server.post('correo_enviado/detalle', { id: list.datos[0].id }, server.adminToken)).json() as { cuerpo: string };
    expect(detail.cuerpo).toContain('Se generó una nueva contraseña');
    expect((await server.post('correo_enviado/buscar', { texto: student.email.slice(0, 6) }, server.adminToken)).json()).not.toHaveLength(0);
  });

  it('are refused without 4F40D01B and cannot be written through the API', async () => {
    const user = await createStaffUser(server.db, ['4586B73F', '42A34371']);
    const token = await server.login(user.email, user.password);
    expect((await server.post('correo_enviado/lista', {}, token)).statusCode).toBe(403);
    const paths = server.app.endpoints.map((e) => e.path).filter((p) => p.startsWith('correo_enviado/'));
    expect(paths.sort()).toEqual(['correo_enviado/buscar', 'correo_enviado/detalle', 'correo_enviado/exportar', 'correo_enviado/lista']);
  });
});
