// What a backup file says about itself (its first entry, manifest.json): the product and release that
// made it, the newest migration its database holds, when, which engine, every table's rows (a count
// and a digest of their content) and every part of the file with its size and SHA-256. Restore reads
// it before anything else and holds the file's parts and the restored tables to it.
import { z } from 'zod';

export const PRODUCT = 'aula-admin';
export const MANIFEST_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The database's directory inside the file: PGlite's data directory. */
export const DATA_ENTRY = 'pgdata';
/** PostgreSQL's: the folder holding pg_dump's custom-format file, and that file's name. */
export const DUMP_ENTRY = 'pg_dump';
export const DUMP_FILE = 'aula.dump';

/** A backup file's name: aula-admin-20261129T121847Z.tar.gz (UTC), '-2', '-3'… if two fall in one second. */
export const BACKUP_NAME = /^aula-admin-(\d{8}T\d{6}Z)(?:-(\d+))?\.tar\.gz$/;

export function backupName(at: Date, serial = 1): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `${PRODUCT}-${stamp}${serial > 1 ? `-${serial}` : ''}.tar.gz`;
}

/** The instant a backup file's name carries and its serial within that second (1, 2…), or null for another file. */
export function backupNameTime(name: string): { at: Date; serial: number } | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const s = match[1];
  const at = new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
  return { at, serial: Number(match[2] ?? 1) };
}

const relativePath = z
  .string()
  .min(1)
  .max(255)
  .refine((path) => !path.startsWith('/') && !path.split('/').some((part) => part === '' || part === '.' || part === '..'), 'ruta no válida');

const partSchema = z.object({ ruta: relativePath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();

export const manifestSchema = z
  .object({
    producto: z.literal(PRODUCT),
    formato: z.literal(MANIFEST_FORMAT),
    version: z.string().min(1).max(50),
    migracion: z.string().regex(/^\d{3}$/),
    creado: z.iso.datetime({ offset: true }),
    base_de_datos: z.enum(['pglite', 'postgres']),
    /** PostgreSQL's server_version of the copy (PGlite's, for a data directory: restored by a release of the same major). */
    postgres: z.string().min(1).max(100),
    tablas: z.record(z.string(), z.number().int().min(0)),
    /** Per table: an order-free digest of its rows' text (tableDigests), checked again after a restore. */
    huellas: z.record(z.string(), z.string().regex(/^-?\d+$/)),
    directorios: z.array(relativePath),
    archivos: z.array(partSchema),
  })
  .strict();

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPart = z.infer<typeof partSchema>;

/** '0.10.2' > '0.9.0': numeric parts in order (a part that is not a number compares as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).map((p) => Number(p) || 0);
  const pb = b.split(/[.+-]/).map((p) => Number(p) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export interface TableStats {
  tablas: Record<string, number>;
  huellas: Record<string, string>;
}

/** The tables of the database's schema, by name (what a backup counts and digests). */
export const TABLES_SQL = `SELECT c.relname AS tabla FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`;

/** One table's rows and the order-free sum of their text's hashes; `%I` is the quoted table name. */
export const TABLE_DIGEST_SQL = `SELECT count(*)::int AS filas, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS huella FROM %I t`;

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Every table's rows and digest, through any query function (the server's seam, or PGlite in a worker). */
export async function tableStats(query: <T>(sql: string) => Promise<T[]>): Promise<TableStats> {
  const stats: TableStats = { tablas: {}, huellas: {} };
  for (const { tabla } of await query<{ tabla: string }>(TABLES_SQL)) {
    const [row] = await query<{ filas: number; huella: string }>(TABLE_DIGEST_SQL.replace('%I', quoteIdent(tabla)));
    stats.tablas[tabla] = Number(row.filas);
    stats.huellas[tabla] = String(row.huella);
  }
  return stats;
}

/** The tables whose rows differ between two readings: 'usuarios (2559 filas, la copia dice 2560)'. */
export function tableDifferences(expected: TableStats, found: TableStats): string[] {
  const names = [...new Set([...Object.keys(expected.tablas), ...Object.keys(found.tablas)])].sort();
  const differences: string[] = [];
  for (const name of names) {
    const want = expected.tablas[name];
    const got = found.tablas[name];
    if (want === undefined) differences.push(`${name} (no está en la copia)`);
    else if (got === undefined) differences.push(`${name} (falta)`);
    else if (want !== got) differences.push(`${name} (${got} filas; la copia dice ${want})`);
    else if (expected.huellas[name] !== found.huellas[name]) differences.push(`${name} (el contenido de las filas no coincide)`);
  }
  return differences;
}
