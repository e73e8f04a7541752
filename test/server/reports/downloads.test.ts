// The reports' downloads (reportes/<name>/exportar), read back with SheetJS: SIET as the ministry's
// .xls ('My Worksheet', its dates the agreed text), named by its dates like the others (issue 43), the others as CSV and .xlsx with known
// cells (days as date cells in .xlsx and .xls, DD/MM/YYYY in CSV), and each file limited to the
// caller's sedes like its report.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { SIET_COLUMNS } from '../../../core/school/reports/columns';
import { OCCUPANCY_COLUMNS } from '../../../core/school/reports/occupancy';
import type { TestServer } from '../helpers';
import { type Fixture, MARCH, MONDAY, NAMES, reportServer, type ReportUsers, SEDE } from './fixture';

let server: TestServer;
let fx: Fixture;
let users: ReportUsers;

beforeAll(async () => {
  ({ server, fx, users } = await reportServer());
});
afterAll(async () => {
  await server.close();
});

type Cell = string | number | boolean | null;

async function download(path: string, body: Record<string, unknown>, token = server.adminToken): Promise<LightMyRequestResponse> {
  const response = await server.post(`reportes/${path}/exportar`, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The first sheet's name and rows (CSV read as text: no cell guessed into a date or a number). */
function sheet(response: LightMyRequestResponse): { name: string; rows: Cell[][] } {
  const csv = String(response.headers['content-type']).startsWith('text/csv');
  // The CSV starts with UTF-8's byte order mark (for Excel), which a string read keeps in the first header.
  if (csv) expect(response.rawPayload.toString('utf8').startsWith('\uFEFF')).toBe(true);
  const book = csv ? XLSX.read(response.rawPayload.toString('utf8').slice(1), { type: 'string', raw: true }) : XLSX.read(response.rawPayload, { type: 'buffer' });
  const name = book.SheetNames[0];
  return { name, rows: XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[name], { header: 1, raw: true, defval: null }) };
}

/** A spreadsheet download's first sheet, its cells with their number formats. */
function cellsOf(response: LightMyRequestResponse): XLSX.WorkSheet {
  const book = XLSX.read(response.rawPayload, { type: 'buffer', cellNF: true });
  return book.Sheets[book.SheetNames[0]];
}

const fileName = (response: LightMyRequestResponse) => /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];

describe('SIET', () => {
  it('downloads siet-<from>-<to>.xls with the sheet My Worksheet, the report’s headers and the rows', async () => {
    const response = await download('siet', { ...MARCH, formato: 'xls' });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="siet-2031-03-01-2031-03-31\.xls"/);
    expect(fileName(response)).toBe('siet-2031-03-01-2031-03-31.xls');
    const { name, rows } = sheet(response);
    expect(name).toBe('My Worksheet');
    expect(rows[0][0]).toBe('Primer nombre');
    expect(rows[0]).toEqual(SIET_COLUMNS.map((c) => c.header));
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([['Bruno', 'Díaz'], ['Carla', 'Zea'], ['Ana', 'Ríos']]);
    const ana = Object.fromEntries(SIET_COLUMNS.map((c, i) => [c.header, rows[3][i]]));
    expect(ana).toMatchObject({
      'Segundo nombre': 'María', 'Número de documento': 'R1001', 'Estado civil': 'Soltero(a)', 'Fecha de nacimiento': '31/01/2000', Estrato: 3,
      'Régimen de salud': 'Contributivo', 'Curso siguiente': 'Reportes inglés 2', 'Sede de avance': SEDE[1], 'Sede original': SEDE[2], Género: 'Femenino',
      Idioma: 'Inglés', 'Curso finalizado': 'Reportes inglés 1', 'Fecha de avance de nivel': '10/03/2031', 'Nota IFE': 4.5, 'Nota final del módulo': 4.2,
      'Módulos adquiridos': 4, 'Fecha de matrícula': '15/01/2030', Nivel: 'Nivel reportes 2', Folio: 'F-001',
    });
    // Bruno left a French course: the previous course decides.
    expect(rows[1][SIET_COLUMNS.findIndex((c) => c.header === 'Idioma')]).toBe('Francés');
  });

  it('downloads .xlsx under the dated name and the report’s title as the sheet, its days as date cells', async () => {
    const response = await download('siet', { ...MARCH, formato: 'xlsx' });
    expect(fileName(response)).toBe('siet-2031-03-01-2031-03-31.xlsx');
    expect(sheet(response).name).toBe('SIET');
    const cells = cellsOf(response);
    const at = (header: string) => XLSX.utils.encode_cell({ r: 3, c: SIET_COLUMNS.findIndex((c) => c.header === header) });
    expect(cells[at('Fecha de nacimiento')]).toMatchObject({ t: 'n', z: 'dd/mm/yyyy', w: '31/01/2000' });
    expect(cells[at('Fecha de avance de nivel')]).toMatchObject({ t: 'n', z: 'dd/mm/yyyy', w: '10/03/2031' });
    expect(cells[at('Folio')]).toMatchObject({ t: 's', v: 'F-001' });
  });
});

describe('the other reports', () => {
  it('Ocupación as CSV: one line per day and hour, its counts', async () => {
    const response = await download('ocupacion', { ...MARCH, formato: 'csv' });
    expect(fileName(response)).toBe('ocupacion-academica-2031-03-01-2031-03-31.csv');
    const zero = OCCUPANCY_COLUMNS.map(() => '0');
    const line = (fecha: string, hora: string, cells: Record<string, number>) => [fecha, hora, ...OCCUPANCY_COLUMNS.map((c, i) => String(cells[c] ?? zero[i]))];
    expect(sheet(response).rows).toEqual([
      ['Fecha', 'Hora', ...OCCUPANCY_COLUMNS],
      line('03/03/2031', '7:30 am', { FN: 2, LAB: 1, SM1: 1, CANCEL: 1 }),
      line('03/03/2031', '9:00 am', { INM: 1 }),
      line('04/03/2031', '6:20 pm', { B2: 1, A1: 1, CANCEL: 1 }),
    ]);
  });

  it('Encuesta as .xlsx: the 13 columns, its day a date cell, a comment that looks like a formula a plain text cell', async () => {
    const response = await download('encuesta-satisfaccion', { ...MARCH, tipo: 'tutoria', formato: 'xlsx' });
    expect(fileName(response)).toBe('encuesta-satisfaccion-2031-03-01-2031-03-31.xlsx');
    const { name, rows } = sheet(response);
    expect(name).toBe('Encuesta de satisfacción');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      47910, '10:00 am', SEDE[1], NAMES.ana, 'CC R1001', '3001112233', 'ana.rios@reportes.test', NAMES.teacher, SEDE[1],
      expect.any(String), fx.tema, 4, '=HYPERLINK("http://x")',
    ]);
    // The day shows 03/03/2031; the comment is a text cell, never a formula (so no apostrophe to show).
    const cells = cellsOf(response);
    expect(cells.A2).toMatchObject({ t: 'n', z: 'dd/mm/yyyy', w: '03/03/2031' });
    expect([cells.M2.t, cells.M2.f]).toEqual(['s', undefined]);
    // The CSV keeps the day as text and neutralises the comment.
    const csv = sheet(await download('encuesta-satisfaccion', { ...MARCH, tipo: 'tutoria', formato: 'csv' })).rows;
    expect([csv[1][0], csv[1][12]]).toEqual(['03/03/2031', `'=HYPERLINK("http://x")`]);
  });

  it('Ocupación as .xls: its days as date cells, the counts numbers', async () => {
    const response = await download('ocupacion', { ...MARCH, formato: 'xls' });
    expect(fileName(response)).toBe('ocupacion-academica-2031-03-01-2031-03-31.xls');
    const cells = cellsOf(response);
    expect([cells.A2, cells.A4]).toMatchObject([{ t: 'n', z: 'dd/mm/yyyy', w: '03/03/2031' }, { t: 'n', w: '04/03/2031' }]);
    expect(cells.B2).toMatchObject({ t: 's', v: '7:30 am' });
    expect(sheet(response).rows).toHaveLength(4);
  });

  it('an empty range is a file with its header only', async () => {
    const { rows } = sheet(await download('consumo', { fecha_inicio: '2031-05-01', fecha_fin: '2031-05-02', formato: 'csv' }));
    expect(rows).toEqual([['Sede', 'Fecha', 'Consumos']]);
  });
});

describe('sede boundary of every download', () => {
  it('a user of sede 1 downloads only sede 1’s rows', async () => {
    const rows = async (path: string, body: Record<string, unknown>) => sheet(await download(path, { ...body, formato: 'csv' }, users.sede1)).rows.slice(1);
    const zeros = (cells: Record<string, number>) => OCCUPANCY_COLUMNS.map((c) => String(cells[c] ?? 0));
    expect(await rows('ocupacion', MARCH)).toEqual([
      ['03/03/2031', '7:30 am', ...zeros({ FN: 2, CANCEL: 1 })],
      ['03/03/2031', '9:00 am', ...zeros({ INM: 1 })],
    ]);
    expect(await rows('actividad', { fecha: MONDAY })).toEqual([
      ['7:30 am', NAMES.ana, 'R1001', 'Asignado'],
      ['7:30 am', NAMES.bruno, 'R1002', 'Asistió'],
      ['7:30 am', NAMES.carla, 'R1003', 'Cancelado'],
      ['9:00 am', NAMES.ana, 'R1001', 'Bloqueado'],
      ['9:00 am', NAMES.bruno, 'R1002', 'Sin Asignar'],
      ['9:00 am', NAMES.carla, 'R1003', 'Cancelado'],
    ]);
    expect(await rows('consumo', { fecha_inicio: MONDAY, fecha_fin: '2031-03-05' })).toEqual([
      [SEDE[1], '03/03/2031', '2'],
      [SEDE[1], '04/03/2031', '0'],
      [SEDE[1], '05/03/2031', '1'],
    ]);
    expect((await rows('siet', MARCH)).map((r) => r[0])).toEqual(['Ana']);
    expect((await rows('solicitud-avance', MARCH)).map((r) => [r[0], r[13], r[19]])).toEqual([
      [NAMES.ana, SEDE[1], 'Finalizada'],
      [NAMES.ana, SEDE[1], 'Pendiente'],
      [NAMES.bruno, SEDE[1], 'Finalizada'],
    ]);
    expect((await rows('encuesta-satisfaccion', { ...MARCH, tipo: 'clase' })).map((r) => [r[3], r[8], r[11]])).toEqual([[NAMES.bruno, SEDE[1], '5']]);
  });

  it('a named sede outside the caller’s is a 400 before any file', async () => {
    const response = await server.post('reportes/siet/exportar', { ...MARCH, sedes: [3], formato: 'xls' }, users.sede1);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().errors).toEqual({ sedes: 'La sede no está entre sus sedes permitidas' });
  });
});
