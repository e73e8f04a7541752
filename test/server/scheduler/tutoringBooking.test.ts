// Free tutoring slots and booking one from #/tutoria's grid (issue 43 point 12), on the school's
// clock stopped on Monday 2099-01-05 at 10:00: tutorias/por_fecha lists as free a tutor's preassigned
// quarter-hours in a tutoring cabin of the current sede that neither the cabin nor the tutor holds,
// not begun, without a closure; tutorias/agendar (5B4F11C4) books one for a student within reach with
// tutoring enabled that day and sessions left; every refusal says why in Spanish and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import type { TutoringDay } from '../../../core/school/scheduler/tutoringView';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let booker: string;
let viewer: string;
let cabin: { id: number; nombre: string };
let otherCabin: { id: number; nombre: string };
let tutor: { id: number; nombre: string };
let otherTutor: { id: number; nombre: string };
let student: number;
let otherStudent: number;

const TODAY = '2099-01-05'; // a Monday
const FRIDAY = '2099-01-09';
const HOURS = ['07:00', '07:15', '07:30', '07:45'];

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock(`${TODAY}T10:00:00-05:00`) });
  // Reaching every sede: the demo's students are of all of them. Current sede 1.
  const user = await createStaffUser(server.db, [P.programador.tutorias, P.programador.createAgendamiento]);
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
  booker = await server.login(user.email, user.password);
  const reader = await createStaffUser(server.db, [P.programador.tutorias]);
  viewer = await server.login(reader.email, reader.password);

  const cabins = await server.db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 2');
  await server.db.query("UPDATE salones SET tipos_permitidos = '{tutoria}', tipo_salon = 'tutoria', activo = true WHERE id = ANY($1::integer[])", [cabins.map((c) => c.id)]);
  [cabin, otherCabin] = cabins;
  const tutors = await server.db.query<{ id: number; nombre: string }>(
    "SELECT id, concat_ws(' ', primer_nombre, primer_apellido) AS nombre FROM usuarios WHERE pr AND activo AND deleted_at IS NULL ORDER BY id LIMIT 2",
  );
  [tutor, otherTutor] = tutors;
  await server.db.query('DELETE FROM preasignaciones WHERE salon_id = ANY($1::integer[]) OR docente_id = ANY($2::integer[])', [cabins.map((c) => c.id), tutors.map((t) => t.id)]);
  await server.db.query('DELETE FROM novedades_docente WHERE docente_id = ANY($1::integer[])', [tutors.map((t) => t.id)]);
  await server.db.query('DELETE FROM cierres');
  // Friday (5) and Monday (1): the cabin with the tutor every quarter of 7:00 – 8:00; the other cabin with the other tutor at 7:00.
  for (const dia of [1, 5]) {
    for (const hora of HOURS) await server.db.query("INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos) VALUES ($1, $2, $3, $4, '{tutoria}')", [dia, hora, cabin.id, tutor.id]);
    await server.db.query("INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos) VALUES ($1, '07:00', $2, $3, '{tutoria}')", [dia, otherCabin.id, otherTutor.id]);
  }
  [{ id: student }, { id: otherStudent }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
  await server.db.query(
    "UPDATE usuarios SET activo = true, habilitar_tutoria = true, tutorias = 2, fecha_tutoria_inicio = '2099-01-05', fecha_tutoria_fin = '2099-01-10' WHERE id = ANY($1::integer[])",
    [[student, otherStudent]],
  );
  await server.db.query('DELETE FROM tutorias WHERE estudiante_id = ANY($1::integer[])', [[student, otherStudent]]);
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, token: string | null = booker) => server.post(path, body, token);
/** The day's grid, its free slots those of the two test cabins (the sede has others). */
async function grid(fecha: string): Promise<Required<TutoringDay>> {
  const day = (await post('tutorias/por_fecha', { fecha })).json() as Required<TutoringDay>;
  return { ...day, libres: day.libres.filter((slot) => slot.salon_id === cabin.id || slot.salon_id === otherCabin.id) };
}
const body = (over: Record<string, unknown> = {}) => ({ fecha: FRIDAY, hora: '07:15', salon_id: cabin.id, profesor_id: tutor.id, estudiante_id: student, ...over });

describe('tutorias/por_fecha: the free slots', () => {
  it('lists the preassigned quarter-hours free in both cabin and tutor, in order, with names', async () => {
    const day = await grid(FRIDAY);
    expect(day.libres).toEqual([
      { hora: '07:00', salon_id: cabin.id, salon: cabin.nombre, profesor_id: tutor.id, profesor: tutor.nombre },
      { hora: '07:00', salon_id: otherCabin.id, salon: otherCabin.nombre, profesor_id: otherTutor.id, profesor: otherTutor.nombre },
      ...HOURS.slice(1).map((hora) => ({ hora, salon_id: cabin.id, salon: cabin.nombre, profesor_id: tutor.id, profesor: tutor.nombre })),
    ].sort((a, b) => a.hora.localeCompare(b.hora) || a.salon.localeCompare(b.salon)));
  });

  it('leaves out a slot begun today, one of a cabin or tutor in session, and one under a closure', async () => {
    // Today at 10:00: the morning's quarters have begun.
    expect((await grid(TODAY)).libres).toEqual([]);
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id OFFSET 5 LIMIT 1');
    // The tutor in session in the other cabin at 07:30; a closure at the 07:30 class slot covers 07:30 – 08:59.
    await server.db.query("INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id) VALUES ($1, '07:00', 1, $2, $3, $4)", [FRIDAY, otherCabin.id, tutor.id, other.id]);
    await server.db.query("INSERT INTO cierres (fecha, horas, sedes, mensaje, usuario) VALUES ($1, '{07:30}', '{1}', 'Simulacro de evacuación', 'Prueba')", [FRIDAY]);
    const day = await grid(FRIDAY);
    expect(day.libres.map((s) => [s.hora, s.salon_id])).toEqual([['07:15', cabin.id]]);
    await server.db.query('DELETE FROM tutorias WHERE estudiante_id = $1', [other.id]);
    await server.db.query('DELETE FROM cierres');
  });
});

describe('tutorias/agendar', () => {
  it('needs 5B4F11C4 before anything else (403) and a login (401)', async () => {
    const before = await databaseFingerprint(server.db);
    const refused = await post('tutorias/agendar', { fecha: 'mañana' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para esta operación');
    expect((await post('tutorias/agendar', body(), null)).statusCode).toBe(401);
    const malformed = await post('tutorias/agendar', { ...body(), hora: '7:15' });
    expect(malformed.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('books a free slot: the session is programada, audited, shown in the grid and no longer free', async () => {
    const events = await countRows(server.db, 'eventos');
    const response = await post('tutorias/agendar', body());
    expect(response.statusCode).toBe(200);
    const result = response.json() as { id: number; mensaje: string };
    expect(result.mensaje).toBe(`Tutoría agendada: viernes 9 de enero, 7:15 am, ${cabin.nombre} con ${tutor.nombre}`);
    const [row] = await server.db.query('SELECT fecha::text, hora, sede_id, salon_id, profesor_id, estudiante_id, estado FROM tutorias WHERE id = $1', [result.id]);
    expect(row).toEqual({ fecha: FRIDAY, hora: '07:15', sede_id: 1, salon_id: cabin.id, profesor_id: tutor.id, estudiante_id: student, estado: 'programada' });
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    const day = await grid(FRIDAY);
    expect(day.sesiones.map((s) => [s.hora, s.salon_id, s.estudiante_id])).toContainEqual(['07:15', cabin.id, student]);
    expect(day.columnas).toContainEqual(expect.objectContaining({ salon_id: cabin.id, profesor_id: tutor.id }));
    expect(day.libres.map((s) => s.hora)).not.toContain('07:15');
  });

  const refusals: [string, () => Promise<Record<string, unknown>>, number, string][] = [
    ['a slot taken since', async () => ({ estudiante_id: otherStudent }), 409, 'Esa franja ya no está libre: el salón o el tutor tienen otra tutoría a esa hora'],
    ['a second session of the student at that hour', async () => ({ salon_id: otherCabin.id, profesor_id: otherTutor.id }), 409, 'El estudiante ya tiene una tutoría a esa hora'],
    ['a pair with no such preassignment', async () => ({ hora: '07:30', salon_id: otherCabin.id, profesor_id: otherTutor.id }), 400, 'El tutor no tiene esa franja en ese salón de tutorías de la sede'],
    ['a quarter-hour not of the day', async () => ({ hora: '06:00' }), 400, 'La hora no es una franja de tutoría de ese día'],
    ['a Sunday', async () => ({ fecha: '2099-01-11' }), 400, 'La hora no es una franja de tutoría de ese día'],
    ['a slot already begun', async () => ({ fecha: TODAY, hora: '07:30' }), 400, 'No se puede agendar una tutoría en una fecha u hora que ya pasó'],
    ['a closure', async () => (await server.db.query("INSERT INTO cierres (fecha, horas, sedes, mensaje, usuario) VALUES ($1, '{07:30}', '{1}', 'Simulacro', 'Prueba')", [FRIDAY]), { hora: '07:45' }), 400,
      'La sede tiene un cierre o el tutor una novedad a esa hora'],
    ['a student without tutoring', async () => (await server.db.query('UPDATE usuarios SET habilitar_tutoria = false WHERE id = $1', [otherStudent]), { estudiante_id: otherStudent, hora: '07:30' }), 400,
      'El estudiante no tiene tutorías habilitadas'],
    ['a day outside the window', async () => ({ estudiante_id: otherStudent, fecha: '2099-01-12', hora: '07:30' }), 400, 'La fecha está fuera del periodo de tutorías del estudiante (del 05/01/2099 al 10/01/2099)'],
    ['a student whose sessions are used', async () => (await server.db.query('UPDATE usuarios SET tutorias = 1 WHERE id = $1', [student]), { hora: '07:30' }), 400,
      'El estudiante ya tiene agendadas su tutoría del periodo'],
    ['an inactive student', async () => (await server.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [otherStudent]), { estudiante_id: otherStudent, hora: '07:30' }), 400, 'El estudiante está inactivo'],
  ];

  it.each(refusals)('refuses %s, says why and writes nothing', async (_label, change, status, message) => {
    await server.db.query("UPDATE usuarios SET activo = true, habilitar_tutoria = true, tutorias = 2, fecha_tutoria_inicio = '2099-01-05', fecha_tutoria_fin = '2099-01-10' WHERE id = ANY($1::integer[])", [[student, otherStudent]]);
    await server.db.query('DELETE FROM cierres');
    const request = body(await change());
    const before = await databaseFingerprint(server.db);
    const response = await post('tutorias/agendar', request);
    expect(response.json().message).toBe(message);
    expect(response.statusCode).toBe(status);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('reaches only students within the caller’s sedes (404)', async () => {
    const limited = await createStaffUser(server.db, [P.programador.tutorias, P.programador.createAgendamiento]); // sedes 1 and 2
    const token = await server.login(limited.email, limited.password);
    const [far] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND sede_id NOT IN (1, 2) ORDER BY id LIMIT 1');
    const response = await post('tutorias/agendar', body({ estudiante_id: far.id, hora: '07:30' }), token);
    expect(response.statusCode).toBe(404);
  });
});
