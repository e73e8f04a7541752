// Issue 43 (point 13), through the real app: a list's export needs the list's code and the detail's
// (403 naming the missing permission by name, before the body is read, nothing recorded); SIET's
// data are columns only for holders of the SIET report's code; every export — a list's, a report's
// download — leaves one audit event: who, which list or report, the filter, the rows, the format.
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { SIET_FIELDS } from '../../../core/school/students/siet';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 30 });
}, 120_000);
afterAll(async () => {
  await server.close();
});

async function tokenWith(codes: string[]): Promise<{ id: number; token: string }> {
  const user = await createStaffUser(server.db, codes);
  return { id: user.id, token: await server.login(user.email, user.password) };
}

function header(file: Buffer): string[] {
  const book = XLSX.read(file, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 })[0];
}

interface EventRow {
  universo: string;
  tipo: string;
  evento: string;
  contenido: Record<string, unknown>;
  usuario_id: number;
}

async function lastEvent(): Promise<EventRow> {
  const [row] = await server.db.query<EventRow>('SELECT universo, tipo, evento, contenido, usuario_id FROM eventos ORDER BY id DESC LIMIT 1');
  return row;
}

const SIET_LABELS = SIET_FIELDS.map((f) => f.label);

describe('who may export a list', () => {
  it('with only the list’s code (consulta without the detail): 403 naming «Ver detalle de estudiante», even for a malformed body, nothing recorded', async () => {
    const { token } = await tokenWith([P.estudiantes.list]);
    const before = await databaseFingerprint(server.db);
    for (const body of [{ formato: 'csv' }, { formato: 'pdf', pagina: 'x' }, '{"roto":']) {
      const response = await server.post('estudiante/exportar', body, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para exportar: requiere también el permiso «Ver detalle de estudiante».' });
      expect(response.body).not.toContain(P.estudiantes.show);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('with the list’s and the detail’s codes but not SIET’s: the file, without the SIET data', async () => {
    const { token } = await tokenWith([P.estudiantes.list, P.estudiantes.show]);
    const response = await server.post('estudiante/exportar', { formato: 'xlsx' }, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const columns = header(response.rawPayload);
    for (const label of ['Discapacidad', 'Grupo étnico', 'Régimen de salud', ...SIET_LABELS]) expect(columns).not.toContain(label);
    // The basic data stay.
    expect(columns).toEqual(expect.arrayContaining(['Id', 'Primer nombre', 'Número de documento', 'Fecha de nacimiento']));
    expect((await lastEvent()).contenido.columnas_omitidas).toEqual(SIET_LABELS);
  });

  it('with the SIET report’s code too: the SIET data are there', async () => {
    const { token } = await tokenWith([P.estudiantes.list, P.estudiantes.show, P.reportes.siet]);
    const response = await server.post('estudiante/exportar', { formato: 'xlsx' }, token);
    expect(response.statusCode).toBe(200);
    expect(header(response.rawPayload)).toEqual(expect.arrayContaining(SIET_LABELS));
    expect((await lastEvent()).contenido.columnas_omitidas).toEqual([]);
  });
});

describe('the audit of every export', () => {
  it('a list’s export: who, the list, its filter and order, the rows, the format and the file', async () => {
    const { id, token } = await tokenWith([P.estudiantes.list, P.estudiantes.show]);
    const events = await countRows(server.db, 'eventos');
    const body = { formato: 'csv', filtros: { activo: true }, orden: { campo: 'primer_apellido', direccion: 'ASC' } };
    const response = await server.post('estudiante/exportar', body, token);
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').trim().split('\n');
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    const event = await lastEvent();
    expect(event).toMatchObject({ universo: 'estudiantes', tipo: 'exportar', evento: 'Exportación de Estudiantes', usuario_id: id });
    expect(event.contenido).toMatchObject({
      recurso: 'estudiantes',
      filtro: { activo: true },
      orden: { campo: 'primer_apellido', direccion: 'ASC' },
      formato: 'csv',
      filas: lines.length - 1,
      completa: true,
    });
    expect(String(event.contenido.archivo)).toMatch(/^estudiantes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines.length - 1).toBeGreaterThan(0);
  });

  it('a report’s download: who, the report, its body, the rows, the format and the file', async () => {
    const { id, token } = await tokenWith([P.reportes.siet]);
    const body = { fecha_inicio: '2026-01-01', fecha_fin: '2026-01-31' };
    const response = await server.post('reportes/siet/exportar', { ...body, formato: 'xls' }, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const event = await lastEvent();
    expect(event).toMatchObject({ universo: 'reportes', tipo: 'exportar', evento: 'Exportación del reporte SIET', usuario_id: id });
    expect(event.contenido).toEqual({ reporte: 'siet', filtro: body, formato: 'xls', archivo: 'siet-2026-01-01-2026-01-31.xls', filas: 0, completa: true });
    expect(response.headers['content-disposition']).toContain('siet-2026-01-01-2026-01-31.xls');
  });

  it('a refused export (a bad body) records nothing', async () => {
    const events = await countRows(server.db, 'eventos');
    expect((await server.post('estudiante/exportar', { formato: 'pdf' }, server.adminToken)).statusCode).toBe(400);
    expect(await countRows(server.db, 'eventos')).toBe(events);
  });
});
