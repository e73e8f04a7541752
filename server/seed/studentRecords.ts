// The demo students' record (issue 'The student's record'): every student's enrolments (their
// current course, some a former one) with the books handed out, a history of attended, missed and
// cancelled classes over the four weeks before the demo week, tutoring sessions in several states,
// staff observations, and for about one in six a finished level change from their former course. Only
// what the scheduler's hard rules allow (one booking per student and slot, rooms never over
// capacity, a room, teacher and student once per tutoring quarter-hour).
import { addDays } from '../../core/engine/clock';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../core/school/calendar';
import type { Database, SqlParam } from '../db/database';
import { CLASS_MESSAGES } from '../scheduler/classWrites';
import { insertRows } from './insert';
import type { Random } from './prng';
import { candidatesOf, classTypes, demoWeek, pickClasses } from './week';

interface Student {
  id: number;
  sede_id: number;
  curso_actual_id: number | null;
  nivel_id: number | null;
}

interface Course {
  id: number;
  codigo: string;
  nivel_id: number;
}

const NOTES = [
  'Prefiere clases en la mañana por su horario de trabajo.',
  'Solicitó información sobre el cambio de sede.',
  'Se le recordó la política de cancelación con 24 horas de anticipación.',
  'Pagó la cuota del mes en recepción.',
  'Pide refuerzo en pronunciación antes del examen oral.',
  'Llamó para confirmar su asistencia a la clase cero.',
];
const CANCEL_REASON = 'El estudiante avisó por teléfono que no podía asistir a la clase.';
/** How many weeks of history before the demo week. */
const WEEKS = 4;

const at = (fecha: string, hora: string) => `${fecha}T${hora}:00Z`;
const entry = (texto: string, usuario: string, fecha: string) => JSON.stringify([{ texto, usuario, fecha }]);

export async function seedStudentRecords(db: Database, random: Random, today: string): Promise<void> {
  const [admin] = await db.query<{ id: number; nombre: string }>(
    "SELECT id, concat_ws(' ', primer_nombre, primer_apellido) AS nombre FROM usuarios WHERE ad ORDER BY id LIMIT 1",
  );
  const students = await db.query<Student>(
    'SELECT id, sede_id, curso_actual_id, nivel_id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id',
  );
  const courses = await db.query<Course>('SELECT c.id, c.codigo, c.nivel_id FROM cursos c JOIN niveles n ON n.id = c.nivel_id ORDER BY n.orden, c.codigo');
  const topics = await db.query<{ id: number; curso_id: number }>("SELECT id, curso_id FROM temas WHERE tipo = 'clase' AND activo ORDER BY curso_id, orden, id");
  const topicsOf = new Map<number, number[]>();
  for (const t of topics) topicsOf.set(t.curso_id, [...(topicsOf.get(t.curso_id) ?? []), t.id]);
  /** The course before `id` in the school's order, of the same language (its code's prefix). */
  const previous = (id: number): Course | undefined => {
    const index = courses.findIndex((c) => c.id === id);
    const before = courses[index - 1];
    return before && before.codigo.slice(0, 2) === courses[index].codigo.slice(0, 2) ? before : undefined;
  };

  // Levels available, enrolments (with their book) and finished level changes.
  const enrolments: Record<string, SqlParam>[] = [];
  const books: Record<string, SqlParam>[] = [];
  const changes: Record<string, SqlParam>[] = [];
  for (const student of students) {
    if (student.curso_actual_id === null) continue;
    const current = courses.find((c) => c.id === student.curso_actual_id);
    const former = previous(student.curso_actual_id);
    const enrolled = addDays(today, -random.int(20, 60));
    if (former && random.chance(0.4)) {
      const since = addDays(enrolled, -random.int(60, 120));
      enrolments.push({ estudiante_id: student.id, curso_id: former.id, fecha_matricula: since, sede_id: student.sede_id, created_by: admin.id });
      books.push({ estudiante_id: student.id, curso_id: former.id, libro: `Student Book ${former.codigo}`, fecha_entrega: addDays(since, 2), sede_id: student.sede_id, entregado_por: admin.id });
      if (random.chance(0.5) && current) {
        changes.push({
          estudiante_id: student.id, solicitante_id: admin.id, administrador_id: admin.id, curso_anterior_id: former.id, curso_nuevo_id: current.id,
          nivel_siguiente_id: current.nivel_id, fecha_finalizar_curso: addDays(enrolled, -3), fecha_avance_nivel: addDays(enrolled, -1),
          fecha_entrega_libro: addDays(enrolled, 1), finalizado: true, sede_id: student.sede_id, resultado: 'aprobado',
          nota: (random.int(300, 500) / 100).toFixed(2), nota_ife: (random.int(300, 500) / 100).toFixed(2), folio: `F-${student.id}`,
          comienza_nivel_en: current.codigo, fecha_inicio_nivel: enrolled, fecha_fin_nivel: addDays(enrolled, 90), created_at: at(addDays(enrolled, -5), '10:00'),
        });
      }
    }
    enrolments.push({ estudiante_id: student.id, curso_id: student.curso_actual_id, fecha_matricula: enrolled, sede_id: student.sede_id, created_by: admin.id });
    if (random.chance(0.8)) {
      books.push({ estudiante_id: student.id, curso_id: student.curso_actual_id, libro: `Student Book ${current?.codigo ?? ''}`.trim(), fecha_entrega: addDays(enrolled, random.int(0, 5)), sede_id: student.sede_id, entregado_por: admin.id });
    }
  }
  await insertRows(db, 'inscripciones', enrolments);
  await insertRows(db, 'entrega_libros', books);
  await insertRows(db, 'cambios_nivel', changes);
  await db.query(
    `UPDATE usuarios u SET niveles = ARRAY[u.nivel_id], sede_original_id = coalesce(u.sede_original_id, u.sede_id)
     WHERE u.es AND NOT u.pr AND u.grupo_id IS NULL AND u.nivel_id IS NOT NULL`,
  );

  // Observations: one or two each.
  await insertRows(db, 'estudiante_observaciones', students.flatMap((s) =>
    random.sample(NOTES, random.int(1, 2)).map((observacion, i) => ({ estudiante_id: s.id, observacion, usuario_id: admin.id, created_at: at(addDays(today, -random.int(1, 40) - i), '15:30') })),
  ));

  await seedClassHistory(db, random, today, students, topicsOf, admin);
  await seedTutoringHistory(db, random, today, students, admin);
}

/** Past classes opened from the pre-assignments, each filled with students of its sede. */
async function seedClassHistory(
  db: Database, random: Random, today: string, students: Student[], topicsOf: Map<number, number[]>, admin: { id: number; nombre: string },
): Promise<void> {
  const bySede = new Map<number, Student[]>();
  for (const s of students) bySede.set(s.sede_id, [...(bySede.get(s.sede_id) ?? []), s]);
  const covered = new Map<number, number>(); // topics each student has gone through, in order
  const monday = demoWeek(today)[0];
  for (let week = WEEKS; week >= 1; week--) {
    for (let day = 0; day < 5; day++) {
      const fecha = addDays(monday, day - 7 * week);
      const rows: Record<string, SqlParam>[] = [];
      const capacities: number[] = [];
      const slots = new Map<string, Awaited<ReturnType<typeof candidatesOf>>>();
      for (const c of await candidatesOf(db, fecha)) slots.set(`${c.sede_id}@${c.hora}`, [...(slots.get(`${c.sede_id}@${c.hora}`) ?? []), c]);
      const taken = new Set<string>(); // a room or teacher once per hour, across sedes too
      for (const slot of slots.values()) {
        if (!random.chance(0.3)) continue;
        for (const c of pickClasses(random, slot, 1)) {
          if (taken.has(`s${c.salon_id}@${c.hora}`) || taken.has(`d${c.docente_id}@${c.hora}`)) continue;
          taken.add(`s${c.salon_id}@${c.hora}`).add(`d${c.docente_id}@${c.hora}`);
          const tipos = classTypes(random, c);
          capacities.push(c.capacidad);
          rows.push({ fecha, hora: c.hora, sede_id: c.sede_id, salon_id: c.salon_id, profesor_id: c.docente_id, tipos, tipo_clase: tipos.some((t) => t.startsWith('regular_')) ? 'regular' : 'otro', created_by: admin.id });
        }
      }
      const clases = (await insertRows(db, 'clases', rows, 'id, hora, sede_id, salon_id, profesor_id, tipos')) as { id: number; hora: string; sede_id: number; salon_id: number; profesor_id: number; tipos: string[] }[];
      await insertRows(db, 'clase_eventos', clases.map((c) => ({ clase_id: c.id, evento: CLASS_MESSAGES.created, motivo: 'Programación semanal', usuario_id: admin.id, docente_id: c.profesor_id, salon_id: c.salon_id })));
      const bookings: Record<string, SqlParam>[] = [];
      const busy = new Set<string>();
      clases.forEach((clase, i) => {
        const pool = (bySede.get(clase.sede_id) ?? []).filter((s) => !busy.has(`${s.id}@${clase.hora}`));
        for (const student of random.sample(pool, Math.min(pool.length, Math.floor((capacities[i] * random.int(50, 90)) / 100)))) {
          busy.add(`${student.id}@${clase.hora}`);
          const roll = random.next();
          const estado = roll < 0.75 ? 'asistido' : roll < 0.9 ? 'ausencia' : 'cancelado';
          const courseTopics = student.curso_actual_id === null ? [] : (topicsOf.get(student.curso_actual_id) ?? []);
          const done = covered.get(student.id) ?? 0;
          const tema = courseTopics.length > 0 ? courseTopics[Math.min(done, courseTopics.length - 1)] : null;
          if (estado === 'asistido') covered.set(student.id, done + 1);
          bookings.push({
            estudiante_id: student.id, fecha, hora: clase.hora, sede_id: clase.sede_id, clase_id: clase.id, tipo_clase: random.pick(clase.tipos), tema_id: tema,
            estado, origen: random.chance(0.6) ? 'estudiante' : 'funcionario', tipo_solicitud: 'normal', created_by: admin.id,
            asistencia: estado === 'cancelado' ? null : estado === 'asistido', asistencia_fecha: estado === 'cancelado' ? null : at(fecha, clase.hora),
            asistencia_usuario_id: estado === 'cancelado' ? null : admin.id, conformidad_fecha: estado === 'asistido' && random.chance(0.6) ? at(addDays(fecha, 1), '09:00') : null,
            observaciones: estado === 'cancelado' ? entry(CANCEL_REASON, admin.nombre, at(addDays(fecha, -1), '18:00')) : '[]',
          });
        }
      });
      await insertRows(db, 'agendamientos', bookings);
    }
  }
}

/** Past tutoring sessions (attended, missed, cancelled) and a few ahead, one tutor per cabin. */
async function seedTutoringHistory(db: Database, random: Random, today: string, students: Student[], admin: { id: number; nombre: string }): Promise<void> {
  const rooms = await db.query<{ id: number; sede_id: number }>("SELECT id, sede_id FROM salones WHERE tipo_salon = 'tutoria' AND activo ORDER BY id");
  const tutors = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND tutor AND activo AND deleted_at IS NULL ORDER BY id');
  const monday = demoWeek(today)[0];
  const days = Array.from({ length: WEEKS * 5 }, (_, i) => addDays(monday, -7 * WEEKS + Math.floor(i / 5) * 7 + (i % 5)));
  const cabins = rooms.slice(0, tutors.length).map((room, index) => ({
    ...room,
    tutor: tutors[index].id,
    free: days.flatMap((fecha) => tutoringSlots(weekdayOfDate(fecha) as SchoolDay).map((hora) => ({ fecha, hora }))),
  }));
  if (cabins.length === 0) return;
  const rows: Record<string, SqlParam>[] = [];
  for (const student of students) {
    // A sede without a tutoring cabin sends its students to another sede's (they may take classes at several).
    const own = cabins.filter((c) => c.sede_id === student.sede_id);
    const cabin = own.length > 0 ? random.pick(own) : cabins[student.id % cabins.length];
    for (let n = 0; n < 2 && cabin.free.length > 0; n++) {
      const { fecha, hora } = cabin.free.splice(random.int(0, cabin.free.length - 1), 1)[0];
      const roll = random.next();
      const estado = roll < 0.6 ? 'asistida' : roll < 0.8 ? 'ausencia' : 'cancelada';
      rows.push({
        fecha, hora, sede_id: cabin.sede_id, salon_id: cabin.id, profesor_id: cabin.tutor, estudiante_id: student.id, estado,
        motivo_cancelacion: estado === 'cancelada' ? 'El estudiante pidió otra fecha' : null, created_by: admin.id,
        observaciones: estado === 'cancelada' ? entry('El estudiante pidió otra fecha', admin.nombre, at(addDays(fecha, -1), '12:00')) : '[]',
      });
    }
  }
  // The same student twice in one quarter-hour would break the unique key: drop later duplicates.
  const seen = new Set<string>();
  await insertRows(db, 'tutorias', rows.filter((r) => {
    const key = `${r.estudiante_id}@${r.fecha}@${r.hora}`;
    if (r.estado !== 'cancelada' && seen.has(key)) return false;
    if (r.estado !== 'cancelada') seen.add(key);
    return true;
  }));
}
