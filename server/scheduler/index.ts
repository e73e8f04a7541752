// The class scheduler's endpoints (issue 'The class scheduler'): classes and bookings so far;
// tutoring, reorganize and the dashboards come next.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import { registerAgendaEndpoints } from './agenda';
import { registerAttendanceEndpoint } from './attendance';
import { registerAvailabilityEndpoint } from './availability';
import { registerBookingEndpoints } from './bookings';
import { registerBulkCancelEndpoint } from './bulkCancel';
import { registerClassDeleteEndpoint, registerClassEndpoints } from './classes';
import { registerDisplayEndpoints } from './displays';
import { registerIndicatorEndpoints } from './indicators';
import { registerNextTopicEndpoint } from './nextTopic';
import { registerReorganizeEndpoint } from './reorganize';
import { registerStudentBookingEndpoints } from './studentBookings';
import { registerTutoringEndpoints } from './tutoring';

export function registerSchedulerEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  registerAgendaEndpoints(app, deps);
  registerAvailabilityEndpoint(app, deps);
  registerIndicatorEndpoints(app, deps);
  registerTutoringEndpoints(app, deps);
  registerDisplayEndpoints(app, deps);
  registerClassEndpoints(app, deps);
  registerNextTopicEndpoint(app, deps);
  registerBookingEndpoints(app, deps);
  registerStudentBookingEndpoints(app, deps);
  registerAttendanceEndpoint(app, deps);
  registerClassDeleteEndpoint(app, deps);
  registerBulkCancelEndpoint(app, deps);
  registerReorganizeEndpoint(app, deps);
}
