// Shared by the mail tests: a bare Fastify app with installMail over a fresh seeded database (the
// real buildApp is not needed to test the engine), stub transports and row readers.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import { type CorreoRow, enqueueMail, installMail, type InstallMailOptions, type MailInput, type MailTransport, type OutgoingMessage } from '../../../server/mail';
import { openTestDatabase } from '../helpers';

export interface MailTestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A fresh database and an app with mail installed and started (`env` defaults to no SMTP_URL). */
export async function openMailApp(options: InstallMailOptions = {}): Promise<MailTestApp> {
  const { db, dispose } = await openTestDatabase({ seededStudents: 30 });
  const app = Fastify({ logger: false });
  installMail(app, db, { env: {}, ...options });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Enqueues in a committed transaction and pokes the dispatcher, as application code does. */
export async function sendMail(mailApp: MailTestApp, mail: MailInput): Promise<number> {
  const id = await mailApp.db.transaction((tx) => enqueueMail(tx, mail));
  mailApp.app.mail.poke();
  return id;
}

export async function readMail(db: Database, id: number): Promise<CorreoRow> {
  const [row] = await db.query<CorreoRow>('SELECT * FROM correos WHERE id = $1', [id]);
  if (!row) throw new Error(`No existe el correo ${id}`);
  return row;
}

/** Milliseconds from the database's now() to the mail's proximo_intento. */
export async function msUntilRetry(db: Database, id: number): Promise<number> {
  const [row] = await db.query<{ ms: number }>(
    `SELECT (EXTRACT(EPOCH FROM (proximo_intento - now())) * 1000)::double precision AS ms FROM correos WHERE id = $1`,
    [id],
  );
  return row.ms;
}

export interface StubTransport extends MailTransport {
  calls: Array<{ at: number; message: OutgoingMessage }>;
  closed: boolean;
}

/** A transport that never touches the network: `fail(call)` decides whether the n-th call (1-based) fails. */
export function stubTransport(fail: (call: number, message: OutgoingMessage) => string | null = () => null): StubTransport {
  const stub: StubTransport = {
    calls: [],
    closed: false,
    async sendMail(message) {
      stub.calls.push({ at: Date.now(), message });
      const error = fail(stub.calls.length, message);
      if (error) throw new Error(error);
      return { accepted: [message.to] };
    },
    close() {
      stub.closed = true;
    },
  };
  return stub;
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('La condición esperada no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
