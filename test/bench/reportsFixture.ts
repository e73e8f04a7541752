// The reports' bench data (issue 24): one year of a 25-sede school on a fresh seeded database, by
// INSERT … SELECT over generate_series (no row crosses into JavaScript). Per sede a classroom and its
// teacher hold a class at every slot of the weekly template (class types in turn over the whole
// TIPOS_CLASE catalogue), each class 1–9 bookings of the sede's students in mixed states; a tutoring
// cabin and its tutor hold four sessions a school day; a few thousand level changes (finished and
// pending) and surveys of attended classes and sessions. The database's keys, checks and triggers
// (the capacity trigger of migration 024 among them) hold it to valid data. Deterministic: the same
// rows on every run. Used by figures/reports.ts.
import { TIPOS_CLASE, TUTORIA } from '../../core/school/classTypes';
import { tutoringSlots, WEEKLY_TEMPLATE } from '../../core/school/calendar';
import type { Database } from '../../server/db/database';
import { STAFF } from '../../server/seed/catalog';

export const REPORTS_FIXTURE = {
  /** 2023: 312 school days (260 weekdays of 10 slots, 52 Saturdays of 5), far from the seed's dates around today. */
  from: '2023-01-01',
  to: '2023-12-31',
  /** Demo students seeded (spread over the 25 sedes by the seed: ~80 each, more than a class's seats). */
  students: 2000,
  /** Bookings of a class: 1 to this, by a hash of the class (5 on average). */
  maxPerClass: 9,
  tutoringPerDay: 4,
  levelChanges: 3000,
  /** One class survey per this many attended bookings, one tutoring survey per this many attended sessions. */
  surveyEveryBooking: 40,
  surveyEveryTutoring: 4,
} as const;

const ROOM_PREFIX = 'Salón Reportes ';
const CABIN_PREFIX = 'Cabina Reportes ';

/** What the fixture holds (within the year), for the bench's notes. */
export interface ReportsFixtureCounts {
  sedes: number;
  students: number;
  classes: number;
  bookings: number;
  bookingsByState: Record<string, number>;
  tutoring: number;
  levelChanges: number;
  finishedLevelChanges: number;
  /** Per tipo; empty when the encuestas table does not exist (migration 037). */
  surveys: Record<string, number>;
  /** The SIET student columns filled (those of migration 037 that exist). */
  studentFields: string[];
  /** The day with the most bookings (the Actividad figure's). */
  busiestDay: { fecha: string; bookings: number };
  seconds: number;
}

/**
 * Booking states by a hash 0–99 of (class, seat): mostly signed, a share cancelled, open or blocked;
 * 'solicitado' are pending requests (no class).
 */
const STATE_SQL = `CASE
  WHEN h < 52 THEN 'asistido' WHEN h < 64 THEN 'ausencia' WHEN h < 77 THEN 'cancelado' WHEN h < 87 THEN 'asignado'
  WHEN h < 90 THEN 'notificado' WHEN h < 93 THEN 'bloqueado' WHEN h < 97 THEN 'solicitado' ELSE 'asistente' END`;

const CLASS_TYPES = TIPOS_CLASE.filter((t) => t.id !== TUTORIA).map((t) => t.id);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A step prime to the number of types: the slots of every sede take each class type in turn. */
const TYPE_STEP = [7, 11, 13, 17, 19].find((step) => gcd(step, CLASS_TYPES.length) === 1) ?? 1;

/**
 * Active students per sede as one array each: a seat's student is ids[1 + number mod count], found by
 * a hash join on 25 rows (a join on the number itself would compare every booking with every student).
 */
const STUDENTS_CTE = `est AS (
  SELECT u.sede_id, array_agg(u.id ORDER BY u.id) AS ids
  FROM usuarios u WHERE u.es AND NOT u.pr AND u.activo AND u.deleted_at IS NULL AND u.sede_id IS NOT NULL GROUP BY u.sede_id)`;

/** The student of seat number `expr` of the sede joined as `e`. */
const studentOf = (expr: string) => `e.ids[1 + (${expr}) % cardinality(e.ids)]`;

/** School days of the range, numbered from 0, with their ISO weekday (1 Monday … 6 Saturday). */
const DAYS_CTE = `dias AS (
  SELECT d::date AS fecha, (row_number() OVER (ORDER BY d))::int - 1 AS di, extract(isodow FROM d)::int AS dow
  FROM generate_series($1::date, $2::date, interval '1 day') d WHERE extract(isodow FROM d) < 7)`;

async function count(db: Database, sql: string, params: (string | number)[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return Number(row.n);
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  return row.found;
}

/** Per sede: a classroom and its teacher (k = 1), a tutoring cabin and its tutor (k = 0). */
async function roomsAndTeachers(db: Database): Promise<void> {
  const types = [...CLASS_TYPES];
  await db.query(
    `INSERT INTO salones (nombre, numero, capacidad, tipo_salon, sede_id, activo, tipos_permitidos)
     SELECT $1 || s.id || '-1', 'R' || s.id, 20, 'regular', s.id, true, $2::text[] FROM sedes s ORDER BY s.id`,
    [ROOM_PREFIX, types],
  );
  await db.query(
    `INSERT INTO salones (nombre, numero, capacidad, tipo_salon, sede_id, activo, tipos_permitidos)
     SELECT $1 || s.id, 'T' || s.id, 1, 'tutoria', s.id, true, ARRAY['tutoria'] FROM sedes s ORDER BY s.id`,
    [CABIN_PREFIX],
  );
  // Teachers: k = 1 teaches the classes; k = 0 is the sede's tutor.
  await db.query(
    `INSERT INTO usuarios (primer_nombre, primer_apellido, tipo_documento, numero_documento, email, pr, tutor, sede_id, tipos_permitidos)
     SELECT 'Docente' || k, 'Reportes ' || s.id, 'CC', '77' || lpad(s.id::text, 3, '0') || k, 'docente.reportes.' || s.id || '.' || k || '@escuela.test',
       true, k = 0, s.id, CASE WHEN k = 0 THEN ARRAY['tutoria'] ELSE $1::text[] END
     FROM sedes s, generate_series(0, 1) k ORDER BY s.id, k`,
    [types],
  );
}

/** The classroom (k = 1) or the cabin (k = 0) of each sede, with the teacher of the same k. */
const PLACES_CTE = `lugares AS (
  SELECT r.id AS salon_id, r.sede_id, (dense_rank() OVER (ORDER BY r.sede_id))::int - 1 AS si,
    CASE WHEN r.nombre LIKE '${CABIN_PREFIX}%' THEN 0 ELSE split_part(r.nombre, '-', 2)::int END AS k, p.id AS profesor_id
  FROM salones r JOIN usuarios p ON p.pr AND p.email = 'docente.reportes.' || r.sede_id || '.' ||
    CASE WHEN r.nombre LIKE '${CABIN_PREFIX}%' THEN 0 ELSE split_part(r.nombre, '-', 2)::int END || '@escuela.test'
  WHERE r.nombre LIKE '${ROOM_PREFIX}%' OR r.nombre LIKE '${CABIN_PREFIX}%')`;

async function classes(db: Database): Promise<void> {
  const { from, to } = REPORTS_FIXTURE;
  await db.query(
    `WITH ${DAYS_CTE}, ${PLACES_CTE},
     franjas AS (
       SELECT dias.fecha, dias.di, h.hora, h.hi::int AS hi FROM dias
       CROSS JOIN LATERAL unnest(CASE WHEN dias.dow = 6 THEN $3::text[] ELSE $4::text[] END) WITH ORDINALITY AS h(hora, hi))
     INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase)
     SELECT f.fecha, f.hora, l.sede_id, l.salon_id, l.profesor_id, ARRAY[t.tipo], CASE WHEN t.tipo LIKE 'regular\\_%' THEN 'regular' ELSE 'otro' END
     FROM franjas f CROSS JOIN lugares l
     CROSS JOIN LATERAL (SELECT ($5::text[])[1 + ((f.di * 10 + f.hi) * $6::int + l.si * 3) % cardinality($5::text[])] AS tipo) t
     WHERE l.k > 0
     ORDER BY f.fecha, f.hora, l.sede_id, l.k`,
    [from, to, [...WEEKLY_TEMPLATE[6]], [...WEEKLY_TEMPLATE[1]], [...CLASS_TYPES], TYPE_STEP],
  );
}

/**
 * The bookings of every class: 1 to maxPerClass seats, the seat j taking the sede's student number
 * (slot key × maxPerClass + j) mod their count, so a student never has two open bookings in one slot
 * (every sede has more active students than a class has seats). `live`: only those that hold a seat
 * (the capacity trigger counts them), or only the others (cancelled, blocked, pending without a
 * class: the trigger lets them through at once). Who booked and who signed stay empty: two fewer
 * foreign-key checks per row, and no report reads them.
 */
async function bookings(db: Database, live: boolean): Promise<void> {
  const { from, to, maxPerClass } = REPORTS_FIXTURE;
  await db.query(
    `WITH ${STUDENTS_CTE},
     temas_tipo AS (SELECT tipo_clase, min(id) AS tema_id FROM temas WHERE tipo = 'clase' AND tipo_clase IS NOT NULL GROUP BY tipo_clase),
     cls AS (
       SELECT c.id, c.fecha, c.hora, c.sede_id, c.tipos[1] AS tipo, (c.fecha - $1::date) * 1440 + split_part(c.hora, ':', 1)::int * 60 + split_part(c.hora, ':', 2)::int AS slot
       FROM clases c JOIN salones r ON r.id = c.salon_id AND r.nombre LIKE '${ROOM_PREFIX}%'
       WHERE c.fecha BETWEEN $1::date AND $2::date)
     INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, tipo_solicitud, tema_id, estado, origen,
       created_at, asistencia, asistencia_fecha)
     SELECT ${studentOf('c.slot * $3::int + j')}, c.fecha, c.hora, c.sede_id, CASE WHEN x.estado <> 'solicitado' THEN c.id END, c.tipo, tc.solicitud, tt.tema_id, x.estado,
       CASE WHEN (c.id + j) % 3 = 0 THEN 'funcionario' ELSE 'estudiante' END, (c.fecha - 3) + TIME '10:00',
       CASE x.estado WHEN 'asistido' THEN true WHEN 'ausencia' THEN false END,
       CASE WHEN x.estado IN ('asistido', 'ausencia') THEN c.fecha + c.hora::time + interval '90 minutes' END
     FROM cls c
     CROSS JOIN LATERAL generate_series(0, (c.id * 37 + c.slot * 11) % $3::int) j
     JOIN est e ON e.sede_id = c.sede_id
     JOIN tipos_clase tc ON tc.id = c.tipo
     LEFT JOIN temas_tipo tt ON tt.tipo_clase = c.tipo
     CROSS JOIN LATERAL (SELECT ${STATE_SQL} AS estado FROM (SELECT (c.id * 13 + j * 29 + c.slot) % 100 AS h) hh) x
     WHERE (x.estado NOT IN ('cancelado', 'bloqueado', 'solicitado')) = $4::boolean
     ORDER BY c.fecha, c.hora, c.sede_id, j`,
    [from, to, maxPerClass, live],
  );
}

/** Four sessions a school day in each sede's cabin, at quarter-hours spread over the day. */
async function tutoring(db: Database, adminId: number): Promise<void> {
  const { from, to, tutoringPerDay } = REPORTS_FIXTURE;
  await db.query(
    `WITH ${DAYS_CTE}, ${PLACES_CTE}, ${STUDENTS_CTE}
     INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado, created_by, created_at)
     SELECT d.fecha, s.hora, l.sede_id, l.salon_id, l.profesor_id, ${studentOf('(d.di * $4::int + t) * 7 + l.si')},
       CASE WHEN x.h < 60 THEN 'asistida' WHEN x.h < 75 THEN 'ausencia' WHEN x.h < 90 THEN 'cancelada' ELSE 'programada' END,
       $3::int, (d.fecha - 2) + TIME '09:00'
     FROM dias d CROSS JOIN lugares l CROSS JOIN generate_series(0, $4::int - 1) t
     CROSS JOIN LATERAL (SELECT CASE WHEN d.dow = 6 THEN $5::text[] ELSE $6::text[] END AS horas) hs
     CROSS JOIN LATERAL (SELECT hs.horas[1 + (d.di * 5 + l.si * 3 + t * (cardinality(hs.horas) / $4::int)) % cardinality(hs.horas)] AS hora) s
     JOIN est e ON e.sede_id = l.sede_id
     CROSS JOIN LATERAL (SELECT (d.di * 17 + t * 31 + l.si * 7) % 100 AS h) x
     WHERE l.k = 0
     ORDER BY d.fecha, l.sede_id, t`,
    [from, to, adminId, tutoringPerDay, tutoringSlots(6), tutoringSlots(1)],
  );
}

/**
 * Level changes over the year, one per student in turn: two in three finished (advance date in the
 * year, the next course of the ladder, a result and grades), the rest pending requests.
 */
async function levelChanges(db: Database, adminId: number): Promise<void> {
  const { from, levelChanges: total } = REPORTS_FIXTURE;
  await db.query(
    `WITH cur AS (SELECT id, (row_number() OVER (ORDER BY nivel_id, id))::int - 1 AS ci, (count(*) OVER ())::int AS n FROM cursos WHERE nivel_id IS NOT NULL),
     alumnos AS (SELECT array_agg(id ORDER BY md5(id::text)) AS ids FROM usuarios WHERE es AND NOT pr AND activo AND deleted_at IS NULL AND sede_id IS NOT NULL)
     INSERT INTO cambios_nivel (estudiante_id, solicitante_id, administrador_id, curso_anterior_id, curso_nuevo_id, nivel_siguiente_id,
       fecha_finalizar_curso, fecha_avance_nivel, fecha_entrega_libro, finalizado, sede_id, resultado, nota_ife, nota, folio,
       comienza_nivel_en, fecha_inicio_nivel, fecha_fin_nivel, created_at)
     SELECT a.id, $2::int, CASE WHEN v.fin THEN $2::int END, ca.id, cn.id, (SELECT nivel_id FROM cursos WHERE id = cn.id),
       v.dia - 5, CASE WHEN v.fin THEN v.dia END, CASE WHEN v.fin AND g % 4 <> 0 THEN v.dia + 2 END, v.fin, a.sede_id,
       CASE WHEN v.fin THEN CASE WHEN g % 9 = 0 THEN 'reprobado' ELSE 'aprobado' END END,
       CASE WHEN v.fin THEN round(3 + (g % 20) / 10.0, 2) END, CASE WHEN v.fin THEN round(2.5 + (g % 25) / 10.0, 2) END,
       CASE WHEN v.fin THEN 'F-' || lpad(g::text, 6, '0') END, CASE WHEN v.fin THEN 'Tema 1' END,
       CASE WHEN v.fin THEN v.dia + 1 END, CASE WHEN v.fin THEN v.dia + 120 END, (v.dia - 7) + TIME '11:00'
     FROM generate_series(0, $3::int - 1) g
     CROSS JOIN alumnos al
     JOIN usuarios a ON a.id = al.ids[1 + g % cardinality(al.ids)]
     JOIN cur ca ON ca.ci = (g * 7) % (ca.n - 1)
     JOIN cur cn ON cn.ci = ca.ci + 1
     CROSS JOIN LATERAL (SELECT g % 3 <> 0 AS fin, $1::date + 7 + (g * 353 / $3::int) AS dia) v
     ORDER BY g`,
    [from, adminId, total],
  );
}

/** Candidate SIET columns of migration 037 (usuarios): filled when they exist, by their type. */
const STUDENT_FIELDS = [
  'estado_civil', 'estrato', 'regimen_salud', 'nivel_educativo', 'ocupacion', 'discapacidad', 'grupo_etnico', 'genero',
  'lugar_origen', 'modulos_adquiridos', 'fecha_matricula',
] as const;

const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira', 'Manizales', 'Ibagué', 'Pasto'];

interface ColumnInfo {
  name: string;
  type: string;
  ref_table: string | null;
  ref_column: string | null;
}

/** The SET expression of one student column, by its type (a foreign key takes the referenced keys in turn). */
function fieldValue(column: ColumnInfo): string {
  if (column.ref_table && column.ref_column) {
    const ref = `(SELECT array_agg(${column.ref_column} ORDER BY ${column.ref_column}) FROM ${column.ref_table})`;
    return `${ref}[1 + u.id % cardinality(${ref})]`;
  }
  if (column.name === 'genero') return `CASE u.id % 2 WHEN 0 THEN 'F' ELSE 'M' END`;
  if (column.name === 'estrato') return '1 + u.id % 6';
  if (/int|numeric/.test(column.type)) return '1 + u.id % 8';
  if (column.type === 'date') return `DATE '2021-01-04' + u.id % 700`;
  return `(ARRAY[${CITIES.map((c) => `'${c}'`).join(', ')}])[1 + u.id % ${CITIES.length}]`;
}

/** Fills the SIET student columns that exist; answers their names. */
async function studentFields(db: Database): Promise<string[]> {
  const columns = await db.query<ColumnInfo>(
    `SELECT a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type,
       (SELECT con.confrelid::regclass::text FROM pg_constraint con WHERE con.contype = 'f' AND con.conrelid = a.attrelid AND con.conkey = ARRAY[a.attnum]) AS ref_table,
       (SELECT f.attname::text FROM pg_constraint con JOIN pg_attribute f ON f.attrelid = con.confrelid AND f.attnum = con.confkey[1]
         WHERE con.contype = 'f' AND con.conrelid = a.attrelid AND con.conkey = ARRAY[a.attnum]) AS ref_column
     FROM pg_attribute a WHERE a.attrelid = 'usuarios'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attname = ANY($1::text[])`,
    [[...STUDENT_FIELDS]],
  );
  if (columns.length === 0) return [];
  await db.query(`UPDATE usuarios u SET ${columns.map((c) => `"${c.name}" = ${fieldValue(c)}`).join(', ')} WHERE u.es AND NOT u.pr`);
  return columns.map((c) => c.name);
}

/** Surveys of attended classes and sessions (migration 037's encuestas), when the table exists. */
async function surveys(db: Database): Promise<boolean> {
  if (!(await tableExists(db, 'encuestas'))) return false;
  const { from, to, surveyEveryBooking, surveyEveryTutoring } = REPORTS_FIXTURE;
  const comment = `CASE WHEN x.id % 3 = 0 THEN (ARRAY['Muy buena clase', 'El docente explica con claridad', 'Faltó tiempo para practicar', 'Excelente'])[1 + x.id % 4] END`;
  await db.query(
    `INSERT INTO encuestas (tipo, agendamiento_id, calificacion, comentarios, fecha, sede_id)
     SELECT 'clase', x.id, 1 + (x.id * 7) % 5, ${comment}, x.fecha, x.sede_id FROM agendamientos x
     WHERE x.estado = 'asistido' AND x.fecha BETWEEN $1::date AND $2::date AND x.id % $3::int = 0 ORDER BY x.id`,
    [from, to, surveyEveryBooking],
  );
  await db.query(
    `INSERT INTO encuestas (tipo, tutoria_id, calificacion, comentarios, fecha, sede_id)
     SELECT 'tutoria', x.id, 1 + (x.id * 3) % 5, ${comment}, x.fecha, x.sede_id FROM tutorias x
     WHERE x.estado = 'asistida' AND x.fecha BETWEEN $1::date AND $2::date AND x.id % $3::int = 0 ORDER BY x.id`,
    [from, to, surveyEveryTutoring],
  );
  return true;
}

/**
 * Adds the year to a migrated database seeded with REPORTS_FIXTURE.students students (seed(), any
 * `today` outside the year), then ANALYZE. Answers what it holds.
 */
export async function fillReportsFixture(db: Database, log: (line: string) => void = () => {}): Promise<ReportsFixtureCounts> {
  const started = performance.now();
  const { from, to } = REPORTS_FIXTURE;
  const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [STAFF.admin.email]);
  if (!admin) throw new Error('sin el administrador de la semilla');
  const [thin] = await db.query<{ sede_id: number; n: number }>(
    `SELECT s.id AS sede_id, count(u.id)::int AS n FROM sedes s LEFT JOIN usuarios u ON u.sede_id = s.id AND u.es AND NOT u.pr AND u.activo AND u.deleted_at IS NULL
     GROUP BY s.id ORDER BY n LIMIT 1`,
  );
  const seats = REPORTS_FIXTURE.maxPerClass;
  if (!thin || thin.n < seats) throw new Error(`la sede ${thin?.sede_id} tiene ${thin?.n} estudiantes activos; se necesitan ${seats}`);
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`      ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await step('salones y docentes', () => roomsAndTeachers(db));
  await step('clases', () => classes(db));
  // First the bookings the capacity trigger lets through at once (no seat), then fresh statistics:
  // its count then takes the clase_id index. Planned on a near-empty table it would scan the
  // table for every row (a plan cached for the session): hours instead of seconds.
  await step('agendamientos sin cupo', () => bookings(db, false));
  await db.exec('ANALYZE clases; ANALYZE salones; ANALYZE agendamientos;');
  await step('agendamientos con cupo', () => bookings(db, true));
  await step('tutorías', () => tutoring(db, admin.id));
  await step('cambios de nivel', () => levelChanges(db, admin.id));
  let fields: string[] = [];
  await step('campos SIET', async () => (fields = await studentFields(db)));
  await step('encuestas', () => surveys(db));
  await step('ANALYZE', () => db.exec('ANALYZE'));
  const inYear = `fecha BETWEEN '${from}' AND '${to}'`;
  const states = await db.query<{ estado: string; n: number }>(`SELECT estado, count(*)::int AS n FROM agendamientos WHERE ${inYear} GROUP BY estado ORDER BY estado`);
  const [busiest] = await db.query<{ fecha: string; n: number }>(
    `SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, count(*)::int AS n FROM agendamientos WHERE ${inYear} GROUP BY fecha ORDER BY n DESC, fecha LIMIT 1`,
  );
  const surveyCounts = (await tableExists(db, 'encuestas'))
    ? await db.query<{ tipo: string; n: number }>(`SELECT tipo, count(*)::int AS n FROM encuestas WHERE ${inYear} GROUP BY tipo ORDER BY tipo`)
    : [];
  return {
    sedes: await count(db, 'SELECT count(*) AS n FROM sedes'),
    students: await count(db, 'SELECT count(*) AS n FROM usuarios WHERE es AND NOT pr AND deleted_at IS NULL'),
    classes: await count(db, `SELECT count(*) AS n FROM clases WHERE ${inYear}`),
    bookings: states.reduce((sum, s) => sum + s.n, 0),
    bookingsByState: Object.fromEntries(states.map((s) => [s.estado, s.n])),
    tutoring: await count(db, `SELECT count(*) AS n FROM tutorias WHERE ${inYear}`),
    levelChanges: await count(db, `SELECT count(*) AS n FROM cambios_nivel WHERE created_at >= '${from}' AND created_at < DATE '${to}' + 1`),
    finishedLevelChanges: await count(db, `SELECT count(*) AS n FROM cambios_nivel WHERE finalizado AND fecha_avance_nivel BETWEEN '${from}' AND '${to}'`),
    surveys: Object.fromEntries(surveyCounts.map((s) => [s.tipo, s.n])),
    studentFields: fields,
    busiestDay: { fecha: busiest.fecha, bookings: busiest.n },
    seconds: (performance.now() - started) / 1000,
  };
}
