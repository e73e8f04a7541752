// actualizar_medios_pago (EACA7E4, #/masivos; docs/domain/bulk-payments.md 'Bulk payment update'): sets
// usuarios.tipo_pago of each listed student. Answers the error rows — the ones the page sent
// (usersErrors), repeated codes, unknown methods, codes that are no student the caller reaches —
// with the counts and 'Se ejecutó con exito la acción.'; one audit event per call that changed
// something.
import type { FastifyInstance } from 'fastify';
import { paymentAnswerMessage, PAYMENT_UPDATE_MESSAGES, type PaymentErrorRow, type PaymentMethod, type PaymentUpdateAnswer, paymentUpdateBody } from '../../core/school/paymentUpdate';
import { P } from '../../core/engine/permissions';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { splitPaymentRows } from './paymentRows';
import { auditPayments, writePayments } from './paymentWrite';

/** 50,000 rows of `{"id":1234567,"tipo":"convenio"}` are about 1.7 MB; with their error rows, well under 5 MB. */
export const PAYMENT_UPDATE_BODY_LIMIT = 5 * 1024 * 1024;

export function registerPaymentUpdateEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'actualizar_medios_pago',
    permission: P.admin.bulkPagos,
    body: paymentUpdateBody,
    bodyLimit: PAYMENT_UPDATE_BODY_LIMIT,
    handler: async ({ body, session }): Promise<PaymentUpdateAnswer> => {
      const metodos = await db.query<PaymentMethod>('SELECT codigo, nombre FROM metodos_pago');
      const { targets, problems } = splitPaymentRows(body.users, metodos);
      const refused = problems.filter((p) => p !== null).length + body.usersErrors.length;
      const written = targets.ids.length > 0 ? await writePayments(db, session, targets, auditPayments(session, refused)) : null;
      const ausentes = new Set(written?.ausentes ?? []);
      // The page's refused lines, then the server's in the order of the lines they came from.
      const errores: PaymentErrorRow[] = [...body.usersErrors];
      body.users.forEach((user, index) => {
        const problem = problems[index] ?? (ausentes.has(user.id) ? PAYMENT_UPDATE_MESSAGES.notFound : null);
        if (problem) errores.push({ id: String(user.id), tipo: user.tipo, observaciones: problem });
      });
      const actualizados = written?.actualizados ?? 0;
      const sinCambio = written?.sin_cambio ?? 0;
      return { mensaje: paymentAnswerMessage(actualizados, sinCambio, errores.length), actualizados, sin_cambio: sinCambio, errores };
    },
  });
}

