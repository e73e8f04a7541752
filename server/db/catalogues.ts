// The rows of the catalogue lookups (core/engine/lookups.ts `catalogue`: estados civiles, regímenes de
// salud…), kept in line with their declaration right after the migrations run: each declared row
// upserted by its code, `orden` its position; a row the declaration dropped is deleted unless some
// record still refers to it (a student's estado_civil), which keeps its value readable.
import { type CatalogueLookup, catalogueLookups } from '../../core/engine/lookups';
import type { Database } from './database';
import { ident } from './sql';

/** Columns that hold a foreign key to `table` (any table's, declared or hand-written). */
const REFERRERS_SQL = `SELECT con.conrelid::regclass::text AS tabla, a.attname::text AS columna
  FROM pg_constraint con JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
  WHERE con.contype = 'f' AND con.confrelid = $1::regclass AND array_length(con.conkey, 1) = 1`;

async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  return row.found;
}

async function syncCatalogue(db: Database, lookup: CatalogueLookup): Promise<void> {
  const [table, id, name] = [ident(lookup.table), ident(lookup.id), ident(lookup.name)];
  const ids = lookup.catalogue.map((row) => row.id);
  await db.query(
    `INSERT INTO ${table} (${id}, ${name}, orden)
     SELECT c.id, c.name, c.orden FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c(id, name, orden)
     ON CONFLICT (${id}) DO UPDATE SET ${name} = EXCLUDED.${name}, orden = EXCLUDED.orden
     WHERE (${table}.${name}, ${table}.orden) IS DISTINCT FROM (EXCLUDED.${name}, EXCLUDED.orden)`,
    [ids, lookup.catalogue.map((row) => row.name)],
  );
  const referrers = await db.query<{ tabla: string; columna: string }>(REFERRERS_SQL, [lookup.table]);
  // conrelid::regclass prints a name already quoted where it needs to be.
  const used = referrers.map((r) => `NOT EXISTS (SELECT 1 FROM ${r.tabla} WHERE ${ident(r.columna)} = ${table}.${id})`);
  await db.query(`DELETE FROM ${table} WHERE NOT (${id} = ANY($1::text[]))${used.map((condition) => ` AND ${condition}`).join('')}`, [ids]);
}

/**
 * Brings every catalogue table in line with its declaration, in one transaction. A catalogue whose
 * table no migration has created yet (a declaration added before its `npm run db:generate`) is left
 * for the start-up's check of the declarations to name.
 */
export async function syncCatalogues(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [, lookup] of catalogueLookups()) {
      if (await tableExists(tx, lookup.table)) await syncCatalogue(tx, lookup);
    }
  });
}
