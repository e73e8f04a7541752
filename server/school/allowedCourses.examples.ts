// The allowed-courses editor's test fixtures (endpoint matrix, audit walk, API document): a body its
// endpoints must refuse with 400, beside the valid one each resource (teachers, rooms) supplies.
import type { EndpointExample } from '../http/endpoint.examples';

/** One allowed-courses endpoint's fixtures: the resource's example and the body to refuse. */
export const allowedCoursesExamples = (example: EndpointExample) => ({
  malformedExample: { id: 1, cursos_permitidos: [1, 1] },
  example,
});
