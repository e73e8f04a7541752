// estudiante/procesar_re_ac (71A798F; docs/domain/student-record.md 'The student's record'): switches off the active
// students of the caller's sedes whose vigencia is before today (school clock), switches back on
// those it switched off once their vigencia is renewed, leaves hand-made deactivations, other
// roles, soft-deleted people and other sedes alone; counts, versions and one event per change;
// a second run answers zeros; 403 before the body; a malformed body is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
/** Students by role in the test: each set up below. */
const ids: Record<'vencido' | 'hoy' | 'otraSede' | 'aMano' | 'borrado' | 'docente', number> = {
  vencido: 0, hoy: 0, otraSede: 0, aMano: 0, borrado: 0, docente: 0,
};
const PATH = 'estudiante/procesar_re_ac';

const state = async (id: number) =>
  (await server.db.query<{ activo: boolean; version: number }>('SELECT activo, version FROM usuarios WHERE id = $1', [id]))[0];
const set = (id: number, values: string) => server.db.query(`UPDATE usuarios SET ${values} WHERE id = $1`, [id]);

beforeAll(async () => {
  // Today is 2026-06-15 in Bogotá (at 21:00 there it is already the 16th in UTC).
  server = await createTestServer({ clock: fixedClock('2026-06-16T02:00:00Z') });
  const user = await createStaffUser(server.db, [P.estudiantes.activo, P.estudiantes.list]);
  token = await server.login(user.email, user.password);
  // Every student valid and active, then one of each case.
  await server.db.query("UPDATE usuarios SET vigencia = '2030-01-01', activo = true WHERE es");
  const students = await server.db.query<{ id: number }>(
    'SELECT id FROM usuarios WHERE es AND NOT pr AND NOT ad AND NOT fu AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 6',
  );
  [ids.vencido, ids.hoy, ids.otraSede, ids.aMano, ids.borrado, ids.docente] = students.map((s) => s.id);
  await set(ids.vencido, "sede_id = 1, vigencia = '2026-06-14'");
  await set(ids.hoy, "sede_id = 2, vigencia = '2026-06-15'");
  await set(ids.otraSede, "sede_id = 3, vigencia = '2026-01-01'");
  await set(ids.aMano, "sede_id = 1");
  await set(ids.borrado, "sede_id = 1, vigencia = '2026-01-01', deleted_at = now()");
  await set(ids.docente, "sede_id = 1, vigencia = '2026-01-01', pr = true");
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/procesar_re_ac', () => {
  it('switches off the expired students of the caller’s sedes only, with a version and an event each', async () => {
    const before = await state(ids.vencido);
    const response = await server.post(PATH, {}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Vigencias procesadas: 1 estudiante desactivado, 0 reactivados', desactivados: 1, reactivados: 0 });
    expect(await state(ids.vencido)).toEqual({ activo: false, version: before.version + 1 });
    // Valid until today, another sede, soft-deleted and a teacher-student are untouched.
    for (const id of [ids.hoy, ids.otraSede, ids.borrado, ids.docente]) expect((await state(id)).activo, String(id)).toBe(true);
    expect(await countRows(server.db, 'eventos', `tipo = 'procesar_re_ac' AND registro_id = ${ids.vencido} AND evento = 'Desactivado por vigencia vencida'`)).toBe(1);
  });

  it('a second run changes nothing and answers zeros', async () => {
    const before = await databaseFingerprint(server.db);
    expect((await server.post(PATH, {}, token)).json()).toEqual({ mensaje: 'Vigencias procesadas: no hubo cambios', desactivados: 0, reactivados: 0 });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('switches back on a student it switched off once renewed, never one switched off by hand', async () => {
    await set(ids.vencido, "vigencia = '2026-12-31'");
    // Switched off by hand (user/cambiar-activo), still valid: the batch leaves it so.
    expect((await server.post('user/cambiar-activo', { id: ids.aMano, activo: 0 }, token)).statusCode).toBe(200);
    const response = await server.post(PATH, {}, token);
    expect(response.json()).toEqual({ mensaje: 'Vigencias procesadas: 0 estudiantes desactivados, 1 reactivado', desactivados: 0, reactivados: 1 });
    expect((await state(ids.vencido)).activo).toBe(true);
    expect((await state(ids.aMano)).activo).toBe(false);
    expect(await countRows(server.db, 'eventos', `tipo = 'procesar_re_ac' AND registro_id = ${ids.vencido}`)).toBe(2);
  });

  it('reaches every sede for a caller without a sede limit', async () => {
    const response = await server.post(PATH, {}, server.adminToken);
    expect(response.json()).toMatchObject({ desactivados: 1, reactivados: 0 });
    expect((await state(ids.otraSede)).activo).toBe(false);
  });

  it('answers 403 without 71A798F (before the body) and 400 to a body with fields, writing nothing', async () => {
    const reader = await createStaffUser(server.db, [P.estudiantes.list]);
    const readerToken = await server.login(reader.email, reader.password);
    const before = await databaseFingerprint(server.db);
    const refused = await server.post(PATH, { todos: true }, readerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para esta operación');
    const malformed = await server.post(PATH, { todos: true }, token);
    expect(malformed.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await server.post(PATH, {}, null)).statusCode).toBe(401);
  });
});
