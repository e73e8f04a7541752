// The permission catalogue's test fixtures (endpoint matrix, audit walk, API document): per endpoint,
// a body it accepts and one it must refuse with 400.
import type { EndpointExample } from '../http/endpoint.examples';

/** Makes each example code new: every call creates a permission. */
let exampleCounter = 0;

export const PERMISO_EXAMPLES = {
  'permisos/lista': {
    malformedExample: { recurso: 'estudiantes' },
    example: async () => ({}),
  },
  'permiso/crear': {
    malformedExample: { codigo: 'minúsculas', recurso: 'estudiantes', descripcion: 'Un permiso' },
    example: async () => ({ codigo: `PX${Date.now().toString(36).toUpperCase()}${++exampleCounter}`, recurso: 'pruebas', descripcion: 'Permiso de ejemplo' }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
