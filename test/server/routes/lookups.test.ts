import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS } from '../../../core/engine/lookups';
import { LOOKUP_COLUMNS } from '../../../server/routes/lookups';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

async function list<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<T[]> {
  const response = await server.post(path, body, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T[];
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('lookups', () => {
  it('each answers rows with exactly its contract columns', async () => {
    for (const [name, lookup] of Object.entries(LOOKUPS)) {
      const rows = await list(lookup.endpoint);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort(), name).toEqual([...LOOKUP_COLUMNS[name as keyof typeof LOOKUPS]].sort());
    }
  });

  it('sedes: 25 campuses, exactly one Premium, ordered by name', async () => {
    const sedes = await list<{ nombre: string; premium: boolean }>('sedes/lista');
    expect(sedes).toHaveLength(25);
    expect(sedes.filter((s) => s.premium)).toHaveLength(1);
    const names = sedes.map((s) => s.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('document types, payment methods, levels and class types hold the demo catalog', async () => {
    expect((await list<{ codigo: string }>('tipos-documentos/lista')).map((t) => t.codigo).slice(0, 4)).toEqual(['CC', 'TI', 'CE', 'PA']);
    expect(await list('tipos-documentos/lista')).toContainEqual({ codigo: 'CC', nombre: 'Cédula de ciudadanía' });
    expect((await list<{ codigo: string }>('config/metodos_pago')).map((m) => m.codigo).sort()).toEqual(['beca', 'contado', 'convenio', 'credito', 'empresa']);
    expect((await list<{ codigo: string; idioma: string }>('nivel/lista')).filter((n) => n.idioma === 'Inglés').map((n) => n.codigo)).toEqual(['A1', 'A2', 'B1', 'B2', 'B2+']);
    const tipos = await list<{ id: string; nombre_corto: string }>('tipos-clase/lista');
    const byId = Object.fromEntries(tipos.map((t) => [t.id, t.nombre_corto]));
    expect(byId).toMatchObject({ regular_1: 'FN', regular_2: 'TN1', regular_5: 'S1', regular_a: 'TVB4', tutoria: 'TUT' });
    for (const id of ['lab', 'writing', 'speakup_basico', 'speakup_avanzado', 'immersion_basico', 'immersion_avanzado', 'clase_0', 'conversation']) {
      expect(byId, id).toHaveProperty(id);
    }
    for (let n = 16; n <= 27; n++) expect(byId).toHaveProperty(`regular_${n}`);
  });

  it('nivel/cursos filters by level, or lists every course', async () => {
    const all = await list<{ nivel_id: number; codigo: string }>('nivel/cursos');
    expect(all.some((c) => c.codigo.includes('EN'))).toBe(true);
    expect(all.some((c) => c.codigo.includes('FR'))).toBe(true);
    const levelTwo = await list<{ nivel_id: number }>('nivel/cursos', { nivel_id: 2 });
    expect(levelTwo.length).toBeGreaterThan(1);
    expect(levelTwo.every((c) => c.nivel_id === 2)).toBe(true);
    expect(await list('nivel/cursos', { nivel_id: '2' })).toEqual(levelTwo);
    expect(await list('nivel/cursos', { nivel_id: null })).toEqual(all);
    expect(await list('nivel/cursos', { nivel_id: 999 })).toEqual([]);
    const bad = await server.post('nivel/cursos', { nivel_id: 'A1' }, server.adminToken);
    expect(bad.statusCode).toBe(400);
  });

  it('tipos-documentos/lista also answers GET (with a token)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/tipos-documentos/lista', headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await list('tipos-documentos/lista'));
    expect((await server.app.inject({ method: 'GET', url: '/api/tipos-documentos/lista' })).statusCode).toBe(401);
  });
});
