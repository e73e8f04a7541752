// The editor's attribute actions (issue 'The student's record', Editor): each one's message and
// write, the dual-code rule of every pair both ways (unset: the weaker code is enough; set: only the
// stronger), the loaded version (stale: 409, nothing written), malformed bodies (400, nothing
// written), one audit event per change, the tutoring and level/course rules and the sede boundary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTE_ACTIONS } from '../../../core/school/students/attributeActions';
import { FIELD_FORBIDDEN } from '../../../core/engine/fieldAccess';
import { P } from '../../../core/engine/permissions';
import { TUTORING_MESSAGES } from '../../../core/school/students/tutoringEnablement';
import { endpointFixtures } from '../endpointFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, setGroupCodes, type TestServer } from '../helpers';

const E = P.estudiantes;
const FORBIDDEN = { code: 'Forbidden', message: 'No tiene permiso para esta operación' };

let server: TestServer;
let student: number;
let farStudent: number;
let staff: { grupoId: number; token: string };
/** Two levels with two active courses each: [level, [course, course]]. */
let levels: { id: number; courses: number[] }[];
let tutor: number;
let methods: string[];

const row = async (id = student) =>
  (await server.db.query<Record<string, unknown>>(
    `SELECT vigencia::text, niveles, nivel_id, curso_actual_id, tipo_pago, sabados, versant, requiere_clase_0, enviar_notificaciones,
       habilitar_tutoria, tutorias, fecha_tutoria_inicio::text, fecha_tutoria_fin::text, tutor_id, version
     FROM usuarios WHERE id = $1`,
    [id],
  ))[0];
const set = (sql: string, params: (string | number | null)[] = []) => server.db.query(`UPDATE usuarios SET ${sql} WHERE id = $1`, [student, ...params]);
const events = (tipo: string) => countRows(server.db, 'eventos', `tipo = '${tipo}' AND registro_id = ${student}`);

/** The staff user now holds `codes` besides the list's (which lets them find the student at all). */
const grant = (codes: string[]) => setGroupCodes(server.db, staff.grupoId, [E.list, ...codes]);
const asStaff = (path: string, body: Record<string, unknown>) => server.post(path, { id: student, ...body }, staff.token);

async function as(codes: string[], path: string, body: Record<string, unknown>) {
  await grant(codes);
  return asStaff(path, body);
}

/** The student as each test starts: level 0's first course, nothing else assigned, no enrolments. */
async function reset(): Promise<void> {
  const [level] = levels;
  await set(
    `vigencia = NULL, niveles = '{}', nivel_id = $2, curso_actual_id = $3, tipo_pago = NULL, sabados = false, versant = false, requiere_clase_0 = false,
     enviar_notificaciones = true, habilitar_tutoria = false, tutorias = 0, fecha_tutoria_inicio = NULL, fecha_tutoria_fin = NULL, tutor_id = NULL`,
    [level.id, level.courses[0]],
  );
  await server.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1', [student]);
}

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, []);
  staff = { grupoId: user.grupoId, token: await server.login(user.email, user.password) };
  [{ id: student }, { id: farStudent }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 2');
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE id = $1', [student]);
  await server.db.query('UPDATE usuarios SET sede_id = 3 WHERE id = $1', [farStudent]);
  levels = (
    await server.db.query<{ id: number; courses: number[] }>(
      `SELECT nivel_id AS id, (array_agg(id ORDER BY id))[1:2] AS courses FROM cursos WHERE activo GROUP BY nivel_id HAVING count(*) >= 2 ORDER BY nivel_id LIMIT 2`,
    )
  ).map((r) => ({ id: r.id, courses: r.courses }));
  [{ id: tutor }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
  await server.db.query('UPDATE usuarios SET tutor = true, activo = true WHERE id = $1', [tutor]);
  methods = (await server.db.query<{ codigo: string }>('SELECT codigo FROM metodos_pago ORDER BY codigo')).map((m) => m.codigo);
});
afterAll(async () => {
  await server.close();
});

beforeEach(reset);

describe('each action: its message, its write, its version and one audit event', () => {
  const cases = () => [
    { path: 'estudiante/editar_vigencia', tipo: 'editar_vigencia', body: { vigencia: '2030-06-30' }, mensaje: 'Vigencia Guardada', after: { vigencia: '2030-06-30' } },
    {
      path: 'estudiante/actualizar_niveles',
      tipo: 'actualizar_niveles',
      body: { niveles: [levels[1].id, levels[0].id], observaciones: 'Pasa a los dos niveles' },
      mensaje: 'Cursos actualizados',
      after: { niveles: [levels[0].id, levels[1].id].sort((a, b) => a - b) },
    },
    { path: 'estudiante/activar_nivel', tipo: 'activar_nivel', body: { nivel_id: levels[1].id }, mensaje: 'Nivel Activo', after: { nivel_id: levels[1].id, curso_actual_id: null } },
    { path: 'estudiante/activar_curso', tipo: 'activar_curso', body: { curso_id: levels[0].courses[1] }, mensaje: 'Curso Activo', after: { curso_actual_id: levels[0].courses[1], nivel_id: levels[0].id } },
    { path: 'estudiante/inscribir_curso', tipo: 'inscribir_curso', body: { curso_id: levels[1].courses[0] }, mensaje: 'Información Guardada', after: {} },
    { path: 'estudiante/editar_tipo_pago', tipo: 'editar_tipo_pago', body: { tipo_pago: methods[0] }, mensaje: 'Método de pago guardado.', after: { tipo_pago: methods[0] } },
    { path: 'estudiante/editar_sabados', tipo: 'editar_sabados', body: { sabados: true }, mensaje: 'Información Guardada', after: { sabados: true } },
    { path: 'estudiante/editar_versant', tipo: 'editar_versant', body: { versant: 1 }, mensaje: 'Información Guardada', after: { versant: true } },
    { path: 'estudiante/editar_clase_0', tipo: 'editar_clase_0', body: { requiere_clase_0: true }, mensaje: 'Información Guardada', after: { requiere_clase_0: true } },
    {
      path: 'estudiante/editar_enviar_notificaciones',
      tipo: 'editar_enviar_notificaciones',
      body: { enviar_notificaciones: false },
      mensaje: 'Información Guardada',
      after: { enviar_notificaciones: false },
    },
    {
      path: 'estudiante/editar_habilitar_tutoria',
      tipo: 'editar_habilitar_tutoria',
      body: { habilitar_tutoria: true, tutorias: 3, fecha_tutoria_inicio: '2030-01-10', fecha_tutoria_fin: '2030-01-15', tutor_id: tutor },
      mensaje: 'Información Guardada',
      after: { habilitar_tutoria: true, tutorias: 3, fecha_tutoria_inicio: '2030-01-10', fecha_tutoria_fin: '2030-01-15', tutor_id: tutor },
    },
  ];

  it('answers the spec’s message and the record, writes the value, bumps the version once and leaves one event', async () => {
    for (const { path, tipo, body, mensaje, after } of cases()) {
      await reset();
      const before = await row();
      const eventsBefore = await events(tipo);
      const response = await server.post(path, { id: student, version: before.version, ...body }, server.adminToken);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.json().mensaje, path).toBe(mensaje);
      const now = await row();
      expect(now, path).toMatchObject(after);
      expect(now.version, path).toBe(Number(before.version) + 1);
      expect(response.json().registro.version, path).toBe(now.version);
      expect(await events(tipo), path).toBe(eventsBefore + 1);
      if ('curso_id' in body) expect(await countRows(server.db, 'inscripciones', `estudiante_id = ${student} AND curso_id = ${body.curso_id}`), path).toBe(1);
    }
  });

  it('keeps the observation of a levels update in its event', async () => {
    await server.post('estudiante/actualizar_niveles', { id: student, niveles: [levels[0].id], observaciones: 'Aprobó el examen de ubicación' }, server.adminToken);
    const [event] = await server.db.query<{ contenido: { observaciones: string } }>(
      `SELECT contenido FROM eventos WHERE tipo = 'actualizar_niveles' AND registro_id = $1 ORDER BY id DESC LIMIT 1`,
      [student],
    );
    expect(event.contenido.observaciones).toBe('Aprobó el examen de ubicación');
  });

  it('saving the stored value again writes nothing: no version, no event', async () => {
    await set('sabados = true');
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/editar_sabados', { id: student, sabados: true }, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('the examples the endpoint matrix and the audit walk send', () => {
  it('each is accepted on the seeded data, changes the student and leaves one event', async () => {
    const paths = Object.values(ATTRIBUTE_ACTIONS).map((action) => action.path);
    const mine = server.app.endpoints.filter((e) => paths.includes(e.path));
    expect(mine).toHaveLength(11);
    const fixtures = await endpointFixtures(server);
    for (const endpoint of mine) {
      const body = (await fixtures.of(endpoint.path).example(server.db)) as { id: number };
      const events = await countRows(server.db, 'eventos');
      const before = await server.db.query('SELECT version FROM usuarios WHERE id = $1', [body.id]);
      const response = await server.post(endpoint.path, body, server.adminToken);
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      expect(await countRows(server.db, 'eventos'), endpoint.path).toBe(events + 1);
      expect(await server.db.query('SELECT version FROM usuarios WHERE id = $1', [body.id]), endpoint.path).not.toEqual(before);
    }
  });
});

describe('the dual-code rule, per pair and both ways', () => {
  /** Each pair: the action, a body, and SQL leaving its attribute unset / set. */
  const pairs = () => [
    { path: 'estudiante/editar_vigencia', field: 'vigencia', strong: E.editVigencia, weak: E.assignVigencia, body: { vigencia: '2031-01-31' }, unset: 'vigencia = NULL', isSet: "vigencia = '2029-01-01'" },
    {
      path: 'estudiante/actualizar_niveles',
      field: 'niveles',
      strong: E.editCurso,
      weak: E.assignCurso,
      body: { niveles: [levels[1].id], observaciones: 'Cambio de niveles disponibles' },
      unset: "niveles = '{}'",
      isSet: `niveles = '{${levels[0].id}}'`,
    },
    { path: 'estudiante/activar_nivel', field: 'nivel_id', strong: E.editCurso, weak: E.assignCurso, body: { nivel_id: levels[1].id }, unset: 'nivel_id = NULL, curso_actual_id = NULL', isSet: `nivel_id = ${levels[0].id}` },
    {
      path: 'estudiante/activar_curso',
      field: 'curso_actual_id',
      strong: E.editCurso,
      weak: E.assignCurso,
      body: { curso_id: levels[0].courses[1] },
      unset: 'curso_actual_id = NULL',
      isSet: `curso_actual_id = ${levels[0].courses[0]}`,
    },
    {
      path: 'estudiante/inscribir_curso',
      field: 'curso_actual_id',
      strong: E.editCurso,
      weak: E.assignCurso,
      body: { curso_id: levels[1].courses[1] },
      unset: 'curso_actual_id = NULL',
      isSet: `curso_actual_id = ${levels[0].courses[0]}`,
    },
    { path: 'estudiante/editar_tipo_pago', field: 'tipo_pago', strong: E.editMetodoPago, weak: E.assignMetodoPago, body: { tipo_pago: methods[1] }, unset: 'tipo_pago = NULL', isSet: `tipo_pago = '${methods[0]}'` },
    { path: 'estudiante/editar_sabados', field: 'sabados', strong: E.editSabadosVersant, weak: E.assignSabadosVersant, body: { sabados: true }, unset: 'sabados = false', isSet: 'sabados = true', setBody: { sabados: false } },
    { path: 'estudiante/editar_versant', field: 'versant', strong: E.editSabadosVersant, weak: E.assignSabadosVersant, body: { versant: true }, unset: 'versant = false', isSet: 'versant = true', setBody: { versant: false } },
    {
      path: 'estudiante/editar_clase_0',
      field: 'requiere_clase_0',
      strong: E.editClaseCero,
      weak: E.assignClaseCero,
      body: { requiere_clase_0: true },
      unset: 'requiere_clase_0 = false',
      isSet: 'requiere_clase_0 = true',
      setBody: { requiere_clase_0: false },
    },
  ];

  it('unset: the weaker code alone succeeds', async () => {
    for (const pair of pairs()) {
      await reset();
      await set(pair.unset);
      const response = await as([pair.weak], pair.path, pair.body);
      expect(response.statusCode, `${pair.path}: ${response.body}`).toBe(200);
    }
  });

  it('set: the weaker code alone gets 403 and nothing changes; the stronger succeeds', async () => {
    for (const pair of pairs()) {
      await reset();
      await set(pair.isSet);
      await grant([pair.weak]);
      const before = await databaseFingerprint(server.db);
      const body = pair.setBody ?? pair.body;
      const refused = await asStaff(pair.path, body);
      expect(refused.statusCode, `${pair.path}: ${refused.body}`).toBe(403);
      expect(refused.json()).toEqual({ ...FORBIDDEN, errors: { [pair.field]: FIELD_FORBIDDEN } });
      expect(await databaseFingerprint(server.db), pair.path).toEqual(before);
      const accepted = await as([pair.strong], pair.path, body);
      expect(accepted.statusCode, `${pair.path}: ${accepted.body}`).toBe(200);
    }
  });

  it('single-code attributes: notifications FS9B8LJS and tutoring A26852FD, set or not', async () => {
    for (const [sql, body] of [
      ['enviar_notificaciones = true', { enviar_notificaciones: false }],
      ['enviar_notificaciones = false', { enviar_notificaciones: true }],
    ] as const) {
      await set(sql);
      expect((await as([E.editVigencia], 'estudiante/editar_enviar_notificaciones', body)).json()).toEqual(FORBIDDEN);
      expect((await as([E.editNotificaciones], 'estudiante/editar_enviar_notificaciones', body)).statusCode).toBe(200);
    }
    expect((await as([E.editNotificaciones], 'estudiante/editar_habilitar_tutoria', { habilitar_tutoria: false })).statusCode).toBe(403);
    expect((await as([E.editTutorias], 'estudiante/editar_habilitar_tutoria', { habilitar_tutoria: false })).statusCode).toBe(200);
  });

  it('the guard refuses without any code of the pair before reading the body', async () => {
    const response = await as([E.edit, E.show], 'estudiante/editar_vigencia', { vigencia: 'mañana' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('version, malformed bodies and the sede boundary', () => {
  it('a stale version answers 409 and writes nothing', async () => {
    const { version } = await row();
    // Someone else saved meanwhile.
    await set("vigencia = '2029-05-05', version = version + 1");
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/editar_vigencia', { id: student, version, vigencia: '2031-01-01' }, server.adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'Conflict', message: 'El registro fue modificado por otro usuario; recargue.' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('malformed bodies answer 400 in Spanish and write nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const bodies: [string, Record<string, unknown>, string][] = [
      ['estudiante/editar_vigencia', { vigencia: '31/12/2030' }, 'vigencia'],
      ['estudiante/actualizar_niveles', { niveles: [levels[0].id], observaciones: 'corta' }, 'observaciones'],
      ['estudiante/actualizar_niveles', { niveles: [levels[0].id, levels[0].id], observaciones: 'Observación suficiente' }, 'niveles'],
      ['estudiante/actualizar_niveles', { niveles: [99_999], observaciones: 'Observación suficiente' }, 'niveles'],
      ['estudiante/activar_nivel', { nivel_id: 99_999 }, 'nivel_id'],
      ['estudiante/activar_curso', { curso_id: 99_999 }, 'curso_id'],
      ['estudiante/activar_curso', { curso_id: levels[1].courses[0] }, 'curso_id'],
      ['estudiante/editar_tipo_pago', { tipo_pago: 'trueque' }, 'tipo_pago'],
      ['estudiante/editar_sabados', { sabados: 'sí' }, 'sabados'],
      ['estudiante/editar_versant', { versant: true, extra: 1 }, 'extra'],
      ['estudiante/editar_vigencia', { vigencia: '2030-01-01', version: 'uno' }, 'version'],
    ];
    for (const [path, body, key] of bodies) {
      const response = await server.post(path, { id: student, ...body }, server.adminToken);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().code).toBe('ValidationError');
      expect(Object.keys(response.json().errors ?? {}), path).toContain(key);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('a student outside the caller’s sedes is not found, whatever the codes', async () => {
    const everything = [E.editVigencia, E.editCurso, E.editMetodoPago, E.editSabadosVersant, E.editClaseCero, E.editNotificaciones, E.editTutorias];
    await setGroupCodes(server.db, staff.grupoId, [E.list, E.show, ...everything]);
    const before = await databaseFingerprint(server.db);
    for (const [path, body] of [
      ['estudiante/editar_vigencia', { vigencia: '2031-01-01' }],
      ['estudiante/inscribir_curso', { curso_id: levels[0].courses[0] }],
      ['estudiante/editar_habilitar_tutoria', { habilitar_tutoria: false }],
    ] as const) {
      const response = await server.post(path, { id: farStudent, ...body }, staff.token);
      expect(response.statusCode, path).toBe(404);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('levels, courses and enrolments', () => {
  it('a level must be among the available ones once some are listed; one of another course clears the course', async () => {
    await set(`niveles = '{${levels[0].id}}'`);
    const refused = await server.post('estudiante/activar_nivel', { id: student, nivel_id: levels[1].id }, server.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ nivel_id: 'El nivel no está entre los niveles disponibles del estudiante' });
    await set(`niveles = '{${levels[0].id},${levels[1].id}}'`);
    expect((await server.post('estudiante/activar_nivel', { id: student, nivel_id: levels[1].id }, server.adminToken)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ nivel_id: levels[1].id, curso_actual_id: null });
  });

  it('a course of the current level becomes current and is enrolled once; enrolling again is a conflict', async () => {
    const course = levels[0].courses[1];
    expect((await server.post('estudiante/activar_curso', { id: student, curso_id: course }, server.adminToken)).statusCode).toBe(200);
    expect(await countRows(server.db, 'inscripciones', `estudiante_id = ${student} AND curso_id = ${course}`)).toBe(1);
    const again = await server.post('estudiante/inscribir_curso', { id: student, curso_id: course }, server.adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'Conflict', message: 'El estudiante ya está inscrito en este curso' });
    // Activating it again changes nothing: no second enrolment, no event.
    const before = await databaseFingerprint(server.db);
    expect((await server.post('estudiante/activar_curso', { id: student, curso_id: course }, server.adminToken)).statusCode).toBe(200);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('without a level any course may be activated, and the level follows it', async () => {
    await set('nivel_id = NULL, curso_actual_id = NULL');
    expect((await server.post('estudiante/activar_curso', { id: student, curso_id: levels[1].courses[0] }, server.adminToken)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ nivel_id: levels[1].id, curso_actual_id: levels[1].courses[0] });
  });
});

describe('tutoring enablement', () => {
  const on = () => ({ habilitar_tutoria: true, tutorias: 2, fecha_tutoria_inicio: '2030-02-01', fecha_tutoria_fin: '2030-02-06', tutor_id: tutor });

  it("'No' clears the sessions, the dates and the tutor", async () => {
    await server.post('estudiante/editar_habilitar_tutoria', { id: student, ...on() }, server.adminToken);
    const response = await server.post('estudiante/editar_habilitar_tutoria', { id: student, habilitar_tutoria: false, tutorias: 4, tutor_id: tutor }, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(await row()).toMatchObject({ habilitar_tutoria: false, tutorias: 0, fecha_tutoria_inicio: null, fecha_tutoria_fin: null, tutor_id: null });
  });

  it("'Sí' needs a session, both dates in order and an active tutor", async () => {
    const [inactive] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es AND id <> $1 ORDER BY id LIMIT 1', [tutor]);
    await server.db.query('UPDATE usuarios SET tutor = false WHERE id = $1', [inactive.id]);
    const bodyBefore = await databaseFingerprint(server.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ tutorias: 0 }, { tutorias: TUTORING_MESSAGES.sessions }],
      [{ fecha_tutoria_fin: '2030-01-31' }, { fecha_tutoria_fin: TUTORING_MESSAGES.endBeforeStart }],
      [{ fecha_tutoria_inicio: null }, { fecha_tutoria_inicio: TUTORING_MESSAGES.start }],
      [{ tutor_id: null }, { tutor_id: TUTORING_MESSAGES.tutor }],
      [{ tutor_id: inactive.id }, { tutor_id: TUTORING_MESSAGES.notTutor }],
    ];
    for (const [change, errors] of cases) {
      const response = await server.post('estudiante/editar_habilitar_tutoria', { id: student, ...on(), ...change }, server.adminToken);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await databaseFingerprint(server.db)).toEqual(bodyBefore);
    // The same day for start and end is allowed.
    const sameDay = await server.post('estudiante/editar_habilitar_tutoria', { id: student, ...on(), fecha_tutoria_fin: '2030-02-01' }, server.adminToken);
    expect(sameDay.statusCode).toBe(200);
  });
});
