// The session endpoints' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the demo data and one it must refuse with 400.
import { firstValue } from '../crud/examples';
import type { EndpointExample } from '../http/endpoint.examples';
import { STAFF } from '../seed/catalog';

/** The demo administrator signs in (example body; the demo data always has them). */
const DEMO_LOGIN = { email: STAFF.admin.email, password: STAFF.admin.password };

export const AUTH_EXAMPLES = {
  login: {
    malformedExample: { email: 5, password: ['x'] },
    example: async () => DEMO_LOGIN,
  },
  logout: {
    malformedExample: { token: 'x' },
    example: async () => ({}),
  },
  sede: {
    malformedExample: { sede_id: 'x' },
    example: async () => ({}),
  },
  perfil: {
    malformedExample: { id: 'abc' },
    example: async () => ({}),
  },
  cambiarme_sede: {
    malformedExample: { sede_id: 'abc' },
    example: async (db) => ({ sede_id: await firstValue(db, "SELECT us.sede_id AS v FROM usuario_sedes us JOIN usuarios u ON u.id = us.usuario_id WHERE u.email = 'admin@escuela.test' ORDER BY us.sede_id DESC LIMIT 1") }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
