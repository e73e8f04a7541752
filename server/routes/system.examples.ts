// The version endpoint's test fixtures (endpoint matrix, audit walk, API document): its empty body
// and one it must refuse with 400.
import type { EndpointExample } from '../http/endpoint.examples';

export const SYSTEM_EXAMPLES = {
  version: {
    malformedExample: { version: 1 },
    example: async () => ({}),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
