// The per-type availability's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import type { EndpointExample } from '../http/endpoint.examples';
import { slotExample } from './classes.examples';

export const AVAILABILITY_EXAMPLES = {
  'estado/disponibilidad_full': {
    malformedExample: { dia: '2026-11-23' },
    example: async (database) => {
      const slot = await slotExample(database);
      return { dia: slot.fecha, hora: slot.hora };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
