// Public system information.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';

export function registerSystemEndpoints(app: FastifyInstance, { version, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'version',
    permission: 'public',
    body: z.object({}).strict(),
    // The school's time zone: the browser's 'today' is the school's (src/shell/schoolClock.ts).
    handler: async () => ({ version, zona_horaria: clock.timeZone }),
  });
}
