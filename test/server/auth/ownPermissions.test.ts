// A resource's own permission codes (its declaration's ownPermissions) on a database made before it:
// the start (prepareDatabase) writes them into permisos under the resource's name, the groups
// screen lists them, nobody holds them until a group is given them, the API documentation names
// them; a description changed later is rewritten, codes created by permiso/crear stay, and a code
// the catalogue already holds stops the start. A new demo database gives them to the Administrador.
import { TEST_TODAY } from '../../testDay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, P } from '../../../core/engine/permissions';
import { PAGE_SIZES } from '../../../core/engine/declaration/list';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { type ServedResources, servedResources } from '../../../resources/served';
import { buildApp } from '../../../server/app';
import { createTablesSql } from '../../../server/db/schema';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed';
import { EXAMPLE_RECORDS } from '../../../server/seed/declared';
import { prepareDatabase } from '../../../server/start';
import { createStaffUser, createTestServer, openTestDatabase, setGroupCodes, TEST_JWT_SECRET, type TestServer } from '../helpers';

const OWN = {
  list: ['AVLIST01', 'Listar avisos'],
  show: ['AVSHOW01', 'Ver aviso'],
  create: ['AVCREA01', 'Crear aviso'],
  edit: ['AVEDIT01', 'Editar aviso'],
} as const;
const CODES = codesOf(OWN);

const avisos = (ownPermissions: ResourceDeclaration['ownPermissions'] = OWN) =>
  defineResource({
    name: 'avisos_prueba',
    prefix: 'aviso_prueba',
    label: { one: 'Aviso', many: 'Avisos' },
    table: 'avisos_prueba',
    representation: '{titulo}',
    messages: { created: 'Aviso creado', updated: 'Aviso actualizado' },
    ownPermissions,
    permissions: { list: CODES.list, show: CODES.show, create: CODES.create, edit: CODES.edit },
    fields: [{ source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 80 }],
    list: { fewRows: true, columns: ['titulo'], perPage: 5, perPageOptions: PAGE_SIZES, sort: { field: 'titulo', order: 'ASC' } },
  });

let served: ServedResources;
let server: TestServer;

const ownRows = async () =>
  server.db.query<{ codigo: string; recurso: string; descripcion: string }>("SELECT codigo, recurso, descripcion FROM permisos WHERE recurso = 'avisos_prueba' ORDER BY codigo");
/** What the server serves with the resource added (it has no server part). */
const servedWith = (decl: ResourceDeclaration): ServedResources => ({ ...served, resources: [...served.resources, decl] });

beforeAll(async () => {
  served = await servedResources();
  const decl = avisos();
  const tableSql = await createTablesSql([decl]);
  // The database seeded before the resource existed; the start that brings it, as npm start does it.
  server = await createTestServer({
    resources: [...served.resources, decl],
    prepare: async (db) => {
      await db.exec(tableSql);
      expect(await prepareDatabase(db, servedWith(decl))).toBe(false);
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe("a resource's own permission codes", () => {
  it('are written into permisos under its name and listed by the groups screen', async () => {
    expect(await ownRows()).toEqual([
      { codigo: 'AVCREA01', recurso: 'avisos_prueba', descripcion: 'Crear aviso' },
      { codigo: 'AVEDIT01', recurso: 'avisos_prueba', descripcion: 'Editar aviso' },
      { codigo: 'AVLIST01', recurso: 'avisos_prueba', descripcion: 'Listar avisos' },
      { codigo: 'AVSHOW01', recurso: 'avisos_prueba', descripcion: 'Ver aviso' },
    ]);
    const listed = (await server.post('permisos/lista', {}, server.adminToken)).json() as { codigo: string; recurso: string }[];
    expect(listed.filter((p) => p.recurso === 'avisos_prueba').map((p) => p.codigo).sort()).toEqual(Object.values(CODES).sort());
  });

  it('are held by nobody in a database made before them, until a group is given them', async () => {
    expect((await server.post('aviso_prueba/lista', {}, server.adminToken)).statusCode).toBe(403);
    const user = await createStaffUser(server.db, []);
    const token = await server.login(user.email, user.password);
    expect((await server.post('aviso_prueba/crear', { titulo: 'Cierre por lluvias' }, token)).statusCode).toBe(403);
    await setGroupCodes(server.db, user.grupoId, [CODES.create, CODES.list]);
    expect((await server.post('aviso_prueba/crear', { titulo: 'Cierre por lluvias' }, token)).statusCode).toBe(200);
    const list = await server.post('aviso_prueba/lista', {}, token);
    expect((list.json() as { datos: { titulo: string }[] }).datos.map((r) => r.titulo)).toEqual(['Cierre por lluvias']);
  });

  it('are named in the API documentation', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${server.adminToken}` } });
    const document = response.json() as { paths: Record<string, Record<string, { description: string; 'x-permisos': string[] }>> };
    const lista = document.paths['/api/aviso_prueba/lista'].post;
    expect(lista['x-permisos']).toEqual([CODES.list]);
    expect(lista.description).toContain('Permiso: `AVLIST01` (Listar avisos).');
  });

  it('follow a changed description at the next start; codes created by permiso/crear stay; a second start changes nothing', async () => {
    const created = await server.post('permiso/crear', { codigo: 'AVEXTRA1', recurso: 'avisos_prueba', descripcion: 'Código creado a mano' }, server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const renamed = avisos({ ...OWN, list: ['AVLIST01', 'Listar los avisos'] });
    await prepareDatabase(server.db, servedWith(renamed));
    const after = await ownRows();
    expect(after.find((row) => row.codigo === 'AVLIST01')?.descripcion).toBe('Listar los avisos');
    expect(after.find((row) => row.codigo === 'AVEXTRA1')).toEqual({ codigo: 'AVEXTRA1', recurso: 'avisos_prueba', descripcion: 'Código creado a mano' });
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM permisos');
    await prepareDatabase(server.db, servedWith(renamed));
    expect(await server.db.query('SELECT count(*)::int AS n FROM permisos')).toEqual([{ n }]);
  });

  it('stop the start when one repeats a code of the catalogue', async () => {
    const repeating = avisos({ ...OWN, list: [P.estudiantes.list, 'Listar avisos'] });
    await expect(buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, resources: [...served.resources, repeating], serverParts: {} })).rejects.toThrow(
      'Recurso avisos_prueba: el código 4586B73F (list) ya es un permiso de estudiantes',
    );
  });

  it('go to the Administrador group of a new demo database, which shows records of the resource made from its example', async () => {
    const fresh = await openTestDatabase();
    try {
      await migrate(fresh.db);
      await fresh.db.exec(await createTablesSql([avisos()]));
      await seed(fresh.db, { students: 5, week: false, today: TEST_TODAY, served: servedWith(avisos()) });
      const held = await fresh.db.query<{ permiso: string }>(
        "SELECT gp.permiso FROM grupo_permisos gp JOIN grupos g ON g.id = gp.grupo_id WHERE g.nombre = 'Administrador' AND gp.permiso = ANY($1::text[]) ORDER BY 1",
        [Object.values(CODES)],
      );
      expect(held.map((row) => row.permiso)).toEqual(['AVCREA01', 'AVEDIT01', 'AVLIST01', 'AVSHOW01']);
      const titles = (await fresh.db.query<{ titulo: string }>('SELECT titulo FROM avisos_prueba ORDER BY id')).map((row) => row.titulo);
      expect(titles).toHaveLength(EXAMPLE_RECORDS);
      expect(new Set(titles).size).toBe(EXAMPLE_RECORDS);
    } finally {
      await fresh.dispose();
    }
  }, 60_000);
});
