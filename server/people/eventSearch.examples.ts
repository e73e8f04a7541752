// event/search's test fixtures (endpoint matrix, audit walk, API document): a body it accepts for
// the demo data (the administrator's own events) and one it must refuse with 400.
import { firstValue } from '../crud/examples';
import type { EndpointExample } from '../http/endpoint.examples';

export const AUDIT_SEARCH_EXAMPLES = {
  'event/search': {
    malformedExample: { paginate: { page: 0 }, filters: { funcionario_id: 'yo' } },
    example: async (db) => {
      const id = await firstValue(db, "SELECT id AS v FROM usuarios WHERE email = 'admin@escuela.test'");
      return id === null ? null : { paginate: { page: 1 }, filters: { funcionario_id: id } };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
