// Demo tutoring sessions: on the next school day, in each tutoring room of a sede, a tutor sees a
// few students in consecutive quarter-hours from 7:00 (the grid of #/tutoria has content at once).
import { addDays } from '../../core/engine/clock';
import { weekdayOfDate } from '../../core/school/calendar';
import type { Database, SqlParam } from '../db/database';
import { insertRows } from './insert';

/** The first Monday-to-Friday day after `today`. */
export function nextWeekday(today: string): string {
  let day = addDays(today, 1);
  while (weekdayOfDate(day) > 5) day = addDays(day, 1);
  return day;
}

const HOURS = ['07:00', '07:15', '07:30', '07:45'];

export async function seedTutoring(db: Database, today: string): Promise<void> {
  const fecha = nextWeekday(today);
  // The first sede's cabins first: the demo administrator's #/tutoria always has a tutor.
  const rooms = await db.query<{ id: number; sede_id: number }>(
    `SELECT id, sede_id FROM salones WHERE tipo_salon = 'tutoria' AND activo ORDER BY sede_id = (SELECT min(id) FROM sedes) DESC, id`,
  );
  const tutors = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND tutor AND activo AND deleted_at IS NULL ORDER BY id');
  const rows: Record<string, SqlParam>[] = [];
  const usedStudents = new Set<number>();
  for (const [index, room] of rooms.entries()) {
    const tutor = tutors[index];
    if (!tutor) break;
    const students = await db.query<{ id: number }>(
      'SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND activo AND sede_id = $1 ORDER BY id LIMIT 8',
      [room.sede_id],
    );
    const free = students.filter((s) => !usedStudents.has(s.id)).slice(0, HOURS.length);
    free.forEach((student, i) => {
      usedStudents.add(student.id);
      rows.push({ fecha, hora: HOURS[i], sede_id: room.sede_id, salon_id: room.id, profesor_id: tutor.id, estudiante_id: student.id, estado: 'programada' });
    });
  }
  await insertRows(db, 'tutorias', rows);
}
