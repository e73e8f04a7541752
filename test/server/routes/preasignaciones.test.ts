// Pre-assignments (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): preasignaciones/xdocente and
// xsalon (98BEF7FF), preasignacion/calcular, preasignacion/guardar and preasignaciones/borrar
// (235AE1F). Rooms are reached within the caller's sedes only (createStaffUser permits sedes 1 and
// 2; sede 3 is outside); guardar is all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { slotConflict } from '../../../server/school/preassignmentSave';
import { endpointFixtures } from '../endpointFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';
import { insertPreassignment, insertRoom, insertTeacher, storedSlots } from './preassignmentFixture';

let server: TestServer;
/** Both codes, sedes 1 and 2. */
let editor: string;
/** Only 98BEF7FF / only 235AE1F (sedes 1 and 2). */
let reader: string;
let writerOnly: string;

const REGULAR = ['regular_1', 'regular_2', 'regular_16', 'regular_17'];
const NOT_FOUND = { code: 'NotFound', message: 'Registro no encontrado' };

beforeAll(async () => {
  server = await createTestServer();
  const login = async (codes: string[]) => {
    const user = await createStaffUser(server.db, codes);
    return server.login(user.email, user.password);
  };
  editor = await login([P.docentes.preasignaciones, P.docentes.editPreasignaciones]);
  reader = await login([P.docentes.preasignaciones]);
  writerOnly = await login([P.docentes.editPreasignaciones]);
});
afterAll(async () => {
  await server.close();
});

/** A fresh scene: teachers A (regular, available Monday morning and Tuesday 06:00), B, a tutor, a lab teacher; rooms in and out of reach. */
async function scene() {
  const db = server.db;
  const a = await insertTeacher(db, { tipos: ['regular_1', 'regular_2', 'regular_16'], disponibilidad: ['1T09:00', '1T06:00', '1T07:30', '1T10:40', '2T06:00', '1T06:15'], nombre: 'Ana', apellido: 'Zapata' });
  const b = await insertTeacher(db, { tipos: ['regular_1'], disponibilidad: ['1T06:00', '1T07:30', '1T09:00'] });
  const tutor = await insertTeacher(db, { tipos: ['tutoria'], disponibilidad: ['1T07:00', '1T07:15', '1T07:30', '1T06:00'], tutor: true });
  const lab = await insertTeacher(db, { tipos: ['lab'], disponibilidad: ['1T06:00'] });
  const r1 = await insertRoom(db, { sede: 1, tipos: REGULAR, nombre: 'Salón Uno' });
  const r2 = await insertRoom(db, { sede: 2, tipos: REGULAR, nombre: 'Salón Dos' });
  const inactive = await insertRoom(db, { sede: 1, tipos: REGULAR, activo: false });
  const outside = await insertRoom(db, { sede: 3, tipos: REGULAR, nombre: 'Salón Fuera' });
  const cabin = await insertRoom(db, { sede: 1, tipos: ['tutoria'], nombre: 'Cabina' });
  return { a, b, tutor, lab, r1, r2, inactive, outside, cabin };
}

const post = (path: string, body: unknown, token: string | null = editor) => server.post(path, body, token);

describe('guards and bodies', () => {
  const CASES: [string, string, unknown, Record<string, string>][] = [
    ['preasignaciones/xdocente', P.docentes.preasignaciones, {}, { docente_id: 'Este campo es requerido' }],
    ['preasignaciones/xsalon', P.docentes.preasignaciones, { salon_id: 'x' }, { salon_id: 'Debe ser un identificador numérico' }],
    ['preasignacion/calcular', P.docentes.editPreasignaciones, { docente_id: 1, salon_id: 'x' }, { salon_id: 'Debe seleccionar un salón' }],
    ['preasignacion/guardar', P.docentes.editPreasignaciones, { docente_id: 1, preasignaciones: [{ dia: 7, hora: '06:00', salon_id: null }] }, { 'preasignaciones.0.dia': 'Debe seleccionar un día' }],
    ['preasignaciones/borrar', P.docentes.editPreasignaciones, {}, { dia: 'Debe seleccionar un día' }],
  ];

  it.each(CASES)('%s: 401 without a token, 403 without its code, 400 with Spanish messages', async (path, code, bad, errors) => {
    const response401 = await post(path, bad, null);
    expect(response401.statusCode).toBe(401);
    expect(response401.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
    const other = code === P.docentes.preasignaciones ? writerOnly : reader;
    const response403 = await post(path, bad, other);
    expect(response403.statusCode).toBe(403);
    expect(response403.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    const response400 = await post(path, bad);
    expect(response400.statusCode, response400.body).toBe(400);
    expect(response400.json()).toMatchObject({ code: 'ValidationError', errors });
  });
});

describe('preasignaciones/xdocente and xsalon', () => {
  it('answer the Preassignment shape, by dia and hora, rooms of the caller’s sedes only', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 2, hora: '06:00', salon_id: s.r2, docente_id: s.a });
    const first = await insertPreassignment(server.db, { dia: 1, hora: '09:00', salon_id: s.r1, docente_id: s.a, tipos: ['regular_1', 'regular_16'], modo: 'and' });
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.outside, docente_id: s.a });
    const mine = await post('preasignaciones/xdocente', { docente_id: s.a }, reader);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()[0]).toEqual({
      id: first, dia: 1, hora: '09:00', salon_id: s.r1, docente_id: s.a,
      tipos: { tipos: ['regular_1', 'regular_16'], modo: 'and' }, salon: { nombre: 'Salón Uno' }, docente: { primer_nombre: 'Ana', primer_apellido: 'Zapata' },
    });
    expect(mine.json().map((p: { dia: number; hora: string; salon_id: number }) => [p.dia, p.hora, p.salon_id])).toEqual([[1, '09:00', s.r1], [2, '06:00', s.r2]]);
    // The admin (every sede) sees the room outside sedes 1–2 too, first (Monday 06:00).
    const all = (await post('preasignaciones/xdocente', { docente_id: s.a }, server.adminToken)).json();
    expect(all.map((p: { hora: string; dia: number }) => `${p.dia}T${p.hora}`)).toEqual(['1T06:00', '1T09:00', '2T06:00']);
    const room = await post('preasignaciones/xsalon', { salon_id: s.r1 }, reader);
    expect(room.json().map((p: { id: number }) => p.id)).toEqual([first]);
  });

  it('answer 404 for an unknown teacher, a non-teacher and a room outside the sedes', async () => {
    const s = await scene();
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr ORDER BY id LIMIT 1');
    for (const [path, body] of [
      ['preasignaciones/xdocente', { docente_id: 999999 }], ['preasignaciones/xdocente', { docente_id: student.id }],
      ['preasignaciones/xsalon', { salon_id: s.outside }], ['preasignaciones/xsalon', { salon_id: 999999 }],
    ] as const) {
      const response = await post(path, body, reader);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await post('preasignaciones/xsalon', { salon_id: s.outside }, server.adminToken)).statusCode).toBe(200);
  });

  it('xsede answers every room of one permitted sede at once, and 404 for a sede outside them', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.r1, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.r2, docente_id: s.b });
    await insertPreassignment(server.db, { dia: 1, hora: '07:30', salon_id: s.outside, docente_id: s.b });
    const sede1 = await post('preasignaciones/xsede', { sede_id: 1 }, reader);
    expect(sede1.statusCode, sede1.body).toBe(200);
    const rooms = new Set((sede1.json() as { salon_id: number }[]).map((p) => p.salon_id));
    expect(rooms.has(s.r1)).toBe(true);
    expect(rooms.has(s.r2)).toBe(false);
    expect(await post('preasignaciones/xsede', { sede_id: 3 }, reader).then((r) => r.json())).toEqual(NOT_FOUND);
    const outside = await post('preasignaciones/xsede', { sede_id: 3 }, server.adminToken);
    expect((outside.json() as { salon_id: number }[]).some((p) => p.salon_id === s.outside)).toBe(true);
  });
});

describe('preasignacion/calcular', () => {
  const keys = (rows: { dia: number; hora: string }[]) => rows.map((r) => `${r.dia}T${r.hora}`);

  it('offers the room’s template slots where the teacher is available and neither is taken', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '07:30', salon_id: s.r1, docente_id: s.b }); // room busy
    await insertPreassignment(server.db, { dia: 2, hora: '06:00', salon_id: s.outside, docente_id: s.a }); // teacher busy elsewhere
    const response = await post('preasignacion/calcular', { docente_id: s.a, salon_id: s.r1 });
    expect(response.statusCode, response.body).toBe(200);
    // '1T06:15' is no slot of the weekly template; 07:30 is the room's, 2T06:00 the teacher's.
    expect(keys(response.json())).toEqual(['1T06:00', '1T09:00', '1T10:40']);
    expect(response.json()[0]).toEqual({ dia: 1, hora: '06:00', salon_id: s.r1, salon: { nombre: 'Salón Uno' } });
  });

  it('a tutoring room offers the tutoring template’s quarter-hours', async () => {
    const s = await scene();
    const response = await post('preasignacion/calcular', { docente_id: s.tutor, salon_id: s.cabin });
    expect(keys(response.json())).toEqual(['1T07:00', '1T07:15', '1T07:30']);
  });

  it('refuses a room sharing no type, an inactive room and a room outside the sedes', async () => {
    const s = await scene();
    const refused = { code: 'ValidationError', message: 'El salón no está activo o no comparte tipos con el docente', errors: { salon_id: 'El salón no está activo o no comparte tipos con el docente' } };
    for (const [docente_id, salon_id] of [[s.lab, s.r1], [s.tutor, s.r1], [s.a, s.cabin], [s.a, s.inactive], [s.a, s.outside], [s.a, 999999]]) {
      const response = await post('preasignacion/calcular', { docente_id, salon_id });
      expect(response.statusCode, `${docente_id} ${salon_id}`).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    expect((await post('preasignacion/calcular', { docente_id: s.a, salon_id: s.outside }, server.adminToken)).statusCode).toBe(200);
    expect((await post('preasignacion/calcular', { docente_id: 999999, salon_id: s.r1 })).json()).toEqual(NOT_FOUND);
  });

  it('gives an inactive teacher no new slots, but still lists and clears the current ones', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.r1, docente_id: s.b });
    await server.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [s.b]);
    const refused = await post('preasignacion/calcular', { docente_id: s.b, salon_id: s.r1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'ValidationError', message: 'El docente está inactivo', errors: { docente_id: 'El docente está inactivo' } });
    const placed = await post('preasignacion/guardar', { docente_id: s.b, preasignaciones: [{ dia: 1, hora: '07:30', salon_id: s.r1, tipos: { tipos: ['regular_1'], modo: 'or' } }] });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toBe('Lunes 07:30: El docente está inactivo');
    expect((await post('preasignacion/calcular', { docente_id: s.b, salon_id: 'delete' })).json()).toHaveLength(1);
    const cleared = await post('preasignacion/guardar', { docente_id: s.b, preasignaciones: [{ dia: 1, hora: '06:00', salon_id: null }] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().preasignaciones).toEqual([]);
  });

  it("with 'delete' lists the teacher’s pre-assignments in the caller’s sedes, each clearing its slot", async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '09:00', salon_id: s.r1, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.outside, docente_id: s.a });
    const response = await post('preasignacion/calcular', { docente_id: s.a, salon_id: 'delete' });
    expect(response.json()).toEqual([{ dia: 1, hora: '09:00', salon_id: null, salon: null }]);
  });
});

describe('preasignacion/guardar', () => {
  const slot = (dia: number, hora: string, salon_id: number | null, tipos?: string[], modo: 'and' | 'or' = 'or') =>
    tipos ? { dia, hora, salon_id, tipos: { tipos, modo } } : { dia, hora, salon_id };

  it('saves the slots, normalising the mode, with one audit event', async () => {
    const s = await scene();
    const events = await countRows(server.db, 'eventos', `universo = 'docentes' AND registro_id = ${s.a}`);
    const response = await post('preasignacion/guardar', {
      docente_id: s.a,
      preasignaciones: [
        slot(1, '06:00', s.r1, ['regular_1', 'regular_16'], 'and'), // a valid pair: 'and' kept
        slot(1, '07:30', s.r1, ['regular_1', 'regular_2'], 'and'), // not combinable: 'or'
        slot(1, '09:00', s.r2, ['regular_2'], 'and'), // one type: 'or'
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.mensaje).toBe('Información Guardada');
    expect(body.preasignaciones.map((p: { hora: string; tipos: { modo: string } }) => `${p.hora} ${p.tipos.modo}`)).toEqual(['06:00 and', '07:30 or', '09:00 or']);
    expect(body.preasignaciones[2]).toMatchObject({ salon_id: s.r2, salon: { nombre: 'Salón Dos' }, docente: { primer_nombre: 'Ana' } });
    expect(await storedSlots(server.db, s.a)).toEqual([
      `1T06:00 ${s.r1} regular_1+regular_16 and`, `1T07:30 ${s.r1} regular_1+regular_2 or`, `1T09:00 ${s.r2} regular_2 or`,
    ]);
    expect(await countRows(server.db, 'eventos', `universo = 'docentes' AND registro_id = ${s.a}`)).toBe(events + 1);
  });

  it('replaces the teacher’s slot, clears it with null, and records nothing when nothing changes', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '06:00', salon_id: s.r2, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 1, hora: '09:00', salon_id: s.r2, docente_id: s.a });
    const replaced = await post('preasignacion/guardar', { docente_id: s.a, preasignaciones: [slot(1, '06:00', s.r1, ['regular_2']), slot(1, '09:00', null)] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await storedSlots(server.db, s.a)).toEqual([`1T06:00 ${s.r1} regular_2 or`]);
    const events = await countRows(server.db, 'eventos');
    const before = await databaseFingerprint(server.db);
    const same = await post('preasignacion/guardar', { docente_id: s.a, preasignaciones: [slot(1, '06:00', s.r1, ['regular_2']), slot(1, '10:40', null)] });
    expect(same.statusCode).toBe(200);
    expect(await countRows(server.db, 'eventos')).toBe(events);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('is all or nothing: one bad slot refuses the batch, each error naming its slot', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '10:40', salon_id: s.outside, docente_id: s.a });
    const before = await databaseFingerprint(server.db);
    const response = await post('preasignacion/guardar', {
      docente_id: s.a,
      preasignaciones: [
        slot(1, '06:00', s.r1, ['regular_1']), // fine
        slot(2, '07:30', s.r1, ['regular_1']), // not available
        slot(1, '06:15', s.r1, ['regular_1']), // no template slot
        slot(1, '07:30', s.r1, []), // no type
        slot(1, '09:00', s.r1, ['regular_1', 'lab']), // lab: neither's
        slot(2, '06:00', s.inactive, ['regular_1']),
        slot(6, '08:00', s.outside, ['regular_1']),
        slot(1, '06:00', null), // repeated
        slot(1, '10:40', null), // a room of another sede
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Martes 07:30: El docente no está disponible a esa hora',
      errors: {
        'preasignaciones.1': 'Martes 07:30: El docente no está disponible a esa hora',
        'preasignaciones.2': 'Lunes 06:15: La hora no es un bloque de la plantilla',
        'preasignaciones.3': 'Lunes 07:30: Debe elegir al menos un tipo',
        'preasignaciones.4': 'Lunes 09:00: El salón y el docente deben permitir cada tipo elegido',
        'preasignaciones.5': 'Martes 06:00: El salón no está activo o no comparte tipos con el docente',
        'preasignaciones.6': 'Sábado 08:00: El salón no está activo o no comparte tipos con el docente',
        'preasignaciones.7': 'Lunes 06:00: El bloque aparece más de una vez en la lista',
        'preasignaciones.8': 'Lunes 10:40: La preasignación actual es de un salón de otra sede',
      },
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await post('preasignacion/guardar', { docente_id: 999999, preasignaciones: [slot(1, '06:00', null)] })).json()).toEqual(NOT_FOUND);
  });

  it('answers 409 when another teacher holds the room at that slot, writing nothing', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 1, hora: '07:30', salon_id: s.r1, docente_id: s.b });
    const before = await databaseFingerprint(server.db);
    const response = await post('preasignacion/guardar', { docente_id: s.a, preasignaciones: [slot(1, '06:00', s.r1, ['regular_1']), slot(1, '07:30', s.r1, ['regular_1'])] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'Conflict',
      message: 'Lunes 07:30: El salón ya tiene una preasignación a esa hora',
      errors: { 'preasignaciones.1': 'Lunes 07:30: El salón ya tiene una preasignación a esa hora' },
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('two concurrent saves of one room slot: exactly one succeeds, the other gets 409', async () => {
    const s = await scene();
    const responses = await Promise.all(
      [s.a, s.b].map((docente_id) => post('preasignacion/guardar', { docente_id, preasignaciones: [slot(1, '06:00', s.r1, ['regular_1'])] })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe('Lunes 06:00: El salón ya tiene una preasignación a esa hora');
    expect(await countRows(server.db, 'preasignaciones', `salon_id = ${s.r1}`)).toBe(1);
  });
});

describe('preasignaciones/borrar', () => {
  it('deletes that weekday’s pre-assignments in the rooms of the caller’s sedes only', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 3, hora: '06:00', salon_id: s.r1, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 3, hora: '07:30', salon_id: s.r2, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 3, hora: '09:00', salon_id: s.outside, docente_id: s.a });
    await insertPreassignment(server.db, { dia: 4, hora: '06:00', salon_id: s.r1, docente_id: s.a });
    const inReach = await countRows(server.db, 'preasignaciones', 'dia = 3 AND salon_id IN (SELECT id FROM salones WHERE sede_id IN (1, 2))');
    const outside = await countRows(server.db, 'preasignaciones', 'dia = 3 AND salon_id IN (SELECT id FROM salones WHERE sede_id NOT IN (1, 2))');
    const events = await countRows(server.db, 'eventos', `tipo = 'borrar_preasignaciones'`);
    const response = await post('preasignaciones/borrar', { dia: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Proceso finalizado correctamente', eliminadas: inReach });
    expect(inReach).toBeGreaterThanOrEqual(2);
    expect(await countRows(server.db, 'preasignaciones', 'dia = 3')).toBe(outside);
    expect(await storedSlots(server.db, s.a)).toEqual([`3T09:00 ${s.outside} regular_1 or`, `4T06:00 ${s.r1} regular_1 or`]);
    expect(await countRows(server.db, 'eventos', `tipo = 'borrar_preasignaciones'`)).toBe(events + 1);
    // Nothing left to delete there: no event.
    expect((await post('preasignaciones/borrar', { dia: 3 })).json()).toEqual({ mensaje: 'Proceso finalizado correctamente', eliminadas: 0 });
    expect(await countRows(server.db, 'eventos', `tipo = 'borrar_preasignaciones'`)).toBe(events + 1);
  });
});

describe('a concurrent insert caught by the UNIQUE keys', () => {
  it('becomes the same 409 as the check, naming the slot (never a 500)', async () => {
    const s = await scene();
    await insertPreassignment(server.db, { dia: 5, hora: '12:10', salon_id: s.r1, docente_id: s.a });
    const clash = async (docente: number, salon: number) =>
      insertPreassignment(server.db, { dia: 5, hora: '12:10', salon_id: salon, docente_id: docente }).then(() => null, (error: unknown) => slotConflict(error));
    const room = await clash(s.b, s.r1);
    expect([room?.status, room?.toBody()]).toEqual([409, { code: 'Conflict', message: 'Viernes 12:10: El salón ya tiene una preasignación a esa hora', errors: { preasignaciones: 'Viernes 12:10: El salón ya tiene una preasignación a esa hora' } }]);
    const teacher = await clash(s.a, s.r2);
    expect(teacher?.message).toBe('Viernes 12:10: El docente ya tiene una preasignación a esa hora');
    expect(slotConflict(new Error('otro'))).toBeNull();
  });
});

describe('endpoint examples', () => {
  it('are accepted, and guardar’s takes a real free slot when the data offers one', async () => {
    await scene();
    const fixtures = await endpointFixtures(server);
    for (const endpoint of server.app.endpoints.filter((e) => /^preasignacion/.test(e.path))) {
      const before = await countRows(server.db, 'preasignaciones');
      const response = await post(endpoint.path, await fixtures.of(endpoint.path).example(server.db), server.adminToken);
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      if (endpoint.path === 'preasignacion/guardar') expect(await countRows(server.db, 'preasignaciones')).toBe(before + 1);
    }
  });
});
