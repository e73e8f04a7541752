import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import estudiantes from '../../../resources/estudiantes/schema';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
type Lista = { datos: Record<string, unknown>[]; total: number };

async function lista(path: string, body: unknown): Promise<Lista> {
  const response = await server.post(path, body, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Lista;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/lista', () => {
  it('pages with the declaration defaults (10 per page, by surname)', async () => {
    const { datos, total } = await lista('estudiante/lista', {});
    expect(total).toBe(30);
    expect(datos).toHaveLength(estudiantes.list.perPage);
    const surnames = datos.map((d) => fold(String(d.primer_apellido)));
    expect(surnames).toEqual([...surnames].sort());
  });

  it('carries id, version and every declared field, never the password hash, dates as YYYY-MM-DD', async () => {
    const { datos } = await lista('estudiante/lista', { por_pagina: 30 });
    const keys = ['id', 'version', ...estudiantes.fields.map((f) => f.source)].sort();
    for (const record of datos) expect(Object.keys(record).sort()).toEqual(keys);
    const dated = datos.filter((d) => d.fecha_nacimiento !== null);
    expect(dated.length).toBeGreaterThan(0);
    for (const record of dated) expect(record.fecha_nacimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('returns every student exactly once across the pages', async () => {
    const ids = new Set<unknown>();
    for (let pagina = 1; pagina <= 7; pagina++) {
      const { datos } = await lista('estudiante/lista', { pagina, por_pagina: 5, orden: { campo: 'email', direccion: 'DESC' } });
      for (const d of datos) ids.add(d.id);
      if (pagina === 7) expect(datos).toHaveLength(0);
    }
    expect(ids.size).toBe(30);
  });

  it('sorts by each order the list offers, descending the exact reverse of ascending (nulls and ties too)', async () => {
    for (const campo of ['id', 'primer_apellido', 'primer_nombre', 'numero_documento', 'email', 'sede_id', 'activo']) {
      const asc = await lista('estudiante/lista', { por_pagina: 100, orden: { campo, direccion: 'ASC' } });
      const desc = await lista('estudiante/lista', { por_pagina: 100, orden: { campo, direccion: 'DESC' } });
      expect(desc.datos.map((d) => d.id), campo).toEqual(asc.datos.map((d) => d.id).reverse());
    }
  });

  it('refuses an order the list does not offer (no index serves it)', async () => {
    const response = await server.post('estudiante/lista', { orden: { campo: 'telefono', direccion: 'ASC' } }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'orden.campo': 'Valor no permitido' });
  });

  it('sorts by any declared field in both directions', async () => {
    const asc = await lista('estudiante/lista', { por_pagina: 30, orden: { campo: 'numero_documento', direccion: 'ASC' } });
    const desc = await lista('estudiante/lista', { por_pagina: 30, orden: { campo: 'numero_documento', direccion: 'DESC' } });
    const numbers = asc.datos.map((d) => String(d.numero_documento));
    expect(numbers).toEqual([...numbers].sort());
    expect(desc.datos.map((d) => d.numero_documento)).toEqual([...numbers].reverse());
    const byId = await lista('estudiante/lista', { por_pagina: 3, orden: { campo: 'id', direccion: 'DESC' } });
    const ids = byId.datos.map((d) => d.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by value, list of values, null and ids', async () => {
    const bySede = await lista('estudiante/lista', { por_pagina: 100, filtros: { sede_id: 3 } });
    expect(bySede.datos.every((d) => d.sede_id === 3)).toBe(true);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM usuarios WHERE es AND sede_id = 3');
    expect(bySede.total).toBe(n);

    const several = await lista('estudiante/lista', { por_pagina: 100, filtros: { sede_id: ['3', 4, 5] } });
    expect(several.datos.every((d) => [3, 4, 5].includes(d.sede_id as number))).toBe(true);

    const withoutPayment = await lista('estudiante/lista', { por_pagina: 100, filtros: { tipo_pago: null } });
    expect(withoutPayment.total).toBeGreaterThan(0);
    expect(withoutPayment.datos.every((d) => d.tipo_pago === null)).toBe(true);

    const inactive = await lista('estudiante/lista', { filtros: { activo: 'no' } });
    expect(inactive.datos.every((d) => d.activo === false)).toBe(true);

    const { datos: some } = await lista('estudiante/lista', { por_pagina: 3 });
    const ids = some.map((d) => d.id as number);
    const byIds = await lista('estudiante/lista', { filtros: { ids } });
    expect(byIds.datos.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect(byIds.total).toBe(3);
  });

  it('never lists people outside the scope (staff) or soft-deleted students', async () => {
    const [staff] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
    expect((await lista('estudiante/lista', { filtros: { ids: [staff.id] } })).total).toBe(0);
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es ORDER BY id DESC LIMIT 1');
    await server.db.query('UPDATE usuarios SET deleted_at = now() WHERE id = $1', [student.id]);
    expect((await lista('estudiante/lista', { filtros: { ids: [student.id] } })).total).toBe(0);
    expect((await server.post('estudiante/detalle', { id: student.id }, server.adminToken)).statusCode).toBe(404);
    await server.db.query('UPDATE usuarios SET deleted_at = NULL WHERE id = $1', [student.id]);
  });

  it.each([
    [{ orden: { campo: 'password_hash', direccion: 'ASC' } }, 'orden.campo'],
    [{ orden: { campo: 'email', direccion: 'ARRIBA' } }, 'orden.direccion'],
    [{ por_pagina: 0 }, 'por_pagina'],
    [{ por_pagina: 1001 }, 'por_pagina'],
    [{ pagina: 1.5 }, 'pagina'],
    [{ filtros: { password_hash: 'x' } }, 'filtros.password_hash'],
    [{ filtros: { 'email; DROP TABLE usuarios': 'x' } }, 'filtros.email; DROP TABLE usuarios'],
    [{ filtros: { sede_id: 'bogota' } }, 'filtros.sede_id'],
    [{ filtros: { sede_id: 99999999999 } }, 'filtros.sede_id'],
    [{ filtros: { ids: ['x'] } }, 'filtros.ids'],
    [{ filtros: { sede_id: [] } }, 'filtros.sede_id'],
    [{ filtros: { sede_id: [{}] } }, 'filtros.sede_id'],
    [{ filtros: { tipos_permitidos: 'x' } }, 'filtros.tipos_permitidos'],
    [{ filtros: { fecha_nacimiento: '31/02/2000' } }, 'filtros.fecha_nacimiento'],
    [{ buscar: 'x' }, 'buscar'],
    [{ filtros: ['sede_id'] }, 'filtros'],
  ])('answers 400 for %j', async (body, field) => {
    const response = await server.post('estudiante/lista', body, server.adminToken);
    expect(response.statusCode).toBe(400);
    const json = response.json() as { code: string; errors: Record<string, string> };
    expect(json.code).toBe('ValidationError');
    expect(Object.keys(json.errors)).toContain(field);
  });
});

describe('salon/lista', () => {
  it('lists rooms with tipos_permitidos as an array and sorts by capacity', async () => {
    const { datos, total } = await lista('salon/lista', { por_pagina: 1000, orden: { campo: 'capacidad', direccion: 'DESC' } });
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM salones');
    expect(total).toBe(n);
    expect(datos.every((d) => Array.isArray(d.tipos_permitidos))).toBe(true);
    const capacities = datos.map((d) => d.capacidad as number);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
    const labs = await lista('salon/lista', { por_pagina: 1000, filtros: { tipo_salon: 'lab' } });
    expect(labs.datos.every((d) => d.tipo_salon === 'lab')).toBe(true);
  });
});
