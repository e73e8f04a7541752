// `npm run db:generate` on a copy of the migrations folder: the baseline, a generated migration that
// the runner applies, nothing when nothing changed, and no files when the SQL fails on a fresh database.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { readMigrations } from '../../../server/db/migrate';
import { generateMigrationFiles, MIGRATIONS_DIR } from '../../../server/db/schema';
import { loadResourceDeclarations } from '../../../resources/served';

const SLOW = 240_000; // each run migrates a fresh in-memory database
const made: string[] = [];

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of server/db/migrations, with or without its snapshots. */
async function migrationsCopy(withSnapshots: boolean): Promise<URL> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-migraciones-'));
  made.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true, filter: (source) => withSnapshots || !source.includes('/meta') });
  return pathToFileURL(`${dir}/`);
}

const notas = (fields: FieldDeclaration[] = []): ResourceDeclaration =>
  defineResource({
    name: 'notas_prueba',
    prefix: 'nota_prueba',
    label: { one: 'Nota', many: 'Notas' },
    table: 'notas_prueba',
    representation: '{titulo}',
    messages: { created: 'Nota creada', updated: 'Nota actualizada' },
    permissions: { list: 'L', show: 'S' },
    fields: [{ source: 'titulo', type: 'text', label: 'Título', required: true, unique: true }, { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' }, ...fields],
    list: { columns: ['titulo'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
  });

const lastVersion = async (dir: URL) => Number((await readMigrations(dir)).at(-1)!.version);

describe('db:generate', () => {
  it('first writes a baseline of what the migrations built (no SQL), then migrates what the declarations change', { timeout: SLOW }, async () => {
    const dir = await migrationsCopy(false);
    const before = (await readdir(dir)).sort();
    const last = String(await lastVersion(dir)).padStart(3, '0');
    // A declaration saying more than the database: the baseline holds the database, not the declaration.
    const stricter = (await loadResourceDeclarations()).map((d) =>
      d.table === 'salones' ? { ...d, fields: d.fields.map((f) => (f.source === 'numero' ? { ...f, required: true } : f)) } : d,
    );

    expect(await generateMigrationFiles({ name: 'base', declarations: stricter, migrationsDir: dir })).toMatchObject({
      kind: 'baseline',
      pending: ['salones.numero: nulidad NOT NULL en la declaración, admite NULL en la base'],
    });
    expect((await readdir(dir)).sort()).toEqual([...before, 'meta'].sort());
    expect(await readdir(new URL('meta/', dir))).toEqual([`${last}_snapshot.json`]);

    const fix = await generateMigrationFiles({ name: 'numero_requerido', declarations: stricter, migrationsDir: dir });
    if (fix.kind !== 'migration') throw new Error(fix.kind);
    expect(fix.sql.split('\n').filter((line) => !line.startsWith('--'))).toEqual(['ALTER TABLE "salones" ALTER COLUMN "numero" SET NOT NULL;', '']);
    expect(await generateMigrationFiles({ name: 'otra', declarations: stricter, migrationsDir: dir })).toEqual({ kind: 'unchanged' });
  });

  it('creates a new resource’s table in the next numbered migration, which the runner applies', { timeout: SLOW }, async () => {
    const dir = await migrationsCopy(true);
    const declarations = [...(await loadResourceDeclarations()), notas()];
    const next = String((await lastVersion(dir)) + 1).padStart(3, '0');

    const created = await generateMigrationFiles({ name: 'notas', declarations, migrationsDir: dir });
    if (created.kind !== 'migration') throw new Error(created.kind);
    expect(created.file.href).toMatch(new RegExp(`/${next}_notas\\.sql$`));
    expect(created.sql).toContain('CREATE TABLE "notas_prueba"');
    expect(created.sql).toContain('--> statement-breakpoint\nALTER TABLE "notas_prueba" ADD CONSTRAINT "notas_prueba_sede_id_fkey"');
    expect(await readFile(new URL(`meta/${next}_snapshot.json`, dir), 'utf8')).toContain('"public.notas_prueba"');
    expect((await readMigrations(dir)).at(-1)?.name).toBe(`${next}_notas.sql`);

    const grown = [...declarations.slice(0, -1), notas([{ source: 'puntos', type: 'integer', label: 'Puntos', defaultValue: 0 }])];
    const added = await generateMigrationFiles({ name: 'notas_puntos', declarations: grown, migrationsDir: dir });
    expect(added.kind === 'migration' && added.sql).toContain(`ALTER TABLE "notas_prueba" ADD COLUMN "puntos" integer DEFAULT 0 NOT NULL;`);
  });

  it('keeps nothing when the SQL does not leave a fresh database as declared', { timeout: SLOW }, async () => {
    const dir = await migrationsCopy(true);
    const before = { sql: await readdir(dir), meta: await readdir(new URL('meta/', dir)) };
    // created_at exists already (hand-written in 001): adding it again fails.
    const declarations = (await loadResourceDeclarations()).map((d) =>
      d.table === 'salones' ? { ...d, fields: [...d.fields, { source: 'created_at', type: 'date' as const, label: 'Creado' }] } : d,
    );
    await expect(generateMigrationFiles({ name: 'choque', declarations, migrationsDir: dir })).rejects.toThrow(
      /La migración generada no se conserva: .*created_at[\s\S]*ADD COLUMN "created_at" date/,
    );
    expect({ sql: await readdir(dir), meta: await readdir(new URL('meta/', dir)) }).toEqual(before);
  });

  it('adopts a table a hand-written migration made: only what differs is migrated, never a second CREATE', { timeout: SLOW }, async () => {
    const dir = await migrationsCopy(true);
    // The cargas_masivas table exists (migration 005) but no declaration named it until now.
    const cargas = defineResource({
      name: 'cargas_prueba',
      prefix: 'carga_prueba',
      label: { one: 'Carga', many: 'Cargas' },
      table: 'cargas_masivas',
      representation: '{tabla}',
      messages: { created: 'Carga creada', updated: 'Carga actualizada' },
      permissions: { list: 'L', show: 'S' },
      fields: [{ source: 'tabla', type: 'text', label: 'Tabla', readOnly: true, required: true }],
      list: { columns: ['tabla'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'tabla', order: 'ASC' } },
    });
    const result = await generateMigrationFiles({ name: 'cargas', declarations: [...(await loadResourceDeclarations()), cargas], migrationsDir: dir });
    expect(result.kind).toBe('migration');
    const sql = result.kind === 'migration' ? result.sql : '';
    expect(sql).not.toContain('CREATE TABLE');
    expect(sql).toContain('ALTER TABLE "cargas_masivas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL');
  });

  it('refuses a name the migration runner would skip', async () => {
    await expect(generateMigrationFiles({ name: 'Con Espacios', declarations: [], migrationsDir: MIGRATIONS_DIR })).rejects.toThrow(/no válido/);
  });
});
