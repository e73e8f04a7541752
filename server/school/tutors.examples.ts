// docente/tutores' test fixtures (endpoint matrix, audit walk, API document): its empty body and one
// it must refuse with 400.
import type { EndpointExample } from '../http/endpoint.examples';

export const TUTOR_EXAMPLES = {
  'docente/tutores': {
    malformedExample: { tutor: true },
    example: async () => ({}),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
