// The allowed-types editor's test fixtures (endpoint matrix, audit walk, API document): a body its
// endpoints must refuse with 400, beside the valid one each resource (teachers, rooms) supplies.
import type { EndpointExample } from '../http/endpoint.examples';

/** One allowed-types endpoint's fixtures: the resource's example and the body to refuse. */
export const allowedTypesExamples = (example: EndpointExample) => ({
  malformedExample: { id: 1, tipos_permitidos: ['tutoria', 'lab'] },
  example,
});
