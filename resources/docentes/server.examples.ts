// The teachers' named actions' test fixtures: per action, a body it accepts for the current data and one it must refuse with 400.
import { presetKeys } from '../../core/school/availability';
import { firstValue } from '../../server/crud/examples';
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { Database } from '../../server/db/database';
import type { EndpointExample } from '../../server/http/endpoint.examples';
import { allowedCoursesExamples } from '../../server/school/allowedCourses.examples';
import { allowedTypesExamples } from '../../server/school/allowedTypes.examples';
import schema from './schema';

const someTeacher = (db: Database) => firstValue(db, 'SELECT id AS v FROM usuarios WHERE pr AND NOT ad AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 1');

/** A body for the teacher the examples target, or null when there is none. */
const forTeacher = (body: (id: number, db: Database) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null) => async (db: Database) => {
  const id = await someTeacher(db);
  return id === null ? null : body(id, db);
};

export const DOCENTE_EXAMPLES = {
  cambiarPassword: {
    malformedExample: { userid: 1, password: 'corta' },
    example: forTeacher((userid) => ({ userid, action: 'autogenerate' })),
  },
  editarTipos: allowedTypesExamples(forTeacher((id) => ({ id, tipos_permitidos: ['regular_1', 'lab'] }))),
  editarDisponibilidad: {
    malformedExample: { id: 1, disponibilidad: '1T06:00' },
    example: forTeacher((id) => ({ id, disponibilidad: presetKeys('mananas', false) })),
  },
  editarCursos: allowedCoursesExamples(
    forTeacher(async (id, db) => {
      const curso = await firstValue(db, 'SELECT id AS v FROM cursos ORDER BY id LIMIT 1');
      return { id, cursos_permitidos: curso === null ? [] : [curso] };
    }),
  ),
  editarSalon: {
    malformedExample: { id: 1, salon_predeterminado: 'uno' },
    example: forTeacher(async (id, db) => {
      const [row] = await db.query<{ salon: number | null }>(
        'SELECT (SELECT s.id FROM salones s WHERE s.activo AND s.id IS DISTINCT FROM u.salon_predeterminado ORDER BY s.id LIMIT 1) AS salon FROM usuarios u WHERE u.id = $1',
        [id],
      );
      return row?.salon ? { id, salon_predeterminado: row.salon } : null;
    }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;

export default defineResourceExamples(schema, { actions: DOCENTE_EXAMPLES });
