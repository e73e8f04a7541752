// Public system information.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { SYSTEM_EXAMPLES } from './system.examples';
import type { RouteDeps } from '../http/routeDeps';

export function registerSystemEndpoints(app: FastifyInstance, { version, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'version',
    permission: 'public',
    body: z.object({}).strict(),
    ...SYSTEM_EXAMPLES['version'],
    // The school's time zone: the browser's 'today' is the school's (src/shell/schoolClock.ts).
    handler: async () => ({ version, zona_horaria: clock.timeZone }),
  });
}
