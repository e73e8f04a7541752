// The booking form's test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body
// it accepts for the current data and one it must refuse with 400. The audit walk books with
// agendamiento/agendar's on the demo data: an active student, valid through the window, with a topic
// still to book and a free slot from tomorrow on, on the school's clock as the server reads it (server/app.ts).
import { bookingClassType, candidateSlots } from '../../core/school/scheduler/bookingForm';
import { DEFAULT_TIME_ZONE, localParts, systemClock } from '../../core/engine/clock';
import { BOOKING_FORM_PATHS } from '../../core/school/students/records';
import { someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';
import { AGENDA_DAYS } from './agenda';
import { courseClassTypes, freeSlots, type SlotStudent, topicsToBook } from './bookingSlots';

async function agendarExample(db: Database) {
  const { date, time } = localParts(systemClock(process.env.SCHOOL_TIME_ZONE || DEFAULT_TIME_ZONE));
  // Not today: its next slot could begin between the example and the call.
  const candidates = candidateSlots(date, time, AGENDA_DAYS).filter((slot) => slot.dia > date);
  const last = candidates.at(-1)?.dia;
  if (!last) return null;
  const students = await db.query<SlotStudent>(
    `SELECT id, sede_id, curso_actual_id FROM usuarios
     WHERE es AND NOT pr AND NOT ad AND NOT fu AND deleted_at IS NULL AND activo
       AND sede_id IS NOT NULL AND curso_actual_id IS NOT NULL AND vigencia >= $1::date
     ORDER BY id LIMIT 20`,
    [last],
  );
  for (const student of students) {
    const [topic] = await topicsToBook(db, student.id, student.curso_actual_id);
    if (!topic) continue;
    const [own] = await db.query<{ tipo_clase: string | null }>('SELECT tipo_clase FROM temas WHERE id = $1', [topic.id]);
    const tipo = bookingClassType(own.tipo_clase, await courseClassTypes(db, student.curso_actual_id));
    if (!tipo) continue;
    const [slot] = await freeSlots(db, student, [tipo], candidates);
    if (slot) return { tema_id: topic.id, hora: slot.hora, dia: slot.dia, id: student.id };
  }
  return null;
}

export const BOOKING_FORM_EXAMPLES = {
  [BOOKING_FORM_PATHS.temas]: {
    malformedExample: { estudiante_id: 'ana' },
    example: async (database) => ({ estudiante_id: await someStudentId(database) }),
  },
  [BOOKING_FORM_PATHS.horarios]: {
    malformedExample: { id: 0 },
    example: async (database) => ({ id: await someStudentId(database) }),
  },
  [BOOKING_FORM_PATHS.agendar]: {
    malformedExample: { tema_id: 1, hora: '9:00', dia: '2026-13-01', id: 1 },
    example: agendarExample,
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
