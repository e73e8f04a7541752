// The reason presets (resources/motivos, issue 43 point 3): their CRUD behind the catalogue's own codes
// (checked before the body), each text held to its action's minimum on create and on edit (Spanish
// 400, nothing written), the action fixed once created, and the presets read by any logged-in user
// through motivos/opciones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../core/engine/permissions';
import { MOTIVO_CODES } from '../../resources/motivos/codes';
import { REASON_PRESETS } from '../../server/seed/reasonPresets';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from './helpers';

let server: TestServer;
let editorToken = '';
let readerToken = '';
const LONG = 'El estudiante pidió cancelar por un viaje de trabajo imprevisto.';

beforeAll(async () => {
  server = await createTestServer();
  const editor = await createStaffUser(server.db, [MOTIVO_CODES.list, MOTIVO_CODES.create, MOTIVO_CODES.edit, MOTIVO_CODES.delete]);
  editorToken = await server.login(editor.email, editor.password);
  // A scheduler user: may unassign, holds none of the catalogue's codes.
  const reader = await createStaffUser(server.db, [P.programador.clases, P.programador.unassignAgendamiento]);
  readerToken = await server.login(reader.email, reader.password);
});
afterAll(async () => {
  await server.close();
});

describe('the catalogue', () => {
  it('is seeded with the demo presets, its codes held by Administrador', async () => {
    const rows = await server.db.query<{ accion: string; texto: string }>('SELECT accion, texto FROM motivos ORDER BY accion, orden');
    expect(rows.length).toBe(Object.values(REASON_PRESETS).flat().length);
    const held = await server.db.query<{ permiso: string }>(
      `SELECT gp.permiso FROM grupo_permisos gp JOIN grupos g ON g.id = gp.grupo_id WHERE g.nombre = 'Administrador' AND gp.permiso = ANY($1::text[])`,
      [Object.values(MOTIVO_CODES)],
    );
    expect(held.map((r) => r.permiso).toSorted()).toEqual(Object.values(MOTIVO_CODES).toSorted());
  });

  it('creates, lists, edits and deletes with its codes', async () => {
    const created = await server.post('motivo/crear', { accion: 'cancelar_agendamiento', texto: LONG, orden: 9 }, editorToken);
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({ accion: 'cancelar_agendamiento', texto: LONG, activo: true, orden: 9 });
    const listed = await server.post('motivo/lista', { filtros: { accion: 'cancelar_agendamiento' } }, editorToken);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().datos.map((r: { id: number }) => r.id)).toContain(record.id);
    const edited = await server.post('motivo/editar', { id: record.id, texto: `${LONG} Avisó con tiempo.`, activo: false }, editorToken);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ texto: `${LONG} Avisó con tiempo.`, activo: false });
    const deleted = await server.post('motivo/eliminar', { id: record.id }, editorToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('refuses a user without its codes before reading the body (403), and one without a session (401)', async () => {
    for (const [path, body] of [['motivo/lista', {}], ['motivo/crear', { accion: 'x' }], ['motivo/editar', 'no es json'], ['motivo/eliminar', {}]] as const) {
      expect((await server.post(path, body, readerToken)).statusCode, path).toBe(403);
      expect((await server.post(path, body, null)).statusCode, path).toBe(401);
    }
  });
});

describe('the minimum of each action', () => {
  it('refuses a text shorter than its action minimum on create (Spanish 400, nothing written)', async () => {
    const before = await databaseFingerprint(server.db);
    const cases: [string, string, string][] = [
      ['cancelar_agendamiento', 'a'.repeat(39), 'El texto debe tener al menos 40 caracteres (el mínimo de «Cancelar agendamiento»)'],
      ['eliminar_clase', 'a'.repeat(29), 'El texto debe tener al menos 30 caracteres (el mínimo de «Eliminar clase»)'],
      ['cancelar_tutoria', `  ${'a'.repeat(19)}  `, 'El texto debe tener al menos 20 caracteres (el mínimo de «Cancelar tutoría»)'],
    ];
    for (const [accion, texto, message] of cases) {
      const response = await server.post('motivo/crear', { accion, texto }, editorToken);
      expect(response.statusCode, accion).toBe(400);
      expect(response.json().errors).toEqual({ texto: message });
    }
    const unknown = await server.post('motivo/crear', { accion: 'volar', texto: LONG }, editorToken);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['accion']);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('takes a text of exactly the minimum (a tutoring reason of 20)', async () => {
    const response = await server.post('motivo/crear', { accion: 'cancelar_tutoria', texto: 'a'.repeat(20) }, editorToken);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('holds an edited text to the fixed action minimum, and keeps the action', async () => {
    const [row] = await server.db.query<{ id: number }>(`SELECT id FROM motivos WHERE accion = 'reiniciar_nivel' ORDER BY id LIMIT 1`);
    const before = await databaseFingerprint(server.db);
    const short = await server.post('motivo/editar', { id: row.id, texto: 'Corto' }, editorToken);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ texto: 'El texto debe tener al menos 40 caracteres (el mínimo de «Reiniciar nivel»)' });
    const moved = await server.post('motivo/editar', { id: row.id, accion: 'cancelar_tutoria' }, editorToken);
    expect(moved.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('motivos/opciones (the presets read)', () => {
  it('serves every preset to any logged-in user, in order, with its action and state', async () => {
    const response = await server.post('motivos/opciones', {}, readerToken);
    expect(response.statusCode, response.body).toBe(200);
    const rows: { accion: string; texto: string; activo: boolean; orden: number }[] = response.json();
    expect(rows.filter((r) => r.accion === 'desasignar').map((r) => r.texto)).toEqual([...REASON_PRESETS.desasignar]);
    expect(Object.keys(rows[0]).toSorted()).toEqual(['accion', 'activo', 'id', 'orden', 'texto']);
    expect((await server.post('motivos/opciones', {}, null)).statusCode).toBe(401);
  });
});
