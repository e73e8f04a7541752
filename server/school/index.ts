// The school's own endpoints beyond the declarations: pre-assignments and summaries, teachers'
// novedades and the tutors list.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import { registerNovedadEndpoints } from './novedades';
import { registerPreassignmentEndpoints } from './preassignments';
import { registerTutorEndpoints } from './tutors';

export function registerSchoolEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  registerPreassignmentEndpoints(app, deps);
  registerNovedadEndpoints(app, deps);
  registerTutorEndpoints(app, deps);
}
