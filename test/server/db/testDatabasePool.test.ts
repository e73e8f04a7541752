// The server tests' databases (test/server/database.ts): a seeded database a file gives back is lent
// to the next one restored to the template's rows, sequences and session; one whose schema a test
// changed is closed instead.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { openTestDatabase } from '../database';

// The kind most files use (createTestServer's default): its template is already built.
const KIND = { seededStudents: 30 } as const;

const state = async (db: Database) =>
  (
    await db.query<{ usuarios: number; sedes: number; preasignaciones: number; siguiente: string; zona: string }>(
      `SELECT (SELECT count(*)::int FROM usuarios) AS usuarios, (SELECT count(*)::int FROM sedes) AS sedes,
              (SELECT count(*)::int FROM preasignaciones) AS preasignaciones,
              (SELECT last_value::text FROM sedes_id_seq) AS siguiente, current_setting('TimeZone') AS zona`,
    )
  )[0];

// PGlite's only: on TEST_DATABASE_URL every test database is a new one, dropped when given back.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server tests’ seeded databases', () => {
  it('lend a given-back database again with the template’s rows, sequences and session', async () => {
    const first = await openTestDatabase(KIND);
    const pristine = await state(first.db);
    await first.db.query("INSERT INTO sedes (nombre) VALUES ('Sede de la prueba')");
    await first.db.query('DELETE FROM preasignaciones');
    await first.db.exec('TRUNCATE salones CASCADE');
    await first.db.exec("SET TimeZone = 'Asia/Tokyo'");
    expect(await state(first.db)).not.toEqual(pristine);
    const db = first.db;
    await first.dispose();

    const second = await openTestDatabase(KIND);
    try {
      // The same PGlite under a new object: per-database caches of the server start empty.
      expect(second.db).not.toBe(db);
      expect(await state(second.db)).toEqual(pristine);
      expect(await second.db.query("SELECT id FROM sedes WHERE nombre = 'Sede de la prueba'")).toEqual([]);
      const [{ salones }] = await second.db.query<{ salones: number }>('SELECT count(*)::int AS salones FROM salones');
      expect(salones).toBeGreaterThan(0);
      // What the first lease wrote is not counted as written by the second.
      await second.db.query("INSERT INTO sedes (nombre) VALUES ('Otra')");
    } finally {
      await second.dispose();
    }
    const third = await openTestDatabase(KIND);
    try {
      expect(await state(third.db)).toEqual(pristine);
    } finally {
      await third.dispose();
    }
  });

  it('never lend again a database whose schema a test changed', async () => {
    const first = await openTestDatabase(KIND);
    await first.db.exec('CREATE TABLE tabla_de_la_prueba (id integer)');
    await first.db.exec('ALTER TABLE sedes DISABLE TRIGGER USER');
    await first.dispose();
    const second = await openTestDatabase(KIND);
    try {
      expect(await second.db.query(`SELECT to_regclass('public.tabla_de_la_prueba') AS t`)).toEqual([{ t: null }]);
      const disabled = await second.db.query(`SELECT tgname FROM pg_trigger WHERE tgrelid = 'sedes'::regclass AND tgenabled = 'D'`);
      expect(disabled).toEqual([]);
    } finally {
      await second.dispose();
    }
  });

  it('stops a given-back lease’s listeners', async () => {
    const first = await openTestDatabase(KIND);
    const heard: string[] = [];
    await first.db.listen?.('prueba_canal', (payload) => heard.push(payload));
    await first.dispose();
    const second = await openTestDatabase(KIND);
    try {
      await second.db.query("SELECT pg_notify('prueba_canal', 'hola')");
      expect(heard).toEqual([]);
    } finally {
      await second.dispose();
    }
  });
});
