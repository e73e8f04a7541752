// 'richText' is sanitised before it is stored (crear, editar, crear_masivo) and 'jsonList' is stored
// as a list of checked items, on a throw-away declaration holding one of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource } from '../../../core/engine/declaration/resource';
import { createTablesSql } from '../../../server/db/schema';
import { loadResourceDeclarations } from '../../../resources/served';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

const CODES = { list: 'RTLIST01', show: 'RTSHOW01', create: 'RTCREA01', edit: 'RTEDIT01', bulk: 'RTBULK01' };

const planes = defineResource({
  name: 'planes_prueba',
  prefix: 'plan_prueba',
  label: { one: 'Plan', many: 'Planes' },
  table: 'planes_prueba',
  representation: '{titulo}',
  messages: { created: 'Plan creado', updated: 'Plan actualizado' },
  permissions: CODES,
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true },
    { source: 'descripcion', type: 'richText', label: 'Descripción', required: true },
    {
      source: 'sesiones',
      type: 'jsonList',
      label: 'Sesiones',
      jsonList: {
        maxItems: 3,
        item: [
          { source: 'tema', type: 'text', label: 'Tema', required: true, maxLength: 40 },
          { source: 'horas', type: 'integer', label: 'Horas', min: 1, max: 10 },
        ],
      },
    },
  ],
  list: { fewRows: true, columns: ['titulo'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
  bulk: { columns: ['titulo', 'descripcion', 'sesiones'] },
});

const HOSTILE = '<p onclick="x()">Hola <script>alert(1)</script><a href="javascript:alert(1)">y</a></p>';

let server: TestServer;
let token: string;

beforeAll(async () => {
  const tableSql = await createTablesSql([planes]);
  server = await createTestServer({ resources: [...(await loadResourceDeclarations()), planes], prepare: (db) => db.exec(tableSql) });
  const user = await createStaffUser(server.db, Object.values(CODES));
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

async function stored(id: unknown): Promise<{ descripcion: string | null; sesiones: unknown }> {
  const [row] = await server.db.query<{ descripcion: string | null; sesiones: unknown }>('SELECT descripcion, sesiones FROM planes_prueba WHERE id = $1', [
    id as number,
  ]);
  return row;
}

const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM planes_prueba'))[0].n;

function expectHarmless(html: string | null): void {
  expect(html).not.toBeNull();
  expect(html).not.toMatch(/<script|onclick|javascript:|alert/i);
  expect(html).toContain('Hola');
}

describe('richText', () => {
  it('crear stores the sanitised HTML: no script, no handler, no javascript: link', async () => {
    const response = await server.post('plan_prueba/crear', { titulo: 'Uno', descripcion: HOSTILE }, token);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as { id: number; descripcion: string };
    expect(record.descripcion).toBe('<p>Hola <a rel="noopener noreferrer">y</a></p>');
    expectHarmless((await stored(record.id)).descripcion);
  });

  it('editar stores the sanitised HTML too', async () => {
    const created = (await server.post('plan_prueba/crear', { titulo: 'Dos', descripcion: '<p>Antes</p>' }, token)).json() as { id: number };
    const edited = await server.post('plan_prueba/editar', { id: created.id, descripcion: `<h2 style="color:red">T</h2>${HOSTILE}` }, token);
    expect(edited.statusCode, edited.body).toBe(200);
    const { descripcion } = await stored(created.id);
    expectHarmless(descripcion);
    expect(descripcion).toMatch(/^<h2>T<\/h2><p>Hola/);
  });

  it('a crear_masivo line is sanitised like any other write', async () => {
    const response = await server.post('plan_prueba/crear_masivo', [{ titulo: 'Masivo', descripcion: HOSTILE, sesiones: '' }], token);
    expect(response.statusCode, response.body).toBe(200);
    const [{ id }] = (response.json() as { resultados: { id: number }[] }).resultados;
    expectHarmless((await stored(id)).descripcion);
  });

  it('a required rich text with no visible text is refused: 400 Este campo es requerido, nothing written', async () => {
    const before = await count();
    const blank = await server.post('plan_prueba/crear', { titulo: 'Vacío', descripcion: '<p>&nbsp;</p>' }, token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ descripcion: 'Este campo es requerido' });
    // Only what the sanitiser removes is invisible: the shared validator sees text here, the server does not.
    const onlyScript = await server.post('plan_prueba/crear', { titulo: 'Script', descripcion: '<p><script>alert(1)</script></p>' }, token);
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual({ descripcion: 'Este campo es requerido' });
    const bulk = await server.post('plan_prueba/crear_masivo', [{ titulo: 'M', descripcion: '<iframe>x</iframe>', sesiones: '' }], token);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ filas: [{ fila: 1, errores: { descripcion: 'Este campo es requerido' } }] });
    expect(await count()).toBe(before);
  });
});

describe('jsonList', () => {
  const SESSIONS = [{ tema: 'Saludos', horas: 2 }, { tema: 'Números', horas: null }];

  it('is stored as a list and read back as one', async () => {
    const response = await server.post('plan_prueba/crear', { titulo: 'Lista', descripcion: '<p>x</p>', sesiones: [{ tema: 'Saludos', horas: '2' }, { tema: 'Números' }] }, token);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as { id: number; sesiones: unknown };
    expect(record.sesiones).toEqual(SESSIONS);
    expect((await stored(record.id)).sesiones).toEqual(SESSIONS);
    expect((await server.post('plan_prueba/detalle', { id: record.id }, token)).json()).toMatchObject({ sesiones: SESSIONS });
    const edited = await server.post('plan_prueba/editar', { id: record.id, sesiones: [{ tema: 'Colores', horas: 1 }] }, token);
    expect(edited.json()).toMatchObject({ sesiones: [{ tema: 'Colores', horas: 1 }] });
  });

  it('a bulk cell is JSON text', async () => {
    const response = await server.post('plan_prueba/crear_masivo', [{ titulo: 'CSV', descripcion: '<p>x</p>', sesiones: JSON.stringify([{ tema: 'A', horas: 3 }]) }], token);
    expect(response.statusCode, response.body).toBe(200);
    const [{ id }] = (response.json() as { resultados: { id: number }[] }).resultados;
    expect((await stored(id)).sesiones).toEqual([{ tema: 'A', horas: 3 }]);
  });

  it('a bad item → 400 naming it (Elemento 2, …), nothing written', async () => {
    const before = await count();
    const response = await server.post('plan_prueba/crear', { titulo: 'Mala', descripcion: '<p>x</p>', sesiones: [{ tema: 'Bien', horas: 1 }, { tema: 'Mal', horas: 50 }] }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sesiones: 'Elemento 2, Horas: Debe ser menor o igual a 10' });
    const unknownKey = await server.post('plan_prueba/crear', { titulo: 'Mala', descripcion: '<p>x</p>', sesiones: [{ tema: 'A' }, { tema: 'B', extra: 1 }] }, token);
    expect(unknownKey.json().errors).toEqual({ sesiones: 'Elemento 2, extra: campo no permitido' });
    expect(await count()).toBe(before);
  });

  it('more than maxItems → 400', async () => {
    const before = await count();
    const four = [1, 2, 3, 4].map((n) => ({ tema: `T${n}`, horas: n }));
    const response = await server.post('plan_prueba/crear', { titulo: 'Larga', descripcion: '<p>x</p>', sesiones: four }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sesiones: 'Máximo 3 elementos' });
    expect(await count()).toBe(before);
  });
});
