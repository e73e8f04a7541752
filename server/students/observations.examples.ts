// The student notes' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body
// it accepts for the current data and one it must refuse with 400.
import { OBSERVATION_PATHS } from '../../core/school/students/observations';
import { someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

export const OBSERVATION_EXAMPLES = {
  [OBSERVATION_PATHS.lista]: {
    malformedExample: { estudiante_id: 'uno' },
    example: async (database: Database) => ({ estudiante_id: await someStudentId(database) }),
  },
  [OBSERVATION_PATHS.crear]: {
    malformedExample: { estudiante_id: 1, observacion: '   ' },
    example: async (database: Database) => ({ estudiante_id: await someStudentId(database), observacion: 'Prefiere clases en la mañana.' }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
