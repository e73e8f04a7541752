// An export shares the machine (issue 40 point 2): it reads in short statements — its ids window by
// window over the order's index, its rows in small batches — and lets the event loop turn before
// each one, so a read asked meanwhile is answered while the export goes on. Whatever the windows, the
// rows come in the list's exact order: every offered order, both directions, ties and NULLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSortFields } from '../../../core/engine/listFields';
import { P } from '../../../core/engine/permissions';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import estudiantes from '../../../resources/estudiantes/schema';
import { loadResourceDeclarations, loadServerParts } from '../../../resources/served';
import type { Database, SqlParam } from '../../../server/db/database';
import { createTablesSql } from '../../../server/db/schema';
import type { ListQuery } from '../../../server/crud/repository';
import { toListQuery } from '../../../server/crud/schemas';
import { createResourceService } from '../../../server/crud/writes';
import { testClock } from '../../testDay';
import { createTestServer, type TestServer } from '../helpers';

/** Rows with every kind of order key, NULLs and ties among them (fewRows: sorted without an index). */
const filas = defineResource({
  name: 'filas_orden',
  prefix: 'fila_orden',
  label: { one: 'Fila', many: 'Filas' },
  table: 'filas_orden',
  representation: '{titulo}',
  messages: { created: 'Fila creada', updated: 'Fila actualizada' },
  permissions: { list: 'TORD0001', show: 'TORD0002' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título' },
    { source: 'puntos', type: 'integer', label: 'Puntos' },
    { source: 'peso', type: 'number', label: 'Peso' },
    { source: 'fecha', type: 'date', label: 'Fecha' },
    { source: 'momento', type: 'datetime', label: 'Momento' },
    { source: 'visible', type: 'boolean', label: 'Visible' },
    { source: 'categoria', type: 'select', choices: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], label: 'Categoría' },
  ],
  list: {
    fewRows: true,
    columns: ['titulo', 'puntos', 'peso', 'fecha', 'momento', 'visible', 'categoria'],
    perPage: 5,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'titulo', order: 'ASC' },
  },
});

/** 60 rows: titles that fold alike ('Ana', 'ÁNA'), instants a microsecond apart, every column NULL somewhere. */
const FILAS_SQL = `INSERT INTO filas_orden (titulo, puntos, peso, fecha, momento, visible, categoria)
  SELECT (ARRAY['Ana', 'ÁNA', 'ana', 'Bea', NULL, 'Ñu', 'nu'])[1 + g % 7], CASE WHEN g % 5 = 0 THEN NULL ELSE g % 4 END,
         CASE WHEN g % 6 = 0 THEN NULL ELSE (g % 3) / 3.0 END, CASE WHEN g % 4 = 0 THEN NULL ELSE DATE '2024-01-01' + g % 3 END,
         CASE WHEN g % 9 = 0 THEN NULL ELSE TIMESTAMPTZ '2024-01-01 10:00:00.000001+00' + (g % 3) * INTERVAL '1 microsecond' END,
         CASE WHEN g % 8 = 0 THEN NULL ELSE g % 2 = 0 END, CASE WHEN g % 10 = 0 THEN NULL ELSE (ARRAY['a', 'b'])[1 + g % 2] END
  FROM generate_series(1, 60) AS g`;

interface Statement {
  sql: string;
  /** What it answered: its rows, or the length of the one array cell (ids, rows as json) it answered with. */
  items: number;
}

/** `db` with each statement's answer noted in `log`, and `after` run once it answered. */
function watched(db: Database, log: Statement[], after: (sql: string) => Promise<void> = async () => {}): Database {
  return {
    ...db,
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const rows = await db.query<T>(sql, params);
      const cells = rows.length === 1 ? Object.values(rows[0] as Record<string, unknown>).filter(Array.isArray) : [];
      log.push({ sql, items: cells.length > 0 ? Math.max(...cells.map((c) => c.length)) : rows.length });
      await after(sql);
      return rows;
    },
  };
}

let server: TestServer;

beforeAll(async () => {
  const tableSql = await createTablesSql([filas]);
  server = await createTestServer({
    resources: [...(await loadResourceDeclarations()), filas],
    prepare: async (db) => {
      await db.exec(tableSql);
      await db.query(FILAS_SQL);
    },
  });
});
afterAll(async () => {
  await server.close();
});

async function studentRepository(db: Database) {
  const session = await server.app.apiGuard(`Bearer ${server.adminToken}`, P.estudiantes.list);
  const service = createResourceService(db, estudiantes, (await loadServerParts(estudiantes)).hooks ?? {}, testClock());
  return service.repo.as(session);
}

type Repository = Awaited<ReturnType<typeof studentRepository>>;
type Sort = ListQuery['sort'];

/** The ids the list shows for `sort` (every page at once), the export's reference. */
async function listedIds(repo: Repository, sort: Sort, ids?: number[]): Promise<number[]> {
  return (await repo.list({ page: 1, perPage: 1000, sort, filters: {}, ids })).datos.map((r) => r.id);
}

async function exportedIds(repo: Repository, sort: Sort, batchRows: number, windowRows: number, ids?: number[]): Promise<number[]> {
  const found: number[] = [];
  for await (const batch of repo.exportBatches({ sort, filters: {}, ids }, [], batchRows, windowRows)) found.push(...batch.map((r) => r.id));
  return found;
}

describe('an export’s reads', () => {
  it('are short statements: ids in windows of the order’s index, rows in batches, none over all the rows', async () => {
    const log: Statement[] = [];
    const repo = await studentRepository(watched(server.db, log));
    const query = toListQuery(estudiantes, {});
    const batches: number[] = [];
    for await (const batch of repo.exportBatches(query, ['primer_apellido', 'email'], 4, 8)) batches.push(batch.length);
    const students = batches.reduce((a, b) => a + b, 0);
    expect(students).toBeGreaterThan(20);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
    // Several statements, each answering at most a window's ids or a batch's rows.
    expect(log.length).toBeGreaterThan(students / 8 + students / 4);
    expect(log.filter((s) => s.items > 8)).toEqual([]);
  });

  it('let the event loop turn before each statement: a detalle asked meanwhile is answered before the export ends', async () => {
    const repo = await studentRepository(server.db);
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id LIMIT 1');
    let turns = 0;
    let exporting = true;
    const tick = () => {
      turns++;
      if (exporting) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsAtBatch: number[] = [];
    let detalle: Promise<number> | undefined;
    let answeredAtBatch: number | undefined;
    for await (const batch of repo.exportBatches(toListQuery(estudiantes, {}), ['primer_apellido'], 2, 8)) {
      expect(batch.length).toBeGreaterThan(0);
      turnsAtBatch.push(turns);
      detalle ??= server.post('estudiante/detalle', { id }, server.adminToken).then((response) => {
        answeredAtBatch = turnsAtBatch.length;
        return response.statusCode;
      });
    }
    exporting = false;
    expect(await detalle).toBe(200);
    expect(answeredAtBatch).toBeLessThan(turnsAtBatch.length);
    // Between two batches the loop turned (a batch's statement waited for it).
    for (let i = 1; i < turnsAtBatch.length; i++) expect(turnsAtBatch[i], `lote ${i}`).toBeGreaterThan(turnsAtBatch[i - 1]);
  });

  it('take a row once when its place moves past the walk meanwhile', async () => {
    const [first] = await listedIds(await studentRepository(server.db), estudiantes.list.sort);
    const [{ surname }] = await server.db.query<{ surname: string }>('SELECT primer_apellido AS surname FROM usuarios WHERE id = $1', [first]);
    let moved = false;
    const log: Statement[] = [];
    // After the first window, the first student's surname moves it to the end of the order.
    const db = watched(server.db, log, async (sql) => {
      if (moved || !sql.includes('ARRAY(SELECT id')) return;
      moved = true;
      await server.db.query("UPDATE usuarios SET primer_apellido = 'Zzzz' WHERE id = $1", [first]);
    });
    try {
      const ids = await exportedIds(await studentRepository(db), estudiantes.list.sort, 50, 8);
      expect(moved).toBe(true);
      expect(ids.filter((id) => id === first)).toEqual([first]);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await server.db.query('UPDATE usuarios SET primer_apellido = $2 WHERE id = $1', [first, surname]);
    }
  });
});

describe('whatever the windows, the list’s order', () => {
  it('every offered order of every key type, both directions, ties and NULLs', async () => {
    const repo = createResourceService(server.db, filas, {}, testClock()).repo;
    for (const field of listSortFields(filas)) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sort = { field, order };
        const listed = await listedIds(repo, sort);
        expect(listed).toHaveLength(60);
        for (const windowRows of [1, 7, 100]) expect(await exportedIds(repo, sort, 5, windowRows), `${field} ${order} ${windowRows}`).toEqual(listed);
      }
    }
  });

  it('the students’ orders over their indexes, and ids a body names', async () => {
    const repo = await studentRepository(server.db);
    for (const field of listSortFields(estudiantes)) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sort = { field, order };
        expect(await exportedIds(repo, sort, 7, 5), `${field} ${order}`).toEqual(await listedIds(repo, sort));
      }
    }
    const some = (await listedIds(repo, { field: 'id', order: 'DESC' })).filter((_, i) => i % 3 === 0);
    const sort: Sort = { field: 'email', order: 'DESC' };
    expect(await exportedIds(repo, sort, 4, 5, some)).toEqual(await listedIds(repo, sort, some));
  });
});
