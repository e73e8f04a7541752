// estudiante/procesar_re_ac's test fixtures (endpoint matrix, audit walk, API document): its empty
// body and one it must refuse with 400.
import { REACTIVATION_PATH } from '../../core/school/students/reactivation';
import type { EndpointExample } from '../http/endpoint.examples';

export const REACTIVATION_EXAMPLES = {
  [REACTIVATION_PATH]: {
    malformedExample: { todos: true },
    example: async () => ({}),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
