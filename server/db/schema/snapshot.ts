// drizzle-kit's programmatic API (as Payload's PostgreSQL adapter uses it): a snapshot is the JSON
// description of the tables, a migration is the SQL between two snapshots. Snapshots are kept in
// server/db/migrations/meta/NNN_snapshot.json, NNN being the migration after which they hold.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { catalogueLookups } from '../../../core/engine/lookups';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import type { TableSpec } from './columns';
import { specTables } from './drizzle';
import { declarationSpecs } from './tables';

export type Snapshot = ReturnType<typeof generateDrizzleJson>;

/** drizzle-kit writes this between statements; to the migration runner it is a comment. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

export function snapshotOf(specs: readonly TableSpec[], prevId?: string): Snapshot {
  return generateDrizzleJson(specTables(specs), prevId);
}

/** Names of a snapshot's tables ('public.x' keys). */
function tableNames(snapshot: Snapshot): Set<string> {
  return new Set(Object.values(snapshot.tables as Record<string, { name: string }>).map((t) => t.name));
}

/**
 * A new table's change counter (migration 031): its list totals are then cached like every other
 * list's (server/crud/countCache.ts); a table without it is counted on every page.
 */
export function changeCounterSql(table: string): string[] {
  const name = `"${table.replace(/"/g, '""')}"`;
  return [
    `CREATE CONSTRAINT TRIGGER contar_cambios AFTER INSERT OR UPDATE OR DELETE ON ${name} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION f_contar_cambio();`,
    `CREATE TRIGGER contar_vaciados AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION f_contar_vaciado();`,
  ];
}

/**
 * The SQL statements that take a database from `prev` to `next` (drizzle-kit's, then each new
 * table's change counter; a catalogue lookup's table has none: no list counts it).
 */
export async function migrationStatements(prev: Snapshot, next: Snapshot): Promise<string[]> {
  const before = tableNames(prev);
  const catalogues = new Set(catalogueLookups().map(([, lookup]) => lookup.table));
  const created = [...tableNames(next)].filter((t) => !before.has(t) && !catalogues.has(t));
  return [...(await generateMigration(prev, next)), ...created.flatMap(changeCounterSql)];
}

/**
 * CREATE TABLE (and its foreign keys and indexes) for tables that do not exist yet, through the same
 * mapping and the same drizzle-kit diff as a generated migration (tests' throw-away resources).
 */
export async function createTablesSql(declarations: readonly ResourceDeclaration[]): Promise<string> {
  const empty = snapshotOf([]);
  const statements = await migrationStatements(empty, snapshotOf(declarationSpecs(declarations), empty.id));
  return statements.join(`\n${STATEMENT_BREAKPOINT}\n`);
}

const SNAPSHOT_FILE = /^(\d{3})_snapshot\.json$/;

export interface StoredSnapshot {
  number: string;
  snapshot: Snapshot;
}

/** The snapshot of the highest number in `metaDir`, or null before the baseline. */
export async function latestSnapshot(metaDir: URL): Promise<StoredSnapshot | null> {
  const files = (await readdir(metaDir).catch(() => [])).filter((f) => SNAPSHOT_FILE.test(f)).sort();
  const last = files.at(-1);
  if (!last) return null;
  // Written by writeSnapshot from drizzle-kit's own JSON.
  const snapshot = JSON.parse(await readFile(new URL(last, metaDir), 'utf8')) as Snapshot;
  return { number: SNAPSHOT_FILE.exec(last)![1], snapshot };
}

export async function writeSnapshot(metaDir: URL, number: string, snapshot: Snapshot): Promise<URL> {
  await mkdir(metaDir, { recursive: true });
  const file = new URL(`${number}_snapshot.json`, metaDir);
  await writeFile(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  return file;
}
