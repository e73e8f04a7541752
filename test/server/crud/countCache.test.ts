// Cached list totals (server/crud/countCache.ts, migration 031): exact after every kind of write,
// counted once per change, and every listed table carries the counter's triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResourceDeclarations } from '../../../resources/served';
import { countRows } from '../../../server/crud/countCache';
import type { Database } from '../../../server/db/database';
import { createTestServer, newStudent, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function listTotal(body: Record<string, unknown> = {}): Promise<number> {
  const response = await server.post('estudiante/lista', body, server.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { total: number }).total;
}

async function counted(where: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM usuarios WHERE es AND deleted_at IS NULL AND ${where}`);
  return row.n;
}

/** The same database, counting the statements that count. */
function countingDatabase(db: Database): { db: Database; counts: () => number } {
  let counts = 0;
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (sql: string, params?: Parameters<Database['query']>[1]) => {
          if (/count\(\*\)/.test(sql)) counts++;
          return target.query(sql, params);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counts: () => counts };
}

describe('cached list totals', () => {
  it('every table a resource lists carries the change counter', async () => {
    const tables = [...new Set((await loadResourceDeclarations()).map((d) => d.table))].sort();
    const rows = await server.db.query<{ tabla: string; tgname: string }>(
      `SELECT c.relname AS tabla, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname IN ('contar_cambios', 'contar_vaciados')`,
    );
    for (const name of ['contar_cambios', 'contar_vaciados']) {
      expect(rows.filter((r) => r.tgname === name).map((r) => r.tabla).sort(), `${name}: añada el disparador a la tabla nueva (migración 031)`).toEqual(tables);
    }
  });

  it('stays exact through creates, edits, raw SQL, soft deletes and rolled-back transactions', async () => {
    const filtered = { filtros: { sede_id: 3 } };
    expect(await listTotal()).toBe(await counted('true'));
    expect(await listTotal(filtered)).toBe(await counted('sede_id = 3'));

    const created = await server.post('estudiante/crear', newStudent(9101), server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const student = created.json() as { id: number; version: number };
    expect(await listTotal()).toBe(await counted('true'));

    const edited = await server.post('estudiante/editar', { id: student.id, version: student.version, sede_id: 3 }, server.adminToken);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listTotal(filtered)).toBe(await counted('sede_id = 3'));

    await server.db.query(`UPDATE usuarios SET sede_id = 1 WHERE id = $1`, [student.id]);
    expect(await listTotal(filtered)).toBe(await counted('sede_id = 3'));

    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`UPDATE usuarios SET deleted_at = now() WHERE es`);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await listTotal()).toBe(await counted('true'));

    // Students are never deleted through the API: a soft delete is a write like any other.
    await server.db.query(`UPDATE usuarios SET deleted_at = now() WHERE id = $1`, [student.id]);
    const afterDelete = await listTotal();
    expect(afterDelete).toBe(await counted('true'));
    expect(afterDelete).toBe(30);
  });

  it('counts once per change of the tables it reads', async () => {
    const { db, counts } = countingDatabase(server.db);
    const from = `usuarios WHERE es AND deleted_at IS NULL AND sede_id = $1`;
    const first = await countRows(db, ['usuarios'], from, [1]);
    expect(await countRows(db, ['usuarios'], from, [1])).toBe(first);
    expect(await countRows(db, ['usuarios'], from, [1])).toBe(first);
    expect(counts()).toBe(1);
    // Another key (other parameters) is counted apart.
    await countRows(db, ['usuarios'], from, [2]);
    expect(counts()).toBe(2);
    // A change to another table leaves it; a change to its own counts again.
    await server.db.query(`UPDATE salones SET capacidad = capacidad WHERE id = (SELECT min(id) FROM salones)`);
    expect(await countRows(db, ['usuarios'], from, [1])).toBe(first);
    expect(counts()).toBe(2);
    const [moved] = await server.db.query<{ id: number }>(`UPDATE usuarios SET sede_id = 2 WHERE id = (SELECT min(id) FROM usuarios WHERE es AND sede_id = 1) RETURNING id`);
    expect(await countRows(db, ['usuarios'], from, [1])).toBe(first - 1);
    expect(counts()).toBe(3);
    await server.db.query(`UPDATE usuarios SET sede_id = 1 WHERE id = $1`, [moved.id]);
    expect(await countRows(db, ['usuarios'], from, [1])).toBe(first);
  });

  it('a table without the counter is counted every time', async () => {
    const { db, counts } = countingDatabase(server.db);
    await countRows(db, ['sesiones'], 'sesiones', []);
    await countRows(db, ['sesiones'], 'sesiones', []);
    expect(counts()).toBe(2);
  });
});
