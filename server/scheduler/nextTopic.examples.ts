// The next topic's test fixtures (endpoint matrix, audit walk, API document): a body it must refuse with 400 and one it accepts.
import { firstValue } from '../crud/examples';
import type { EndpointExample } from '../http/endpoint.examples';

export const NEXT_TOPIC_EXAMPLES = {
  'agendamiento/calcular_siguiente_tema': {
    malformedExample: { estudiante_id: 'ana' },
    example: async (database) => ({
      estudiante_id: await firstValue(database, 'SELECT id AS v FROM usuarios WHERE es AND curso_actual_id IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1'),
    }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
