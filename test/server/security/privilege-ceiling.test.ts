// Regression tests of the authorization holes found when the API was probed: a permission over
// students must never reach a staff account (nor the administrator) that also carries the student role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { ADMIN, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
/** Every student code, and nothing over staff. */
const STUDENT_CODES = ['4586B73F', '560B5B09', '9022BCBD', '31BEFF98', '71A798F', 'F775D80'];
let studentClerk: string;
let staff: { id: number; email: string; password: string };
let adminId: number;

beforeAll(async () => {
  server = await createTestServer();
  const clerk = await createStaffUser(server.db, STUDENT_CODES, { sede_id: 1 });
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [clerk.id]);
  studentClerk = await server.login(clerk.email, clerk.password);
  // A staff account that also carries the student role, with a name the search can find.
  staff = await createStaffUser(server.db, ['42A34371'], { es: true, primer_nombre: 'Funcionaria', primer_apellido: 'Zzyzxestudia' });
  const [admin] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
  adminId = admin.id;
  await server.db.query('UPDATE usuarios SET es = true WHERE id = $1', [adminId]);
});
afterAll(async () => {
  await server.close();
});

describe('a user holding only student codes', () => {
  it('cannot find staff or the administrator through estudiante/buscar or estudiante/lista', async () => {
    const found = await server.post('estudiante/buscar', { texto: 'Zzyzxestudia' }, studentClerk);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([]);
    const list = (await server.post('estudiante/lista', { por_pagina: 1000 }, studentClerk)).json() as { datos: { id: number }[] };
    const ids = list.datos.map((d) => d.id);
    expect(ids).not.toContain(staff.id);
    expect(ids).not.toContain(adminId);
    expect(ids.length).toBeGreaterThan(0);
    // The administrator (who holds every code) still finds the staff member through the same search.
    expect((await server.post('estudiante/buscar', { texto: 'Zzyzxestudia' }, server.adminToken)).json()).toHaveLength(1);
  });

  it('cannot read, edit or set the password of a staff account that is also a student', async () => {
    const before = await databaseFingerprint(server.db);
    expect((await server.post('estudiante/detalle', { id: staff.id }, studentClerk)).statusCode).toBe(404);
    const edit = await server.post('estudiante/editar', { id: staff.id, email: 'robada@correo.test' }, studentClerk);
    expect(edit.statusCode).toBe(404);
    const password = await server.post('estudiante/cambiar_password', { userid: staff.id, password: 'Atacante2024!' }, studentClerk);
    expect(password.statusCode).toBe(404);
    const reset = await server.post('estudiante/cambiar_password', { userid: adminId, password: null }, studentClerk);
    expect(reset.statusCode).toBe(404);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect(await server.login(staff.email, staff.password)).toBeTruthy();
  });

  it('cannot deactivate staff or the administrator with user/cambiar-activo', async () => {
    const before = await databaseFingerprint(server.db);
    for (const id of [staff.id, adminId]) {
      const response = await server.post('user/cambiar-activo', { id, activo: 0 }, studentClerk);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('still manages ordinary students', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND NOT ad AND grupo_id IS NULL ORDER BY id LIMIT 1');
    expect((await server.post('estudiante/detalle', { id: student.id }, studentClerk)).statusCode).toBe(200);
    expect((await server.post('estudiante/editar', { id: student.id, movil: '3001234567' }, studentClerk)).statusCode).toBe(200);
    const off = await server.post('user/cambiar-activo', { id: student.id, activo: 0 }, studentClerk);
    expect(off.json()).toMatchObject({ mensaje: 'Usuario desactivado', usuario: { id: student.id, activo: false } });
    const password = await server.post('estudiante/cambiar_password', { userid: student.id, password: 'ClaveNueva2024' }, studentClerk);
    expect(password.json()).toEqual({ mensaje: 'Contraseña actualizada' });
    const [row] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM usuarios WHERE id = $1', [student.id]);
    expect(await verifyPassword('ClaveNueva2024', row.password_hash)).toBe(true);
  });

  it('a teacher who is also a student needs the teacher codes too', async () => {
    const [teacher] = await server.db.query<{ id: number }>(
      `INSERT INTO usuarios (primer_nombre, primer_apellido, numero_documento, email, es, pr, sede_id)
       VALUES ('Docente', 'Aprendiz', '9988776655', 'docente.aprendiz@correo.test', true, true, 1) RETURNING id`,
    );
    expect((await server.post('estudiante/detalle', { id: teacher.id }, studentClerk)).statusCode).toBe(404);
    const both = await createStaffUser(server.db, [...STUDENT_CODES, '42C7BC3F'], { sede_id: 1 });
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [both.id]);
    const token = await server.login(both.email, both.password);
    expect((await server.post('estudiante/detalle', { id: teacher.id }, token)).statusCode).toBe(200);
    // Seeing is not changing: editing a teacher's data needs the teacher edit code.
    const edit = await server.post('estudiante/editar', { id: teacher.id, movil: '3001234567' }, token);
    expect(edit.statusCode).toBe(403);
  });
});

describe('roles and the last administrator', () => {
  it('nobody grants themselves a role', async () => {
    const response = await server.post('user/activar_rol', { id: adminId, rol: 'pr' }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ rol: 'No puede asignarse un rol a sí mismo' });
  });

  it('granting ADMIN needs the strongest code, and so does touching an administrator', async () => {
    const manager = await createStaffUser(server.db, ['13FF6EC4', '71A798F', '1010A13E', 'DEF5A092', '3329CE3B']);
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [manager.id]);
    const token = await server.login(manager.email, manager.password);
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT ad AND grupo_id IS NULL ORDER BY id DESC LIMIT 1');
    expect((await server.post('user/activar_rol', { id: student.id, rol: 'ad' }, token)).statusCode).toBe(403);
    expect((await server.post('user/desactivar_rol', { id: adminId, rol: 'es' }, token)).statusCode).toBe(403);
    const granted = await server.post('user/activar_rol', { id: student.id, rol: 'pr' }, token);
    expect(granted.json()).toMatchObject({ mensaje: 'Rol activado', usuario: { id: student.id, pr: true } });
  });

  it('nobody deactivates or removes the role of the last active administrator', async () => {
    const other = await createStaffUser(server.db, ['71A798F', '4F40D01B', '13FF6EC4', '1010A13E'], { ad: true });
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [other.id]);
    const token = await server.login(other.email, other.password);
    // Two active administrators: one may remove the other.
    expect((await server.post('user/desactivar_rol', { id: adminId, rol: 'ad' }, token)).statusCode).toBe(200);
    // Now `other` is the last one: nobody can take the role away or deactivate them.
    const before = await databaseFingerprint(server.db);
    const role = await server.post('user/desactivar_rol', { id: other.id, rol: 'ad' }, token);
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toEqual({ rol: 'No se puede quitar el rol de administrador al último administrador activo' });
    const active = await server.post('user/cambiar-activo', { id: other.id, activo: 0 }, server.adminToken);
    expect(active.statusCode).toBe(400);
    expect(active.json().errors).toEqual({ activo: 'No se puede desactivar al último administrador activo' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // The administrator gets the role back from the other one.
    expect((await server.post('user/activar_rol', { id: adminId, rol: 'ad' }, token)).statusCode).toBe(200);
  });
});
