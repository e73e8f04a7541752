import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '../../../server/auth/tokens';
import { ADMIN, CONSULTA, createStaffUser, createTestServer, databaseFingerprint, servedCodes, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('login', () => {
  it('returns an HS256 token with the contract payload', async () => {
    const response = await server.post('login', { email: ADMIN.email, password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const payload = decodeJwt(token) as { data: Record<string, unknown>; iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(payload.data).toMatchObject({ primer_nombre: ADMIN.primer_nombre, primer_apellido: ADMIN.primer_apellido, sede_id: 1 });
    expect(typeof payload.data.id).toBe('number');
    expect(typeof payload.data.permisos).toBe('string');
    expect([...(JSON.parse(payload.data.permisos as string) as string[])].sort()).toEqual((await servedCodes()).sort());
    expect(payload.data.sedes_permitidas).toHaveLength(25);
  });

  it('gives the Consulta account only its two codes', async () => {
    const token = await server.login(CONSULTA.email, CONSULTA.password);
    const data = (decodeJwt(token) as { data: { permisos: string; sedes_permitidas: number[] } }).data;
    expect(JSON.parse(data.permisos)).toEqual(['4586B73F', '560B5B09']);
    expect(data.sedes_permitidas).toEqual([1, 2, 3]);
  });

  it('accepts the e-mail in any case and with spaces around', async () => {
    const response = await server.post('login', { email: '  ADMIN@Escuela.Test ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('records ultimo_ingreso', async () => {
    await server.db.query('UPDATE usuarios SET ultimo_ingreso = NULL WHERE email = $1', [CONSULTA.email]);
    await server.login(CONSULTA.email, CONSULTA.password);
    const [row] = await server.db.query<{ ultimo_ingreso: Date | null }>('SELECT ultimo_ingreso FROM usuarios WHERE email = $1', [CONSULTA.email]);
    expect(row.ultimo_ingreso).toBeInstanceOf(Date);
    expect(Date.now() - row.ultimo_ingreso!.getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['wrong password', { email: ADMIN.email, password: 'Admin123?' }],
    ['unknown e-mail', { email: 'nadie@escuela.test', password: 'Admin123!' }],
  ])('answers 401 InvalidCredentials for a %s', async (_label, body) => {
    const response = await server.post('login', body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'InvalidCredentials', message: 'Correo o contraseña incorrectos' });
  });

  it('refuses inactive, deleted and group-less (non-staff) people', async () => {
    const inactive = await createStaffUser(server.db, ['4586B73F'], { activo: false });
    const deleted = await createStaffUser(server.db, ['4586B73F'], { deleted_at: new Date().toISOString() });
    const noGroup = await createStaffUser(server.db, [], { grupo_id: null });
    for (const user of [inactive, deleted, noGroup]) {
      const response = await server.post('login', { email: user.email, password: user.password });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('InvalidCredentials');
    }
  });

  it('never lets a student in, even with the right password', async () => {
    const [student] = await server.db.query<{ id: number; email: string; numero_documento: string }>(
      'SELECT id, email, numero_documento FROM usuarios WHERE es ORDER BY id LIMIT 1',
    );
    const reset = await server.post('estudiante/cambiar_password', { userid: student.id, password: null }, server.adminToken);
    expect(reset.statusCode).toBe(200);
    const response = await server.post('login', { email: student.email, password: student.numero_documento });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'admin@escuela.test' }, { password: 'Este campo es requerido' }],
    [{ email: '', password: 'x' }, { email: 'El correo electrónico es requerido' }],
    [{ email: 'no-es-correo', password: 'x' }, { email: 'El correo electrónico no es válido' }],
    [{ email: 5, password: ['x'] }, { email: 'Debe ser un texto', password: 'Debe ser un texto' }],
    [{ email: ADMIN.email, password: '' }, { password: 'La contraseña es requerida' }],
    [{ email: ADMIN.email, password: 'x', recordar: true }, { recordar: 'Campo no permitido: recordar' }],
  ])('answers 400 with Spanish field errors for %j', async (body, errors) => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', errors });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
