// The class scheduler's endpoints (issue 'The class scheduler'): classes so far; bookings,
// tutoring, reorganize and the dashboards come next.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/types';
import { registerClassEndpoints } from './classes';

export function registerSchedulerEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  registerClassEndpoints(app, deps);
}
