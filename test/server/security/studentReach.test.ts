// One way to reach a person (issue 40, point 1; server/people/studentReach.ts): every endpoint that
// names a student, a booking, a tutoring session or a progress row answers 404 for a student who is
// also staff (an administrator, beyond a caller without staff codes) and for a student of another
// sede — whatever else the caller holds, nothing written — while the same call on a student of their
// own sede is reached. The board shows such a student's seat, not their name or id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { LEVEL_CHANGE_PDF_PATH } from '../../../core/school/students/records';
import { UNREACHED_STUDENT } from '../../../server/people/studentReach';
import { endpointFixtures } from '../endpointFixtures';
import { createStaffUser, createTestServer, databaseFingerprint, servedCodes, type TestServer } from '../helpers';

let server: TestServer;
let caller: string;

const REASON = 'Se ajusta el agendamiento de ejemplo por solicitud del estudiante en recepción';
const DAY = '2099-03-02'; // a Monday
// Class hours of those days (core/school/calendar.ts), one per target: each one's rows in a slot of its own.
const HOURS = { near: '07:30', far: '09:00', staff: '10:40' } as const;

interface Target {
  student: number;
  course: number;
  topic: number;
  /** A pending booking at sede 1 (no class, no topic). */
  open: number;
  /** An attended booking at sede 1. */
  signed: number;
  tutoring: number;
  progress: number;
  levelChange: number;
  /** A class of sede 1 at the open booking's slot. */
  clase: number;
}
type Kind = keyof typeof HOURS;
const targets = {} as Record<Kind, Target>;

/** The body of each endpoint that names a student (or what belongs to one), for a target. */
const BODIES: Record<string, (t: Target, kind: Kind) => Record<string, unknown>> = {
  'estudiante/detalle': (t) => ({ id: t.student }),
  'estudiante/ver_agendamientos': (t) => ({ id: t.student }),
  'estudiante/ver_tutorias': (t) => ({ id: t.student }),
  'estudiante/ver_horarios': (t) => ({ id: t.student }),
  'estudiante/ver_cambio_nivel': (t) => ({ id: t.student }),
  'estudiante/ver_inscripciones': (t) => ({ id: t.student }),
  'estudiante/ver_entrega_libros': (t) => ({ id: t.student }),
  'estudiante/parcelador': (t) => ({ estudiante_id: t.student }),
  'estudiante_observaciones/lista': (t) => ({ estudiante_id: t.student }),
  'estudiante/tutoria/progreso': (t) => ({ estudiante_id: t.student }),
  'estudiante/progreso': (t) => ({ estudiante_id: t.student }),
  'estudiante/notas': (t) => ({ estudiante_id: t.student }),
  'progreso/estado': (t) => ({ estudiante_id: t.student }),
  'estudiante/niveles_cursados': (t) => ({ estudiante_id: t.student }),
  'estudiante/progreso_otro_nivel': (t) => ({ estudiante_id: t.student, curso_id: t.course }),
  'progreso/ver_observaciones_curso': (t) => ({ estudiante_id: t.student, curso_id: t.course }),
  'progreso/ver_observaciones': (t) => ({ progreso_id: t.progress }),
  'tutorias/ver_observaciones': (t) => ({ tutoria_id: t.tutoring }),
  'agendamiento/calcular_siguiente_tema': (t) => ({ estudiante_id: t.student }),
  // Writes: those that keep the booking open first, the cancellations last.
  'estudiante_observaciones/crear': (t) => ({ estudiante_id: t.student, observacion: 'Prefiere clases en la mañana.' }),
  'agendamiento/crear_manual': (t, kind) => ({ id: t.student, dia: '2099-03-09', hora: HOURS[kind], tipo_clase: 'regular_1', tipo_solicitud: 'normal', motivo: REASON }),
  'agendamiento/agendar': (t) => ({ id: t.student, dia: '2099-03-10', hora: '07:30', tema_id: t.topic }),
  'agendamiento/set_tema': (t) => ({ agendamiento_id: t.open, tema_id: t.topic }),
  'agendamiento/eliminar_tema': (t) => ({ agendamiento_id: t.open }),
  'agendamiento/asignar_tema_auto': (t) => ({ agendamiento_id: t.open }),
  'agendamiento/set_clase': (t) => ({ agendamiento_id: t.open, clase_id: t.clase }),
  'agendamiento/confirmar': (t) => ({ agendamiento_id: t.open }),
  'agendamiento/asignar_clase_auto': (t) => ({ agendamiento_id: t.open, motivo: REASON }),
  'agendamiento/marcar_asistencia': (t) => ({ agendamiento_id: t.signed, asistencia: 'asistido' }),
  'agendamiento/anular_firma': (t) => ({ agendamiento_id: t.signed }),
  'progreso/bloquear': (t) => ({ progreso_id: t.progress }),
  'progreso/desbloquear': (t) => ({ progreso_id: t.progress }),
  'progreso/firmar': (t) => ({ progreso_id: t.progress, motivo: REASON }),
  'progreso/anular': (t) => ({ progreso_id: t.progress, motivo: REASON }),
  'progreso/editar_asistencia': (t) => ({ progreso_id: t.progress, observacion: 'Asistió; el docente no firmó la clase.', asistencia: 1 }),
  'progreso/editar_nota': (t) => ({ progreso_id: t.progress, nota: 4.2 }),
  'progreso/actualizar_notas': (t) => ({ estudiante_id: t.student, temas: [{ id: t.topic, nota: 4 }] }),
  'progreso/nota_nivelacion': (t) => ({ estudiante_id: t.student, nota: 3.5, registro_id: t.progress }),
  'progreso/definir_tema': (t) => ({ estudiante_id: t.student, tema_id: t.topic, motivo: REASON }),
  'progreso/verificar': (t) => ({ estudiante_id: t.student, curso_id: t.course }),
  'progreso/reiniciar_nivel': (t) => ({ estudiante_id: t.student, obs_reinicio: REASON }),
  'tutorias/agendar': (t) => ({ fecha: '2099-03-03', hora: '08:00', salon_id: 1, profesor_id: 1, estudiante_id: t.student }),
  'tutorias/cancelar': (t) => ({ tutoria_id: t.tutoring, motivo: REASON }),
  'agendamiento/cancelar': (t) => ({ agendamiento_id: t.open, motivo: REASON }),
};

/** Keys by which a body names a student or what belongs to one. */
const NAMING_KEYS = ['estudiante_id', 'agendamiento_id', 'tutoria_id', 'progreso_id'];

async function targetFor(kind: Kind, student: { id: number; curso_actual_id: number }, adminId: number, room: number, teacher: number): Promise<Target> {
  const db = server.db;
  const hora = HOURS[kind];
  await db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
  const [{ id: topic }] = await db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 AND activo AND programable ORDER BY orden, id LIMIT 1', [student.curso_actual_id]);
  const [{ id: clase }] = await db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, $2, 1, $3, $4, '{regular_1}', 'regular') RETURNING id`,
    [DAY, hora, room, teacher],
  );
  const booking = async (fecha: string, estado: string) =>
    (await db.query<{ id: number }>(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, tema_id, asistencia) VALUES ($1, $2, $3, 1, 'regular_1', $4, $5, $6) RETURNING id`,
      [student.id, fecha, hora, estado, estado === 'asistido' ? topic : null, estado === 'asistido' ? true : null],
    ))[0].id;
  const open = await booking(DAY, 'solicitado');
  const signed = await booking('2026-02-02', 'asistido');
  const [{ id: tutoring }] = await db.query<{ id: number }>(
    `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado) VALUES ('2099-03-03', $1, 1, $2, $3, $4, 'programada') RETURNING id`,
    [hora, room, teacher, student.id],
  );
  const [{ id: progress }] = await db.query<{ id: number }>('SELECT id FROM progreso WHERE estudiante_id = $1 ORDER BY id LIMIT 1', [student.id]);
  const [{ id: levelChange }] = await db.query<{ id: number }>(
    'INSERT INTO cambios_nivel (estudiante_id, solicitante_id, curso_anterior_id, sede_id) VALUES ($1, $2, $3, 1) RETURNING id',
    [student.id, adminId, student.curso_actual_id],
  );
  // A row in each of the record's other lists, at the caller's sede: the student's reach, checked in
  // the same statement as the rows (StudentReach.rowsOfReached), still answers 404 with rows there.
  await db.query('INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id) VALUES ($1, $2, $3, 1) ON CONFLICT DO NOTHING', [student.id, student.curso_actual_id, '2026-02-01']);
  await db.query('INSERT INTO entrega_libros (estudiante_id, curso_id, libro, fecha_entrega, sede_id) VALUES ($1, $2, $3, $4, 1)', [student.id, student.curso_actual_id, 'Libro 1', '2026-02-01']);
  await db.query('INSERT INTO estudiante_observaciones (estudiante_id, observacion, usuario_id) VALUES ($1, $2, $3)', [student.id, 'Prefiere la mañana.', adminId]);
  return { student: student.id, course: student.curso_actual_id, topic, open, signed, tutoring, progress, levelChange, clase };
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.db;
  const students = await db.query<{ id: number; curso_actual_id: number }>(
    `SELECT u.id, u.curso_actual_id FROM usuarios u WHERE es AND NOT pr AND NOT ad AND grupo_id IS NULL AND deleted_at IS NULL AND curso_actual_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = u.id) ORDER BY id LIMIT 3`,
  );
  const [{ id: adminId }] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
  const [{ id: room }] = await db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 AND activo ORDER BY capacidad DESC, id LIMIT 1');
  const [{ id: teacher }] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL ORDER BY id LIMIT 1');
  await db.query('UPDATE usuarios SET sede_id = 1 WHERE id = ANY($1::integer[])', [students.map((s) => s.id)]);
  const kinds: Kind[] = ['near', 'far', 'staff'];
  for (const [i, kind] of kinds.entries()) targets[kind] = await targetFor(kind, students[i], adminId, room, teacher);
  // Another sede's student, with their bookings still at sede 1; an administrator who also studies.
  await db.query('UPDATE usuarios SET sede_id = 8 WHERE id = $1', [targets.far.student]);
  await db.query('UPDATE usuarios SET ad = true WHERE id = $1', [targets.staff.student]);
  // Every code but those that see staff (and the strongest): sedes 1 and 2, current sede 1.
  const staffCodes: string[] = [P.usuarios.list, P.usuarios.show, P.usuarios.global, P.grupos.manage];
  const user = await createStaffUser(db, (await servedCodes()).filter((code) => !staffCodes.includes(code)));
  caller = await server.login(user.email, user.password);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('one way to reach a person', () => {
  it('holds a row for every endpoint whose example names a student, a booking, a session or a progress row', async () => {
    const naming: string[] = [];
    const fixtures = await endpointFixtures(server);
    for (const endpoint of server.app.endpoints) {
      const body = (await fixtures.of(endpoint.path).example(server.db)) as Record<string, unknown> | null;
      if (body && typeof body === 'object' && NAMING_KEYS.some((key) => key in body)) naming.push(endpoint.path);
    }
    // Surveys name a booking as a field of their record: refused as a field (below), not as a 404.
    const missing = naming.filter((path) => !(path in BODIES) && !path.startsWith('encuesta/'));
    expect(missing).toEqual([]);
  });

  it.each(['far', 'staff'] as const)('answers 404 to every one of them for a student out of reach (%s), writing nothing', async (kind) => {
    const before = await databaseFingerprint(server.db);
    const answers: Record<string, number> = {};
    for (const [path, body] of Object.entries(BODIES)) answers[path] = (await server.post(path, body(targets[kind], kind), caller)).statusCode;
    expect(answers).toEqual(Object.fromEntries(Object.keys(BODIES).map((path) => [path, 404])));
    const pdf = await server.app.inject({ method: 'GET', url: `/api/${LEVEL_CHANGE_PDF_PATH}?id=${targets[kind].levelChange}`, headers: { authorization: `Bearer ${caller}` } });
    expect(pdf.statusCode).toBe(404);
    const survey = await server.post('encuesta/crear', { tipo: 'clase', agendamiento_id: targets[kind].signed, calificacion: 5, comentarios: 'Muy buena clase.', fecha: '2026-03-04' }, caller);
    expect(survey.statusCode).toBe(400);
    expect(survey.json().errors).toEqual({ agendamiento_id: 'El agendamiento no existe' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('shows the board a seat, not the name or id, of a student out of reach', async () => {
    const slot = async (hora: string) =>
      (await server.post('clases/por_hora', { fecha: '2099-03-09', hora }, caller)).json() as { pendientes: { estudiante_id: number | null; estudiante: string }[] };
    // One of each, booked by someone who reaches them all (the administrator).
    for (const kind of ['near', 'far', 'staff'] as const) {
      const response = await server.post('agendamiento/crear_manual', BODIES['agendamiento/crear_manual'](targets[kind], 'near'), server.adminToken);
      expect(response.statusCode, response.body).toBe(200);
    }
    const pendientes = (await slot(HOURS.near)).pendientes;
    expect(pendientes).toHaveLength(3);
    expect(pendientes.filter((b) => b.estudiante_id === null).map((b) => b.estudiante)).toEqual([UNREACHED_STUDENT, UNREACHED_STUDENT]);
    expect(pendientes.map((b) => b.estudiante_id)).toContain(targets.near.student);
    const grid = (await server.post('tutorias/por_fecha', { fecha: '2099-03-03' }, caller)).json() as { sesiones: { estudiante_id: number | null; estudiante: string }[] };
    const shown = grid.sesiones.map((s) => s.estudiante_id);
    expect(shown).toContain(targets.near.student);
    expect(shown).not.toContain(targets.far.student);
    expect(shown).not.toContain(targets.staff.student);
    expect(grid.sesiones.filter((s) => s.estudiante === UNREACHED_STUDENT)).toHaveLength(2);
  });
  it('reaches every one of them for a student of the caller’s sede', async () => {
    const found: string[] = [];
    for (const [path, body] of Object.entries(BODIES)) {
      const response = await server.post(path, body(targets.near, 'near'), caller);
      if (response.statusCode === 404) found.push(`${path}: ${response.body}`);
    }
    expect(found).toEqual([]);
    const pdf = await server.app.inject({ method: 'GET', url: `/api/${LEVEL_CHANGE_PDF_PATH}?id=${targets.near.levelChange}`, headers: { authorization: `Bearer ${caller}` } });
    expect(pdf.statusCode).toBe(200);
  });

});
