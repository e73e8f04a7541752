// The bulk cancellation's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import type { EndpointExample } from '../http/endpoint.examples';

export const BULK_CANCEL_EXAMPLES = {
  cancelacion_agendamientos: {
    malformedExample: { fecha: '2026-11-23', hora: '07:30' },
    example: async () => ({ fecha: '2099-01-05', hora: '07:30', sede: 1 }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
