// novedad_docente/ver (EFE8AFBA), crear (3329CE3B) and eliminar (LB3F483G): the guard before the body,
// the Spanish refusals with nothing written, one row per hour in one transaction, the duplicate 409
// and one audit event per write. The school's clock is stopped on Friday 2026-11-20 (Bogotá).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

const TODAY = '2026-11-20'; // a Friday
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-22';
const MOTIVO = 'Incapacidad / Incapacidad médica de tres días por gripe fuerte';
const INVALID = 'Los datos enviados no son válidos. Revise los campos indicados.';

let server: TestServer;
let token: string;
let teacher: number;
let tutor: number;

const crear = (body: Record<string, unknown>, t: string | null = token) =>
  server.post('novedad_docente/crear', { docente_id: teacher, fecha: MONDAY, horas: ['06:00'], motivo: MOTIVO, ...body }, t);
const events = (tipo: string) => countRows(server.db, 'eventos', `universo = 'docentes' AND tipo = '${tipo}'`);

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock(`${TODAY}T15:00:00Z`) });
  const user = await createStaffUser(server.db, [P.docentes.edit, P.docentes.novedades, P.docentes.deleteNovedad]);
  token = await server.login(user.email, user.password);
  const [regular] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT tutor AND deleted_at IS NULL ORDER BY id LIMIT 1');
  const [other] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL AND id <> $1 ORDER BY id LIMIT 1', [regular.id]);
  await server.db.query('UPDATE usuarios SET tutor = true WHERE id = $1', [other.id]);
  [teacher, tutor] = [regular.id, other.id];
});
afterAll(async () => {
  await server.close();
});

describe('guard', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['novedad_docente/crear', 'novedad_docente/ver', 'novedad_docente/eliminar']) {
      const response = await server.post(path, {}, null);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
    }
  });

  it('answers 403 without the code, before looking at the body', async () => {
    const cases: [string, string][] = [
      ['novedad_docente/crear', P.docentes.edit], ['novedad_docente/ver', P.docentes.novedades], ['novedad_docente/eliminar', P.docentes.deleteNovedad],
    ];
    for (const [path, code] of cases) {
      const codes = [P.docentes.list, P.docentes.show, P.docentes.edit, P.docentes.novedades, P.docentes.deleteNovedad].filter((c) => c !== code);
      const user = await createStaffUser(server.db, codes);
      const response = await server.post(path, { basura: true }, await server.login(user.email, user.password));
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    }
  });
});

describe('novedad_docente/crear refusals', () => {
  it.each([
    ['a date today', { fecha: TODAY }, { fecha: 'La fecha no puede ser anterior a mañana' }],
    ['an hour not in the template', { horas: ['06:00', '07:00'] }, { horas: 'La hora 07:00 no es un bloque de ese día' }],
    ['a Sunday', { fecha: SUNDAY }, { horas: 'Ese día no tiene horas de clase' }],
    ['a Saturday hour of the weekdays', { fecha: '2026-11-21', horas: ['06:00'] }, { horas: 'La hora 06:00 no es un bloque de ese día' }],
    ['a short description', { motivo: 'Incapacidad / Gripe' }, { motivo: 'La descripción debe tener mínimo 30 caracteres' }],
    ['no hours', { horas: [] }, { horas: 'Debe seleccionar al menos una hora' }],
    ['an unknown reason', { motivo: 'Calamidad / Calamidad doméstica que requiere atención inmediata' }, { motivo: 'Debe seleccionar un motivo de la lista' }],
    ['a malformed date', { fecha: '23/11/2026' }, { fecha: 'Fecha no válida (AAAA-MM-DD)' }],
    ['an unknown field', { sede_id: 1 }, { sede_id: 'Campo no permitido: sede_id' }],
  ])('refuses %s with 400 and writes nothing', async (_label, body, errors) => {
    const before = await databaseFingerprint(server.db);
    const response = await crear(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'ValidationError', message: INVALID, errors });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 404 for a student, a deleted teacher or an unknown id', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr ORDER BY id LIMIT 1');
    const [deleted] = await server.db.query<{ id: number }>(
      'UPDATE usuarios SET deleted_at = now() WHERE id = (SELECT id FROM usuarios WHERE pr AND id NOT IN ($1, $2) ORDER BY id DESC LIMIT 1) RETURNING id',
      [teacher, tutor],
    );
    for (const id of [student.id, deleted.id, 999999]) {
      const response = await crear({ docente_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NotFound', message: 'Registro no encontrado' });
      expect((await server.post('novedad_docente/ver', { docente_id: id }, token)).statusCode).toBe(404);
    }
  });
});

describe('novedad_docente/crear, ver, eliminar', () => {
  it('creates one row per hour with one audit event, and ver lists them newest date first', async () => {
    const before = await events('crear_novedad');
    const response = await crear({ horas: ['09:00', '06:00'] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.mensaje).toBe('Novedad creada');
    expect(body.novedades.map((n: { fecha: string; hora: string; observaciones: string }) => [n.fecha, n.hora, n.observaciones])).toEqual([
      [MONDAY, '06:00', MOTIVO], [MONDAY, '09:00', MOTIVO],
    ]);
    expect(await events('crear_novedad')).toBe(before + 1);
    const [row] = await server.db.query<{ motivo_codigo: number }>('SELECT motivo_codigo FROM novedades_docente WHERE id = $1', [body.novedades[0].id]);
    expect(row.motivo_codigo).toBe(3);

    expect((await crear({ fecha: '2026-11-28', horas: ['08:00'], motivo: `Vacaciones / ${'Vacaciones anticipadas aprobadas por la sede'}` })).statusCode).toBe(200);
    const list = await server.post('novedad_docente/ver', { docente_id: teacher }, token);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; fecha: string; hora: string; observaciones: string; created_at: string }[];
    expect(rows.map((n) => `${n.fecha} ${n.hora}`)).toEqual(['2026-11-28 08:00', `${MONDAY} 06:00`, `${MONDAY} 09:00`]);
    expect(Object.keys(rows[0]).sort()).toEqual(['created_at', 'fecha', 'hora', 'id', 'observaciones']);
    expect(Number.isNaN(Date.parse(rows[0].created_at))).toBe(false);
  });

  it('refuses an hour already there with 409, keeping the table and the trail as they were', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await crear({ horas: ['07:30', '09:00'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'Conflict',
      message: 'El docente ya tiene una novedad el 23/11/2026 a la hora 09:00',
      errors: { horas: 'El docente ya tiene una novedad el 23/11/2026 a la hora 09:00' },
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('the UNIQUE constraint holds when the check is passed by', async () => {
    await expect(
      server.db.query("INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones) VALUES ($1, $2, '06:00', 3, 'x')", [teacher, MONDAY]),
    ).rejects.toThrow();
  });

  it("offers a tutor the tutoring template's quarter-hours", async () => {
    expect((await crear({ docente_id: tutor, horas: ['06:00'] })).json().errors).toEqual({ horas: 'La hora 06:00 no es un bloque de ese día' });
    const response = await crear({ docente_id: tutor, horas: ['07:15', '07:30'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().novedades).toHaveLength(2);
  });

  it('deletes one novedad with its reason in the trail; an unknown id is 404; a short reason 400', async () => {
    const [novedad] = await server.db.query<{ id: number }>('SELECT id FROM novedades_docente WHERE docente_id = $1 ORDER BY id LIMIT 1', [teacher]);
    const before = await databaseFingerprint(server.db);
    const short = await server.post('novedad_docente/eliminar', { novedad_id: novedad.id, motivo: ' abcd ' }, token);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: 'ValidationError', message: INVALID, errors: { motivo: 'El motivo debe tener mínimo 5 caracteres' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);

    const deleted = await events('eliminar_novedad');
    const response = await server.post('novedad_docente/eliminar', { novedad_id: novedad.id, motivo: 'Registrada por error' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Novedad eliminada' });
    expect(await countRows(server.db, 'novedades_docente', `id = ${novedad.id}`)).toBe(0);
    expect(await events('eliminar_novedad')).toBe(deleted + 1);
    const [event] = await server.db.query<{ registro_id: number; contenido: { motivo: string; novedad: { id: number; hora: string } } }>(
      "SELECT registro_id, contenido FROM eventos WHERE tipo = 'eliminar_novedad' ORDER BY id DESC LIMIT 1",
    );
    expect(event.registro_id).toBe(teacher);
    expect(event.contenido.motivo).toBe('Registrada por error');
    expect(event.contenido.novedad).toMatchObject({ id: novedad.id, hora: '06:00' });

    const again = await server.post('novedad_docente/eliminar', { novedad_id: novedad.id, motivo: 'Registrada por error' }, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'NotFound', message: 'Registro no encontrado' });
    expect(await events('eliminar_novedad')).toBe(deleted + 1);
  });
});
