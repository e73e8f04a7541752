// Demo data: created on first start (empty database) and by `npm run seed -- --reset`.
import { today as schoolToday } from '../../core/engine/clock';
import { schoolClockFromEnv } from '../http/schoolClock';
import { catalogueLookups } from '../../core/engine/lookups';
import { permissionCatalogue } from '../../core/engine/permissions';
import type { ServedResources } from '../crud/parts';
import { seedDeclaredExamples } from './declared';
import { TIPOS_SALON } from '../../core/school/classTypes';
import { hashPassword } from '../auth/passwords';
import { syncPermissions } from '../auth/permissionCatalogue';
import type { Database, SqlParam } from '../db/database';
import { ident } from '../db/sql';
import { TIPOS_CLASE, TIPOS_POR_SALON } from '../../core/school/classTypes';
import { CONSULTA_CODES, COURSE_CLASS_TYPE, GRUPOS_DEMO, METODOS_PAGO, NIVELES, SECRETARIA, SEDES, STAFF, TIPOS_DOCUMENTO } from './catalog';
import { buildAchievements } from './achievements';
import { buildBanners } from './banners';
import { buildClosures } from './closures';
import { buildCourseMails } from './courseMails';
import { buildExams } from './exams';
import { buildReasonPresets } from './reasonPresets';
import { seedTopicFiles, type SeedTopic } from './topicFiles';
import { buildTopics } from './topics';
import { seedTutoring } from './tutoring';
import { seedWeek } from './week';
import { insertRows } from './insert';
import { seedStudentRecords } from './studentRecords';
import { seedProgress } from './progress';
import { seedSurveys, withSietData } from './siet';
import { buildStaff, buildStudents, buildTeachers } from './people';
import { buildNovedades, buildPreassignments, type SeedRoom, type SeedTeacher } from './preassignments';
import { createRandom, type Random } from './prng';

export interface SeedOptions {
  /**
   * What the server serves (resources/served.ts): its permission catalogue (core/engine/permissions.ts) is
   * the permisos rows, all of them the Administrador group's; a resource the seed below does not fill
   * gets records made from its example (declared.ts).
   */
  served: ServedResources;
  /** Number of demo students (default 320). */
  students?: number;
  /** PRNG seed (default fixed: every run builds the same data). */
  randomSeed?: number;
  /** The day the demo data is placed around (default: today in the school's time zone). */
  today?: string;
  /**
   * The school week of classes and bookings around `today` (default true). Tests that build their
   * own scheduler fixtures leave it out: a week of bookings would take every student's slots.
   */
  week?: boolean;
}

export const DEFAULT_STUDENTS = 2400;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM sedes) + (SELECT count(*) FROM usuarios) AS n');
  return row.n === 0;
}

/** Empties every table (identities restarted) except the migrations record and the catalogues (the declarations' rows, not demo data). */
export async function wipeData(db: Database): Promise<void> {
  const kept = ['schema_migrations', ...catalogueLookups().map(([, lookup]) => lookup.table)];
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1::text[])) ORDER BY tablename`,
    [kept],
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((t) => ident(t.tablename)).join(', ')} RESTART IDENTITY CASCADE`);
}

const ROOM_NAMES: Record<string, string> = {
  regular: 'Salón',
  lab: 'Laboratorio',
  writing: 'Sala Writing',
  speakup_basico: 'Sala Speak Up',
  speakup_avanzado: 'Sala Speak Up avanzado',
  immersion_basico: 'Sala de inmersión',
  immersion_avanzado: 'Sala de inmersión avanzada',
  conversation: 'Sala de conversación',
  tutoria: 'Cabina de tutorías',
};

/** The Premium campus's regular rooms also hold the Premium classes (regular_22 to regular_27). */
const PREMIUM_TYPES = ['regular_22', 'regular_23', 'regular_24', 'regular_25', 'regular_26', 'regular_27'];

function buildRooms(random: Random, sedes: { id: number; premium: boolean }[]): Record<string, SqlParam>[] {
  const rooms: Record<string, SqlParam>[] = [];
  const roomTypes = TIPOS_SALON.map((t) => String(t.id));
  for (const sede of sedes) {
    const count = random.int(2, 5);
    for (let n = 1; n <= count; n++) {
      // The first room of a campus is always a regular classroom.
      const tipo = n === 1 ? 'regular' : random.pick(roomTypes);
      const numero = `${random.int(1, 3)}0${n}`;
      const tipos = [...TIPOS_POR_SALON[tipo]];
      if (sede.premium && tipo === 'regular') tipos.push(...PREMIUM_TYPES);
      rooms.push({
        nombre: `${ROOM_NAMES[tipo]} ${numero}`,
        numero,
        capacidad: tipo === 'tutoria' ? random.int(1, 2) : random.int(8, 24),
        tipo_salon: tipo,
        sede_id: sede.id,
        activo: random.chance(0.9),
        url: random.chance(0.3) ? `https://aula.escuela.test/live/sede-${sede.id}-salon-${numero}` : null,
        tipos_permitidos: tipos,
      });
    }
  }
  // Every campus has at least two active regular classrooms (appended, no random draw, so the rest
  // of the seed stays as it was): the scheduler moves classes between them.
  for (const sede of sedes) {
    for (let n = 9; rooms.filter((r) => r.sede_id === sede.id && r.tipo_salon === 'regular' && r.activo).length < 2; n--) {
      rooms.push({
        nombre: `${ROOM_NAMES.regular} 10${n}`, numero: `10${n}`, capacidad: 16, tipo_salon: 'regular', sede_id: sede.id, activo: true, url: null,
        tipos_permitidos: [...TIPOS_POR_SALON.regular, ...(sede.premium ? PREMIUM_TYPES : [])],
      });
    }
  }
  // The demo administrator's campus (the first) has a tutoring cabin: #/tutoria shows sessions there.
  const first = sedes[0];
  if (first && !rooms.some((r) => r.sede_id === first.id && r.tipo_salon === 'tutoria' && r.activo)) {
    rooms.push({ nombre: `${ROOM_NAMES.tutoria} 1`, numero: '001', capacidad: 1, tipo_salon: 'tutoria', sede_id: first.id, activo: true, url: null, tipos_permitidos: [...TIPOS_POR_SALON.tutoria] });
  }
  return rooms;
}

async function seedStaff(tx: Database, grupos: Map<string, number>, sedeIds: number[]): Promise<void> {
  const permitted: Record<keyof typeof STAFF, number[]> = { admin: sedeIds, consulta: sedeIds.slice(0, 3) };
  for (const key of Object.keys(STAFF) as (keyof typeof STAFF)[]) {
    const person = STAFF[key];
    const [user] = await insertRows(
      tx,
      'usuarios',
      [
        {
          primer_nombre: person.primer_nombre,
          primer_apellido: person.primer_apellido,
          segundo_apellido: person.segundo_apellido,
          tipo_documento: 'CC',
          numero_documento: person.numero_documento,
          email: person.email,
          movil: '300 123 4567',
          sede_id: sedeIds[0],
          ad: key === 'admin',
          grupo_id: grupos.get(person.grupo) ?? null,
          password_hash: await hashPassword(person.password),
        },
      ],
      'id',
    );
    await insertRows(tx, 'usuario_sedes', permitted[key].map((sedeId) => ({ usuario_id: user.id as number, sede_id: sedeId })));
  }
}

/** The front-desk scheduler account, its group and codes (catalog.ts SECRETARIA). */
async function seedSecretaria(tx: Database, sedeId: number): Promise<void> {
  const { codes, grupo, password, ...person } = SECRETARIA;
  const [group] = await insertRows(tx, 'grupos', [{ nombre: grupo }], 'id');
  await insertRows(tx, 'grupo_permisos', codes.map((permiso) => ({ grupo_id: group.id as number, permiso })));
  const [user] = await insertRows(
    tx,
    'usuarios',
    [{ ...person, tipo_documento: 'CC', movil: '301 765 4321', sede_id: sedeId, ad: false, grupo_id: group.id as number, password_hash: await hashPassword(password) }],
    'id',
  );
  await insertRows(tx, 'usuario_sedes', [{ usuario_id: user.id as number, sede_id: sedeId }]);
}

/** Demo staff beyond the demo accounts, in the groups seeded by then (their own random stream: the rest of the seed stays as it was). */
async function seedOtherStaff(tx: Database, sedeIds: number[], today: string): Promise<void> {
  const grupos = new Map((await tx.query<{ id: number; nombre: string }>('SELECT id, nombre FROM grupos')).map((g) => [g.nombre, g.id]));
  const staff = buildStaff(DEMO_STAFF, createRandom(20240602), { sedeIds, grupos, today });
  const ids = await insertRows(tx, 'usuarios', staff.map((s) => s.row), 'id');
  await insertRows(tx, 'usuario_sedes', staff.flatMap((s, i) => s.sedes.map((sedeId) => ({ usuario_id: ids[i].id as number, sede_id: sedeId }))));
}

/** Staff in the demo school besides the demo accounts. */
export const DEMO_STAFF = 36;

/** The other demo groups and their codes (catalog.ts GRUPOS_DEMO), after the front desk's: earlier ids stay. */
async function seedGroups(tx: Database): Promise<void> {
  for (const { nombre, codes } of GRUPOS_DEMO) {
    const [group] = await insertRows(tx, 'grupos', [{ nombre }], 'id');
    await insertRows(tx, 'grupo_permisos', codes.map((permiso) => ({ grupo_id: group.id as number, permiso })));
  }
}

/** Fills an empty, migrated database with the demo school. */
/** Teachers in the demo school. */
export const DEMO_TEACHERS = 120;

export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const random = createRandom(options.randomSeed ?? 20240601);
  await db.transaction(async (tx) => {
    const sedes = (await insertRows(tx, 'sedes', SEDES, 'id, premium')) as { id: number; premium: boolean }[];
    await insertRows(tx, 'tipos_documento', TIPOS_DOCUMENTO);
    await insertRows(tx, 'metodos_pago', METODOS_PAGO);
    const cursos: { id: number; nivel_id: number; codigo: string }[] = [];
    for (const [orden, nivel] of NIVELES.entries()) {
      const [row] = await insertRows(tx, 'niveles', [{ codigo: nivel.codigo, idioma: nivel.idioma, descripcion: nivel.descripcion, orden: orden + 1 }], 'id');
      const nivelId = row.id as number;
      const inserted = await insertRows(tx, 'cursos', nivel.cursos.map((c) => ({ ...c, nivel_id: nivelId })), 'id, codigo');
      cursos.push(...inserted.map((c) => ({ id: c.id as number, codigo: c.codigo as string, nivel_id: nivelId })));
    }
    await insertRows(tx, 'tipos_clase', TIPOS_CLASE.map((t, orden) => ({ ...t, orden: orden + 1 })));
    const permissions = permissionCatalogue(options.served.resources);
    await syncPermissions(tx, permissions);
    const grupoRows = await insertRows(tx, 'grupos', [{ nombre: 'Administrador' }, { nombre: 'Consulta' }], 'id, nombre');
    const grupos = new Map(grupoRows.map((g) => [g.nombre as string, g.id as number]));
    const grupoId = (nombre: string) => grupos.get(nombre) ?? null;
    await insertRows(tx, 'grupo_permisos', [
      ...permissions.map((p) => ({ grupo_id: grupoId('Administrador'), permiso: p.code })),
      ...CONSULTA_CODES.map((code) => ({ grupo_id: grupoId('Consulta'), permiso: code })),
    ]);
    const sedeIds = sedes.map((s) => s.id);
    const today = options.today ?? schoolToday(schoolClockFromEnv());
    await seedStaff(tx, grupos, sedeIds);
    const rooms = (await insertRows(tx, 'salones', buildRooms(random, sedes), 'id, activo, tipos_permitidos')) as unknown as SeedRoom[];
    const students = buildStudents(options.students ?? DEFAULT_STUDENTS, random, {
      sedeIds,
      cursos,
      tiposDocumento: TIPOS_DOCUMENTO.map((t) => t.codigo),
      metodosPago: METODOS_PAGO.map((m) => m.codigo),
    });
    // With the SIET report's data (issue 24), drawn from a stream of its own.
    await insertRows(tx, 'usuarios', withSietData(students, today));
    // Teachers after the students, so the students stay the same for a given seed.
    const regularTypes = TIPOS_CLASE.filter((t) => t.id.startsWith('regular_')).map((t) => t.id);
    const teachers = (await insertRows(
      tx,
      'usuarios',
      buildTeachers(DEMO_TEACHERS, random, { sedeIds, tiposDocumento: TIPOS_DOCUMENTO.map((t) => t.codigo), regularTypes }),
      'id, activo, tipos_permitidos, disponibilidad, tutor',
    )) as unknown as SeedTeacher[];
    await insertRows(tx, 'preasignaciones', buildPreassignments(random, rooms, teachers));
    await insertRows(tx, 'novedades_docente', buildNovedades(random, teachers, today));
    const examenes = (await insertRows(tx, 'examenes', buildExams(), 'id, codigo')) as { id: number; codigo: string }[];
    const examOf = (codigo: string) => examenes.find((e) => e.codigo === codigo)?.id;
    const temas = (await insertRows(
      tx,
      'temas',
      buildTopics(
        cursos.map((curso) => {
          const band = /^EN-([^-]+)-/.exec(curso.codigo)?.[1];
          const [parcial, final] = [examOf(`EX-${band}-OR`), examOf(`EX-${band}-ES`)];
          return { ...curso, tipoClase: COURSE_CLASS_TYPE[curso.codigo], examenes: parcial && final ? { parcial, final } : undefined };
        }),
      ),
      'id, nombre, orden, tipo',
    )) as unknown as SeedTopic[];
    await seedTopicFiles(tx, temas);
    await insertRows(tx, 'logros', buildAchievements(cursos));
    await insertRows(tx, 'correos_curso', buildCourseMails(cursos));
    const admin = `${STAFF.admin.primer_nombre} ${STAFF.admin.primer_apellido}`;
    await insertRows(tx, 'banners', buildBanners(random, { cursoIds: cursos.map((c) => c.id), sedeIds, metodos: METODOS_PAGO.map((m) => m.codigo), today, usuario: admin }));
    await insertRows(tx, 'cierres', buildClosures(random, sedeIds, today, `${STAFF.admin.primer_nombre} ${STAFF.admin.primer_apellido} · ${STAFF.admin.email}`));
    await insertRows(tx, 'motivos', buildReasonPresets());
    await seedTutoring(tx, today);
    await seedSecretaria(tx, sedeIds[0]);
    await seedGroups(tx);
    await seedOtherStaff(tx, sedeIds, today);
    if (options.week !== false) {
      await seedWeek(tx, random, today);
      await seedStudentRecords(tx, random, today);
    }
    await seedProgress(tx, random, today);
    // The survey report's answers (issue 24).
    await seedSurveys(tx, today);
    await seedDeclaredExamples(tx, options.served);
  });
  // Fresh statistics, or the planner guesses. VACUUM too: a GIN index (search, migration 004) built
  // on the empty table has no size statistics until a VACUUM: the planner then prefers sequential
  // scans even for a document number among 5,000 students.
  await db.exec('VACUUM ANALYZE');
}
