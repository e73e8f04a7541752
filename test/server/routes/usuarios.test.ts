// Staff users (docs/security.md 'Staff users and global management'): funcionario/* generated from the
// declaration plus the edit page's named actions — group, permitted sedes, token invalidation,
// password — each within the privilege ceiling, refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { USUARIO_MESSAGES } from '../../../resources/usuarios/server';
import { LAST_GROUP_MANAGER } from '../../../server/people/groupManagers';
import { ADMIN, countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
// Student list and detail too: the codes of the demo 'Consulta' group, which the manager may then hand out.
const MANAGER_CODES = [P.estudiantes.list, P.estudiantes.show, P.usuarios.list, P.usuarios.show, P.usuarios.create, P.usuarios.edit, P.usuarios.bulk, P.usuarios.editGrupo, P.usuarios.password];
let manager: Awaited<ReturnType<typeof createStaffUser>>;
let managerToken: string;
/** The administrator's token, signed again after a test deactivates and reactivates them. */
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer();
  manager = await createStaffUser(server.db, MANAGER_CODES);
  managerToken = await server.login(manager.email, manager.password);
  adminToken = server.adminToken;
});
afterAll(async () => {
  await server.close();
});

/** A staff member of sede 1 in a group holding `codes`, with a session. */
async function member(codes: string[]) {
  const user = await createStaffUser(server.db, codes);
  return { ...user, token: await server.login(user.email, user.password) };
}

/** Runs `check` while `managerId` is the only active holder of 4F40D01B (the others step aside, then come back). */
async function asOnlyGroupManager(managerId: number, check: () => Promise<void>): Promise<void> {
  const others = await server.db.query<{ id: number }>(
    'SELECT u.id FROM usuarios u JOIN grupo_permisos gp ON gp.grupo_id = u.grupo_id AND gp.permiso = $1 WHERE u.activo AND u.deleted_at IS NULL AND u.id <> $2',
    [P.grupos.manage, managerId],
  );
  await server.db.query('UPDATE usuarios SET activo = false WHERE id = ANY($1::int[])', [others.map((o) => o.id)]);
  try {
    await check();
  } finally {
    await server.db.query('UPDATE usuarios SET activo = true WHERE id = ANY($1::int[])', [others.map((o) => o.id)]);
    // Deactivation ended their sessions; reactivation does not revive them.
    adminToken = await server.login(ADMIN.email, ADMIN.password);
  }
}

const newStaff = (n: number, extra: Record<string, unknown> = {}) => ({
  primer_nombre: 'Laura',
  primer_apellido: 'Gómez',
  tipo_documento: 'CC',
  numero_documento: `9900${n}${Date.now() % 100000}`,
  email: `laura.gomez.${n}.${Date.now()}@sedes.escuela.test`,
  movil: '300 555 1234',
  sede_id: 1,
  ...extra,
});

describe('funcionario/lista and detalle', () => {
  it('list staff only (no students), ten per page, group names or none', async () => {
    expect((await server.post('funcionario/lista', {})).statusCode).toBe(401);
    const reader = await member([P.estudiantes.list]);
    expect((await server.post('funcionario/lista', {}, reader.token)).statusCode).toBe(403);
    const response = await server.post('funcionario/lista', {}, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { datos: Record<string, unknown>[]; total: number };
    expect(body.datos).toHaveLength(10);
    const staff = await countRows(server.db, 'usuarios', 'fu AND deleted_at IS NULL');
    expect(body.total).toBe(staff);
    const ids = body.datos.map((row) => row.id as number);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM usuarios WHERE id = ANY($1::int[]) AND NOT fu', [ids]);
    expect(n).toBe(0);
  });

  it('detail carries the permitted sedes, last login and token validity', async () => {
    const response = await server.post('funcionario/detalle', { id: manager.id }, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as Record<string, unknown>;
    expect(record.sedes_permitidas).toEqual([1, 2]);
    expect(record.ultimo_ingreso).not.toBeNull();
    expect(record).toHaveProperty('invalid_token_time');
    expect(record).not.toHaveProperty('password_hash');
  });
});

describe('funcionario/crear and crear_masivo', () => {
  it('creates a staff member without a group, permitted at their own sede', async () => {
    const response = await server.post('funcionario/crear', newStaff(1), managerToken);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as { id: number; grupo_id: number | null };
    expect(created.grupo_id).toBeNull();
    const [row] = await server.db.query<{ fu: boolean; es: boolean }>('SELECT fu, es FROM usuarios WHERE id = $1', [created.id]);
    expect(row).toEqual({ fu: true, es: false });
    expect(await server.db.query('SELECT sede_id FROM usuario_sedes WHERE usuario_id = $1', [created.id])).toEqual([{ sede_id: 1 }]);
    expect(await countRows(server.db, 'eventos', `universo = 'usuarios' AND tipo = 'crear' AND registro_id = ${created.id}`)).toBe(1);
  });

  it('refuses a bad body with Spanish messages and writes nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('funcionario/crear', { ...newStaff(2), email: 'no-es-correo', primer_nombre: '' }, managerToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { email: 'El correo electrónico no es válido', primer_nombre: 'Este campo es requerido' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('a bulk line naming a group needs 1010A13E and a group within the caller’s codes', async () => {
    const [consulta] = await server.db.query<{ id: number }>("SELECT id FROM grupos WHERE nombre = 'Consulta'");
    const [admin] = await server.db.query<{ id: number }>("SELECT id FROM grupos WHERE nombre = 'Administrador'");
    const record = (n: number, grupo: number) => ({ ...newStaff(n), grupo_id: grupo });
    const bulkOnly = await member([P.usuarios.list, P.usuarios.bulk, P.estudiantes.list, P.estudiantes.show]);
    const before = await databaseFingerprint(server.db);
    const refused = await server.post('funcionario/crear_masivo', { registros: [record(3, consulta.id)] }, bulkOnly.token);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('No tiene permiso para modificar este campo');
    // The manager holds 1010A13E but not every code of the administrators' group.
    const stronger = await server.post('funcionario/crear_masivo', { registros: [record(4, admin.id)] }, managerToken);
    expect(stronger.statusCode, stronger.body).toBe(400);
    expect(JSON.stringify(stronger.json())).toContain(USUARIO_MESSAGES.strongerGroup);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    const accepted = await server.post('funcionario/crear_masivo', { registros: [record(5, consulta.id)] }, managerToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ creados: 1 });
  });
});

describe('funcionario/editar_grupo', () => {
  it('moves a person to a group within reach; the change rules their very next request', async () => {
    const target = await member([P.estudiantes.list]);
    const [grupo] = await server.db.query<{ id: number }>("INSERT INTO grupos (nombre) VALUES ('Lectores de funcionarios') RETURNING id");
    await server.db.query('INSERT INTO grupo_permisos (grupo_id, permiso) VALUES ($1, $2)', [grupo.id, P.usuarios.list]);
    expect((await server.post('funcionario/lista', {}, target.token)).statusCode).toBe(403);
    const response = await server.post('funcionario/editar_grupo', { id: target.id, grupo_id: grupo.id }, managerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: USUARIO_MESSAGES.grupo, registro: { grupo_id: grupo.id } });
    expect((await server.post('funcionario/lista', {}, target.token)).statusCode).toBe(200);
    expect(await countRows(server.db, 'eventos', `universo = 'usuarios' AND tipo = 'editar_grupo' AND registro_id = ${target.id}`)).toBe(1);
  });

  it('refuses without 1010A13E, one’s own group and a stronger group, writing nothing', async () => {
    const target = await member([P.estudiantes.list]);
    const [admin] = await server.db.query<{ id: number }>("SELECT id FROM grupos WHERE nombre = 'Administrador'");
    const editor = await member([P.usuarios.list, P.usuarios.show, P.usuarios.edit]);
    const before = await databaseFingerprint(server.db);
    expect((await server.post('funcionario/editar_grupo', { id: target.id, grupo_id: admin.id }, editor.token)).statusCode).toBe(403);
    const own = await server.post('funcionario/editar_grupo', { id: manager.id, grupo_id: admin.id }, managerToken);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ errors: { grupo_id: USUARIO_MESSAGES.ownGroup } });
    const stronger = await server.post('funcionario/editar_grupo', { id: target.id, grupo_id: admin.id }, managerToken);
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json()).toMatchObject({ message: 'No tiene permiso para esta operación', errors: { grupo_id: USUARIO_MESSAGES.strongerGroup } });
    const malformed = await server.post('funcionario/editar_grupo', { id: target.id, grupo_id: 'Consulta' }, managerToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { grupo_id: 'Debe seleccionar un grupo' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('keeps someone able to manage the groups', async () => {
    const lastManager = await member([P.grupos.manage]);
    await asOnlyGroupManager(lastManager.id, async () => {
      const before = await databaseFingerprint(server.db);
      const refused = await server.post('funcionario/editar_grupo', { id: lastManager.id, grupo_id: null }, managerToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { grupo_id: LAST_GROUP_MANAGER } });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    });
    expect((await server.post('funcionario/editar_grupo', { id: lastManager.id, grupo_id: null }, managerToken)).statusCode).toBe(200);
  });

  it('the strongest code hands out any group; removing the group ends the sign-in', async () => {
    const target = await member([P.estudiantes.list]);
    const response = await server.post('funcionario/editar_grupo', { id: target.id, grupo_id: null }, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const login = await server.post('login', { email: target.email, password: target.password });
    expect(login.statusCode).toBe(401);
  });
});

describe('funcionario/agregar_sede and quitar_sede', () => {
  it('grant and remove permitted sedes, never the last one', async () => {
    const target = await member([P.estudiantes.list]);
    const add = await server.post('funcionario/agregar_sede', { id: target.id, sede_id: 3 }, adminToken);
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ mensaje: USUARIO_MESSAGES.sedeAdded });
    const sedesOf = async () => (await server.db.query<{ sede_id: number }>('SELECT sede_id FROM usuario_sedes WHERE usuario_id = $1 ORDER BY 1', [target.id])).map((r) => r.sede_id);
    expect(await sedesOf()).toEqual([1, 2, 3]);
    for (const sede of [3, 2]) expect((await server.post('funcionario/quitar_sede', { id: target.id, sede_id: sede }, adminToken)).statusCode).toBe(200);
    const before = await databaseFingerprint(server.db);
    const last = await server.post('funcionario/quitar_sede', { id: target.id, sede_id: 1 }, adminToken);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ errors: { sede_id: USUARIO_MESSAGES.lastSede } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect(await countRows(server.db, 'eventos', `universo = 'usuarios' AND tipo IN ('agregar_sede', 'quitar_sede') AND registro_id = ${target.id}`)).toBe(3);
  });

  it('a manager limited to some sedes hands out only those', async () => {
    const target = await member([P.estudiantes.list]);
    const before = await databaseFingerprint(server.db);
    const outside = await server.post('funcionario/agregar_sede', { id: target.id, sede_id: 5 }, managerToken);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ errors: { sede_id: USUARIO_MESSAGES.sedeOutside } });
    const unknown = await server.post('funcionario/agregar_sede', { id: target.id, sede_id: 99999 }, adminToken);
    expect(unknown.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('user/invalidar_tokens and funcionario/cambiar_password', () => {
  it('invalidating ends the person’s sessions at once, not the caller’s', async () => {
    const target = await member([P.estudiantes.list]);
    expect((await server.post('estudiante/lista', {}, target.token)).statusCode).toBe(200);
    const response = await server.post('user/invalidar_tokens', { id: target.id }, managerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: USUARIO_MESSAGES.tokens });
    expect((await server.post('estudiante/lista', {}, target.token)).statusCode).toBe(401);
    expect((await server.post('funcionario/lista', {}, managerToken)).statusCode).toBe(200);
    // A new sign-in works again.
    const again = await server.login(target.email, target.password);
    expect((await server.post('estudiante/lista', {}, again)).statusCode).toBe(200);
  });

  it('a short password is refused; a generated one is mailed and ends the sessions', async () => {
    const target = await member([P.estudiantes.list]);
    const short = await server.post('funcionario/cambiar_password', { userid: target.id, password: 'corta' }, managerToken);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: 'Debe tener mínimo 8 caracteres.' } });
    const mails = await countRows(server.db, 'correos', `para = '${target.email}'`);
    const generated = await server.post('funcionario/cambiar_password', { userid: target.id, action: 'autogenerate' }, managerToken);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(await countRows(server.db, 'correos', `para = '${target.email}'`)).toBe(mails + 1);
    expect((await server.post('estudiante/lista', {}, target.token)).statusCode).toBe(401);
  });

  it('needs its code', async () => {
    const target = await member([P.estudiantes.list]);
    const editor = await member([P.usuarios.list, P.usuarios.show, P.usuarios.edit]);
    expect((await server.post('funcionario/cambiar_password', { userid: target.id, action: 'autogenerate' }, editor.token)).statusCode).toBe(403);
    expect((await server.post('user/invalidar_tokens', { id: target.id }, editor.token)).statusCode).toBe(403);
  });
});

describe('user/cambiar-activo on staff', () => {
  it('never deactivates the last active person able to manage the groups', async () => {
    const lastManager = await member([P.grupos.manage]);
    const deactivator = await member([P.estudiantes.activo, P.usuarios.list, P.usuarios.edit]);
    await asOnlyGroupManager(lastManager.id, async () => {
      const before = await databaseFingerprint(server.db);
      const refused = await server.post('user/cambiar-activo', { id: lastManager.id, activo: 0 }, deactivator.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { activo: LAST_GROUP_MANAGER } });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    });
    expect((await server.post('user/cambiar-activo', { id: lastManager.id, activo: 0 }, deactivator.token)).statusCode).toBe(200);
  });
});
