import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, newStudent, type TestServer } from '../helpers';

let server: TestServer;

async function buscar(texto: string): Promise<Record<string, unknown>[]> {
  const response = await server.post('estudiante/buscar', { texto }, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
}

beforeAll(async () => {
  server = await createTestServer();
  const created = await server.post(
    'estudiante/crear',
    newStudent(1, { primer_nombre: 'Ángela', primer_apellido: 'Muñoz', email: 'angela.munoz@correo.test', numero_documento: '5500009999' }),
    server.adminToken,
  );
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/buscar', () => {
  it('needs at least 5 characters', async () => {
    const response = await server.post('estudiante/buscar', { texto: ' Muño ' }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', errors: { texto: 'Debe tener mínimo 5 caracteres' } });
  });

  it('ignores case and accents in both directions', async () => {
    for (const texto of ['MUNOZ', 'muñoz', 'angela munoz', 'ÁNGELA', 'Angela Muñoz']) {
      const found = await buscar(texto);
      expect(found.map((r) => r.email), texto).toContain('angela.munoz@correo.test');
    }
  });

  it('matches document numbers and e-mails, every word somewhere', async () => {
    expect((await buscar('5500009999')).map((r) => r.numero_documento)).toEqual(['5500009999']);
    expect(await buscar('angela.munoz@correo')).toHaveLength(1);
    expect(await buscar('angela zzzzzz')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await buscar('%%%%%')).toEqual([]);
    expect(await buscar('_____')).toEqual([]);
  });

  it('returns at most 100 records', async () => {
    const bulk = Array.from({ length: 120 }, (_, i) => ({
      primer_nombre: 'Repetido', primer_apellido: 'Buscable', tipo_documento: 'CC', numero_documento: `66${String(i).padStart(6, '0')}`,
      movil: '3001234567', email: `repetido${i}@correo.test`, sede_id: '1', curso_actual_id: '1',
    }));
    const response = await server.post('estudiante/crear_masivo', { registros: bulk }, server.adminToken);
    expect(response.json().creados).toBe(120);
    const found = await buscar('repetido buscable');
    expect(found).toHaveLength(100);
  });
});

describe('salon/buscar', () => {
  it('searches rooms from 3 characters', async () => {
    const response = await server.post('salon/buscar', { texto: 'sal' }, server.adminToken);
    expect(response.statusCode).toBe(200);
    const rooms = response.json() as { nombre: string }[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => /sal/i.test(r.nombre))).toBe(true);
    expect((await server.post('salon/buscar', { texto: 'sa' }, server.adminToken)).statusCode).toBe(400);
  });
});

describe("estudiante/buscar with the scheduler's filters", () => {
  it('narrows to a course and to active students, and lets a booker (5B4F11C4) search', async () => {
    const [ana] = await server.db.query<{ id: number; curso_actual_id: number; sede_id: number }>(`SELECT id, curso_actual_id, sede_id FROM usuarios WHERE email = 'angela.munoz@correo.test'`);
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM cursos WHERE id <> $1 ORDER BY id LIMIT 1', [ana.curso_actual_id]);
    const post = (body: Record<string, unknown>, token = server.adminToken) => server.post('estudiante/buscar', { texto: 'Ángela Muñoz', ...body }, token);
    expect((await post({ curso_id: ana.curso_actual_id })).json()).toHaveLength(1);
    expect((await post({ curso_id: other.id })).json()).toEqual([]);
    expect((await post({ curso_id: null, activos: 'true' })).json()).toHaveLength(1);
    await server.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [ana.id]);
    expect((await post({ activos: 'true' })).json()).toEqual([]);
    expect((await post({ activos: true })).json()).toEqual([]);
    expect((await post({ activos: 'false' })).json()).toHaveLength(1);
    await server.db.query('UPDATE usuarios SET activo = true WHERE id = $1', [ana.id]);
    expect((await post({ curso_id: 'uno' })).statusCode).toBe(400);
    expect((await post({ sede: 1 })).statusCode).toBe(400);
    // A booker of the student's sede (searches stay within the user's sedes).
    const booker = await createStaffUser(server.db, [P.programador.createAgendamiento], { sede_id: ana.sede_id });
    await server.db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [booker.id, ana.sede_id]);
    expect((await post({}, await server.login(booker.email, booker.password))).json()).toHaveLength(1);
    const nobody = await createStaffUser(server.db, [P.programador.clases]);
    expect((await post({}, await server.login(nobody.email, nobody.password))).statusCode).toBe(403);
  });
});
