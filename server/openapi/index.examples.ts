// The API document's page pass's test fixtures (endpoint matrix, audit walk, API document): its empty
// body and one it must refuse with 400.
import type { EndpointFixtures } from '../http/endpoint.examples';

export const OPENAPI_EXAMPLES = {
  'documentacion/abrir': {
    malformedExample: { url: '/api/docs' },
    example: async () => ({}),
  },
} satisfies EndpointFixtures;
