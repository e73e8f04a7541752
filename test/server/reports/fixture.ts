// The reports' hand-built fixture (docs/domain/reports.md 'Reports'): three students, a teacher, courses, bookings,
// tutoring sessions, level changes and surveys in March 2031 — months the demo data never reaches —
// at sedes 1 and 2 (createStaffUser's) and 3 (outside them), so every answer is known by hand.
import { CHOOSE_SEDES_CODE, REPORTS } from '../../../core/school/reports/contract';
import type { Database, SqlParam } from '../../../server/db/database';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

export const MARCH = { fecha_inicio: '2031-03-01', fecha_fin: '2031-03-31' };
export const MONDAY = '2031-03-03';
export const TUESDAY = '2031-03-04';

export const SEDE = { 1: 'Bogotá Chapinero', 2: 'Bogotá Usaquén', 3: 'Bogotá Centro Internacional' } as const;

export const NAMES = { ana: 'Ana María Ríos Paz', bruno: 'Bruno Díaz', carla: 'Carla Zea', teacher: 'Tomás Reyes' } as const;

export interface Fixture {
  ana: number;
  bruno: number;
  carla: number;
  teacher: number;
  /** Booking ids by name. */
  bookings: Record<string, number>;
  /** Level change ids by name. */
  changes: Record<string, number>;
  /** Survey ids by name. */
  surveys: Record<string, number>;
  tema: string;
  /** The Monday class's room (sede 1). */
  room: string;
}

async function one<T>(db: Database, sql: string, params: readonly SqlParam[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  return row;
}

async function person(db: Database, values: Record<string, string | number | boolean | null>): Promise<number> {
  const columns = Object.keys(values);
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO usuarios (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return row.id;
}

async function booking(db: Database, values: { estudiante: number; fecha: string; hora: string; sede: number; tipo: string; estado: string; clase?: number; tema?: number }): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [values.estudiante, values.fecha, values.hora, values.sede, values.tipo, values.estado, values.clase ?? null, values.tema ?? null],
  );
  return row.id;
}

async function tutoring(db: Database, values: { estudiante: number; teacher: number; fecha: string; hora: string; sede: number; estado: string; tema: number }): Promise<number> {
  const room = await one<{ id: number }>(db, "SELECT id FROM salones WHERE sede_id = $1 AND tipo_salon = 'tutoria' ORDER BY id LIMIT 1", [values.sede]);
  const row = await one<{ id: number }>(
    db,
    'INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado, tema_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
    [values.fecha, values.hora, values.sede, room.id, values.teacher, values.estudiante, values.estado, values.tema],
  );
  return row.id;
}

export async function buildFixture(db: Database): Promise<Fixture> {
  const ana = await person(db, {
    primer_nombre: 'Ana', segundo_nombre: 'María', primer_apellido: 'Ríos', segundo_apellido: 'Paz', tipo_documento: 'CC', numero_documento: 'R1001',
    email: 'ana.rios@reportes.test', movil: '3001112233', sede_id: 1, sede_original_id: 2, es: true, fecha_nacimiento: '2000-01-31',
    estado_civil: 'soltero', lugar_origen: 'Tunja', estrato: 3, regimen_salud: 'contributivo', nivel_educativo: 'universitario', ocupacion: 'estudiante',
    discapacidad: 'ninguna', grupo_etnico: 'ninguno', genero: 'F', modulos_adquiridos: 4, fecha_matricula: '2030-01-15',
  });
  const bruno = await person(db, { primer_nombre: 'Bruno', primer_apellido: 'Díaz', tipo_documento: 'TI', numero_documento: 'R1002', email: 'bruno.diaz@reportes.test', sede_id: 2, es: true });
  const carla = await person(db, { primer_nombre: 'Carla', primer_apellido: 'Zea', tipo_documento: 'CC', numero_documento: 'R1003', email: 'carla.zea@reportes.test', sede_id: 3, es: true });
  const teacher = await person(db, { primer_nombre: 'Tomás', primer_apellido: 'Reyes', tipo_documento: 'CC', numero_documento: 'R2001', email: 'tomas.reyes@reportes.test', sede_id: 1, pr: true });

  // Courses and levels of their own: the language rule reads the codes.
  const nivel1 = await one<{ id: number }>(db, "INSERT INTO niveles (codigo, idioma, descripcion, orden) VALUES ('RPT1', 'Inglés', 'Nivel reportes 1', 901) RETURNING id");
  const nivel2 = await one<{ id: number }>(db, "INSERT INTO niveles (codigo, idioma, descripcion, orden) VALUES ('RPT2', 'Inglés', 'Nivel reportes 2', 902) RETURNING id");
  const course = async (codigo: string, nombre: string, nivel: number) => (await one<{ id: number }>(db, 'INSERT INTO cursos (codigo, nombre, nivel_id) VALUES ($1, $2, $3) RETURNING id', [codigo, nombre, nivel])).id;
  const en1 = await course('RPT-EN-1', 'Reportes inglés 1', nivel1.id);
  const en2 = await course('RPT-EN-2', 'Reportes inglés 2', nivel2.id);
  const fr1 = await course('RPT-FR-1', 'Reportes francés 1', nivel1.id);
  await db.query('UPDATE usuarios SET nivel_id = $2, curso_actual_id = $3 WHERE id = $1', [ana, nivel2.id, en2]);
  // Bruno has no enrolment date of his own: SIET reads his enrolment in the new course.
  await db.query("INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id) VALUES ($1, $2, '2031-03-06', 2)", [bruno, en2]);

  const tema = await one<{ id: number; nombre: string }>(db, 'SELECT id, nombre FROM temas ORDER BY id LIMIT 1');
  const room1 = await one<{ id: number; nombre: string }>(db, "SELECT id, nombre FROM salones WHERE sede_id = 1 AND tipo_salon = 'regular' ORDER BY id LIMIT 1");
  const clase = await one<{ id: number }>(
    db,
    "INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, '07:30', 1, $2, $3, ARRAY['regular_1', 'regular_16'], 'regular') RETURNING id",
    [MONDAY, room1.id, teacher],
  );

  const b: Record<string, number> = {};
  // Monday 07:30.
  b.anaFn = await booking(db, { estudiante: ana, fecha: MONDAY, hora: '07:30', sede: 1, tipo: 'regular_1', estado: 'asignado' });
  b.brunoConnectivity = await booking(db, { estudiante: bruno, fecha: MONDAY, hora: '07:30', sede: 1, tipo: 'regular_16', estado: 'asistido', clase: clase.id, tema: tema.id });
  b.carlaCancelled = await booking(db, { estudiante: carla, fecha: MONDAY, hora: '07:30', sede: 1, tipo: 'regular_17', estado: 'cancelado' });
  b.anaLab = await booking(db, { estudiante: ana, fecha: MONDAY, hora: '07:30', sede: 2, tipo: 'lab', estado: 'ausencia' });
  b.carlaSm1 = await booking(db, { estudiante: carla, fecha: MONDAY, hora: '07:30', sede: 3, tipo: 'regular_5', estado: 'asistido' });
  // Monday 09:00: a blocked booking counts nowhere, a cancelled tutoring booking is no class of the report.
  b.anaBlocked = await booking(db, { estudiante: ana, fecha: MONDAY, hora: '09:00', sede: 1, tipo: 'conversation', estado: 'bloqueado' });
  b.brunoInm = await booking(db, { estudiante: bruno, fecha: MONDAY, hora: '09:00', sede: 1, tipo: 'immersion_basico', estado: 'solicitado' });
  b.carlaTutoring = await booking(db, { estudiante: carla, fecha: MONDAY, hora: '09:00', sede: 1, tipo: 'tutoria', estado: 'cancelado' });
  // Tuesday 18:20 at sede 2.
  b.brunoB2 = await booking(db, { estudiante: bruno, fecha: TUESDAY, hora: '18:20', sede: 2, tipo: 'regular_7', estado: 'asistente' });
  b.anaWelcome = await booking(db, { estudiante: ana, fecha: TUESDAY, hora: '18:20', sede: 2, tipo: 'clase_0', estado: 'asistido' });
  b.carlaWriting = await booking(db, { estudiante: carla, fecha: TUESDAY, hora: '18:20', sede: 2, tipo: 'writing', estado: 'cancelado' });

  const t = {
    anaAttended: await tutoring(db, { estudiante: ana, teacher, fecha: MONDAY, hora: '10:00', sede: 1, estado: 'asistida', tema: tema.id }),
    brunoAbsent: await tutoring(db, { estudiante: bruno, teacher, fecha: '2031-03-05', hora: '10:00', sede: 1, estado: 'ausencia', tema: tema.id }),
    anaCancelled: await tutoring(db, { estudiante: ana, teacher, fecha: TUESDAY, hora: '10:00', sede: 2, estado: 'cancelada', tema: tema.id }),
    carlaScheduled: await tutoring(db, { estudiante: carla, teacher, fecha: '2031-03-05', hora: '10:15', sede: 1, estado: 'programada', tema: tema.id }),
  };

  const admin = await one<{ id: number }>(db, 'SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
  const change = async (v: Record<string, string | number | boolean | null>) => {
    const values = { solicitante_id: admin.id, ...v };
    const columns = Object.keys(values);
    return (await one<{ id: number }>(db, `INSERT INTO cambios_nivel (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(values))).id;
  };
  const changes = {
    ana: await change({
      estudiante_id: ana, curso_anterior_id: en1, curso_nuevo_id: en2, nivel_siguiente_id: nivel2.id, finalizado: true, sede_id: 1, administrador_id: admin.id,
      fecha_avance_nivel: '2031-03-10', fecha_entrega_libro: '2031-03-11', resultado: 'aprobado', nota_ife: 4.5, nota: 4.2, folio: 'F-001',
      fecha_inicio_nivel: '2031-03-12', fecha_fin_nivel: '2031-06-12', created_at: '2031-03-02T10:00:00-05:00',
    }),
    // Requested on 28 February in Bogotá (1 March in UTC): outside March's advance requests.
    bruno: await change({
      estudiante_id: bruno, curso_anterior_id: fr1, curso_nuevo_id: en2, finalizado: true, sede_id: 2, administrador_id: admin.id,
      fecha_avance_nivel: '2031-03-05', resultado: 'aprobado', created_at: '2031-03-01T03:00:00Z',
    }),
    carla: await change({
      estudiante_id: carla, curso_anterior_id: en1, curso_nuevo_id: en2, finalizado: true, sede_id: 3, administrador_id: admin.id,
      fecha_avance_nivel: '2031-03-07', created_at: '2031-03-03T12:00:00-05:00',
    }),
    anaPending: await change({ estudiante_id: ana, curso_anterior_id: en2, finalizado: false, sede_id: 1, created_at: '2031-03-20T09:00:00-05:00' }),
    // Requested on 31 March in Bogotá (1 April in UTC), advanced in April: a request of March, not a SIET row of March.
    brunoLate: await change({
      estudiante_id: bruno, curso_anterior_id: en2, curso_nuevo_id: en1, finalizado: true, sede_id: 1, administrador_id: admin.id,
      fecha_avance_nivel: '2031-04-02', created_at: '2031-03-31T23:30:00-05:00',
    }),
  };

  const survey = async (v: { tipo: string; agendamiento?: number; tutoria?: number; calificacion: number; comentarios: string | null; fecha: string; sede: number }) =>
    (await one<{ id: number }>(
      db,
      'INSERT INTO encuestas (tipo, agendamiento_id, tutoria_id, calificacion, comentarios, fecha, sede_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [v.tipo, v.agendamiento ?? null, v.tutoria ?? null, v.calificacion, v.comentarios, v.fecha, v.sede],
    )).id;
  const surveys = {
    bruno: await survey({ tipo: 'clase', agendamiento: b.brunoConnectivity, calificacion: 5, comentarios: 'Excelente', fecha: MONDAY, sede: 1 }),
    carla: await survey({ tipo: 'clase', agendamiento: b.carlaSm1, calificacion: 3, comentarios: null, fecha: MONDAY, sede: 3 }),
    anaTutoring: await survey({ tipo: 'tutoria', tutoria: t.anaAttended, calificacion: 4, comentarios: '=HYPERLINK("http://x")', fecha: MONDAY, sede: 1 }),
    ana: await survey({ tipo: 'clase', agendamiento: b.anaWelcome, calificacion: 2, comentarios: 'Regular', fecha: TUESDAY, sede: 2 }),
  };
  return { ana, bruno, carla, teacher, bookings: b, changes, surveys, tema: tema.nombre, room: room1.nombre };
}

/** Every report's code, and the one to choose sedes. */
export const REPORT_CODES = [...new Set(Object.values(REPORTS).map((r) => r.code))];

export interface ReportUsers {
  /** Sedes 1 and 2, every report code and 2E3F932E. */
  staff: string;
  /** Sedes 1 and 2, the report codes without 2E3F932E. */
  noChoose: string;
  /** Only sede 1, every code. */
  sede1: string;
  /** No permitted list (every sede), works at sede 2, without 2E3F932E: their own sede only. */
  ownSede: string;
  /** No code at all. */
  noCode: string;
}

/** The users the tests call with (their sedes set before they log in). */
export async function reportUsers(server: TestServer): Promise<ReportUsers> {
  const login = async (codes: string[], sedes: number[] | null, overrides: Record<string, number> = {}) => {
    const user = await createStaffUser(server.db, codes, overrides);
    if (sedes) await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1 AND NOT (sede_id = ANY($2::integer[]))', [user.id, sedes]);
    else await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
    return server.login(user.email, user.password);
  };
  return {
    staff: await login([...REPORT_CODES, CHOOSE_SEDES_CODE], [1, 2]),
    noChoose: await login(REPORT_CODES, [1, 2]),
    sede1: await login([...REPORT_CODES, CHOOSE_SEDES_CODE], [1]),
    ownSede: await login(REPORT_CODES, null, { sede_id: 2 }),
    noCode: await login([], [1, 2]),
  };
}

export async function reportServer(): Promise<{ server: TestServer; fx: Fixture; users: ReportUsers }> {
  const server = await createTestServer();
  const fx = await buildFixture(server.db);
  return { server, fx, users: await reportUsers(server) };
}
