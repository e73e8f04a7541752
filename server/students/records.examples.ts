// The student detail sections' test fixtures (endpoint matrix, audit walk, API document): per
// endpoint, a body it accepts for the current data and one it must refuse with 400.
import { RECORD_PATHS } from '../../core/school/students/records';
import { someStudentId } from '../crud/examples';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

const example = async (database: Database) => ({ id: await someStudentId(database) });

export const RECORD_EXAMPLES = {
  [RECORD_PATHS.agendamientos]: { malformedExample: { id: 'uno' }, example },
  [RECORD_PATHS.tutorias]: { malformedExample: { id: -3 }, example },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
