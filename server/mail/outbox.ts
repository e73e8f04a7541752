// The correos table as an outbox: enqueueMail writes inside the caller's transaction; the other
// functions are the dispatcher's statements, each a single atomic statement (no long transaction
// is held while talking to an SMTP server: PGlite has one connection for the whole app).
import type { Database } from '../db/database';
import type { CorreoEstado, CorreoRow, MailInput } from './types';

/** What replaces the body of a secret mail once it has been sent. */
export const SECRET_PLACEHOLDER = '[contenido confidencial enviado]';

const MAX_ERROR_LENGTH = 2000;

/**
 * Adds a mail to the outbox inside `tx` (the caller's transaction): it is sent only if that
 * transaction commits. Returns the mail's id. Call the dispatcher's poke() after the commit to send
 * it at once rather than at the next poll.
 */
export async function enqueueMail(tx: Database, mail: MailInput): Promise<number> {
  const para = mail.para.trim();
  const asunto = mail.asunto.trim();
  if (!para) throw new Error('El correo no tiene destinatario');
  if (!asunto) throw new Error('El correo no tiene asunto');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO correos (para, asunto, cuerpo, html, estado, secreto, universo, referencia_id, proximo_intento)
     VALUES ($1, $2, $3, $4, 'pendiente', $5, $6, $7, now())
     RETURNING id`,
    [para, asunto, mail.cuerpo, mail.html ?? null, mail.secreto ?? false, mail.universo ?? null, mail.referenciaId ?? null],
  );
  return row.id;
}

/**
 * Takes up to `limit` due pending mails and pushes their proximo_intento `leaseMs` ahead, so another
 * dispatcher (another server on the same PostgreSQL) skips them while they are being sent; if this
 * process dies mid-send, the mail becomes due again when the lease ends.
 */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<CorreoRow[]> {
  const rows = await db.query<CorreoRow>(
    `UPDATE correos SET proximo_intento = now() + $2::double precision * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM correos
       WHERE estado = 'pendiente' AND proximo_intento <= now()
       ORDER BY proximo_intento, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING *`,
    [limit, leaseMs],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The server accepted it: 'enviado', and a secret body is no longer kept. */
export async function markSent(db: Database, id: number): Promise<void> {
  await db.query(
    `UPDATE correos SET estado = 'enviado', intentos = intentos + 1, enviado_at = now(), proximo_intento = NULL,
       cuerpo = CASE WHEN secreto THEN $2 ELSE cuerpo END,
       html = CASE WHEN secreto AND html IS NOT NULL THEN $2 ELSE html END
     WHERE id = $1`,
    [id, SECRET_PLACEHOLDER],
  );
}

/**
 * A failed attempt: counted, its error kept, and either scheduled again in `delayMs` or, at
 * `maxAttempts`, given up as 'fallido'. Returns the new state.
 */
export async function markFailed(
  db: Database,
  id: number,
  error: string,
  maxAttempts: number,
  delayMs: number,
): Promise<Pick<CorreoRow, 'estado' | 'intentos'>> {
  const [row] = await db.query<Pick<CorreoRow, 'estado' | 'intentos'>>(
    `UPDATE correos SET intentos = intentos + 1, ultimo_error = $2,
       estado = CASE WHEN intentos + 1 >= $3::integer THEN 'fallido' ELSE 'pendiente' END,
       proximo_intento = CASE WHEN intentos + 1 >= $3::integer THEN NULL
                              ELSE now() + $4::double precision * interval '1 millisecond' END
     WHERE id = $1
     RETURNING estado, intentos`,
    [id, error.slice(0, MAX_ERROR_LENGTH), maxAttempts, delayMs],
  );
  return row;
}

/** Without SMTP every pending mail stays in the table, readable in the app, as 'sin_smtp'. */
export async function keepWithoutSmtp(db: Database): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE correos SET estado = 'sin_smtp', proximo_intento = NULL WHERE estado = 'pendiente' RETURNING id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Milliseconds until the next pending mail is due (by the database's clock), or null when none. */
export async function msUntilNextDue(db: Database): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    // GREATEST ignores NULLs: without the CASE an empty queue would read as 'due now' (a busy loop).
    `SELECT CASE WHEN min(proximo_intento) IS NULL THEN NULL
                 ELSE GREATEST(0, EXTRACT(EPOCH FROM (min(proximo_intento) - now())) * 1000)::double precision END AS ms
     FROM correos WHERE estado = 'pendiente'`,
  );
  return row?.ms ?? null;
}

export const CORREO_ESTADOS: readonly CorreoEstado[] = ['pendiente', 'enviado', 'fallido', 'sin_smtp'];

export interface OutboxState {
  /** Mails per state, every state present (0 when none). */
  porEstado: Record<CorreoEstado, number>;
  /** Seconds the oldest pending mail has waited since it was enqueued; null when none is pending. */
  pendienteMasAntiguo: number | null;
}

/** The outbox at a glance, in one statement (a count per state, over correos' estado index): the metrics' mail_outbox. */
export async function outboxState(db: Database): Promise<OutboxState> {
  const rows = await db.query<{ estado: CorreoEstado; n: number; espera: number | null }>(
    `SELECT estado, count(*)::integer AS n, EXTRACT(EPOCH FROM (now() - min(created_at)))::double precision AS espera
     FROM correos GROUP BY estado`,
  );
  const porEstado = Object.fromEntries(CORREO_ESTADOS.map((estado) => [estado, 0])) as Record<CorreoEstado, number>;
  for (const row of rows) porEstado[row.estado] = row.n;
  return { porEstado, pendienteMasAntiguo: rows.find((row) => row.estado === 'pendiente')?.espera ?? null };
}

/** Delay after the n-th failed attempt (n ≥ 1): base, 4·base, 16·base… */
export function backoffDelay(attempt: number, baseDelayMs: number): number {
  return baseDelayMs * 4 ** Math.max(0, attempt - 1);
}

/** The text stored in ultimo_error. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
