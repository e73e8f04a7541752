// The rooms' allowed-types and allowed-courses editors' test fixtures: per action, a body it accepts for the current data and one it must refuse with 400.
import { firstValue } from '../../server/crud/examples';
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { Database } from '../../server/db/database';
import type { EndpointExample } from '../../server/http/endpoint.examples';
import { allowedCoursesExamples } from '../../server/school/allowedCourses.examples';
import { allowedTypesExamples } from '../../server/school/allowedTypes.examples';
import schema from './schema';

const lastRoom = (db: Database) => firstValue(db, 'SELECT id AS v FROM salones ORDER BY id DESC LIMIT 1');

export const SALON_EXAMPLES = {
  editarTipos: allowedTypesExamples(async (db) => {
    const id = await lastRoom(db);
    return id === null ? null : { id, tipos_permitidos: ['lab'] };
  }),
  // The example keeps the room open to every course (so the other tests' bookings still fit) yet
  // writes: an open room gets every existing course listed, a listed one is opened again.
  editarCursos: allowedCoursesExamples(async (db) => {
    const [room] = await db.query<{ id: number; abierto: boolean }>('SELECT id, cardinality(cursos_permitidos) = 0 AS abierto FROM salones ORDER BY id DESC LIMIT 1');
    if (!room) return null;
    const cursos = room.abierto ? (await db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 200')).map((c) => c.id) : [];
    return { id: room.id, cursos_permitidos: cursos };
  }),
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;

export default defineResourceExamples(schema, { actions: SALON_EXAMPLES });
