// <prefix>/exportar through the real app: the list's guard (401, then 403 before the body is read),
// Spanish 400s and never a 500, every page of the list's filter and order in the file, the sede
// boundary, names instead of ids, dates as date cells (xlsx) or DD/MM/YYYY (CSV), formula injection
// inert end to end, the teachers' sedes, and a download's headers.
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../../core/engine/clock';
import { testClock } from '../../testDay';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { formulaCells, splitCsv } from './excelSplit';

let server: TestServer;
let limitedToken: string;

beforeAll(async () => {
  // More students than one page of lista can hold (por_pagina ≤ 1,000).
  server = await createTestServer({ students: 1200 });
  // Exporting a list takes its code and the detail's (issue 43).
  const limited = await createStaffUser(server.db, [P.estudiantes.list, P.estudiantes.show]);
  limitedToken = await server.login(limited.email, limited.password);
}, 120_000);
afterAll(async () => {
  await server.close();
});

type Line = (string | number | null)[];

/** The file's sheet as lines (CSV values stay text: SheetJS is told not to guess dates or numbers). */
function sheetLines(file: Buffer): Line[] {
  const book = XLSX.read(file, { type: 'buffer', raw: true });
  return XLSX.utils.sheet_to_json<Line>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null, raw: true });
}

async function exported(body: Record<string, unknown>, token = server.adminToken, path = 'estudiante/exportar') {
  const response = await server.post(path, body, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const lines = sheetLines(response.rawPayload);
  return { response, header: lines[0] as string[], rows: lines.slice(1) };
}

/** Every id the list shows for a body, page after page, in its order. */
async function listedIds(body: Record<string, unknown>, token = server.adminToken): Promise<number[]> {
  const ids: number[] = [];
  for (let pagina = 1; ; pagina++) {
    const page = (await server.post('estudiante/lista', { ...body, pagina, por_pagina: 1000 }, token)).json() as { datos: { id: number }[]; total: number };
    ids.push(...page.datos.map((r) => r.id));
    if (ids.length >= page.total || page.datos.length === 0) return ids;
  }
}

/** A cell of the file's second line (the first record) with its number format, by its column's label. */
function firstRowCell(file: Buffer, header: string[], label: string): XLSX.CellObject | undefined {
  const book = XLSX.read(file, { type: 'buffer', cellNF: true });
  return book.Sheets[book.SheetNames[0]][XLSX.utils.encode_cell({ r: 1, c: column(header, label) })] as XLSX.CellObject | undefined;
}

const column = (header: string[], label: string) => {
  const index = header.indexOf(label);
  expect(index, label).toBeGreaterThanOrEqual(0);
  return index;
};

describe('guard and body', () => {
  it('answers 401 without a token, 403 without the list code even for a malformed body', async () => {
    expect((await server.post('estudiante/exportar', { formato: 'csv' })).statusCode).toBe(401);
    const other = await createStaffUser(server.db, [P.estudiantes.show]);
    const token = await server.login(other.email, other.password);
    for (const body of [{ formato: 'csv' }, { formato: 'pdf', pagina: 'x' }, '{"roto":']) {
      const response = await server.post('estudiante/exportar', body, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    }
  });

  it('refuses a bad format, an unknown filter, a page, with Spanish 400s', async () => {
    const refusal = async (body: unknown) => {
      const response = await server.post('estudiante/exportar', body, server.adminToken);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
      return (response.json() as { errors?: Record<string, string> }).errors;
    };
    expect(await refusal({ formato: 'pdf' })).toEqual({ formato: 'El formato debe ser csv o xlsx' });
    expect(await refusal({ formato: 'xls' })).toEqual({ formato: 'El formato debe ser csv o xlsx' });
    expect(await refusal({})).toEqual({ formato: 'Este campo es requerido' });
    expect(await refusal({ formato: 'csv', filtros: { clave: 1 } })).toEqual({ 'filtros.clave': 'Campo no permitido: clave' });
    expect(await refusal({ formato: 'csv', pagina: 2 })).toEqual({ pagina: 'Campo no permitido: pagina' });
    expect(await refusal({ formato: 'csv', por_pagina: 10 })).toEqual({ por_pagina: 'Campo no permitido: por_pagina' });
    expect(await refusal({ formato: 'csv', orden: { campo: 'password_hash', direccion: 'ASC' } })).toHaveProperty(['orden.campo']);
    expect(await refusal({ formato: 'csv', filtros: { sede_id: 'uno' } })).toHaveProperty(['filtros.sede_id']);
  });

  it('never answers 500 to garbage', async () => {
    const garbage = [
      '[]', 'null', '"csv"', '{"formato":null}', '{"formato":["csv"]}', '{"formato":"csv","filtros":[]}', '{"formato":"csv","filtros":{"ids":"x"}}',
      '{"formato":"csv","filtros":{"sede_id":[]}}', '{"formato":"csv","filtros":{"fecha_nacimiento":"2020-02-30"}}', '{"formato":"csv","orden":"id"}',
      '{"formato":"csv","filtros":{"id":99999999999}}', '{"formato":"xlsx","filtros":{"activo":"quizá"}}', '{"__proto__":{"formato":"csv"}}',
    ];
    for (const body of garbage) {
      const response = await server.post('estudiante/exportar', body, server.adminToken);
      expect(response.statusCode, body).toBeLessThan(500);
      if (response.statusCode !== 200) expect(response.json().message, body).toMatch(/[a-záéíóúñ]/);
    }
  });
});

describe('the file', () => {
  it('holds every row of every page (more than 1,000), in the list’s order, as a download', async () => {
    const { response, header, rows } = await exported({ formato: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const name = `estudiantes-${today(testClock())}.csv`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(response.headers['cache-control']).toBe('no-store');
    // The app's security headers reach a streamed answer too; a file is never rendered as a page.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(header[0]).toBe('Id');
    const ids = await listedIds({});
    expect(ids.length).toBeGreaterThan(1000);
    expect(rows.map((r) => Number(r[0]))).toEqual(ids);
  });

  it('honours the filter and the sort (xlsx)', async () => {
    const body = { filtros: { sede_id: 3, activo: true }, orden: { campo: 'id', direccion: 'DESC' } };
    const { response, header, rows } = await exported({ ...body, formato: 'xlsx' });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="estudiantes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const ids = await listedIds(body);
    expect(ids.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[0])).toEqual(ids);
    const [sede] = await server.db.query<{ nombre: string }>('SELECT nombre FROM sedes WHERE id = 3');
    expect(new Set(rows.map((r) => r[column(header, 'Sede')]))).toEqual(new Set([sede.nombre]));
    expect(new Set(rows.map((r) => r[column(header, 'Activo')]))).toEqual(new Set(['Sí']));
  });

  it('a user limited to sedes 1 and 2 gets their students only, all of them', async () => {
    const { header, rows } = await exported({ formato: 'xlsx' }, limitedToken);
    const expected = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL AND sede_id IN (1, 2) ORDER BY id');
    expect(rows.map((r) => r[0] as number).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
    const names = await server.db.query<{ nombre: string }>('SELECT nombre FROM sedes WHERE id IN (1, 2)');
    for (const row of rows) expect(names.map((n) => n.nombre)).toContain(row[column(header, 'Sede')]);
    // The same through the list: the boundary is the list's.
    expect(rows.map((r) => r[0])).toEqual(await listedIds({}, limitedToken));
  });

  it('shows names instead of ids, dates as date cells (DD/MM/YYYY in CSV), Sí/No, headers from the labels, no secret', async () => {
    const [student] = await server.db.query<{ id: number; tipo_documento: string; fecha_nacimiento: string | null; sede_id: number; curso_actual_id: number | null }>(
      "SELECT id, tipo_documento, to_char(fecha_nacimiento, 'YYYY-MM-DD') AS fecha_nacimiento, sede_id, curso_actual_id FROM usuarios WHERE es AND deleted_at IS NULL AND curso_actual_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    await server.db.query("UPDATE usuarios SET fecha_nacimiento = '2001-09-04' WHERE id = $1", [student.id]);
    const { response, header, rows } = await exported({ formato: 'xlsx', filtros: { ids: [student.id] } });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(header.slice(0, 4)).toEqual(['Id', 'Primer nombre', 'Segundo nombre', 'Primer apellido']);
    expect(header.join('|')).not.toMatch(/password|contraseña|hash/i);
    const [tipo] = await server.db.query<{ nombre: string }>('SELECT nombre FROM tipos_documento WHERE codigo = $1', [student.tipo_documento]);
    const [sede] = await server.db.query<{ nombre: string }>('SELECT nombre FROM sedes WHERE id = $1', [student.sede_id]);
    const [curso] = await server.db.query<{ nombre: string }>('SELECT nombre FROM cursos WHERE id = $1', [student.curso_actual_id]);
    expect(row[column(header, 'Tipo de documento')]).toBe(tipo.nombre);
    expect(row[column(header, 'Sede')]).toBe(sede.nombre);
    expect(row[column(header, 'Curso actual')]).toBe(curso.nombre);
    // A date cell: its serial, shown dd/mm/yyyy; the CSV writes the same day as text.
    expect(firstRowCell(response.rawPayload, header, 'Fecha de nacimiento')).toMatchObject({ t: 'n', v: 37138, z: 'dd/mm/yyyy', w: '04/09/2001' });
    const csv = await exported({ formato: 'csv', filtros: { ids: [student.id] } });
    expect(csv.rows[0][column(csv.header, 'Fecha de nacimiento')]).toBe('04/09/2001');
    expect(['Sí', 'No']).toContain(row[column(header, 'Activo')]);
    expect(row[0]).toBe(student.id);
  });

  it('staff: instants on the school’s clock (DD/MM/YYYY h:mm:ss a), the group’s name', async () => {
    await server.db.query("UPDATE usuarios SET ultimo_ingreso = '2024-03-05T03:04:05Z' WHERE email = 'admin@escuela.test' OR id = (SELECT min(id) FROM usuarios WHERE fu)");
    const { header, rows } = await exported({ formato: 'csv' }, server.adminToken, 'funcionario/exportar');
    const cells = rows.map((r) => r[column(header, 'Último ingreso')]);
    expect(cells).toContain('04/03/2024 10:04:05 pm');
    // In .xlsx, a date-time cell on the same wall clock.
    const [{ id }] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
    const admin = await exported({ formato: 'xlsx', filtros: { ids: [id] } }, server.adminToken, 'funcionario/exportar');
    expect(firstRowCell(admin.response.rawPayload, admin.header, 'Último ingreso')).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm:ss', w: '04/03/2024 22:04:05' });
    const groups = (await server.db.query<{ nombre: string }>('SELECT nombre FROM grupos')).map((g) => g.nombre);
    for (const cell of rows.map((r) => r[column(header, 'Grupo')])) expect([...groups, 'Sin Asignar']).toContain(cell);
  });

  it('keeps formula injection inert end to end: CSV neutralised (split at ; too), xlsx plain text cells', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id DESC LIMIT 1');
    // Written straight to the table: whatever path a value came by, the file makes it inert.
    await server.db.query(
      `UPDATE usuarios SET segundo_nombre = '=HYPERLINK("http://x")', segundo_apellido = '+1', telefono = '-1', numero_documento = '@SUM(A1)', movil = E'\\tx',
         email = 'a;=HYPERLINK("http://x")@x.test' WHERE id = $1`,
      [student.id],
    );
    const stored = { 'Segundo nombre': '=HYPERLINK("http://x")', 'Segundo apellido': '+1', Teléfono: '-1', 'Número de documento': '@SUM(A1)', Móvil: '\tx' };
    const expected = {
      // CSV: an apostrophe where a cell starts, and where Spanish Excel (separator ';') would start one.
      csv: { ...Object.fromEntries(Object.entries(stored).map(([label, text]) => [label, `'${text}`])), 'Correo electrónico': `a;'=HYPERLINK("http://x")@x.test` },
      // xlsx: a text cell is never evaluated, so the text as it is (no apostrophe to show).
      xlsx: { ...stored, 'Correo electrónico': 'a;=HYPERLINK("http://x")@x.test' },
    };
    for (const formato of ['csv', 'xlsx'] as const) {
      const response = await server.post('estudiante/exportar', { formato, filtros: { ids: [student.id] } }, server.adminToken);
      const book = XLSX.read(response.rawPayload, { type: 'buffer', raw: true });
      const sheet = book.Sheets[book.SheetNames[0]];
      const [header, row] = XLSX.utils.sheet_to_json<Line>(sheet, { header: 1, defval: null, raw: true }) as [string[], Line];
      for (const [label, text] of Object.entries(expected[formato])) {
        const index = column(header, label);
        expect(row[index], `${formato} ${label}`).toBe(text);
        const cell = sheet[XLSX.utils.encode_cell({ r: 1, c: index })] as XLSX.CellObject;
        expect([cell.t, cell.f], `${formato} ${label}`).toEqual(['s', undefined]);
      }
      if (formato === 'csv') expect(formulaCells(splitCsv(response.rawPayload.toString('utf8').slice(1), ';'))).toEqual([]);
    }
  });

  it('teachers: a Sede column, the programming sede by name (the bulk line’s sede_id, so the file imports back)', async () => {
    const [sede] = await server.db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM sedes ORDER BY id DESC LIMIT 1');
    const [teacher, other] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL ORDER BY id LIMIT 2');
    await server.db.query('UPDATE usuarios SET sede_id = $2 WHERE id = $1', [teacher.id, sede.id]);
    await server.db.query('UPDATE usuarios SET sede_id = NULL WHERE id = $1', [other.id]);
    const { header, rows } = await exported({ formato: 'csv', filtros: { ids: [teacher.id, other.id] } }, server.adminToken, 'docente/exportar');
    const byId = new Map(rows.map((row) => [Number(row[0]), row[column(header, 'Sede')]]));
    expect(byId.get(teacher.id)).toBe(sede.nombre);
    expect(byId.get(other.id)).toBeNull();
    // The same in .xlsx, as many rows as the list has.
    const xlsx = await exported({ formato: 'xlsx' }, server.adminToken, 'docente/exportar');
    const listed = (await server.post('docente/lista', { pagina: 1, por_pagina: 1000 }, server.adminToken)).json() as { total: number };
    expect(xlsx.rows).toHaveLength(listed.total);
    expect(xlsx.rows.find((row) => row[0] === teacher.id)?.[column(xlsx.header, 'Sede')]).toBe(sede.nombre);
  });

  it('a child resource exports under its parent only (curso/:id/logro/exportar)', async () => {
    const [curso] = await server.db.query<{ curso_id: number; n: number }>('SELECT curso_id, count(*)::integer AS n FROM logros GROUP BY curso_id ORDER BY curso_id LIMIT 1');
    const { header, rows } = await exported({ formato: 'csv' }, server.adminToken, `curso/${curso.curso_id}/logro/exportar`);
    expect(rows).toHaveLength(curso.n);
    const [nombre] = await server.db.query<{ nombre: string }>('SELECT nombre FROM cursos WHERE id = $1', [curso.curso_id]);
    expect(new Set(rows.map((r) => r[column(header, 'Curso')]))).toEqual(new Set([nombre.nombre]));
    expect((await server.post('curso/99999999/logro/exportar', { formato: 'csv' }, server.adminToken)).statusCode).toBe(404);
  });

  it('with no matching row is the header alone', async () => {
    const { rows, header } = await exported({ formato: 'xlsx', filtros: { sede_id: 1, numero_documento: 'no-existe-000' } });
    expect(header[0]).toBe('Id');
    expect(rows).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('describes exportar as a file download (CSV or xlsx), not JSON', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${server.adminToken}` } });
    const operation = response.json().paths['/api/estudiante/exportar'].post;
    expect(operation.summary).toBe('Exportar estudiantes (CSV o Excel)');
    expect(operation['x-permisos']).toEqual([P.estudiantes.list]);
    expect(Object.keys(operation.responses[200].content)).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(operation.requestBody.content['application/json'].schema).toMatchObject({ required: ['formato'] });
  });
});
