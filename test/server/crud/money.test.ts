// A 'money' field end to end on a throw-away declaration: its column, crear / crear_masivo / editar
// with pesos as staff type them, the list's filter, the export (a number cell) and the API's schema.
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../../../core/engine/fields/money';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import { loadResourceDeclarations } from '../../../resources/served';
import { createTablesSql } from '../../../server/db/schema';
import { recordSchema } from '../../../server/openapi/fieldSchemas';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

const CODES = { list: 'MNLIST01', show: 'MNSHOW01', create: 'MNCREA01', edit: 'MNEDIT01', bulk: 'MNBULK01' };

const cuotas = defineResource({
  name: 'cuotas_prueba',
  prefix: 'cuota_prueba',
  label: { one: 'Cuota', many: 'Cuotas' },
  table: 'cuotas_prueba',
  representation: '{concepto}',
  messages: { created: 'Cuota creada', updated: 'Cuota actualizada' },
  permissions: CODES,
  fields: [
    { source: 'concepto', type: 'text', label: 'Concepto', required: true },
    { source: 'valor', type: 'money', label: 'Valor', required: true, max: 50_000_000 },
  ],
  list: { fewRows: true, columns: ['concepto', 'valor'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'concepto', order: 'ASC' }, filters: ['valor'] },
  bulk: { columns: ['concepto', 'valor'] },
});

let server: TestServer;
let token: string;

beforeAll(async () => {
  const tableSql = await createTablesSql([cuotas]);
  server = await createTestServer({ resources: [...(await loadResourceDeclarations()), cuotas], prepare: (db) => db.exec(tableSql) });
  const user = await createStaffUser(server.db, Object.values(CODES));
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

const storedValues = async () => (await server.db.query<{ concepto: string; valor: number }>('SELECT concepto, valor FROM cuotas_prueba ORDER BY id')).map((r) => [r.concepto, r.valor]);

describe('money', () => {
  it('is an integer column', async () => {
    const [column] = await server.db.query<{ data_type: string }>("SELECT data_type FROM information_schema.columns WHERE table_name = 'cuotas_prueba' AND column_name = 'valor'");
    expect(column.data_type).toBe('integer');
  });

  it('crear takes $ 1.850.000 as whole pesos; cents are refused and nothing is written', async () => {
    const created = await server.post('cuota_prueba/crear', { concepto: 'Matrícula', valor: '$ 1.850.000' }, token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ concepto: 'Matrícula', valor: 1850000 });
    const refused = await server.post('cuota_prueba/crear', { concepto: 'Libro', valor: '120.000,50' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ valor: MONEY_MESSAGES.cents });
    expect(await storedValues()).toEqual([['Matrícula', 1850000]]);
  });

  it('crear_masivo and editar read pesos the same way', async () => {
    const bulk = await server.post('cuota_prueba/crear_masivo', [{ concepto: 'Curso', valor: '2.400.000' }, { concepto: 'Examen', valor: '95000' }], token);
    expect(bulk.statusCode, bulk.body).toBe(200);
    const [examen] = await server.db.query<{ id: number }>("SELECT id FROM cuotas_prueba WHERE concepto = 'Examen'");
    const edited = await server.post('cuota_prueba/editar', { id: examen.id, valor: '$105.000' }, token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedValues()).toEqual([['Matrícula', 1850000], ['Curso', 2400000], ['Examen', 105000]]);
    const tooMuch = await server.post('cuota_prueba/editar', { id: examen.id, valor: '60.000.000' }, token);
    expect(tooMuch.json().errors).toEqual({ valor: 'Debe ser menor o igual a 50000000' });
  });

  it('the list filters by an amount written either way', async () => {
    const response = await server.post('cuota_prueba/lista', { filtros: { valor: '1.850.000' } }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { datos: { concepto: string }[] }).datos.map((r) => r.concepto)).toEqual(['Matrícula']);
  });

  it('exports the amount as a number', async () => {
    const response = await server.post('cuota_prueba/exportar', { formato: 'xlsx' }, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const lines = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null, raw: true });
    expect(lines.slice(1).map((line) => line.slice(1))).toEqual([['Curso', 2400000], ['Examen', 105000], ['Matrícula', 1850000]]);
  });

  it('documents the amount in the API schema', () => {
    const schema = recordSchema(cuotas, 'create') as { properties: Record<string, unknown> };
    expect(schema.properties.valor).toMatchObject({ type: 'integer', minimum: 0, maximum: 50_000_000, title: 'Valor' });
  });
});
