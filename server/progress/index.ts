// The progress area's endpoints (docs/domain/progress.md 'Progress and grades').
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import { registerProgressActionEndpoints } from './actions';
import { registerProgressCourseEndpoints } from './course';
import { registerProgressReadEndpoints } from './reads';

export function registerProgressEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  registerProgressReadEndpoints(app, deps);
  registerProgressActionEndpoints(app, deps);
  registerProgressCourseEndpoints(app, deps);
}
