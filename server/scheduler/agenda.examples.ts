// The scheduler days' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts.
import type { EndpointExample } from '../http/endpoint.examples';

export const AGENDA_EXAMPLES = {
  agenda_disponible: {
    malformedExample: { fecha: '2026-01-01' },
    example: async () => ({}),
  },
  agenda_especifica: {
    malformedExample: { fecha: '23/11/2026' },
    example: async () => ({ fecha: '2099-01-05' }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
