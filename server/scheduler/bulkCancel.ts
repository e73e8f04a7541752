// cancelacion_agendamientos (E1D33839, #/cacelacionMasiva): cancels every booking of a slot at a
// sede that may still be cancelled (solicitado or asignado, as for any cancel), in one transaction,
// with one audit event; the sede must be one of the caller's.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/permissions';
import { allowedFrom } from '../../core/scheduler/bookings';
import { bulkCancelBody } from '../../core/scheduler/classBodies';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { BULK_CANCEL_EXAMPLES } from './bulkCancel.examples';

export const BULK_CANCEL_MESSAGES = {
  done: (n: number) => `Se cancelaron ${n} agendamientos.`,
  none: 'No se encontraron agendamientos a cancelar.',
} as const;

export function registerBulkCancelEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'cancelacion_agendamientos',
    permission: P.admin.bulkCancelacion,
    body: bulkCancelBody,
    ...BULK_CANCEL_EXAMPLES['cancelacion_agendamientos'],
    handler: async ({ body, session }) => {
      if (session.sedes && !session.sedes.includes(body.sede)) throw notFound();
      return db.transaction(async (tx) => {
        const cancelled = await tx.query<{ id: number; estudiante: string; tipo_clase: string; estado_anterior: string }>(
          `WITH antes AS (
             SELECT id, estado FROM agendamientos
             WHERE sede_id = $1 AND fecha = $2::date AND hora = $3 AND estado = ANY($4::text[]) FOR UPDATE
           )
           UPDATE agendamientos a SET estado = 'cancelado', version = a.version + 1
           FROM antes, usuarios u
           WHERE a.id = antes.id AND u.id = a.estudiante_id
           RETURNING a.id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS estudiante, a.tipo_clase, antes.estado AS estado_anterior`,
          [body.sede, body.fecha, body.hora, [...allowedFrom('cancelar')]],
        );
        if (cancelled.length === 0) return { mensaje: BULK_CANCEL_MESSAGES.none, cancelados: [] };
        const mensaje = BULK_CANCEL_MESSAGES.done(cancelled.length);
        await recordEvent(tx, { universo: 'agendamientos', tipo: 'cancelacion_masiva', evento: mensaje, contenido: { ...body, ids: cancelled.map((c) => c.id) }, usuarioId: session.userId });
        return { mensaje, cancelados: cancelled };
      });
    },
  });
}
