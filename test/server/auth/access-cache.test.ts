// The guard's access cache: one query per user until the database says something changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessSource } from '../../../server/auth/accessCache';
import type { Database } from '../../../server/db/database';
import { createStaffUser, openTestDatabase, setGroupCodes, type TestDatabase } from '../helpers';

let test: TestDatabase;
let queries = 0;
let counted: Database;

beforeAll(async () => {
  test = await openTestDatabase({ seededStudents: 5 });
  const db = test.db;
  // Counts the reads of a user's access (on PostgreSQL a one-row counter is also read per load).
  const countAccessReads = (sql: string) => {
    if (sql.includes('FROM usuarios u')) queries += 1;
  };
  counted = { ...db, kind: db.kind, query: (sql, params) => (countAccessReads(sql), db.query(sql, params)), listen: db.listen?.bind(db) } as Database;
});
afterAll(async () => {
  await test.dispose();
});

/**
 * Reads so far: exactly `n` on the embedded database; on PostgreSQL a notification may arrive after
 * the next change was already read (under load), which costs a read more, never a stale answer.
 */
function expectReads(n: number): void {
  if (test.db.kind === 'pglite') expect(queries).toBe(n);
  else expect(queries >= n && queries <= n + 2, `${queries} lecturas, se esperaban ${n}`).toBe(true);
}

describe('access cache', () => {
  it('reads a user once, then again only after a change to their group, sedes or row', async () => {
    const user = await createStaffUser(test.db, ['4586B73F']);
    const source = await createAccessSource(counted, new Uint8Array(32));
    queries = 0;
    expect([...(await source.load(user.id))!.permisos]).toEqual(['4586B73F']);
    await source.load(user.id);
    await source.load(user.id);
    expectReads(1);

    await setGroupCodes(test.db, user.grupoId, ['4586B73F', '560B5B09']);
    expect([...(await source.load(user.id))!.permisos].sort()).toEqual(['4586B73F', '560B5B09']);
    expectReads(2);

    await test.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
    expect((await source.load(user.id))!.session.sedes).toBeNull();
    await test.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [user.id]);
    expect((await source.load(user.id))!.activo).toBe(false);
    expectReads(4);

    // A student's row changing says nothing about signed-in users.
    await test.db.query('UPDATE usuarios SET movil = $1 WHERE es AND grupo_id IS NULL', ['3000000000']);
    await source.load(user.id);
    expectReads(4);
    await source.close();
  });

  it('a permitted list of every sede restricts nothing, until a new sede exists', async () => {
    const user = await createStaffUser(test.db, ['4586B73F']);
    const source = await createAccessSource(counted, new Uint8Array(32));
    expect((await source.load(user.id))!.session.sedes).toEqual([1, 2]);
    await test.db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) SELECT $1, id FROM sedes WHERE id > 2', [user.id]);
    expect((await source.load(user.id))!.session.sedes).toBeNull();
    // The new sede is not theirs: the cache learns it at once.
    const [sede] = await test.db.query<{ id: number }>("INSERT INTO sedes (nombre) VALUES ('Sede nueva de prueba') RETURNING id");
    const sedes = (await source.load(user.id))!.session.sedes;
    expect(sedes).not.toBeNull();
    expect(sedes).not.toContain(sede.id);
    await source.close();
  });

  it('caches nothing on a database that cannot notify', async () => {
    const user = await createStaffUser(test.db, ['4586B73F']);
    const source = await createAccessSource({ ...counted, listen: undefined }, new Uint8Array(32));
    queries = 0;
    await source.load(user.id);
    await source.load(user.id);
    expect(queries).toBe(2);
  });
});
