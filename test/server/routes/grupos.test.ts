// Permission groups through the API (docs/security.md 'Permission groups'): grupo/lista, detalle, crear,
// agregar_permiso, quitar_permiso, permisos/lista and permiso/crear — each refusing without a token
// (401), without its code (403) and a malformed body (400, Spanish, nothing written), and each
// write leaving one audit event. Removing 4F40D01B never leaves nobody able to manage the groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, PERMISSIONS } from '../../../core/engine/permissions';
import { LAST_GROUP_MANAGER } from '../../../server/people/groupManagers';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
/** Holds only the detail code (90C25887). */
let viewer: string;
/** Holds only the management code (4F40D01B). */
let manager: string;
/** A member of a test group (its codes are what the tests give it). */
let member: { id: number; grupoId: number; token: string };

const UNAUTHORIZED = { code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' };
const FORBIDDEN = { code: 'Forbidden', message: 'No tiene permiso para esta operación' };

async function codesOf(grupoId: number): Promise<string[]> {
  const rows = await server.db.query<{ permiso: string }>('SELECT permiso FROM grupo_permisos WHERE grupo_id = $1 ORDER BY permiso', [grupoId]);
  return rows.map((r) => r.permiso);
}

async function lastEvent(): Promise<{ universo: string; tipo: string; evento: string; contenido: Record<string, unknown>; registro_id: number | null }> {
  const [event] = await server.db.query<{ universo: string; tipo: string; evento: string; contenido: Record<string, unknown>; registro_id: number | null }>(
    'SELECT universo, tipo, evento, contenido, registro_id FROM eventos ORDER BY id DESC LIMIT 1',
  );
  return event;
}

/** Calls `path` with `body` as `token` and expects a refusal that wrote nothing. */
async function refused(path: string, body: unknown, token: string | null, status: number) {
  const before = await databaseFingerprint(server.db);
  const response = await server.post(path, body, token);
  expect(response.statusCode, `${path} ${response.body}`).toBe(status);
  expect(await databaseFingerprint(server.db)).toEqual(before);
  return response.json() as { code: string; message: string; errors?: Record<string, string> };
}

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  const v = await createStaffUser(server.db, [P.grupos.show]);
  viewer = await server.login(v.email, v.password);
  const m = await createStaffUser(server.db, [P.grupos.manage]);
  manager = await server.login(m.email, m.password);
  const u = await createStaffUser(server.db, [P.estudiantes.list]);
  member = { ...u, token: await server.login(u.email, u.password) };
});
afterAll(async () => {
  await server.close();
});

describe('the guards', () => {
  it('answer 401 without a token and 403 without the code, writing nothing', async () => {
    const calls: [string, unknown, string][] = [
      ['grupo/lista', {}, viewer],
      ['grupo/detalle', { id: 1 }, manager],
      ['grupo/crear', { nombre: 'Grupo sin permiso' }, viewer],
      ['grupo/agregar_permiso', { id: member.grupoId, permiso: P.docentes.list }, viewer],
      ['grupo/quitar_permiso', { id: member.grupoId, permiso: P.estudiantes.list }, viewer],
      ['permisos/lista', {}, member.token],
      ['permiso/crear', { codigo: 'ABCD0001', recurso: 'pruebas', descripcion: 'Sin permiso' }, viewer],
    ];
    for (const [path, body, token] of calls) {
      expect(await refused(path, body, null, 401), path).toEqual(UNAUTHORIZED);
      expect(await refused(path, body, token, 403), path).toEqual(FORBIDDEN);
    }
  });
});

describe('grupo/lista and grupo/detalle', () => {
  it('lists the groups by name, 10 per page (4F40D01B)', async () => {
    const response = await server.post('grupo/lista', { pagina: 1, por_pagina: 10 }, manager);
    expect(response.statusCode).toBe(200);
    const { datos, total } = response.json() as { datos: { nombre: string }[]; total: number };
    expect(total).toBe(await countRows(server.db, 'grupos'));
    expect(datos.length).toBe(Math.min(10, total));
    const nombres = datos.map((g) => g.nombre);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    expect(nombres).toContain('Administrador');
  });

  it('shows a group with its codes and their recurso (90C25887)', async () => {
    const [consulta] = await server.db.query<{ id: number }>("SELECT id FROM grupos WHERE nombre = 'Consulta'");
    const response = await server.post('grupo/detalle', { id: consulta.id }, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: consulta.id,
      version: 1,
      nombre: 'Consulta',
      permisos: [
        { id: P.estudiantes.list, recurso: 'estudiantes' },
        { id: P.estudiantes.show, recurso: 'estudiantes' },
      ],
    });
    expect((await server.post('grupo/detalle', { id: 999999 }, viewer)).statusCode).toBe(404);
    expect((await refused('grupo/detalle', { id: 'uno' }, viewer, 400)).errors).toEqual({ id: 'Debe ser un identificador numérico' });
  });
});

describe('grupo/crear', () => {
  it('creates a group without codes and records it', async () => {
    const response = await server.post('grupo/crear', { nombre: 'Coordinación de sede norte' }, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nombre: 'Coordinación de sede norte', permisos: [] });
    expect(await lastEvent()).toMatchObject({ universo: 'grupos', tipo: 'crear', evento: 'Grupo creado', registro_id: response.json().id });
  });

  it('refuses a missing, short or taken name in Spanish, writing nothing', async () => {
    expect((await refused('grupo/crear', {}, manager, 400)).errors).toEqual({ nombre: 'Este campo es requerido' });
    expect((await refused('grupo/crear', { nombre: 'AB' }, manager, 400)).errors).toEqual({ nombre: 'Debe tener mínimo 3 caracteres' });
    expect((await refused('grupo/crear', { nombre: 'Consulta' }, manager, 409)).errors).toEqual({ nombre: 'Ya existe un registro con este valor' });
    expect((await refused('grupo/crear', { nombre: 'Nuevo', permisos: [P.grupos.manage] }, manager, 400)).code).toBe('ValidationError');
  });
});

describe('grupo/agregar_permiso and grupo/quitar_permiso', () => {
  it('add and remove one code, each with its event; a repeated click changes nothing', async () => {
    const added = await server.post('grupo/agregar_permiso', { id: member.grupoId, permiso: P.docentes.list }, manager);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ mensaje: 'Permiso agregado', registro: { id: member.grupoId } });
    expect(added.json().registro.permisos).toEqual([
      { id: P.docentes.list, recurso: 'docentes' },
      { id: P.estudiantes.list, recurso: 'estudiantes' },
    ]);
    expect(await codesOf(member.grupoId)).toEqual([P.estudiantes.list, P.docentes.list].sort());
    expect(await lastEvent()).toEqual({
      universo: 'grupos',
      tipo: 'agregar_permiso',
      evento: 'Permiso agregado: Listar docentes',
      contenido: { permiso: P.docentes.list, recurso: 'docentes' },
      registro_id: member.grupoId,
    });

    const events = await countRows(server.db, 'eventos');
    const again = await server.post('grupo/agregar_permiso', { id: member.grupoId, permiso: P.docentes.list }, manager);
    expect(again.json().mensaje).toBe('El grupo ya tenía este permiso');
    expect(await countRows(server.db, 'eventos')).toBe(events);

    const removed = await server.post('grupo/quitar_permiso', { id: member.grupoId, permiso: P.docentes.list }, manager);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().mensaje).toBe('Permiso quitado');
    expect(await codesOf(member.grupoId)).toEqual([P.estudiantes.list]);
    expect(await lastEvent()).toMatchObject({ tipo: 'quitar_permiso', contenido: { permiso: P.docentes.list, recurso: 'docentes' }, registro_id: member.grupoId });
    const twice = await server.post('grupo/quitar_permiso', { id: member.grupoId, permiso: P.docentes.list }, manager);
    expect(twice.json().mensaje).toBe('El grupo no tenía este permiso');
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
  });

  it('refuse malformed bodies, unknown codes and groups in Spanish, writing nothing', async () => {
    for (const path of ['grupo/agregar_permiso', 'grupo/quitar_permiso']) {
      expect((await refused(path, { id: member.grupoId }, manager, 400)).errors).toEqual({ permiso: 'Debe ser un código de permiso' });
      expect((await refused(path, { id: 'x', permiso: P.docentes.list }, manager, 400)).errors).toEqual({ id: 'Debe ser un identificador numérico' });
      expect((await refused(path, { id: member.grupoId, permiso: 'docentes' }, manager, 400)).errors).toEqual({
        permiso: 'El código debe tener de 4 a 16 letras mayúsculas o cifras',
      });
      expect(await refused(path, { id: member.grupoId, permiso: 'ZZZZ9999' }, manager, 400)).toEqual({
        code: 'ValidationError',
        message: 'El permiso no existe',
        errors: { permiso: 'El permiso no existe' },
      });
      expect((await refused(path, { id: member.grupoId, permiso: P.docentes.list, extra: 1 }, manager, 400)).code).toBe('ValidationError');
      expect(await refused(path, { id: 999999, permiso: P.docentes.list }, manager, 404)).toEqual({ code: 'NotFound', message: 'Registro no encontrado' });
    }
  });
});

describe('permisos/lista and permiso/crear', () => {
  it('list every permission with its recurso and description, for either code', async () => {
    for (const token of [viewer, server.adminToken]) {
      const response = await server.post('permisos/lista', {}, token);
      expect(response.statusCode).toBe(200);
      const rows = response.json() as { id: string; codigo: string; recurso: string; descripcion: string }[];
      for (const p of PERMISSIONS) expect(rows).toContainEqual({ id: p.code, codigo: p.code, recurso: p.recurso, descripcion: p.descripcion });
    }
    expect((await refused('permisos/lista', { recurso: 'x' }, viewer, 400)).code).toBe('ValidationError');
  });

  it('creates a code (4F40D01B) that groups can then hold, and records it', async () => {
    const response = await server.post('permiso/crear', { codigo: 'C0DE1234', recurso: 'reportes', descripcion: ' Reporte de asistencia ' }, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      mensaje: 'Permiso creado',
      permiso: { id: 'C0DE1234', codigo: 'C0DE1234', recurso: 'reportes', descripcion: 'Reporte de asistencia' },
    });
    expect(await lastEvent()).toMatchObject({ universo: 'permisos', tipo: 'crear', contenido: { codigo: 'C0DE1234', recurso: 'reportes' } });
    expect((await server.post('permisos/lista', {}, viewer)).json()).toContainEqual({ id: 'C0DE1234', codigo: 'C0DE1234', recurso: 'reportes', descripcion: 'Reporte de asistencia' });
    expect((await server.post('grupo/agregar_permiso', { id: member.grupoId, permiso: 'C0DE1234' }, manager)).statusCode).toBe(200);
  });

  it('refuses a malformed or taken code in Spanish, writing nothing', async () => {
    const body = { codigo: 'NUEVO001', recurso: 'reportes', descripcion: 'Un permiso nuevo' };
    expect((await refused('permiso/crear', { ...body, codigo: 'nuevo' }, manager, 400)).errors).toEqual({ codigo: 'El código debe tener de 4 a 16 letras mayúsculas o cifras' });
    expect((await refused('permiso/crear', { ...body, recurso: 'Reportes Viejos' }, manager, 400)).errors).toEqual({
      recurso: 'El recurso debe ser una palabra en minúsculas (letras, cifras y _)',
    });
    expect((await refused('permiso/crear', { codigo: 'NUEVO001', recurso: 'reportes' }, manager, 400)).errors).toEqual({ descripcion: 'La descripción es requerida' });
    expect((await refused('permiso/crear', { ...body, descripcion: 'x'.repeat(201) }, manager, 400)).errors).toEqual({ descripcion: 'La descripción admite hasta 200 caracteres' });
    expect(await refused('permiso/crear', { ...body, codigo: P.grupos.manage }, manager, 409)).toEqual({
      code: 'Conflict',
      message: 'Ya existe un permiso con este código',
      errors: { codigo: 'Ya existe un permiso con este código' },
    });
  });
});

// Last: it takes 4F40D01B from the test's plain manager.
describe('the last group managers', () => {
  it('keep 4F40D01B: it is never removed from the only active holders', async () => {
    // Two managers' groups hold 4F40D01B: the administrators' and a second manager's (Admin + M).
    const m = await createStaffUser(server.db, [P.grupos.manage, P.grupos.show]);
    const second = await server.login(m.email, m.password);
    const [admins] = await server.db.query<{ id: number }>("SELECT id FROM grupos WHERE nombre = 'Administrador'");
    // The test's plain manager stops managing, so that only Admin and M remain.
    const [plain] = await server.db.query<{ grupo_id: number }>(
      "SELECT DISTINCT u.grupo_id FROM usuarios u JOIN grupo_permisos gp ON gp.grupo_id = u.grupo_id WHERE gp.permiso = $1 AND u.grupo_id NOT IN ($2, $3)",
      [P.grupos.manage, admins.id, m.grupoId],
    );
    expect((await server.post('grupo/quitar_permiso', { id: plain.grupo_id, permiso: P.grupos.manage }, server.adminToken)).statusCode).toBe(200);

    // M takes 4F40D01B from the administrators: allowed (M still holds it), and the admin's very next call is refused.
    expect((await server.post('grupo/quitar_permiso', { id: admins.id, permiso: P.grupos.manage }, second)).statusCode).toBe(200);
    expect((await server.post('grupo/lista', {}, server.adminToken)).statusCode).toBe(403);
    // Now M is the only one: M cannot take it from their own group.
    const last = await refused('grupo/quitar_permiso', { id: m.grupoId, permiso: P.grupos.manage }, second, 400);
    expect(last).toEqual({ code: 'ValidationError', message: LAST_GROUP_MANAGER, errors: { permiso: LAST_GROUP_MANAGER } });
    // An inactive holder does not count.
    const idle = await createStaffUser(server.db, [P.grupos.manage], { activo: false });
    await refused('grupo/quitar_permiso', { id: m.grupoId, permiso: P.grupos.manage }, second, 400);
    expect(await codesOf(idle.grupoId)).toEqual([P.grupos.manage]);

    // Given back to the administrators, the admin's next call works again, and M may let it go.
    expect((await server.post('grupo/agregar_permiso', { id: admins.id, permiso: P.grupos.manage }, second)).statusCode).toBe(200);
    expect((await server.post('grupo/lista', {}, server.adminToken)).statusCode).toBe(200);
    expect((await server.post('grupo/quitar_permiso', { id: m.grupoId, permiso: P.grupos.manage }, second)).statusCode).toBe(200);
    expect((await server.post('grupo/lista', {}, second)).statusCode).toBe(403);
  });
});
