// actualizar_medios_pago (EACA7E4, #/masivos; doc 2 §7): sets usuarios.tipo_pago of each listed
// student. Answers the error rows — the ones the page sent (usersErrors), repeated codes, unknown
// methods, codes that are no student the caller reaches — with the counts and 'Se ejecutó con exito
// la acción.'; one audit event per call that changed something.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_UPDATE_MESSAGES, type PaymentErrorRow, type PaymentUpdateAnswer, paymentUpdateBody } from '../../core/paymentUpdate';
import { P } from '../../core/permissions';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../routes/types';
import { splitPaymentRows } from './paymentRows';
import { auditPayments, writePayments } from './paymentWrite';

/** 50,000 rows of `{"id":1234567,"tipo":"convenio"}` are about 1.7 MB; with their error rows, well under 5 MB. */
export const PAYMENT_UPDATE_BODY_LIMIT = 5 * 1024 * 1024;

/** A plain student of the demo data and a method other than theirs (the tests call every endpoint with it). */
async function example(db: Database): Promise<unknown> {
  const [student] = await db.query<{ id: number; tipo_pago: string | null }>(
    `SELECT id, tipo_pago FROM usuarios WHERE es AND NOT pr AND NOT ad AND NOT fu AND deleted_at IS NULL ORDER BY id LIMIT 1`,
  );
  const [metodo] = await db.query<{ codigo: string }>('SELECT codigo FROM metodos_pago WHERE codigo IS DISTINCT FROM $1 ORDER BY codigo LIMIT 1', [student?.tipo_pago ?? null]);
  if (!student || !metodo) return null;
  return { users: [{ id: student.id, tipo: metodo.codigo.toUpperCase() }], usersErrors: [{ id: 'abc', tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.code }] };
}

export function registerPaymentUpdateEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'actualizar_medios_pago',
    permission: P.admin.bulkPagos,
    body: paymentUpdateBody,
    bodyLimit: PAYMENT_UPDATE_BODY_LIMIT,
    malformedExample: { users: [{ id: 'abc', tipo: 'contado' }] },
    example,
    handler: async ({ body, session }): Promise<PaymentUpdateAnswer> => {
      const metodos = (await db.query<{ codigo: string }>('SELECT codigo FROM metodos_pago')).map((m) => m.codigo);
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
      return { mensaje: PAYMENT_UPDATE_MESSAGES.done, actualizados: written?.actualizados ?? 0, sin_cambio: written?.sin_cambio ?? 0, errores };
    },
  });
}

