import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, type PermissionInfo, permissionCatalogue } from '../../../core/engine/permissions';
import { type ServedResources, servedResources } from '../../../resources/served';
import { verifyPassword } from '../../../server/auth/passwords';
import { migrate } from '../../../server/db/migrate';
import { DEFAULT_STUDENTS, DEMO_STAFF, isDatabaseEmpty, seed, wipeData } from '../../../server/seed';
import { openTestDatabase, type TestDatabase } from '../helpers';
import { demoWeek } from '../../../server/seed/week';
import { combinationProblem } from '../../../core/school/classTypeCombinations';
import { slotsOfDate } from '../../../core/school/calendar';
import { TEST_TODAY } from '../../testDay';

let a: TestDatabase;
let b: TestDatabase;
/** The served catalogue: the specification's codes and the resources' own. */
let permissions: PermissionInfo[];
let served: ServedResources;

const STUDENT_COLUMNS = `primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, tipo_documento, numero_documento, email,
  telefono, movil, fecha_nacimiento, sede_id, curso_actual_id, nivel_id, tipo_pago, vigencia, activo, sabados, versant`;

beforeAll(async () => {
  [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  served = await servedResources();
  permissions = permissionCatalogue(served.resources);
  await Promise.all([migrate(a.db), migrate(b.db)]);
});
afterAll(async () => {
  await Promise.all([a.dispose(), b.dispose()]);
});

describe('seed', () => {
  it('fills an empty database with the demo school', async () => {
    expect(await isDatabaseEmpty(a.db)).toBe(true);
    await seed(a.db, { today: TEST_TODAY, served });
    expect(await isDatabaseEmpty(a.db)).toBe(false);
    const [counts] = await a.db.query<Record<string, number>>(`SELECT
      (SELECT count(*) FROM sedes) AS sedes, (SELECT count(*) FROM sedes WHERE premium) AS premium,
      (SELECT count(*) FROM usuarios WHERE es) AS estudiantes, (SELECT count(DISTINCT email) FROM usuarios) AS emails,
      (SELECT count(*) FROM usuarios) AS personas, (SELECT count(*) FROM permisos) AS permisos,
      (SELECT count(*) FROM niveles WHERE idioma = 'Inglés') AS niveles_en, (SELECT count(*) FROM tipos_clase) AS tipos_clase`);
    expect(counts).toMatchObject({ sedes: 25, premium: 1, estudiantes: DEFAULT_STUDENTS, permisos: permissions.length, niveles_en: 5 });
    expect(DEFAULT_STUDENTS).toBeGreaterThanOrEqual(300);
    expect(counts.emails).toBe(counts.personas);
    expect(counts.tipos_clase).toBeGreaterThanOrEqual(31);
    // The whole demo school (~20 s on a quiet machine): room for a busy CI worker, still bounded.
  }, 120_000);

  it('gives each campus 2 to 7 rooms of varied types, at least two of them active regular classrooms', async () => {
    const perSede = await a.db.query<{ n: number; regulares: number }>(
      `SELECT count(r.id)::integer AS n, count(r.id) FILTER (WHERE r.tipo_salon = 'regular' AND r.activo)::integer AS regulares
       FROM sedes s LEFT JOIN salones r ON r.sede_id = s.id GROUP BY s.id`,
    );
    expect(perSede.every((r) => r.n >= 2 && r.n <= 7 && r.regulares >= 2)).toBe(true);
    const types = await a.db.query('SELECT DISTINCT tipo_salon FROM salones');
    expect(types.length).toBeGreaterThanOrEqual(4);
  });

  it('books tutoring sessions on the next weekday in the tutoring rooms, a student once per quarter-hour', async () => {
    // The sessions still to come (the student records' history before them is attended, missed or cancelled).
    const [row] = await a.db.query<{ n: number; dias: number; salones_tutoria: number }>(
      `SELECT count(*)::integer AS n, count(DISTINCT fecha)::integer AS dias,
         count(*) FILTER (WHERE salon_id NOT IN (SELECT id FROM salones WHERE tipo_salon = 'tutoria'))::integer AS salones_tutoria
       FROM tutorias WHERE estado = 'programada'`,
    );
    const [past] = await a.db.query<{ programadas: number; cabinas: number }>(
      `SELECT count(*) FILTER (WHERE estado = 'programada')::integer AS programadas,
              count(*) FILTER (WHERE salon_id NOT IN (SELECT id FROM salones WHERE tipo_salon = 'tutoria'))::integer AS cabinas
       FROM tutorias WHERE fecha < $1::date`,
      [demoWeek(TEST_TODAY)[0]],
    );
    expect(past).toEqual({ programadas: 0, cabinas: 0 });
    expect(row.n).toBeGreaterThan(0);
    expect(row.dias).toBe(1);
    expect(row.salones_tutoria).toBe(0);
  });

  it("gives every demo student a record: enrolments, past classes, tutoring and observations; one in five a finished level change", async () => {
    const [row] = await a.db.query<Record<string, number>>(
      `WITH e AS (SELECT id, curso_actual_id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL)
       SELECT count(*)::integer AS estudiantes,
         count(*) FILTER (WHERE curso_actual_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = e.id AND i.curso_id = e.curso_actual_id))::integer AS sin_inscripcion,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM estudiante_observaciones o WHERE o.estudiante_id = e.id))::integer AS sin_observaciones,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM tutorias t WHERE t.estudiante_id = e.id))::integer AS sin_tutorias,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM cambios_nivel c WHERE c.estudiante_id = e.id AND c.finalizado AND c.fecha_avance_nivel IS NOT NULL))::integer AS con_cambio,
         (SELECT count(DISTINCT estado)::integer FROM agendamientos WHERE fecha < $1::date) AS estados_pasados,
         (SELECT count(DISTINCT estado)::integer FROM tutorias) AS estados_tutoria
       FROM e`,
      [demoWeek(TEST_TODAY)[0]],
    );
    // Past bookings: attended, absent, cancelled, and a few whose attendance was never signed (asignado).
    expect(row).toMatchObject({ sin_inscripcion: 0, sin_observaciones: 0, sin_tutorias: 0, estados_pasados: 4, estados_tutoria: 4 });
    expect(row.con_cambio / row.estudiantes).toBeGreaterThan(0.1);
    expect(row.con_cambio / row.estudiantes).toBeLessThan(0.3);
    // Past classes never over their room's capacity (the trigger's rule holds for seeded rows too).
    const [over] = await a.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM clases c JOIN salones s ON s.id = c.salon_id
       WHERE (SELECT count(*) FROM agendamientos a WHERE a.clase_id = c.id AND a.estado NOT IN ('cancelado', 'bloqueado')) > s.capacidad`,
    );
    expect(over.n).toBe(0);
  });

  it('gives most students their SIET data and rates about one in eight past classes and tutoring sessions, mostly 4–5', async () => {
    const [siet] = await a.db.query<Record<string, number>>(
      `SELECT count(*)::integer AS estudiantes, count(estado_civil)::integer AS estado_civil, count(genero)::integer AS genero,
         count(DISTINCT estrato)::integer AS estratos, count(DISTINCT nivel_educativo)::integer AS niveles, count(fecha_matricula)::integer AS matricula
       FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL`,
    );
    expect(siet.genero / siet.estudiantes).toBeGreaterThan(0.85);
    expect(siet.genero).toBeLessThan(siet.estudiantes); // a few left empty
    expect(siet.estado_civil).toBeLessThan(siet.genero);
    expect(siet).toMatchObject({ estratos: 6, matricula: siet.genero });
    expect(siet.niveles).toBeGreaterThanOrEqual(8);
    const [surveys] = await a.db.query<Record<string, number>>(
      `SELECT count(*)::integer AS total, count(*) FILTER (WHERE e.tipo = 'tutoria')::integer AS tutorias,
         count(*) FILTER (WHERE e.calificacion >= 4)::integer AS altas, count(comentarios)::integer AS comentadas,
         count(*) FILTER (WHERE e.fecha > $1::date OR e.sede_id <> coalesce(a.sede_id, t.sede_id) OR coalesce(a.estado, t.estado) NOT IN ('asistido', 'asistida'))::integer AS malas,
         (SELECT count(*)::integer FROM agendamientos WHERE estado = 'asistido' AND fecha < $1::date) AS asistidos
       FROM encuestas e LEFT JOIN agendamientos a ON a.id = e.agendamiento_id LEFT JOIN tutorias t ON t.id = e.tutoria_id`,
      [TEST_TODAY],
    );
    expect(surveys.total).toBeGreaterThan(1500);
    expect(surveys.tutorias).toBeGreaterThan(100);
    expect(surveys.malas).toBe(0);
    expect(surveys.altas / surveys.total).toBeGreaterThan(0.7);
    expect(surveys.comentadas / surveys.total).toBeGreaterThan(0.25);
    expect((surveys.total - surveys.tutorias) / surveys.asistidos).toBeGreaterThan(0.09);
    expect((surveys.total - surveys.tutorias) / surveys.asistidos).toBeLessThan(0.16);
    // The SIET report has rows: finished level changes of the last months with what it lists.
    const [changes] = await a.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM cambios_nivel WHERE finalizado AND fecha_avance_nivel >= $1::date - 120 AND resultado IS NOT NULL
         AND nota IS NOT NULL AND nota_ife IS NOT NULL AND folio IS NOT NULL AND fecha_inicio_nivel IS NOT NULL AND fecha_fin_nivel IS NOT NULL AND fecha_entrega_libro IS NOT NULL`,
      [TEST_TODAY],
    );
    expect(changes.n).toBeGreaterThan(50);
  });

  it('leaves some students without payment method, validity or course (empty states)', async () => {
    const [row] = await a.db.query<Record<string, number>>(`SELECT
      count(*) FILTER (WHERE tipo_pago IS NULL) AS sin_pago, count(*) FILTER (WHERE vigencia IS NULL) AS sin_vigencia,
      count(*) FILTER (WHERE curso_actual_id IS NULL) AS sin_curso, count(*) FILTER (WHERE NOT activo) AS inactivos,
      count(*) FILTER (WHERE curso_actual_id IS NOT NULL AND nivel_id IS NULL) AS sin_nivel,
      count(DISTINCT sede_id) AS sedes, count(DISTINCT curso_actual_id) AS cursos
      FROM usuarios WHERE es`);
    expect(row.sin_pago).toBeGreaterThan(0);
    expect(row.sin_vigencia).toBeGreaterThan(0);
    expect(row.sin_curso).toBeGreaterThan(0);
    expect(row.inactivos).toBeGreaterThan(0);
    expect(row.sin_nivel).toBe(0);
    expect(row.sedes).toBe(25);
    expect(row.cursos).toBeGreaterThan(10);
  });

  it('creates the three staff accounts with their groups', async () => {
    const staff = await a.db.query<{ email: string; ad: boolean; password_hash: string; grupo: string; codes: string[] }>(
      `SELECT u.email, u.ad, u.password_hash, g.nombre AS grupo,
         (SELECT json_agg(permiso ORDER BY permiso) FROM grupo_permisos WHERE grupo_id = g.id) AS codes
       FROM usuarios u JOIN grupos g ON g.id = u.grupo_id WHERE u.email LIKE '%@escuela.test' ORDER BY u.email`,
    );
    expect(staff.map((s) => [s.email, s.grupo, s.ad])).toEqual([
      ['admin@escuela.test', 'Administrador', true],
      ['consulta@escuela.test', 'Consulta', false],
      ['secretaria@escuela.test', 'Secretaría de sede', false],
    ]);
    expect(staff[0].codes).toHaveLength(permissions.length);
    expect(staff[1].codes).toEqual(['4586B73F', '560B5B09']);
    expect(await verifyPassword('Admin123!', staff[0].password_hash)).toBe(true);
    expect(await verifyPassword('Consulta123!', staff[1].password_hash)).toBe(true);
    // The front desk schedules but neither deletes classes nor reorganizes a slot.
    expect(staff[2].codes).toContain(P.programador.clases);
    expect(staff[2].codes).not.toContain(P.programador.deleteClase);
    expect(staff[2].codes).not.toContain(P.programador.reorganizar);
    expect(await verifyPassword('Secretaria123!', staff[2].password_hash)).toBe(true);
  });

  it('seeds the other staff across the sedes, each permitted at least their own sede', async () => {
    const [row] = await a.db.query<{ total: number; sin_grupo: number; inactivos: number; sin_sede_propia: number; con_ingreso: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE grupo_id IS NULL)::int AS sin_grupo, count(*) FILTER (WHERE NOT activo)::int AS inactivos,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM usuario_sedes us WHERE us.usuario_id = u.id AND us.sede_id = u.sede_id))::int AS sin_sede_propia,
         count(*) FILTER (WHERE ultimo_ingreso IS NOT NULL)::int AS con_ingreso
       FROM usuarios u WHERE fu AND email LIKE '%@sedes.escuela.test'`,
    );
    expect(row.total).toBe(DEMO_STAFF);
    expect(row.sin_grupo).toBeGreaterThan(0);
    expect(row.inactivos).toBeGreaterThan(0);
    expect(row.sin_sede_propia).toBe(0);
    expect(row.con_ingreso).toBeGreaterThan(DEMO_STAFF / 2);
  });

  it('is reproducible and parameterisable', async () => {
    await seed(b.db, { students: 40, today: TEST_TODAY, served });
    const first = await b.db.query(`SELECT ${STUDENT_COLUMNS} FROM usuarios WHERE es ORDER BY id`);
    expect(first).toHaveLength(40);
    await wipeData(b.db);
    expect(await isDatabaseEmpty(b.db)).toBe(true);
    // The catalogues are the declarations' rows, not demo data: a wipe keeps them.
    expect((await b.db.query('SELECT codigo FROM grupos_etnicos')).length).toBe(6);
    await seed(b.db, { students: 40, today: TEST_TODAY, served });
    const second = await b.db.query(`SELECT ${STUDENT_COLUMNS} FROM usuarios WHERE es ORDER BY id`);
    expect(second).toEqual(first);
    const fromBig = await a.db.query(`SELECT ${STUDENT_COLUMNS} FROM usuarios WHERE es ORDER BY id LIMIT 40`);
    expect(fromBig).toEqual(first);
  });
});

describe('the demo school week', () => {
  const [monday] = demoWeek(TEST_TODAY);

  it('opens about 100 classes with about 1,500 bookings on its busiest day, at every sede', async () => {
    const [busiest] = await a.db.query<{ clases: number; agendamientos: number; sedes: number }>(
      `SELECT (SELECT count(*) FROM clases WHERE fecha = $1::date)::int AS clases,
              (SELECT count(*) FROM agendamientos WHERE fecha = $1::date)::int AS agendamientos,
              (SELECT count(DISTINCT sede_id) FROM clases WHERE fecha = $1::date)::int AS sedes`,
      [monday],
    );
    expect(busiest.clases).toBeGreaterThanOrEqual(90);
    expect(busiest.clases).toBeLessThanOrEqual(110);
    // 'About 1,500': the week's draw depends on the day of seeding (1,283 on some weeks).
    expect(busiest.agendamientos).toBeGreaterThanOrEqual(1200);
    expect(busiest.agendamientos).toBeLessThanOrEqual(1700);
    expect(busiest.sedes).toBe(25);
    const [pending] = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM agendamientos WHERE clase_id IS NULL AND estado = 'solicitado' AND fecha >= $1::date`, [TEST_TODAY]);
    expect(pending.n).toBeGreaterThan(0);
  });

  it('breaks no hard rule of the scheduler', async () => {
    const [broken] = await a.db.query<Record<string, number>>(
      `SELECT
        (SELECT count(*) FROM clases c JOIN salones s ON s.id = c.salon_id
          WHERE (SELECT count(*) FROM agendamientos a WHERE a.clase_id = c.id AND a.estado NOT IN ('cancelado', 'bloqueado')) > s.capacidad)::int AS sobrecupo,
        (SELECT count(*) FROM clases c JOIN salones s ON s.id = c.salon_id JOIN usuarios u ON u.id = c.profesor_id
          WHERE NOT (s.tipos_permitidos @> c.tipos AND u.tipos_permitidos @> c.tipos) OR s.sede_id <> c.sede_id)::int AS tipos,
        (SELECT count(*) FROM clases c JOIN usuarios u ON u.id = c.profesor_id
          WHERE NOT ((extract(isodow FROM c.fecha)::int || 'T' || c.hora) = ANY(u.disponibilidad)))::int AS sin_disponibilidad,
        (SELECT count(*) FROM clases c JOIN novedades_docente n ON n.docente_id = c.profesor_id AND n.fecha = c.fecha AND n.hora = c.hora)::int AS novedad,
        (SELECT count(*) FROM clases c JOIN cierres x ON x.fecha = c.fecha AND c.hora = ANY(x.horas) AND c.sede_id = ANY(x.sedes))::int AS cierre,
        (SELECT count(*) FROM agendamientos a JOIN clases c ON c.id = a.clase_id
          WHERE NOT (a.tipo_clase = ANY(c.tipos) AND a.sede_id = c.sede_id AND a.fecha = c.fecha AND a.hora = c.hora))::int AS no_encaja,
        (SELECT count(*) FROM clases c WHERE NOT EXISTS (SELECT 1 FROM clase_eventos e WHERE e.clase_id = c.id))::int AS sin_historial`,
    );
    expect(broken).toEqual({ sobrecupo: 0, tipos: 0, sin_disponibilidad: 0, novedad: 0, cierre: 0, no_encaja: 0, sin_historial: 0 });
    const clases = await a.db.query<{ tipos: string[]; fecha: string; hora: string }>(`SELECT tipos, to_char(fecha, 'YYYY-MM-DD') AS fecha, hora FROM clases`);
    expect(clases.filter((c) => combinationProblem(c.tipos) !== null || !slotsOfDate(c.fecha).includes(c.hora))).toEqual([]);
  });
});
