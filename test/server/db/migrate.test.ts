import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLookups } from '../../../core/engine/lookups';
import { loadResourceDeclarations } from '../../../resources/served';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../helpers';

/** The tables no declaration makes: the engine's, the school's, the scheduler's, the student record's. */
const HAND_WRITTEN_TABLES = [
  'acceso_version', 'archivos', 'cambios_tablas', 'cargas_masivas', 'config', 'eventos', 'grupo_permisos', 'metodos_pago', 'niveles',
  'novedades_docente', 'permisos', 'preasignaciones', 'clases', 'agendamientos', 'clase_eventos', 'tutorias', 'medios_pago_lotes',
  'cambios_nivel', 'inscripciones', 'entrega_libros', 'estudiante_observaciones', 'progreso', 'restablecimientos_contrasena', 'schema_migrations', 'sedes', 'sesiones',
  'tipos_clase', 'tipos_documento', 'usuario_sedes',
];

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.dispose();
});

describe('migrations', () => {
  it('are numbered files read in order', async () => {
    const migrations = await readMigrations();
    expect(migrations[0]).toMatchObject({ version: '001', name: '001_initial.sql' });
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort());
  });

  it('apply once and are recorded', async () => {
    const all = (await readMigrations()).map((m) => m.name);
    expect(await migrate(test.db)).toEqual(all);
    expect(await migrate(test.db)).toEqual([]);
    const recorded = await test.db.query<{ version: string; name: string; applied_at: Date }>('SELECT * FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.name)).toEqual(all);
    expect(recorded[0].applied_at).toBeInstanceOf(Date);
    const tables = await test.db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`);
    // Those, each declaration's table and each catalogue lookup's: nothing more, nothing less.
    const declared = (await loadResourceDeclarations()).map((decl) => decl.table);
    const lookups = catalogueLookups().map(([, lookup]) => lookup.table);
    expect(tables.map((t) => t.tablename).sort()).toEqual([...new Set([...HAND_WRITTEN_TABLES, ...declared, ...lookups])].sort());
  });

  it('roll back a failing migration completely and do not record it', async () => {
    const broken = { version: '900', name: '900_rota.sql', sql: 'CREATE TABLE tabla_a_medias (id integer); SELECT * FROM tabla_que_no_existe;' };
    // Named in Spanish with PostgreSQL's reason (the start prints it: test/server/db/upgrade.test.ts).
    await expect(migrate(test.db, [broken])).rejects.toThrow(
      /^La migración 900_rota\.sql falló: relation "tabla_que_no_existe" does not exist \(42P01\)\. Se deshizo entera: la base de datos quedó como estaba antes de ella \(última migración aplicada: \d{3}_[a-z0-9_]+\.sql\)\.$/,
    );
    expect(await test.db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'tabla_a_medias'`)).toEqual([]);
    expect(await test.db.query(`SELECT 1 FROM schema_migrations WHERE version = '900'`)).toEqual([]);
  });
});

describe('database values', () => {
  it('f_fold ignores case and Spanish accents', async () => {
    const [row] = await test.db.query<{ folded: string }>(`SELECT f_fold('ÁÉÍÓÚÜÑ áéíóúüñ Çç ABC') AS folded`);
    expect(row.folded).toBe('aeiouun aeiouun cc abc');
  });

  it('dates come back as YYYY-MM-DD text, timestamps as Dates, counts as numbers', async () => {
    const [row] = await test.db.query<{ d: unknown; t: unknown; n: unknown }>(`SELECT DATE '2024-02-29' AS d, now() AS t, count(*) AS n FROM sedes`);
    expect(row.d).toBe('2024-02-29');
    expect(row.t).toBeInstanceOf(Date);
    expect(row.n).toBe(0);
  });

  it('transactions roll back on error, savepoints inside them too', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO config (clave, valor) VALUES ('a', '1')`);
        throw new Error('fallo');
      }),
    ).rejects.toThrow('fallo');
    expect(await test.db.query(`SELECT 1 FROM config WHERE clave = 'a'`)).toEqual([]);
    await test.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO config (clave, valor) VALUES ('b', '1')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO config (clave, valor) VALUES ('c', '1')`);
          throw new Error('interno');
        }),
      ).rejects.toThrow('interno');
    });
    expect((await test.db.query<{ clave: string }>(`SELECT clave FROM config WHERE clave IN ('a', 'b', 'c') ORDER BY clave`)).map((r) => r.clave)).toEqual(['b']);
  });
});
