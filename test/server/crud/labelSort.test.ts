// A list sorted by a lookup column is in its options' label order (Armenia before Bogotá), not by id:
// pages stable (ties by id), descending the exact reverse, the export in the same order, and fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
type Lista = { datos: Record<string, unknown>[]; total: number };

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

async function lista(path: string, body: unknown): Promise<Lista> {
  const response = await server.post(path, body, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Lista;
}

let sedeNames: Map<number, string>;

beforeAll(async () => {
  server = await createTestServer();
  const rows = await server.db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM sedes');
  sedeNames = new Map(rows.map((r) => [r.id, r.nombre]));
});
afterAll(async () => {
  await server.close();
});

describe('sort by a lookup label', () => {
  it('orders rooms by their sede name, ties by id, and pages without gaps or repeats', async () => {
    const asc = await lista('salon/lista', { por_pagina: 200, orden: { campo: 'sede_id', direccion: 'ASC' } });
    const names = asc.datos.map((d) => fold(sedeNames.get(Number(d.sede_id)) ?? ''));
    expect(names).toEqual([...names].sort());
    expect(names.findIndex((n) => n.startsWith('armenia'))).toBeLessThan(names.findIndex((n) => n.startsWith('bogota')));
    const paged: unknown[] = [];
    for (let pagina = 1; pagina * 25 < asc.total + 25; pagina++) {
      paged.push(...(await lista('salon/lista', { pagina, por_pagina: 25, orden: { campo: 'sede_id', direccion: 'ASC' } })).datos.map((d) => d.id));
    }
    expect(paged).toEqual(asc.datos.map((d) => d.id));
    const desc = await lista('salon/lista', { por_pagina: 200, orden: { campo: 'sede_id', direccion: 'DESC' } });
    expect(desc.datos.map((d) => d.id)).toEqual(asc.datos.map((d) => d.id).reverse());
  });

  it('orders students (an indexed list) by sede name too, and the export walks the same order', async () => {
    const asc = await lista('estudiante/lista', { por_pagina: 100, orden: { campo: 'sede_id', direccion: 'ASC' } });
    const names = asc.datos.map((d) => fold(sedeNames.get(Number(d.sede_id)) ?? ''));
    expect(names).toEqual([...names].sort());
    // Page by page (read option by option from the index), descending too: the same rows in the same order.
    for (const direccion of ['ASC', 'DESC'] as const) {
      const whole = await lista('estudiante/lista', { por_pagina: 100, orden: { campo: 'sede_id', direccion } });
      const paged: unknown[] = [];
      for (let pagina = 1; pagina <= 4; pagina++) {
        paged.push(...(await lista('estudiante/lista', { pagina, por_pagina: 8, orden: { campo: 'sede_id', direccion } })).datos.map((d) => d.id));
      }
      expect(paged, direccion).toEqual(whole.datos.slice(0, 32).map((d) => d.id));
      if (direccion === 'DESC') expect(whole.datos.map((d) => d.id)).toEqual(asc.datos.map((d) => d.id).reverse());
    }
    const response = await server.post('estudiante/exportar', { orden: { campo: 'sede_id', direccion: 'ASC' }, formato: 'csv' }, server.adminToken);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const documents = asc.datos.map((d) => String(d.numero_documento));
    const positions = documents.map((doc) => response.body.indexOf(doc));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
