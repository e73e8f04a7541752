// The demo's school week (issue 'The class scheduler'): Monday to Saturday of the current week,
// classes opened from the sedes' pre-assignments at each sede's two busiest hours (about 100 on the
// busiest day), filled with bookings of the sede's students (about 1,500 that day), a few pending
// bookings per slot for 'Reorganizar', and past days already attended. Only what the scheduler's
// hard rules allow: no class over a teacher's novedad or under a closure, one booking per student
// and slot, never over a room's capacity (the database's trigger would refuse it anyway).
import { addDays } from '../../core/engine/clock';
import { weekdayOfDate } from '../../core/school/calendar';
import { combinationProblem } from '../../core/school/classTypeCombinations';
import type { Database, SqlParam } from '../db/database';
import { CLASS_MESSAGES } from '../scheduler/classWrites';
import { insertRows } from './insert';
import type { Random } from './prng';

export interface Candidate {
  sede_id: number;
  hora: string;
  salon_id: number;
  docente_id: number;
  tipos: string[];
  modo: 'and' | 'or';
  capacidad: number;
}

interface Student {
  id: number;
  sede_id: number;
  tipo: string | null;
}

const OPENING_REASON = 'Programación semanal abierta desde las preasignaciones de la sede';
/** The busiest day (Monday) opens two classes per sede at each of its two hours; the others fewer. */
const BUSIEST_DAY = 1;

/** Monday of the week `today` is in (Sunday looks ahead to the coming week), then Monday to Saturday. */
export function demoWeek(today: string): string[] {
  const weekday = weekdayOfDate(today);
  const monday = weekday === 7 ? addDays(today, 1) : addDays(today, 1 - weekday);
  return Array.from({ length: 6 }, (_, i) => addDays(monday, i));
}

/** Types of the class a pre-assignment opens: its combined set ('and') or one of its types ('or'). */
export function classTypes(random: Random, candidate: Candidate): string[] {
  if (candidate.modo === 'and' && combinationProblem(candidate.tipos) === null) return candidate.tipos;
  return [random.pick(candidate.tipos)];
}

/** The slot's candidates a class may open: no novedad of its teacher, no closure of the sede. */
export async function candidatesOf(db: Database, fecha: string): Promise<Candidate[]> {
  return db.query<Candidate>(
    `SELECT s.sede_id, p.hora, p.salon_id, p.docente_id, p.tipos, p.modo, s.capacidad
       FROM preasignaciones p JOIN salones s ON s.id = p.salon_id JOIN usuarios u ON u.id = p.docente_id
      WHERE p.dia = $2 AND s.activo AND u.activo AND u.deleted_at IS NULL AND NOT u.tutor AND NOT ('tutoria' = ANY(p.tipos))
        AND u.tipos_permitidos @> p.tipos AND s.tipos_permitidos @> p.tipos
        AND (p.dia || 'T' || p.hora) = ANY(u.disponibilidad)
        AND NOT EXISTS (SELECT 1 FROM novedades_docente n WHERE n.docente_id = p.docente_id AND n.fecha = $1::date AND n.hora = p.hora)
        AND NOT EXISTS (SELECT 1 FROM cierres c WHERE c.fecha = $1::date AND p.hora = ANY(c.horas) AND s.sede_id = ANY(c.sedes))
      ORDER BY s.sede_id, p.hora, p.salon_id`,
    [fecha, weekdayOfDate(fecha)],
  );
}

/**
 * Per sede, the two hours with the most candidates (the school's rush hours), their candidates; the
 * first sede (the demo administrator's) every hour it has candidates, so its scheduler shows classes
 * at whatever time the demo is opened.
 */
function rushHours(candidates: readonly Candidate[], firstSede: number): Map<number, Candidate[][]> {
  const bySede = new Map<number, Map<string, Candidate[]>>();
  for (const c of candidates) {
    const hours = bySede.get(c.sede_id) ?? new Map<string, Candidate[]>();
    hours.set(c.hora, [...(hours.get(c.hora) ?? []), c]);
    bySede.set(c.sede_id, hours);
  }
  const out = new Map<number, Candidate[][]>();
  for (const [sede, hours] of bySede) {
    const ranked = [...hours.values()].sort((a, b) => b.length - a.length || a[0].hora.localeCompare(b[0].hora));
    out.set(sede, sede === firstSede ? ranked : ranked.slice(0, 2));
  }
  return out;
}

/** One pick per room and teacher: the UNIQUE keys hold by construction. */
export function pickClasses(random: Random, slot: readonly Candidate[], count: number): Candidate[] {
  const rooms = new Set<number>();
  const teachers = new Set<number>();
  const chosen: Candidate[] = [];
  for (const c of random.sample(slot, slot.length).sort(() => random.next() - 0.5)) {
    if (chosen.length >= count) break;
    if (rooms.has(c.salon_id) || teachers.has(c.docente_id)) continue;
    rooms.add(c.salon_id);
    teachers.add(c.docente_id);
    chosen.push(c);
  }
  return chosen;
}

export async function seedWeek(db: Database, random: Random, today: string): Promise<void> {
  const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
  const [firstSede] = await db.query<{ id: number }>('SELECT min(id) AS id FROM sedes');
  const students = await db.query<Student>(
    `SELECT u.id, u.sede_id, t.id AS tipo FROM usuarios u
       LEFT JOIN cursos c ON c.id = u.curso_actual_id
       LEFT JOIN LATERAL (SELECT tipo_clase AS id FROM temas WHERE curso_id = c.id AND tipo_clase IS NOT NULL LIMIT 1) t ON true
      WHERE u.es AND NOT u.pr AND u.grupo_id IS NULL AND u.activo AND u.deleted_at IS NULL ORDER BY u.id`,
  );
  const topics = await db.query<{ id: number; tipo_clase: string }>(
    `SELECT id, tipo_clase FROM temas WHERE tipo = 'clase' AND activo AND tipo_clase IS NOT NULL ORDER BY id`,
  );
  const topicsByType = new Map<string, number[]>();
  for (const t of topics) topicsByType.set(t.tipo_clase, [...(topicsByType.get(t.tipo_clase) ?? []), t.id]);
  const studentsBySede = new Map<number, Student[]>();
  for (const s of students) studentsBySede.set(s.sede_id, [...(studentsBySede.get(s.sede_id) ?? []), s]);
  const regularTypes = [...topicsByType.keys()];

  for (const fecha of demoWeek(today)) {
    const past = fecha < today;
    const busiest = weekdayOfDate(fecha) === BUSIEST_DAY;
    const classRows: Record<string, SqlParam>[] = [];
    const capacities: number[] = [];
    for (const [sedeId, hours] of rushHours(await candidatesOf(db, fecha), firstSede.id)) {
      for (const [h, slot] of hours.entries()) {
        // The first sede (the demo admin's) gets a third class in its first hour: a full scheduler.
        const count = sedeId === firstSede.id ? (h === 0 ? 3 : 1) : busiest ? 2 : random.int(1, 2);
        for (const c of pickClasses(random, slot, count)) {
          const tipos = classTypes(random, c);
          capacities.push(c.capacidad);
          classRows.push({
            fecha, hora: c.hora, sede_id: sedeId, salon_id: c.salon_id, profesor_id: c.docente_id, tipos,
            tipo_clase: tipos.some((t) => t.startsWith('regular_')) ? 'regular' : 'otro', created_by: admin?.id ?? null,
          });
        }
      }
    }
    const clases = (await insertRows(db, 'clases', classRows, 'id, hora, sede_id, salon_id, profesor_id, tipos')) as {
      id: number; hora: string; sede_id: number; salon_id: number; profesor_id: number; tipos: string[];
    }[];
    await insertRows(db, 'clase_eventos', clases.map((c) => ({
      clase_id: c.id, evento: CLASS_MESSAGES.created, motivo: OPENING_REASON, usuario_id: admin?.id ?? null, docente_id: c.profesor_id, salon_id: c.salon_id,
    })));
    const capacity = new Map(clases.map((c, i) => [c.id, capacities[i]]));

    // Each student books at most once a day (three times at the first sede, whose every hour has
    // classes), never twice in one slot: the week spreads over the sede's students.
    const booked = new Map<number, string[]>();
    const bookings: Record<string, SqlParam>[] = [];
    const booking = (student: Student, hora: string, sedeId: number, tipo: string, claseId: number | null, estado: string) => {
      booked.set(student.id, [...(booked.get(student.id) ?? []), hora]);
      const pool = topicsByType.get(tipo) ?? [];
      // One booking in twenty carries a topic of another type: the scheduler shows it red.
      const wrong = random.chance(0.05) ? topicsByType.get(random.pick(regularTypes)) : undefined;
      const temas = wrong ?? pool;
      bookings.push({
        estudiante_id: student.id, fecha, hora, sede_id: sedeId, clase_id: claseId, tipo_clase: tipo, tema_id: temas.length > 0 ? random.pick(temas) : null,
        estado, origen: random.chance(0.6) ? 'estudiante' : 'funcionario', tipo_solicitud: 'normal',
        created_by: admin?.id ?? null,
      });
    };
    const freeStudents = (sedeId: number, hora: string) =>
      (studentsBySede.get(sedeId) ?? []).filter((s) => {
        const hours = booked.get(s.id) ?? [];
        return !hours.includes(hora) && hours.length < (sedeId === firstSede.id ? 3 : 1);
      });
    for (const clase of clases) {
      const free = freeStudents(clase.sede_id, clase.hora);
      // Students of the class's types first, then others of the sede (a class fills up).
      const ranked = [...free.filter((s) => s.tipo !== null && clase.tipos.includes(s.tipo)), ...free.filter((s) => s.tipo === null || !clase.tipos.includes(s.tipo))];
      const seats = Math.floor((capacity.get(clase.id) ?? 0) * (past ? random.int(70, 100) : random.int(75, 100)) / 100);
      for (const student of ranked.slice(0, seats)) {
        const tipo = student.tipo !== null && clase.tipos.includes(student.tipo) ? student.tipo : random.pick(clase.tipos);
        const estado = past ? (random.chance(0.85) ? 'asistido' : 'ausencia') : random.chance(0.75) ? 'asignado' : 'notificado';
        booking(student, clase.hora, clase.sede_id, tipo, clase.id, estado);
      }
    }
    if (!past) {
      // Pending requests at each slot with classes: most of a type taught there, some of another.
      const slots = new Map(clases.map((c) => [`${c.sede_id}@${c.hora}`, c]));
      for (const clase of slots.values()) {
        const taught = [...new Set(clases.filter((c) => c.sede_id === clase.sede_id && c.hora === clase.hora).flatMap((c) => c.tipos))];
        for (const student of freeStudents(clase.sede_id, clase.hora).slice(0, random.int(2, 6))) {
          const tipo = random.chance(0.7) ? random.pick(taught) : (student.tipo ?? random.pick(regularTypes));
          booking(student, clase.hora, clase.sede_id, tipo, null, 'solicitado');
        }
      }
    }
    await insertRows(db, 'agendamientos', bookings);
  }
}
