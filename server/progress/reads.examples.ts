// The progress reads' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the current data and one it must refuse with 400.
import { PROGRESS_PATHS } from '../../core/school/students/progress';
import { firstValue, someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

/** A student with progress rows in their current course (the examples'). */
const studentWithProgress = (db: Database) =>
  firstValue(db, 'SELECT p.estudiante_id AS v FROM progreso p JOIN usuarios u ON u.id = p.estudiante_id AND u.curso_actual_id = p.curso_id ORDER BY p.id LIMIT 1');

const studentExample = async (db: Database) => ({ estudiante_id: (await studentWithProgress(db)) ?? (await someStudentId(db)) });

const courseExample = async (db: Database) => {
  const [row] = await db.query<{ estudiante_id: number; curso_id: number }>('SELECT estudiante_id, curso_id FROM progreso ORDER BY id LIMIT 1');
  return row ?? null;
};

export const PROGRESS_READ_EXAMPLES = {
  [PROGRESS_PATHS.progreso]: {
    malformedExample: { estudiante_id: 'uno' },
    example: studentExample,
  },
  [PROGRESS_PATHS.notas]: {
    malformedExample: { estudiante_id: null },
    example: studentExample,
  },
  [PROGRESS_PATHS.estado]: {
    malformedExample: { estudiante_id: 0 },
    example: studentExample,
  },
  [PROGRESS_PATHS.nivelesCursados]: {
    malformedExample: { estudiante_id: [] },
    example: studentExample,
  },
  [PROGRESS_PATHS.otroNivel]: {
    malformedExample: { estudiante_id: 1 },
    example: courseExample,
  },
  [PROGRESS_PATHS.observaciones]: {
    malformedExample: { progreso_id: 'x' },
    example: async (database) => {
      const id = await firstValue(database, 'SELECT id AS v FROM progreso ORDER BY id LIMIT 1');
      return id === null ? null : { progreso_id: id };
    },
  },
  [PROGRESS_PATHS.observacionesCurso]: {
    malformedExample: { estudiante_id: 1, curso_id: -1 },
    example: courseExample,
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
