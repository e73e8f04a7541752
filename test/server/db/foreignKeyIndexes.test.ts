// Every foreign key pointing at a table whose rows get deleted has an index on its column (migration
// 038): PostgreSQL checks each deleted row against each referencing table, and without one reads the
// whole table per row — undoing an interrupted import of 5,000 students once took three minutes
// before the server could start. Keys to small reference tables, whose rows are never deleted in
// bulk, may stay unindexed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLookups } from '../../../core/engine/lookups';
import { migrate } from '../../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../helpers';

/** Sedes, levels, kinds and the declared catalogues: a handful of rows each, kept by hand or at start-up. */
const REFERENCE_TABLES = new Set(['sedes', 'niveles', 'tipos_clase', 'tipos_documento', 'metodos_pago', 'permisos', ...catalogueLookups().map(([, l]) => l.table)]);

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.db);
}, 120_000);

afterAll(() => test?.dispose());

describe('foreign keys', () => {
  it('to any table but a reference table are read through an index on their column', async () => {
    const keys = await test.db.query<{ tabla: string; columna: string; referida: string; indexada: boolean }>(`
      SELECT c.conrelid::regclass::text AS tabla, a.attname AS columna, c.confrelid::regclass::text AS referida,
        -- An index the key's check can use: led by the column, on every row or every row holding a value.
        EXISTS (
          SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]
            AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)')
        ) AS indexada
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'`);
    // The query sees them all (usuarios alone is referenced by some twenty columns).
    expect(keys.filter((k) => k.referida === 'usuarios').length).toBeGreaterThan(20);
    const unindexed = keys.filter((k) => !k.indexada && !REFERENCE_TABLES.has(k.referida)).map((k) => `${k.tabla}.${k.columna} → ${k.referida}`);
    expect(unindexed).toEqual([]);
  });

  it('hold a survey to a booking or session that exists', async () => {
    await expect(
      test.db.query("INSERT INTO encuestas (tipo, agendamiento_id, calificacion, fecha, sede_id) VALUES ('clase', 999999, 5, '2026-01-01', 1)"),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
