// cancelacion_agendamientos (E1D33839, #/cacelacionMasiva): cancels every booking of a slot at a
// sede that may still be cancelled (solicitado or asignado, as for any cancel), in one transaction,
// with one audit event; the sede must be one of the caller's.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import { bulkCancelBody } from '../../core/school/scheduler/classBodies';
import { defineEndpoint } from '../http/endpoint';
import { studentReach } from '../people/studentReach';
import type { RouteDeps } from '../http/routeDeps';
import { bookingsWithin } from './bookingRepository';

export const BULK_CANCEL_MESSAGES = {
  done: (n: number) => `Se cancelaron ${n} agendamientos.`,
  none: 'No se encontraron agendamientos a cancelar.',
} as const;

export function registerBulkCancelEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'cancelacion_agendamientos',
    permission: P.admin.bulkCancelacion,
    body: bulkCancelBody,
    handler: async ({ body, session }) => {
      return db.transaction(async (tx) => {
        const { cancelled, mensaje } = await bookingsWithin(tx, studentReach(db, session), session.sedes).cancelSlot(body, BULK_CANCEL_MESSAGES.done);
        return mensaje === null ? { mensaje: BULK_CANCEL_MESSAGES.none, cancelados: [] } : { mensaje, cancelados: cancelled };
      });
    },
  });
}
