// The tutoring register's test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the current data and one it must refuse with 400.
import { TUTORING_REGISTER_PATHS } from '../../core/school/students/tutoringRegister';
import { someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

export const TUTORING_REGISTER_EXAMPLES = {
  [TUTORING_REGISTER_PATHS.progreso]: {
    malformedExample: { estudiante_id: 'uno' },
    example: async (database: Database) => ({ estudiante_id: await someStudentId(database) }),
  },
  [TUTORING_REGISTER_PATHS.observaciones]: {
    malformedExample: { tutoria_id: -1 },
    example: async (database: Database) => {
      const [row] = await database.query<{ id: number }>('SELECT id FROM tutorias ORDER BY id LIMIT 1');
      return row ? { tutoria_id: row.id } : null;
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
