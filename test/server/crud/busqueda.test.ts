// <prefix>/buscar over the folded, generated `busqueda` column and its trigram index (migration 004):
// same answers as a search over each declared column, and the index really serves it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import estudiantes from '../../../resources/estudiantes/schema';
import salones from '../../../resources/salones/schema';
import { buildApp } from '../../../server/app';
import { FOLDED_SEARCH_COLUMNS, foldedSearchColumn } from '../../../server/crud/searchColumns';
import { type RecordingDatabase, recordingDatabase } from '../../bench/recording';
import { ADMIN, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../helpers';
import { servedResources } from '../../../resources/served';

let database: TestDatabase;
let recorder: RecordingDatabase;
let app: FastifyInstance;
let token: string;
const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

function post(path: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

async function buscar(texto: string, prefix = 'estudiante'): Promise<Record<string, unknown>[]> {
  const response = await post(`${prefix}/buscar`, { texto });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>[];
}

async function foundIds(texto: string): Promise<number[]> {
  return (await buscar(texto)).map((r) => r.id as number);
}

/** Written with an explicit column list, as every write does: `busqueda` is never named. */
async function insertStudent(values: Record<string, string>): Promise<number> {
  const row = { tipo_documento: 'CC', movil: '3001234567', sede_id: 1, es: true, ...values };
  const columns = Object.keys(row);
  const [{ id }] = await database.db.query<{ id: number }>(
    `INSERT INTO usuarios (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return id;
}

beforeAll(async () => {
  // A few thousand students: enough for the planner to weigh the trigram index against a seq scan.
  database = await openTestDatabase({ seededStudents: 3000 });
  recorder = recordingDatabase(database.db);
  app = await buildApp({ ...(await servedResources()), db: recorder.db, jwtSecret: TEST_JWT_SECRET });
  token = '';
  const login = await post('login', { email: ADMIN.email, password: ADMIN.password });
  token = (login.json() as { token: string }).token;
  ids.a = await insertStudent({
    primer_nombre: 'Xiomára',
    segundo_nombre: 'Quetzal',
    primer_apellido: 'Ñandúvez',
    segundo_apellido: 'Wölkenberg',
    numero_documento: '5599887766',
    email: 'zzyzx.unico@correo.test',
  });
  ids.b = await insertStudent({ primer_nombre: 'Bruno', primer_apellido: 'Guion', numero_documento: '5599887701', email: 'ab_cd.unico@correo.test' });
  ids.c = await insertStudent({ primer_nombre: 'Carla', primer_apellido: 'Equis', numero_documento: '5599887702', email: 'abxcd.unico@correo.test' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('estudiante/buscar over the folded column', () => {
  it('finds a student by any word of any of the six columns, ignoring case and accents', async () => {
    for (const texto of ['XIOMARA', 'xiomára', 'QUETZAL', 'ñandúvez', 'NANDUVEZ', 'andúve', 'wolkenberg', 'WÖLKENBERG', '5599887766', 'zzyzx.unico@correo']) {
      expect(await foundIds(texto), texto).toContain(ids.a);
    }
  });

  it('needs every word somewhere, and no word matches across two columns', async () => {
    expect(await foundIds('Xiomara Quetzal Ñandúvez')).toContain(ids.a);
    expect(await foundIds('xiomara noexiste')).toEqual([]);
    expect(await foundIds('quetzalñandúvez')).toEqual([]);
    expect(await foundIds('wolkenberg5599887766')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await foundIds('ab_cd.unico')).toEqual([ids.b]);
    expect(await foundIds('abxcd.unico')).toEqual([ids.c]);
    expect(await foundIds('ab%cd.unico')).toEqual([]);
    expect(await foundIds('%%%%%')).toEqual([]);
    expect(await foundIds('_____')).toEqual([]);
  });

  it('only the first 8 words count', async () => {
    const eight = 'xiomara quetzal ñandúvez wolkenberg 5599887766 zzyzx unico correo';
    expect(await foundIds(`${eight} noexiste`)).toContain(ids.a);
    expect(await foundIds(`noexiste ${eight}`)).toEqual([]);
  });

  it('answers what the per-column search answered, in the same order, with the values detalle has for the list', async () => {
    const columns = estudiantes.list.search?.columns ?? [];
    for (const texto of ['Restrepo', 'María Gómez', '10101', 'correo.test']) {
      const words = texto.split(/\s+/);
      const conditions = words.map((_, i) => `(${columns.map((c) => `f_fold(${c}) LIKE f_fold($${i + 1})`).join(' OR ')})`);
      const expected = await database.db.query<{ id: number }>(
        `SELECT id FROM usuarios WHERE es AND deleted_at IS NULL AND ${conditions.join(' AND ')}
          ORDER BY f_fold(primer_apellido) NULLS LAST, primer_apellido, id LIMIT 100`,
        words.map((w) => `%${w}%`),
      );
      expect(await foundIds(texto), texto).toEqual(expected.map((r) => r.id));
    }
    const [first] = await buscar('Restrepo');
    const detail = (await post('estudiante/detalle', { id: first.id })).json() as Record<string, unknown>;
    // Only what the list shows, sorts, filters (its declared field filters too) and names the row by: not the thirty columns of a student.
    const filtered = (estudiantes.list.filters ?? []).filter((f) => typeof f === 'string');
    expect(Object.keys(first).sort()).toEqual(
      ['id', 'version', ...estudiantes.list.columns, ...filtered, 'primer_nombre', 'primer_apellido', 'sede_id'].filter((k, i, all) => all.indexOf(k) === i).sort(),
    );
    expect(first).toEqual(Object.fromEntries(Object.keys(first).map((key) => [key, detail[key]])));
  });

  it('follows updates of the searched columns (the column is generated)', async () => {
    await database.db.query(`UPDATE usuarios SET segundo_apellido = 'Zaratustra' WHERE id = $1`, [ids.a]);
    expect(await foundIds('zaratustra')).toEqual([ids.a]);
    expect(await foundIds('wolkenberg')).toEqual([]);
  });

  it('a list page in the default order reads the order index, not a sort of every row (EXPLAIN)', async () => {
    for (const [path, index] of [['estudiante/lista', 'usuarios_orden_apellido_idx']]) {
      const queries = await recorder.record(() => post(path, { pagina: 3, por_pagina: 10 }));
      const page = queries.find((q) => q.sql.includes('LIMIT'));
      expect(page, path).toBeDefined();
      const plan = (await database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page!.sql}`, page!.params)).map((r) => r['QUERY PLAN']).join('\n');
      // The page's ids in order from the index alone; the one sort left is of the page's own 10 rows.
      expect(plan, path).toMatch(new RegExp(`Index Only Scan using ${index}`));
      const sorts = plan.split('\n').filter((line) => /^\s*(->\s*)?Sort\s+\(/.test(line));
      expect(sorts.length, plan).toBeLessThanOrEqual(1);
      for (const sort of sorts) expect(sort, plan).toMatch(/rows=10\b/);
    }
  });

  it('is served by the trigram index (EXPLAIN among 3,000 students)', async () => {
    for (const texto of ['55998877', 'zzyzx.unico']) {
      const queries = await recorder.record(() => post('estudiante/buscar', { texto }));
      const search = queries.find((q) => q.sql.includes('LIKE'));
      expect(search, texto).toBeDefined();
      const plan = await database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${search!.sql}`, search!.params);
      expect(plan.map((r) => r['QUERY PLAN']).join('\n'), texto).toMatch(/Bitmap Index Scan on usuarios_busqueda_idx/);
    }
  });

  it('answers a whole document number or e-mail from its unique b-tree, without the trigram index (issue 44)', async () => {
    // Another student whose document holds the first one's: found by the part, not by the whole.
    const holder = await insertStudent({ primer_nombre: 'Dora', primer_apellido: 'Contenedora', numero_documento: '95599887766', email: 'dora.contenedora@correo.test' });
    for (const [texto, index] of [['5599887766', 'usuarios_numero_documento_key'], ['ZZYZX.Unico@correo.test', 'usuarios_email_key']]) {
      const queries = await recorder.record(() => post('estudiante/buscar', { texto }));
      expect(queries.some((q) => q.sql.includes('LIKE')), texto).toBe(false);
      const [search] = queries.filter((q) => q.sql.includes('json_agg'));
      const plan = await database.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${search.sql}`, search.params);
      expect(plan.map((r) => r['QUERY PLAN']).join('\n'), texto).toMatch(new RegExp(`Index Scan using ${index}`));
      expect(await foundIds(texto), texto).toEqual([ids.a]);
    }
    expect((await foundIds('559988776')).sort((x, y) => x - y)).toEqual([ids.a, holder].sort((x, y) => x - y));
    // A whole value nobody in reach has: the words inside the columns, as for any text.
    expect(await foundIds('95599887766')).toEqual([holder]);
    await database.db.query('DELETE FROM usuarios WHERE id = $1', [holder]);
    expect(await foundIds('95599887766')).toEqual([]);
  });

  it('a one-word search can walk the order index alone, which carries the folded column (EXPLAIN, bitmaps off)', async () => {
    const queries = await recorder.record(() => post('estudiante/buscar', { texto: 'zapata' }));
    const search = queries.find((q) => q.sql.includes('LIKE'));
    expect(search?.sql).toMatch(/WHERE id = ANY\(ARRAY\(SELECT id FROM/);
    // Among 3,000 students the planner takes the trigram index; a common surname among 100,000, the walk.
    const plan = await database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_bitmapscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${search!.sql}`, search!.params)).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using usuarios_orden_apellido_idx/);
    expect(await foundIds('zapata')).not.toEqual([]);
  });
});

describe('the folded columns', () => {
  it('serve both declarations and join exactly their search columns', async () => {
    for (const decl of [estudiantes, salones]) {
      const columns = decl.list.search?.columns ?? [];
      expect(foldedSearchColumn(decl.table, columns), decl.name).toBe('busqueda');
      const [{ expr }] = await database.db.query<{ expr: string }>(
        `SELECT pg_get_expr(d.adbin, d.adrelid) AS expr FROM pg_attrdef d
           JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
          WHERE d.adrelid = $1::regclass AND a.attname = 'busqueda'`,
        [decl.table],
      );
      const tableColumns = await database.db.query<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'busqueda'`,
        [decl.table],
      );
      const joined = tableColumns.map((c) => c.attname).filter((name) => new RegExp(`\\b${name}\\b`).test(expr));
      expect(new Set(joined), decl.name).toEqual(new Set(FOLDED_SEARCH_COLUMNS[decl.table].covers));
      expect(new Set(joined), decl.name).toEqual(new Set(columns));
    }
  });

  it('are not used for a different set of columns', () => {
    expect(foldedSearchColumn('usuarios', ['email'])).toBeNull();
    expect(foldedSearchColumn('otra_tabla', ['nombre'])).toBeNull();
  });

  it('salon/buscar finds rooms by name or number, accents ignored', async () => {
    const rooms = (await buscar('SALON', 'salon')) as { nombre: string; numero: string | null }[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => /sal[oó]n/i.test(r.nombre))).toBe(true);
    const [room] = await database.db.query<{ numero: string }>(`SELECT numero FROM salones WHERE numero IS NOT NULL LIMIT 1`);
    const byNumber = (await buscar(room.numero, 'salon')) as { nombre: string; numero: string | null }[];
    expect(byNumber.length).toBeGreaterThan(0);
    expect(byNumber.every((r) => `${r.nombre} ${r.numero ?? ''}`.includes(room.numero))).toBe(true);
  });
});
