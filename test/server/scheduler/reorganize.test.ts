// agendamientos/reorganizar on a hand-built slot of sede 1: a class with free seats, a full class,
// a pre-assignment that can open, one whose teacher has a novedad, a type nobody pre-assigned, and
// a closure at another hour — the answer's counts match the database, asignado bookings do not
// move, every write leaves its history and the call one audit event; clases/por_hora shows each
// pending booking's reason first; 401/403/400 write nothing. The registry's example (demo week).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { endpointFixtures } from '../endpointFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

const FECHA = '2099-01-05'; // a Monday
const HORA = '07:30';
const CLOSED = '09:00';
const S = P.programador;

let server: TestServer;
let token: string;
let students: number[];
let rooms: number[];
let teachers: { id: number; nombre: string }[];
let asignados: number[];

const post = (path: string, body: unknown, t: string | null = token) => server.post(path, body, t);
const q = <T>(sql: string, params: unknown[] = []) => server.db.query<T>(sql, params as never[]);

async function book(student: number, tipo: string, hora = HORA, claseId: number | null = null): Promise<number> {
  const [row] = await q<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, $5, $6) RETURNING id`,
    [student, FECHA, hora, claseId, tipo, claseId === null ? 'solicitado' : 'asignado'],
  );
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer({ students: 60 });
  const user = await createStaffUser(server.db, [S.clases, S.reorganizar]);
  token = await server.login(user.email, user.password);
  students = (await q<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 12')).map((r) => r.id);
  rooms = (await q<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 4')).map((r) => r.id);
  teachers = await q<{ id: number; nombre: string }>(
    `SELECT id, concat_ws(' ', primer_nombre, primer_apellido) AS nombre FROM usuarios WHERE pr AND NOT tutor AND deleted_at IS NULL ORDER BY id LIMIT 4`,
  );
  const types = ['lab', 'writing', 'regular_1', 'conversation'];
  const capacities = [3, 1, 4, 10];
  await q('DELETE FROM preasignaciones WHERE dia = 1 AND hora = $1', [HORA]);
  for (const [i, room] of rooms.entries()) {
    await q('UPDATE salones SET activo = true, capacidad = $2, tipos_permitidos = $3 WHERE id = $1', [room, capacities[i], [types[i]]]);
    await q(`UPDATE usuarios SET activo = true, tipos_permitidos = $2, disponibilidad = ARRAY['1T${HORA}', '1T${CLOSED}'] WHERE id = $1`, [teachers[i].id, [types[i]]]);
  }
  // Two classes: lab with two free seats, writing full; each holds one asignado booking.
  const clase = async (i: number) =>
    (await q<{ id: number }>(`INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, $2, 1, $3, $4, $5, 'otro') RETURNING id`, [
      FECHA, HORA, rooms[i], teachers[i].id, [types[i]],
    ]))[0].id;
  const lab = await clase(0);
  const writing = await clase(1);
  asignados = [await book(students[0], 'lab', HORA, lab), await book(students[1], 'writing', HORA, writing)];
  // Pre-assignments: regular_1 can open; conversation's teacher has a novedad.
  for (const i of [2, 3]) {
    await q(`INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos, modo) VALUES (1, $1, $2, $3, $4, 'or')`, [HORA, rooms[i], teachers[i].id, [types[i]]]);
  }
  await q(`INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones) VALUES ($1, $2, $3, 1, 'Licencia / Cita médica')`, [teachers[3].id, FECHA, HORA]);
  // Pending, in the order asked: three lab, one writing, three regular_1, one conversation, one speakup.
  const tipos = ['lab', 'lab', 'lab', 'writing', 'regular_1', 'regular_1', 'regular_1', 'conversation', 'speakup_basico'];
  for (const [i, tipo] of tipos.entries()) await book(students[2 + i], tipo);
  await q(`INSERT INTO cierres (fecha, horas, sedes, mensaje) VALUES ($1, ARRAY[$2], ARRAY[1], 'Mantenimiento eléctrico')`, [FECHA, CLOSED]);
  await book(students[11], 'lab', CLOSED);
});
afterAll(async () => {
  await server.close();
});

describe('agendamientos/reorganizar', () => {
  it('refuses without a token (401), without 8A511756 (403) and a bad slot (400), writing nothing', async () => {
    const viewer = await createStaffUser(server.db, [S.clases]);
    const viewerToken = await server.login(viewer.email, viewer.password);
    const before = await databaseFingerprint(server.db);
    expect((await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA }, null)).statusCode).toBe(401);
    expect((await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA }, viewerToken)).statusCode).toBe(403);
    const notSlot = await post('agendamientos/reorganizar', { fecha: FECHA, hora: '08:15' });
    expect(notSlot.statusCode).toBe(400);
    expect(notSlot.json().errors).toEqual({ hora: 'Solo horas de clase de ese día' });
    expect((await post('agendamientos/reorganizar', { fecha: '2099-02-30', hora: HORA })).statusCode).toBe(400);
    expect((await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA, sede: 2 })).statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('clases/por_hora shows each pending booking’s reason before anything moves', async () => {
    const { pendientes } = (await post('clases/por_hora', { fecha: FECHA, hora: HORA })).json() as { pendientes: { tipo_clase: string; motivo_pendiente: string }[] };
    expect(pendientes.map((p) => [p.tipo_clase, p.motivo_pendiente])).toEqual([
      ['lab', 'Reorganizar puede asignarlo a una clase'],
      ['lab', 'Reorganizar puede asignarlo a una clase'],
      ['lab', 'sin cupo para tipo lab'],
      ['writing', 'sin cupo para tipo writing'],
      ['regular_1', 'Reorganizar puede asignarlo a una clase'],
      ['regular_1', 'Reorganizar puede asignarlo a una clase'],
      ['regular_1', 'Reorganizar puede asignarlo a una clase'],
      ['conversation', `novedad del docente ${teachers[3].nombre}: Licencia / Cita médica`],
      ['speakup_basico', 'no hay preasignación para tipo speakup_basico en esta franja'],
    ]);
  });

  it('places the most, opens one class, says why the rest wait; the database agrees', async () => {
    const versions = await q<{ id: number; version: number; clase_id: number }>('SELECT id, version, clase_id FROM agendamientos WHERE id = ANY($1) ORDER BY id', [asignados]);
    const events = await countRows(server.db, 'eventos');
    const response = await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { colocados: number; clases_abiertas: number; pendientes: { agendamiento_id: number; estudiante: string; tipo_clase: string; motivo: string }[]; mensaje: string };
    expect(body.colocados).toBe(5);
    expect(body.clases_abiertas).toBe(1);
    expect(body.mensaje).toBe('Reorganización: 5 agendamientos asignados, 1 clase abierta, 4 pendientes.');
    expect(body.pendientes.map((p) => [p.tipo_clase, p.motivo])).toEqual([
      ['lab', 'sin cupo para tipo lab'],
      ['writing', 'sin cupo para tipo writing'],
      ['conversation', `novedad del docente ${teachers[3].nombre}: Licencia / Cita médica`],
      ['speakup_basico', 'no hay preasignación para tipo speakup_basico en esta franja'],
    ]);
    expect(body.pendientes.every((p) => p.estudiante.length > 0)).toBe(true);
    // The database: five more asignado, the new class in the pre-assigned room with its three, the pending ones as they were.
    const slot = `fecha = '${FECHA}' AND hora = '${HORA}' AND sede_id = 1`;
    expect(await countRows(server.db, 'agendamientos', `${slot} AND estado = 'asignado' AND clase_id IS NOT NULL`)).toBe(2 + 5);
    expect(await countRows(server.db, 'agendamientos', `${slot} AND estado = 'solicitado' AND clase_id IS NULL`)).toBe(body.pendientes.length);
    const [opened] = await q<{ id: number; salon_id: number; profesor_id: number; tipos: string[] }>(`SELECT id, salon_id, profesor_id, tipos FROM clases WHERE ${slot} AND salon_id = $1`, [rooms[2]]);
    expect(opened).toMatchObject({ profesor_id: teachers[2].id, tipos: ['regular_1'] });
    expect(await countRows(server.db, 'clases', slot)).toBe(3);
    expect(await countRows(server.db, 'agendamientos', `clase_id = ${opened.id}`)).toBe(3);
    // Asignado bookings untouched; history per write; one audit event for the call.
    expect(await q('SELECT id, version, clase_id FROM agendamientos WHERE id = ANY($1) ORDER BY id', [asignados])).toEqual(versions);
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${opened.id} AND evento = 'Clase creada'`)).toBe(1);
    expect(await countRows(server.db, 'clase_eventos', `evento LIKE 'Agendamiento asignado por Reorganizar%'`)).toBe(5);
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    const [event] = await q<{ tipo: string; contenido: { agendamientos: unknown[]; clases_abiertas: unknown[] } }>(`SELECT tipo, contenido FROM eventos ORDER BY id DESC LIMIT 1`);
    expect(event.tipo).toBe('reorganizar');
    expect(event.contenido.agendamientos).toHaveLength(5);
    expect(event.contenido.clases_abiertas).toHaveLength(1);
  });

  it('a second run finds nothing more to place and writes nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const body = (await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA })).json() as { colocados: number; clases_abiertas: number; pendientes: unknown[] };
    expect(body).toMatchObject({ colocados: 0, clases_abiertas: 0 });
    expect(body.pendientes).toHaveLength(4);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('under a closure nothing is placed and each booking says the closure', async () => {
    const body = (await post('agendamientos/reorganizar', { fecha: FECHA, hora: CLOSED })).json() as { colocados: number; pendientes: { motivo: string }[] };
    expect(body.colocados).toBe(0);
    expect(body.pendientes.map((p) => p.motivo)).toEqual(['cierre de la sede: Mantenimiento eléctrico']);
  });

  it('a user whose current sede is 2 reorganizes sede 2 only', async () => {
    const other = await createStaffUser(server.db, [S.reorganizar], { sede_id: 2 });
    const body = (await post('agendamientos/reorganizar', { fecha: FECHA, hora: HORA }, await server.login(other.email, other.password))).json();
    expect(body).toEqual({ colocados: 0, clases_abiertas: 0, pendientes: [], mensaje: 'No hay agendamientos pendientes en esta franja.' });
  });
});

describe('the registry’s example on the demo week', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await createTestServer({ demoWeek: true, students: 2400 });
  });
  afterAll(async () => {
    await demo.close();
  });

  it('names a slot of the administrator’s sede with pending bookings, and reorganizing it accounts for each', async () => {
    const fixture = (await endpointFixtures(demo)).of('agendamientos/reorganizar');
    const example = (await fixture.example(demo.db)) as { fecha: string; hora: string };
    const slot = `fecha = '${example.fecha}' AND hora = '${example.hora}' AND sede_id = (SELECT sede_id FROM usuarios WHERE ad AND grupo_id IS NOT NULL ORDER BY id LIMIT 1)`;
    const waiting = await countRows(demo.db, 'agendamientos', `${slot} AND estado = 'solicitado' AND clase_id IS NULL`);
    expect(waiting).toBeGreaterThan(0);
    const response = await demo.post('agendamientos/reorganizar', example, demo.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { colocados: number; pendientes: unknown[] };
    expect(body.colocados + body.pendientes.length).toBe(waiting);
    expect(await countRows(demo.db, 'agendamientos', `${slot} AND estado = 'solicitado' AND clase_id IS NULL`)).toBe(body.pendientes.length);
  });
});

describe("agendamientos/reorganizar and a room's allowed courses", () => {
  const HOUR = '10:40';
  let courses: number[];
  let pending: { allowed: number; other: number };
  beforeAll(async () => {
    courses = (await q<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 2')).map((r) => r.id);
    await q('DELETE FROM preasignaciones WHERE dia = 1 AND hora = $1', [HOUR]);
    // The lab room takes the first course only; its class at 10:40 has seats for both bookings.
    await q('UPDATE salones SET cursos_permitidos = $2 WHERE id = $1', [rooms[0], [courses[0]]]);
    await q(`INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, $2, 1, $3, $4, '{lab}', 'otro')`, [FECHA, HOUR, rooms[0], teachers[0].id]);
    await q('UPDATE usuarios SET curso_actual_id = $2 WHERE id = $1', [students[2], courses[0]]);
    await q('UPDATE usuarios SET curso_actual_id = $2 WHERE id = $1', [students[3], courses[1]]);
    pending = { allowed: await book(students[2], 'lab', HOUR), other: await book(students[3], 'lab', HOUR) };
  });
  afterAll(async () => {
    await q(`UPDATE salones SET cursos_permitidos = '{}' WHERE id = $1`, [rooms[0]]);
  });

  it("places only the booking whose course the room allows; the other says why", async () => {
    const before = (await post('clases/por_hora', { fecha: FECHA, hora: HOUR })).json() as { pendientes: { id: number; motivo_pendiente: string }[] };
    expect(Object.fromEntries(before.pendientes.map((p) => [p.id, p.motivo_pendiente]))).toEqual({
      [pending.allowed]: 'Reorganizar puede asignarlo a una clase',
      [pending.other]: 'ningún salón con tipo lab permite su curso',
    });
    const answer = (await post('agendamientos/reorganizar', { fecha: FECHA, hora: HOUR })).json() as { colocados: number; pendientes: { agendamiento_id: number }[] };
    expect(answer.colocados).toBe(1);
    expect(answer.pendientes.map((p) => p.agendamiento_id)).toEqual([pending.other]);
    const rows = await q<{ id: number; estado: string }>('SELECT id, estado FROM agendamientos WHERE id = ANY($1::int[]) ORDER BY id', [[pending.allowed, pending.other]]);
    expect(rows.map((r) => r.estado)).toEqual(['asignado', 'solicitado']);
  });
});
