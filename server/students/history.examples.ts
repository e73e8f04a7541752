// The history sections' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the current data and one it must refuse with 400.
import { HISTORY_PATHS } from '../../core/school/students/records';
import { someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

const example = async (database: Database) => ({ id: await someStudentId(database) });

export const HISTORY_EXAMPLES = {
  [HISTORY_PATHS.cambiosNivel]: { malformedExample: { id: 0 }, example },
  [HISTORY_PATHS.inscripciones]: { malformedExample: { id: 'todos' }, example },
  [HISTORY_PATHS.entregaLibros]: { malformedExample: { id: [1] }, example },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
