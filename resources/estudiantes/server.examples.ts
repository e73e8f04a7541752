// The students' password and active-flag actions' test fixtures: per action, a body it accepts for the current data and one it must refuse with 400.
import { someStudentId } from '../../server/crud/examples';
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { EndpointExample } from '../../server/http/endpoint.examples';
import { ATTRIBUTE_EXAMPLES } from '../../server/students/attributeHandlers.examples';
import schema from './schema';

export const ESTUDIANTE_EXAMPLES = {
  cambiarPassword: {
    malformedExample: { userid: 1, password: 'corta' },
    example: async (db) => ({ userid: await someStudentId(db), password: 'Ejemplo-de-clave-1' }),
  },
  cambiarActivo: {
    malformedExample: { id: 1, activo: 'si' },
    example: async (db) => ({ id: await someStudentId(db), activo: 0 }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;

/** The editor's attribute actions' (server/students/attributeHandlers.examples.ts) beside the password and active flag's. */
export default defineResourceExamples(schema, { actions: { ...ATTRIBUTE_EXAMPLES, ...ESTUDIANTE_EXAMPLES } });
