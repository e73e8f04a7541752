// The home dashboard indicators' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts.
import type { EndpointExample } from '../http/endpoint.examples';

export const INDICATOR_EXAMPLES = {
  'indicadores/estudiantes_activos': {
    malformedExample: { sede_id: 1 },
    example: async () => ({}),
  },
  'indicadores/agendamientos_acumulados': {
    malformedExample: { sede_id: 1 },
    example: async () => ({}),
  },
  'indicadores/agendamientos_estudiantes': {
    malformedExample: { sede_id: 1 },
    example: async () => ({}),
  },
  'indicadores/disponibilidad': {
    malformedExample: { fecha: '2026-11-23' },
    example: async () => ({}),
  },
  'indicadores/disponibilidad_franjas': {
    malformedExample: { fecha: '23/11/2026' },
    example: async () => ({ fecha: '2099-01-05' }),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
