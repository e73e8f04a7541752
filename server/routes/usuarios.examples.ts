// Global management's test fixtures (endpoint matrix, audit walk, API document): per endpoint, a
// body it accepts for the current data and one it must refuse with 400.
import { firstValue, someStudentId } from '../crud/examples';
import type { EndpointExample } from '../http/endpoint.examples';

/** Granting and taking a role share their fixtures. */
const roleChange = {
  malformedExample: { id: 1, rol: 'superusuario' },
  example: async (db) => ({ id: await someStudentId(db), rol: 'pr' }),
} satisfies { malformedExample: unknown; example: EndpointExample };

export const USUARIO_EXAMPLES = {
  'user/activar_rol': roleChange,
  'user/desactivar_rol': roleChange,
  'user/buscar': {
    malformedExample: { texto: 'ana' },
    example: async () => ({ texto: 'escuela.test' }),
  },
  'user/cambiar_sede': {
    malformedExample: { id: 1, sede_id: 'Chapinero' },
    example: async (db) => {
      const id = await someStudentId(db);
      const sede = id === null ? null : await firstValue(db, `SELECT s.id AS v FROM sedes s, usuarios u WHERE u.id = ${id} AND s.id <> u.sede_id ORDER BY s.id LIMIT 1`);
      return sede === null ? null : { id, sede_id: sede };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
