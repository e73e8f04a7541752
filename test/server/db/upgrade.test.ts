// Upgrades from an earlier release (docs/operations.md 'Upgrades'). Each fixture of test/fixtures/upgrade/
// is a PGlite data directory an earlier commit's own seed wrote; opened with today's code and its
// start (prepareDatabase), it gets every later migration, each in its own transaction, keeps every
// row it had, has the schema a new database gets and reads back through today's API. A migration
// that fails leaves the database as it was before it and stops the start with a Spanish message
// naming it; a database newer than the code is refused before anything is written. On PostgreSQL
// (test/postgres/run.sh) the fixture's rows are copied into a database made by the migrations it
// had recorded, and the same holds; the started process (server/main.ts) is run on PGlite only.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFrom } from '../../../core/engine/clock';
import { servedResources } from '../../../resources/served';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { migrate, MigrationError, readMigrations, type Migration } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { STAFF } from '../../../server/seed/catalog';
import { prepareDatabase } from '../../../server/start';
import { unpackArchive } from '../../fixtures/upgrade/archive';
import { fixtureArchive, migrationChecksum, upgradeFixtures, type UpgradeFixture } from '../../fixtures/upgrade/fixtures';
import { openTestDatabase, type TestDatabase } from '../helpers';
import { copyIntoPostgres, type RowChange, rowChanges, schemaOf, tableRows, type TableRows } from './upgradeTools';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const fixtures = await upgradeFixtures();
const served = await servedResources();
const JWT_SECRET = 'secreto-de-pruebas-de-actualizacion-de-aula-admin';

/**
 * What today's migrations and start may do to the rows an earlier release left, each by the
 * migration that does it (allowed only when the upgrade applied that migration) or by every start.
 * Any other removed row, removed column or changed value of a column the release had fails the
 * test: a migration that rewrites existing data names it here, with its reason.
 */
const EXPECTED_CHANGES: { by: string; table: string; kind: RowChange['kind']; key?: string; column?: string; why: string }[] = [
  { by: 'start', table: 'schema_migrations', kind: 'row added', why: 'every later migration, recorded as applied' },
  { by: 'start', table: 'acceso_version', kind: 'value changed', column: 'n', why: 'the access cache’s counter (002): syncPermissions’ statement on permisos bumps it' },
  { by: 'start', table: 'cambios_tablas', kind: 'value changed', column: 'n', why: 'the list totals’ change counters (031): a write to a counted table bumps its own' },
  { by: 'start', table: 'permisos', kind: 'row added', key: '["5E4C0B7A"]', why: 'a code of the catalogue the release did not have, inserted by syncPermissions: the backups’ (issue 42)' },
  ...['D1E5A48A', '57483E83', '4C043C0A', '20AD25F5'].map((code) => ({
    by: 'start', table: 'permisos', kind: 'row added' as const, key: `["${code}"]`, why: 'a code of the catalogue the release did not have, inserted by syncPermissions: the reason presets’ (issue 43)',
  })),
  { by: '036_progreso.sql', table: 'config', kind: 'row added', key: '["nota_aprobacion"]', why: 'the pass mark' },
];

type Row = Record<string, unknown>;

/** An instant as one text, whether read as a Date or answered as ISO text with or without milliseconds; everything else as is. */
const wire = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) ? new Date(value).toISOString() : value;

/**
 * The answer's keys that are columns the release had (but `except`): the answer's values beside the
 * release's. Where the schema did not change, the same values.
 */
function asReleased(answer: Row, row: Row, except: string[] = []): { answer: Row; release: Row } {
  const keys = Object.keys(answer).filter((key) => key in row && !except.includes(key));
  return { answer: Object.fromEntries(keys.map((key) => [key, wire(answer[key])])), release: Object.fromEntries(keys.map((key) => [key, wire(row[key])])) };
}

/** An earlier release's database, unpacked (and on PostgreSQL, copied there). */
interface OldDatabase {
  db: Database;
  dataDir: string;
  /** Closes and opens it again, as a second start does (PGlite; PostgreSQL's stays open). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const workDirs: string[] = [];
afterAll(async () => {
  for (const dir of workDirs) await rm(dir, { recursive: true, force: true });
});

/** The fixture unpacked into a new temporary directory: what an operator's DATA_DIR holds. */
async function unpackFixture(fixture: UpgradeFixture): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), `aula-actualizacion-${fixture.short}-`));
  workDirs.push(work);
  const dataDir = join(work, 'data');
  await unpackArchive(await fixtureArchive(fixture), dataDir);
  return dataDir;
}

/** Opened with today's driver, as the start opens DATA_DIR; a data directory of another PostgreSQL major says so. */
async function openDataDir(fixture: UpgradeFixture, dataDir: string): Promise<Database> {
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    const major = (await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim();
    throw new Error(
      `El PGlite de hoy no abre la base de datos de ${fixture.short} (PostgreSQL ${major}): un cambio de versión mayor de PostgreSQL ` +
        `necesita su propia ruta de actualización y una base de prueba nueva (docs/operations.md 'Upgrades')`,
      { cause: error },
    );
  }
}

async function openOld(fixture: UpgradeFixture): Promise<OldDatabase> {
  const dataDir = await unpackFixture(fixture);
  const pglite = await openDataDir(fixture, dataDir);
  if (!onPostgres) {
    const old: OldDatabase = {
      db: pglite,
      dataDir,
      async restart() {
        await old.db.close();
        old.db = await openDataDir(fixture, dataDir);
      },
      close: () => old.db.close(),
    };
    return old;
  }
  let target: TestDatabase | undefined;
  try {
    target = await openTestDatabase();
    await copyIntoPostgres(pglite, target.db);
    // The copy is the release's database: every row with its values.
    expect(rowChanges(await tableRows(pglite), await tableRows(target.db))).toEqual([]);
  } catch (error) {
    await target?.dispose();
    throw error;
  } finally {
    await pglite.close();
  }
  const copy = target;
  return { db: copy.db, dataDir, restart: async () => {}, close: () => copy.dispose() };
}

/** A student's record as the release wrote it, read with SQL before the upgrade. */
interface OldRecord {
  person: Row;
  bookings: Row[];
  tutoring: Row[];
  levelChanges: Row[];
  enrolments: Row[];
  books: Row[];
  observations: Row[];
  /** The topics of the student's current course, in order. */
  topics: number[];
}

async function oldRecords(db: Database): Promise<OldRecord[]> {
  const people = await db.query<Row>('SELECT * FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id');
  const topics = await db.query<{ id: number; curso_id: number }>('SELECT id, curso_id FROM temas ORDER BY orden, id');
  const of = async (table: string) => {
    const rows = await db.query<Row>(`SELECT * FROM ${table} ORDER BY id`);
    return (id: unknown) => rows.filter((row) => row.estudiante_id === id);
  };
  const [bookings, tutoring, levelChanges, enrolments, books, observations] = await Promise.all(
    ['agendamientos', 'tutorias', 'cambios_nivel', 'inscripciones', 'entrega_libros', 'estudiante_observaciones'].map(of),
  );
  return people.map((person) => ({
    person,
    bookings: bookings(person.id),
    tutoring: tutoring(person.id),
    levelChanges: levelChanges(person.id),
    enrolments: enrolments(person.id),
    books: books(person.id),
    observations: observations(person.id),
    topics: topics.filter((topic) => topic.curso_id === person.curso_actual_id).map((topic) => topic.id),
  }));
}

/**
 * The progress row migration 036 makes of a topic of the current course: fed by the student's
 * signed booking of it (attended first, then the latest), else pending.
 */
function expectedProgress(record: OldRecord, temaId: number): { estado: string; asistencia: 0 | 1 | null } {
  const [feeding] = record.bookings
    .filter((b) => b.tema_id === temaId && (b.estado === 'asistido' || b.estado === 'ausencia'))
    .sort(
      (a, b) =>
        Number(b.estado === 'asistido') - Number(a.estado === 'asistido') ||
        `${String(b.fecha)} ${String(b.hora)}`.localeCompare(`${String(a.fecha)} ${String(a.hora)}`) ||
        Number(b.id) - Number(a.id),
    );
  if (!feeding) return { estado: 'pendiente', asistencia: null };
  return { estado: String(feeding.estado), asistencia: feeding.estado === 'asistido' ? 1 : 0 };
}

/** Today's app over `db`, the administrator signed in; every call must answer 200. */
async function appOver(db: Database, fixture: UpgradeFixture): Promise<{ app: FastifyInstance; post: (path: string, body: unknown) => Promise<unknown> }> {
  const app = await buildApp({
    db,
    jwtSecret: JWT_SECRET,
    ...served,
    clock: clockFrom(`${fixture.seededOn}T10:00:00-05:00`),
    metrics: { allow: [], token: null },
  });
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const { token } = (await call('login', { email: STAFF.admin.email, password: STAFF.admin.password })) as { token: string };
  return { app, post: (path, body) => call(path, body, token) };
}

/** Every row and the schema: equal readings, nothing written in between. */
async function contents(db: Database): Promise<{ rows: Map<string, TableRows>; schema: Record<string, string[]> }> {
  return { rows: await tableRows(db), schema: await schemaOf(db) };
}

describe.each(fixtures)('a database of $short (up to $migration)', (fixture) => {
  let old: OldDatabase;
  /** Read before the upgrade. */
  let before: { rows: Map<string, TableRows>; recorded: string[]; records: OldRecord[]; names: Map<unknown, string> };
  let upgrade: { seeded: boolean; started: Date; error?: unknown };

  beforeAll(async () => {
    old = await openOld(fixture);
    const people = await old.db.query<{ id: number; nombre: string }>("SELECT id, concat_ws(' ', primer_nombre, primer_apellido) AS nombre FROM usuarios");
    before = {
      rows: await tableRows(old.db),
      recorded: (await old.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version')).map((row) => row.name),
      records: await oldRecords(old.db),
      names: new Map(people.map((person) => [person.id, person.nombre])),
    };
    // The start of today's server (server/main.ts): migrations, interrupted writes, permissions, the seed if empty.
    const started = new Date();
    upgrade = await prepareDatabase(old.db, served).then(
      (seeded) => ({ seeded, started }),
      (error: unknown) => ({ seeded: false, started, error }),
    );
  }, 180_000);
  afterAll(async () => {
    await old?.close();
  });

  it('is what its commit wrote: a few students with a whole record, its migrations today’s files statement for statement', async () => {
    expect(before.recorded).toEqual(Object.keys(fixture.migrations));
    expect(before.recorded.at(-1)).toBe(fixture.migration);
    const today = new Map((await readMigrations()).map((migration) => [migration.name, migration]));
    for (const [name, checksum] of Object.entries(fixture.migrations)) {
      const file = today.get(name);
      expect(file, `${name} ya no existe`).toBeDefined();
      expect(migrationChecksum(file!.sql), `${name} cambió después de ${fixture.short}: una base de datos que ya la aplicó no la vuelve a ejecutar`).toBe(checksum);
    }
    expect(before.records.length).toBe(fixture.students);
    for (const part of ['bookings', 'tutoring', 'levelChanges', 'enrolments', 'books', 'observations'] as const) {
      expect(before.records.some((record) => record[part].length > 0), part).toBe(true);
    }
  }, 60_000);

  it('opens with today’s start: every later migration, each in its own transaction, and no seed', async () => {
    expect(upgrade.error).toBeUndefined();
    expect(upgrade.seeded).toBe(false);
    const recorded = await old.db.query<{ name: string; applied_at: Date }>('SELECT name, applied_at FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.name)).toEqual((await readMigrations()).map((migration) => migration.name));
    const later = recorded.slice(before.recorded.length);
    expect(later.length).toBeGreaterThan(0);
    // applied_at is now() of the migration's transaction: one transaction each, one after another, during this start.
    for (const [index, row] of later.entries()) {
      expect(row.applied_at.getTime(), row.name).toBeGreaterThanOrEqual(upgrade.started.getTime() - 1000);
      if (index > 0) expect(row.applied_at.getTime(), row.name).toBeGreaterThan(later[index - 1].applied_at.getTime());
    }
  }, 60_000);

  it('keeps every row it had, with its values: the changes are the migrations’ own', async () => {
    const applied = new Set((await readMigrations()).map((m) => m.name).filter((name) => !before.recorded.includes(name)));
    const unexplained = rowChanges(before.rows, await tableRows(old.db)).filter(
      (change) =>
        !EXPECTED_CHANGES.some(
          (expected) =>
            (expected.by === 'start' || applied.has(expected.by)) &&
            expected.table === change.table &&
            expected.kind === change.kind &&
            (expected.key === undefined || ('key' in change && expected.key === change.key)) &&
            (expected.column === undefined || ('column' in change && expected.column === change.column)),
        ),
    );
    expect(unexplained).toEqual([]);
  }, 60_000);

  it('has the schema a new database gets from today’s migrations', async () => {
    const fresh = await openTestDatabase();
    try {
      await migrate(fresh.db);
      expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
    } finally {
      await fresh.dispose();
    }
  }, 60_000);

  it('reads back each student’s record through today’s API: detail, bookings, tutoring, level changes, enrolments, books, observations, progress', async () => {
    const { app, post } = await appOver(old.db, fixture);
    try {
      for (const record of before.records) {
        const id = record.person.id as number;
        const where = (part: string) => `estudiante ${id}: ${part}`;
        const detail = (await post('estudiante/detalle', { id })) as Row;
        const person = asReleased(detail, record.person);
        expect(Object.keys(person.answer).length).toBeGreaterThan(20);
        expect(person.answer, where('detalle')).toEqual(person.release);

        /** A section's rows: the release's, each with the values of the columns it had, and `refs` (names, nested ids) as expected. */
        const section = async (path: string, body: Row, rows: Row[], refs: (answer: Row, row: Row) => [unknown, unknown][] = () => [], except: string[] = []) => {
          const answer = (await post(path, body)) as Row[];
          expect(answer.map((row) => row.id).sort(), where(path)).toEqual(rows.map((row) => row.id).sort());
          for (const row of rows) {
            const current = answer.find((a) => a.id === row.id)!;
            const same = asReleased(current, row, except);
            expect(same.answer, where(`${path} ${String(row.id)}`)).toEqual(same.release);
            for (const [got, wanted] of refs(current, row)) expect(got, where(`${path} ${String(row.id)}`)).toEqual(wanted);
          }
        };
        const course = (answer: Row, key: string) => (answer[key] as { id: number } | null)?.id ?? null;
        await section('estudiante/ver_agendamientos', { id }, record.bookings);
        await section('estudiante/ver_tutorias', { id }, record.tutoring);
        await section('estudiante/ver_cambio_nivel', { id }, record.levelChanges, (answer, row) => [
          [course(answer, 'curso_anterior'), row.curso_anterior_id],
          [course(answer, 'curso_nuevo'), row.finalizado ? row.curso_nuevo_id : null],
          [(answer.solicitante as { nombre: string }).nombre, before.names.get(row.solicitante_id)],
        ]);
        await section('estudiante/ver_inscripciones', { id }, record.enrolments, (answer, row) => [
          [course(answer, 'curso'), row.curso_id],
          [answer.actual, row.curso_id === record.person.curso_actual_id],
        ]);
        await section('estudiante/ver_entrega_libros', { id }, record.books, (answer, row) => [
          [course(answer, 'curso'), row.curso_id],
          [answer.entregado_por, row.entregado_por === null ? null : before.names.get(row.entregado_por)],
        ], ['entregado_por']);
        await section('estudiante_observaciones/lista', { estudiante_id: id }, record.observations, (answer, row) => [
          [(answer.usuario as { nombre: string }).nombre, before.names.get(row.usuario_id)],
        ]);

        // Progress is migration 036's: a row per topic of the course, fed by the signed bookings the release kept.
        const progress = (await post('estudiante/progreso', { estudiante_id: id })) as { curso_id: number | null; registros: Row[] };
        expect(progress.curso_id, where('progreso')).toBe(record.person.curso_actual_id);
        expect(progress.registros.map((row) => row.tema_id).sort(), where('progreso')).toEqual([...record.topics].sort());
        for (const row of progress.registros) {
          const temaId = row.tema_id as number;
          expect({ estado: row.estado, asistencia: row.asistencia }, where(`progreso del tema ${temaId}`)).toEqual(expectedProgress(record, temaId));
          expect(
            (row.agendamientos as Row[]).map((b) => b.id).sort(),
            where(`agendamientos del tema ${temaId}`),
          ).toEqual(record.bookings.filter((b) => b.tema_id === temaId).map((b) => b.id).sort());
        }
        // A finished level change ended the level it left (036): the course's avance_nivel is its date.
        const taken = (await post('estudiante/niveles_cursados', { estudiante_id: id })) as { curso_id: number; avance_nivel: string | null; actual: boolean }[];
        expect(taken.map((c) => c.curso_id).sort(), where('niveles_cursados')).toEqual(record.enrolments.map((e) => e.curso_id).sort());
        for (const taking of taken) {
          const ended = record.levelChanges.find((change) => change.finalizado && change.curso_anterior_id === taking.curso_id);
          expect(taking.avance_nivel, where(`avance del curso ${taking.curso_id}`)).toBe(ended ? ended.fecha_avance_nivel : null);
        }
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('takes writes through today’s API, into the audit trail: a payment method, an observation', async () => {
    const { app, post } = await appOver(old.db, fixture);
    try {
      const record = before.records.find((r) => r.levelChanges.length > 0)!;
      const id = record.person.id as number;
      const methods = (await old.db.query<{ codigo: string }>('SELECT codigo FROM metodos_pago ORDER BY codigo')).map((m) => m.codigo);
      const method = methods.find((codigo) => codigo !== record.person.tipo_pago)!;
      const detail = (await post('estudiante/detalle', { id })) as Row;
      await post('estudiante/editar_tipo_pago', { id, version: detail.version, tipo_pago: method });
      expect(((await post('estudiante/detalle', { id })) as Row).tipo_pago).toBe(method);
      await post('estudiante_observaciones/crear', { estudiante_id: id, observacion: 'Escrita después de la actualización.' });
      const observations = (await post('estudiante_observaciones/lista', { estudiante_id: id })) as Row[];
      expect(observations.map((o) => o.observacion)).toContain('Escrita después de la actualización.');
      const [admin] = await old.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [STAFF.admin.email]);
      const events = (await post('event/search', { filters: { funcionario_id: admin.id }, paginate: { page: 1, perPage: 5 } })) as {
        datos: { data: { tipo: string; registro_id: number | null }[] };
      };
      expect(events.datos.data.map((e) => e.tipo)).toEqual(expect.arrayContaining(['editar_tipo_pago']));
      expect(events.datos.data.find((e) => e.tipo === 'editar_tipo_pago')?.registro_id).toBe(id);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a second start applies nothing and changes nothing', async () => {
    await old.restart();
    const reading = await contents(old.db);
    expect(await migrate(old.db)).toEqual([]);
    expect(await prepareDatabase(old.db, served)).toBe(false);
    const again = await contents(old.db);
    expect(again.schema).toEqual(reading.schema);
    const changes = rowChanges(reading.rows, again.rows);
    expect(changes.filter((change) => change.table !== 'acceso_version')).toEqual([]);
  }, 60_000);
});

/** A migration that adds to what the release has, then one that fails midway through its statements. */
const GOOD: Migration = {
  version: '900',
  name: '900_prueba_buena.sql',
  sql: "CREATE TABLE prueba_buena (id integer PRIMARY KEY); INSERT INTO config (clave, valor) VALUES ('prueba_buena', 'si');",
};
const BROKEN: Migration = {
  version: '901',
  name: '901_prueba_rota.sql',
  sql: `CREATE TABLE prueba_rota (id integer PRIMARY KEY);
        ALTER TABLE usuarios ADD COLUMN apodo text;
        UPDATE usuarios SET primer_nombre = upper(primer_nombre);
        INSERT INTO eventos (universo, tipo, evento) VALUES ('usuarios', 'prueba', 'A medias');
        INSERT INTO config (clave, valor) VALUES ('prueba_buena', 'otra vez');`,
};
const BROKEN_MESSAGE =
  'La migración 901_prueba_rota.sql falló: duplicate key value violates unique constraint "config_pkey": Key (clave)=(prueba_buena) already exists (23505). ' +
  'Se deshizo entera: la base de datos quedó como estaba antes de ella (última migración aplicada: 900_prueba_buena.sql).';

describe('a migration that fails', () => {
  it('is rolled back whole, names itself in Spanish and leaves the database as it was before it; those before it stay', async () => {
    const test = await openTestDatabase({ seededStudents: 5 });
    try {
      const all = await readMigrations();
      expect(await migrate(test.db, [...all, GOOD])).toEqual([GOOD.name]);
      const reading = await contents(test.db);
      const error = await migrate(test.db, [...all, GOOD, BROKEN]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toBe(BROKEN_MESSAGE);
      expect(await contents(test.db)).toEqual(reading);
      expect((await test.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version DESC LIMIT 1'))[0].name).toBe(GOOD.name);
    } finally {
      await test.dispose();
    }
  }, 60_000);

  it.each(fixtures.slice(0, 1))('stops today’s start on a database of $short: a later migration that fails there leaves it as it was', async (fixture) => {
    const { old, failing, previous } = await oldWithFailingMigration(fixture);
    try {
      const reading = await contents(old.db);
      const error = await prepareDatabase(old.db, served).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toBe(failureMessage(failing, previous));
      expect(await contents(old.db)).toEqual(reading);
    } finally {
      await old.close();
    }
  }, 120_000);

  it.skipIf(onPostgres).each(fixtures.slice(0, 1))('npm start prints it and exits with 1 (database of $short)', async (fixture) => {
    const { old, failing, previous } = await oldWithFailingMigration(fixture);
    const reading = await contents(old.db);
    await old.db.close();
    const run = await startServer(old.dataDir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`No fue posible iniciar el servidor: ${failureMessage(failing, previous)}`);
    expect(run.output).not.toMatch(/\n\s+at /); // the sentence alone, no stack
    const db = await openDatabase({ dataDir: old.dataDir });
    try {
      expect(await contents(db)).toEqual(reading);
    } finally {
      await db.close();
    }
  }, 120_000);
});

/** A statement that creates a table (not IF NOT EXISTS), at the start of a line: the table's name. */
const CREATES_TABLE = /^\s*CREATE TABLE\s+(?!IF\b)"?(\w+)"?/im;

/** The first later migration that creates a table, and the migration applied before it. */
async function firstTableMigration(fixture: UpgradeFixture): Promise<{ failing: Migration; table: string; before: Migration[] }> {
  const later = (await readMigrations()).filter((migration) => !(migration.name in fixture.migrations));
  const index = later.findIndex((migration) => CREATES_TABLE.test(migration.sql));
  if (index < 0) throw new Error(`Ninguna migración posterior a ${fixture.migration} crea una tabla`);
  return { failing: later[index], table: CREATES_TABLE.exec(later[index].sql)![1], before: later.slice(0, index) };
}

/**
 * The release's database where its first later migration that creates a table will fail: a table
 * of that name was made by hand. The later migrations before that one are applied first.
 */
async function oldWithFailingMigration(fixture: UpgradeFixture): Promise<{ old: OldDatabase; failing: Migration; previous: string }> {
  const old = await openOld(fixture);
  const { failing, table, before } = await firstTableMigration(fixture);
  await migrate(old.db, [...(await readMigrations()).filter((m) => m.name in fixture.migrations), ...before]);
  await old.db.exec(`CREATE TABLE ${table} (hecha_a_mano text)`);
  return { old, failing, previous: before.at(-1)?.name ?? fixture.migration };
}

const failureMessage = (failing: Migration, previous: string) =>
  `La migración ${failing.name} falló: relation "${CREATES_TABLE.exec(failing.sql)![1]}" already exists (42P07). ` +
  `Se deshizo entera: la base de datos quedó como estaba antes de ella (última migración aplicada: ${previous}).`;

/** server/main.ts on DATA_DIR, until it exits (it must: every case here stops the start); its code and output. */
function startServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '39871' };
  for (const name of ['DATABASE_URL', 'WORKERS', 'JWT_SECRET']) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`El servidor no terminó\n${output}`));
    }, 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const newerMessage = (newer: string, newest: string) =>
  `La base de datos es de una versión más reciente (migración ${newer}) que este servidor (migración ${newest}): ` +
  'actualice el servidor a esa versión o restaure una copia de la base de datos hecha con esta versión. No se modificó nada.';

describe('a database newer than the code', () => {
  it('is refused before anything is written, naming both migrations', async () => {
    const test = await openTestDatabase({ seededStudents: 5 });
    try {
      const newest = (await readMigrations()).at(-1)!.name;
      await test.db.query("INSERT INTO schema_migrations (version, name) VALUES ('999', '999_de_una_version_futura.sql')");
      const reading = await contents(test.db);
      for (const start of [() => migrate(test.db), () => prepareDatabase(test.db, served)]) {
        const error = await start().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(MigrationError);
        expect((error as Error).message).toBe(newerMessage('999_de_una_version_futura.sql', newest));
      }
      expect(await contents(test.db)).toEqual(reading);
    } finally {
      await test.dispose();
    }
  }, 60_000);

  it('a migration the code never had, below its newest, is refused too', async () => {
    const test = await openTestDatabase({ seededStudents: 5 });
    try {
      const newest = (await readMigrations()).at(-1)!.name;
      await test.db.query("INSERT INTO schema_migrations (version, name) VALUES ('001a', '001a_de_otra_rama.sql')");
      const reading = await contents(test.db);
      const error = await migrate(test.db).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toBe(
        `La base de datos tiene la migración 001a_de_otra_rama.sql, que este servidor no conoce (su última es ${newest}): ` +
          'la escribió otra versión del servidor; use esa versión o restaure una copia de la base de datos hecha con esta. No se modificó nada.',
      );
      expect(await contents(test.db)).toEqual(reading);
    } finally {
      await test.dispose();
    }
  }, 60_000);

  it.skipIf(onPostgres).each(fixtures.slice(0, 1))('npm start refuses it, prints why and exits with 1, applying none of its own (database of $short)', async (fixture) => {
    const old = await openOld(fixture);
    const newest = (await readMigrations()).at(-1)!.name;
    await old.db.query("INSERT INTO schema_migrations (version, name) VALUES ('999', '999_de_una_version_futura.sql')");
    const reading = await contents(old.db);
    await old.db.close();
    const run = await startServer(old.dataDir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`No fue posible iniciar el servidor: ${newerMessage('999_de_una_version_futura.sql', newest)}`);
    const db = await openDatabase({ dataDir: old.dataDir });
    try {
      expect(await contents(db)).toEqual(reading);
    } finally {
      await db.close();
    }
  }, 120_000);
});
