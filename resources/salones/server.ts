// The rooms on the server: the allowed-types and allowed-courses editors' handlers
// (salon/editar_tipos, salon/editar_cursos).
import { firstValue } from '../../server/crud/examples';
import { defineServerParts } from '../../server/crud/parts';
import type { Database } from '../../server/db/database';
import { allowedCoursesHandler } from '../../server/school/allowedCourses';
import { allowedTypesHandler } from '../../server/school/allowedTypes';
import schema from './schema';

const lastRoom = (db: Database) => firstValue(db, 'SELECT id AS v FROM salones ORDER BY id DESC LIMIT 1');

export default defineServerParts(schema, {
  actions: {
    editarTipos: allowedTypesHandler(async (db) => {
      const id = await lastRoom(db);
      return id === null ? null : { id, tipos_permitidos: ['lab'] };
    }),
    // The example keeps the room open to every course (so the other tests' bookings still fit) yet
    // writes: an open room gets every existing course listed, a listed one is opened again.
    editarCursos: allowedCoursesHandler(async (db) => {
      const [room] = await db.query<{ id: number; abierto: boolean }>('SELECT id, cardinality(cursos_permitidos) = 0 AS abierto FROM salones ORDER BY id DESC LIMIT 1');
      if (!room) return null;
      const cursos = room.abierto ? (await db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 200')).map((c) => c.id) : [];
      return { id: room.id, cursos_permitidos: cursos };
    }),
  },
});
