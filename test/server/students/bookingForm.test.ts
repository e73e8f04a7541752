// The booking form's calls on the school's clock stopped on Monday 2099-03-02 at 10:00: the topics
// still to book (estudiante/parcelador), the free slots of the next school days (estudiante/ver_horarios)
// and the booking itself (agendamiento/agendar), which lands in the scheduler's pending list of its
// slot; every refusal says why in Spanish and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsOfDate } from '../../../core/school/calendar';
import { fixedClock } from '../../../core/engine/clock';
import type { BookingDay, BookingResult, BookingTopic } from '../../../core/school/students/records';
import { P } from '../../../core/engine/permissions';
import type { BookingView } from '../../../core/school/scheduler/slotView';
import type { BookingDayFacts } from '../../../core/school/scheduler/bookingFacts';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let sede: number;
let student: number;
let farStudent: number;
let curso: number;
/** The course's bookable topics in order, and its class type. */
let topics: { id: number; nombre: string; tipo_clase: string | null }[];
/** Holds 560B5B09 and 5B4F11C4, reaches sedes 1 and 2 (createStaffUser). */
let staff: string;

const TODAY = '2099-03-02';
const CLOSED_DAY = '2099-03-04';
const CLOSED_HOURS = ['09:00', '10:40'];
const HELD = { dia: '2099-03-05', hora: '12:10' };

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock(`${TODAY}T10:00:00-05:00`) });
  const user = await createStaffUser(server.db, [P.estudiantes.show, P.programador.createAgendamiento]);
  staff = await server.login(user.email, user.password);
  // The administrator's sede: the scheduler's pending list is read there.
  [{ sede }] = await server.db.query<{ sede: number }>("SELECT sede_id AS sede FROM usuarios WHERE email = 'admin@escuela.test'");
  [{ curso }] = await server.db.query<{ curso: number }>(
    "SELECT curso_id AS curso FROM temas WHERE tipo_clase = 'regular_1' AND activo AND programable GROUP BY curso_id ORDER BY curso_id LIMIT 1",
  );
  topics = await server.db.query('SELECT id, nombre, tipo_clase FROM temas WHERE curso_id = $1 AND activo AND programable ORDER BY orden, id', [curso]);
  [{ id: student }, { id: farStudent }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
  await server.db.query(
    "UPDATE usuarios SET sede_id = $2, curso_actual_id = $3, activo = true, vigencia = '2099-12-31' WHERE id = ANY($1::integer[])",
    [[student, farStudent], sede, curso],
  );
  await server.db.query('UPDATE usuarios SET sede_id = 3 WHERE id = $1', [farStudent]);
  await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = ANY($1::integer[])', [[student, farStudent]]);
  await server.db.query('DELETE FROM cierres');
  // Seen (asistido), booked (solicitado) and cancelled: only the cancelled topic is offered again.
  const book = (tema: number, fecha: string, hora: string, estado: string) =>
    server.db.query("INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, tema_id) VALUES ($1, $2, $3, $4, 'regular_1', $5, $6)", [
      student, fecha, hora, sede, estado, tema,
    ]);
  await book(topics[0].id, '2099-02-02', '09:00', 'asistido');
  await book(topics[1].id, HELD.dia, HELD.hora, 'solicitado');
  await book(topics[2].id, '2099-02-03', '09:00', 'cancelado');
  await server.db.query("INSERT INTO cierres (fecha, horas, sedes, mensaje, usuario) VALUES ($1, $2, $3, 'Mantenimiento eléctrico', 'Prueba')", [CLOSED_DAY, CLOSED_HOURS, [sede]]);
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, token: string | null = server.adminToken) => server.post(path, body, token);
/** The days and free hours alone (the answer's contract before its facts). */
const freeHours = (days: readonly BookingDayFacts[]) => days.map(({ dia, horas }) => ({ dia, horas }));

describe('estudiante/parcelador', () => {
  it('answers the topics of the current course in order, without those seen or booked (a cancelled one is offered again)', async () => {
    const response = await post('estudiante/parcelador', { estudiante_id: student });
    expect(response.statusCode).toBe(200);
    const offered = response.json() as BookingTopic[];
    expect(offered).toEqual(topics.slice(2).map(({ id, nombre }) => ({ id, nombre })));
    // Autonomous work is not booked into a class.
    const [autonomo] = await server.db.query<{ id: number }>("SELECT id FROM temas WHERE curso_id = $1 AND tipo = 'autonomo' LIMIT 1", [curso]);
    expect(offered.map((t) => t.id)).not.toContain(autonomo.id);
  });

  it('answers an empty list for a student without a course', async () => {
    const [other] = await server.db.query<{ id: number }>('UPDATE usuarios SET curso_actual_id = NULL WHERE id = (SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id OFFSET 5 LIMIT 1) RETURNING id');
    expect((await post('estudiante/parcelador', { estudiante_id: other.id })).json()).toEqual([]);
  });
});

describe('estudiante/ver_horarios', () => {
  it('answers the next 14 school days with only their class hours still ahead, without closures and the slots the student holds', async () => {
    const response = await post('estudiante/ver_horarios', { id: student });
    expect(response.statusCode).toBe(200);
    const days = response.json() as BookingDay[];
    expect(days.map((d) => d.dia)).toEqual([
      '2099-03-02', '2099-03-03', '2099-03-04', '2099-03-05', '2099-03-06', '2099-03-07',
      '2099-03-09', '2099-03-10', '2099-03-11', '2099-03-12', '2099-03-13', '2099-03-14', '2099-03-16', '2099-03-17',
    ]);
    for (const day of days) for (const hora of day.horas) expect(slotsOfDate(day.dia)).toContain(hora);
    // Today from 10:00 on: 06:00, 07:30 and 09:00 have begun.
    expect(days[0].horas).toEqual(['10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    // Saturday has its own five.
    expect(days[5].horas).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
    const closed = days.find((d) => d.dia === CLOSED_DAY);
    expect(closed?.horas).toEqual(slotsOfDate(CLOSED_DAY).filter((h) => !CLOSED_HOURS.includes(h)));
    expect(days.find((d) => d.dia === HELD.dia)?.horas).not.toContain(HELD.hora);
    expect(days.find((d) => d.dia === '2099-03-06')?.horas).toEqual(slotsOfDate('2099-03-06'));
  });

  it("offers only slots with a class of the course's type with a seat, or a free room allowing it", async () => {
    // Sede 3's rooms all closed: nothing; then one class of the type there: its slot only.
    await server.db.query('UPDATE salones SET activo = false WHERE sede_id = 3');
    expect((await post('estudiante/ver_horarios', { id: farStudent })).json()).toEqual([]);
    const [room] = await server.db.query<{ id: number }>("SELECT id FROM salones WHERE sede_id = 3 AND 'regular_1' = ANY(tipos_permitidos) LIMIT 1");
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
    await server.db.query("INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ('2099-03-03', '07:30', 3, $1, $2, '{regular_1,regular_16}', 'regular')", [room.id, teacher.id]);
    expect(freeHours((await post('estudiante/ver_horarios', { id: farStudent })).json() as BookingDayFacts[])).toEqual([{ dia: '2099-03-03', horas: ['07:30'] }]);
    // Its facts: the class's room, teacher and chairs; the day's other hours listed as full.
    const [facts] = await server.db.query<{ salon: string; capacidad: number; docente: string }>(
      "SELECT s.nombre AS salon, s.capacidad, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS docente FROM salones s, usuarios u WHERE s.id = $1 AND u.id = $2",
      [room.id, teacher.id],
    );
    const [day] = (await post('estudiante/ver_horarios', { id: farStudent })).json() as BookingDayFacts[];
    const [clase] = await server.db.query<{ id: number }>("SELECT id FROM clases WHERE sede_id = 3 AND fecha = '2099-03-03' AND hora = '07:30'");
    expect(day.detalle.find((h) => h.hora === '07:30')).toEqual({
      hora: '07:30', cupos: facts.capacidad, salones_libres: 0, cupos_salones_libres: 0,
      clases: [{ clase_id: clase.id, salon: facts.salon, docente: facts.docente, cupos: facts.capacidad }],
    });
    expect(day.detalle.map((h) => h.hora)).toEqual(slotsOfDate('2099-03-03'));
    expect(day.detalle.filter((h) => h.hora !== '07:30').every((h) => h.cupos === 0 && h.clases.length === 0)).toBe(true);
    // A booking of the class takes a chair of it, a pending request one of the hour's.
    const [seated, waiting] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id OFFSET 10 LIMIT 2');
    await server.db.query(
      "INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id) VALUES ($1, '2099-03-03', '07:30', 3, 'regular_1', 'asignado', $3), ($2, '2099-03-03', '07:30', 3, 'regular_1', 'solicitado', NULL)",
      [seated.id, waiting.id, clase.id],
    );
    const [after] = (await post('estudiante/ver_horarios', { id: farStudent })).json() as BookingDayFacts[];
    expect(after.detalle.find((h) => h.hora === '07:30')).toMatchObject({ cupos: facts.capacidad - 2, clases: [{ cupos: facts.capacidad - 1 }] });
    await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = ANY($1::integer[])', [[seated.id, waiting.id]]);
    // A class of another type is no place for them.
    await server.db.query("UPDATE clases SET tipos = '{lab}' WHERE sede_id = 3 AND fecha = '2099-03-03'");
    expect((await post('estudiante/ver_horarios', { id: farStudent })).json()).toEqual([]);
    const full = await post('agendamiento/agendar', { tema_id: topics[0].id, dia: '2099-03-03', hora: '07:30', id: farStudent });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('No hay cupo en ese horario: sus clases y salones libres para el curso del estudiante ya tienen todas sus sillas tomadas');
  });
});

describe('agendamiento/agendar', () => {
  it("makes a pending booking at the student's sede that the scheduler lists as pending in that slot", async () => {
    const topic = topics[2];
    const events = await countRows(server.db, 'eventos');
    const response = await post('agendamiento/agendar', { tema_id: topic.id, hora: '13:40', dia: '2099-03-06', id: student });
    expect(response.statusCode).toBe(200);
    const result = response.json() as BookingResult;
    expect(result).toEqual({ id: expect.any(Number), fecha: '2099-03-06', hora: '13:40', mensaje: 'Programación exitosa para 06/03/2099 1:40 pm' });
    const [row] = await server.db.query('SELECT estudiante_id, sede_id, clase_id, estado, origen, tipo_clase, tipo_solicitud, tema_id FROM agendamientos WHERE id = $1', [result.id]);
    expect(row).toEqual({ estudiante_id: student, sede_id: sede, clase_id: null, estado: 'solicitado', origen: 'funcionario', tipo_clase: topic.tipo_clase, tipo_solicitud: 'normal', tema_id: topic.id });
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);

    const board = (await post('clases/por_hora', { fecha: '2099-03-06', hora: '13:40' })).json() as { pendientes: BookingView[] };
    expect(board.pendientes.map((b) => [b.id, b.estudiante_id, b.tema_id, b.estado])).toContainEqual([result.id, student, topic.id, 'solicitado']);
    // Neither the topic nor the slot is offered again.
    expect(((await post('estudiante/parcelador', { estudiante_id: student })).json() as BookingTopic[]).map((t) => t.id)).not.toContain(topic.id);
    const days = (await post('estudiante/ver_horarios', { id: student })).json() as BookingDay[];
    expect(days.find((d) => d.dia === '2099-03-06')?.horas).not.toContain('13:40');
  });

  it('reaches a student of any of the caller’s permitted sedes, not another’s (404), and needs 5B4F11C4 (403)', async () => {
    const body = { tema_id: topics[3].id, hora: '09:00', dia: '2099-03-09', id: farStudent };
    const reader = await createStaffUser(server.db, [P.estudiantes.show]);
    const readerToken = await server.login(reader.email, reader.password);
    const before = await databaseFingerprint(server.db);
    for (const path of ['estudiante/parcelador', 'estudiante/ver_horarios']) {
      expect((await post(path, path === 'estudiante/parcelador' ? { estudiante_id: farStudent } : { id: farStudent }, staff)).statusCode).toBe(404);
    }
    const far = await post('agendamiento/agendar', body, staff);
    expect(far.statusCode).toBe(404);
    expect(far.json().message).toBe('Registro no encontrado');
    const refused = await post('agendamiento/agendar', { ...body, id: student }, readerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para esta operación');
    expect((await post('agendamiento/agendar', { ...body, id: student }, null)).statusCode).toBe(401);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // Their own sedes' students they do book.
    const mine = await post('agendamiento/agendar', { ...body, id: student }, staff);
    expect(mine.statusCode).toBe(200);
  });

  const refusals: [string, () => Promise<Record<string, unknown>>, number, string][] = [
    ['a closure', async () => ({ dia: CLOSED_DAY, hora: '09:00' }), 400, 'La sede tiene un cierre en ese horario: Mantenimiento eléctrico'],
    ['an hour that is not a slot of that day', async () => ({ dia: '2099-03-07', hora: '07:30' }), 400, 'La hora no es un bloque de clase de ese día'],
    ['a slot already begun', async () => ({ dia: TODAY, hora: '09:00' }), 400, 'No se puede agendar en una fecha u hora que ya pasó'],
    ['a Sunday', async () => ({ dia: '2099-03-08', hora: '09:00' }), 400, 'La hora no es un bloque de clase de ese día'],
    ['a slot the student already holds', async () => HELD, 409, 'El estudiante ya tiene un agendamiento en ese horario'],
    ['a topic already seen', async () => ({ tema_id: topics[0].id }), 409, 'El estudiante ya vio este tema'],
    ['a topic already booked', async () => ({ tema_id: topics[1].id }), 409, 'El estudiante ya tiene un agendamiento abierto de este tema'],
    ['a topic of another course', async () => {
      const [other] = await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id <> $1 ORDER BY id LIMIT 1', [curso]);
      return { tema_id: other.id };
    }, 400, 'El tema no pertenece al curso actual del estudiante'],
    ['autonomous work', async () => {
      const [autonomo] = await server.db.query<{ id: number }>("SELECT id FROM temas WHERE curso_id = $1 AND NOT programable LIMIT 1", [curso]);
      return { tema_id: autonomo.id };
    }, 400, 'El tema no se puede agendar (inactivo o de trabajo autónomo)'],
    ['an inactive student', async () => (await server.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [student]), {}), 400, 'El estudiante está inactivo'],
    ['an expired validity', async () => (await server.db.query("UPDATE usuarios SET vigencia = '2099-03-01' WHERE id = $1", [student]), {}), 400, 'La vigencia del estudiante está vencida'],
    ['no validity', async () => (await server.db.query('UPDATE usuarios SET vigencia = NULL WHERE id = $1', [student]), {}), 400, 'El estudiante no tiene vigencia'],
    ['a day after the validity', async () => (await server.db.query("UPDATE usuarios SET vigencia = '2099-03-09' WHERE id = $1", [student]), {}), 400, 'La fecha es posterior a la vigencia del estudiante'],
  ];

  it.each(refusals)('refuses %s, says why and writes nothing', async (_label, change, status, message) => {
    await server.db.query("UPDATE usuarios SET activo = true, vigencia = '2099-12-31' WHERE id = $1", [student]);
    const body = { tema_id: topics[4].id, dia: '2099-03-10', hora: '15:10', id: student, ...(await change()) };
    const before = await databaseFingerprint(server.db);
    const response = await post('agendamiento/agendar', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('the last seat of a slot', () => {
  it('20 requests at once into a slot with one seat left: one is booked, 19 hear there is no seat, and nothing more is written', async () => {
    // Sede 4: every room closed but one class of the course's type at a free slot, one seat left.
    const SEDE = 4;
    const slot = { dia: '2099-03-10', hora: '07:30' };
    await server.db.query('UPDATE salones SET activo = false WHERE sede_id = $1', [SEDE]);
    const [room] = await server.db.query<{ id: number; capacidad: number }>('SELECT id, capacidad FROM salones WHERE sede_id = $1 ORDER BY id LIMIT 1', [SEDE]);
    await server.db.query('UPDATE salones SET capacidad = 3 WHERE id = $1', [room.id]);
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
    const [clase] = await server.db.query<{ id: number }>(
      "INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, $2, $3, $4, $5, '{regular_1}', 'regular') RETURNING id",
      [slot.dia, slot.hora, SEDE, room.id, teacher.id],
    );
    const students = (await server.db.query<{ id: number }>(
      'SELECT id FROM usuarios WHERE es AND NOT pr AND NOT ad AND grupo_id IS NULL AND id <> ALL($1::integer[]) ORDER BY id LIMIT 22',
      [[student, farStudent]],
    )).map((r) => r.id);
    expect(students).toHaveLength(22);
    await server.db.query("UPDATE usuarios SET sede_id = $2, curso_actual_id = $3, activo = true, vigencia = '2099-12-31' WHERE id = ANY($1::integer[])", [students, SEDE, curso]);
    await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = ANY($1::integer[])', [students]);
    // Two of the three seats taken by assigned bookings.
    for (const id of students.slice(0, 2)) {
      await server.db.query("INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id) VALUES ($1, $2, $3, $4, 'regular_1', 'asignado', $5, $6)", [
        id, slot.dia, slot.hora, SEDE, clase.id, topics[0].id,
      ]);
    }
    const before = await countRows(server.db, 'agendamientos');
    const answers = await Promise.all(students.slice(2).map((id) => post('agendamiento/agendar', { tema_id: topics[0].id, ...slot, id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('No hay cupo en ese horario: sus clases y salones libres para el curso del estudiante ya tienen todas sus sillas tomadas');
    }
    expect(await countRows(server.db, 'agendamientos')).toBe(before + 1);
    // The pending request holds its seat: the slot is no longer offered to the others.
    const days = (await post('estudiante/ver_horarios', { id: students[5] })).json() as BookingDay[];
    expect(days.find((d) => d.dia === slot.dia)?.horas ?? []).not.toContain(slot.hora);
  });
});
