// The read-only displays' test fixtures (endpoint matrix, audit walk, API document): per endpoint, a body it must refuse with 400 and one it accepts on the school's clock.
import { type Clock, today } from '../../core/engine/clock';
import type { EndpointExample } from '../http/endpoint.examples';

/** The displays' fixtures: logistica/clases asks for today on the server's clock. */
export const displayExamples = (clock: Clock) =>
  ({
    'pantalla/actual': {
      malformedExample: { fecha: '2026-11-23' },
      example: async () => ({}),
    },
    'logistica/clases': {
      malformedExample: { fechas: [] },
      example: async () => ({ fechas: [today(clock)] }),
    },
  }) satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
