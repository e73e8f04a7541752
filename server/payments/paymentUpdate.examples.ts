// actualizar_medios_pago's test fixtures (endpoint matrix, audit walk, API document): a body it
// accepts for the demo data and one it must refuse with 400.
import { PAYMENT_UPDATE_MESSAGES } from '../../core/school/paymentUpdate';
import type { Database } from '../db/database';
import type { EndpointExample } from '../http/endpoint.examples';

/** A plain student of the demo data and a method other than theirs (the tests call every endpoint with it). */
async function example(db: Database): Promise<unknown> {
  const [student] = await db.query<{ id: number; tipo_pago: string | null }>(
    `SELECT id, tipo_pago FROM usuarios WHERE es AND NOT pr AND NOT ad AND NOT fu AND deleted_at IS NULL ORDER BY id LIMIT 1`,
  );
  const [metodo] = await db.query<{ codigo: string }>('SELECT codigo FROM metodos_pago WHERE codigo IS DISTINCT FROM $1 ORDER BY codigo LIMIT 1', [student?.tipo_pago ?? null]);
  if (!student || !metodo) return null;
  return { users: [{ id: student.id, tipo: metodo.codigo.toUpperCase() }], usersErrors: [{ id: 'abc', tipo: 'contado', observaciones: PAYMENT_UPDATE_MESSAGES.code }] };
}

export const PAYMENT_UPDATE_EXAMPLES = {
  actualizar_medios_pago: {
    malformedExample: { users: [{ id: 'abc', tipo: 'contado' }] },
    example,
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;
