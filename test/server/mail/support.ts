// Shared by the mail tests: a bare Fastify app with installMail over a seeded database (the real
// buildApp is not needed to test the engine), stub transports and row readers.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/db/database';
import { type CorreoRow, enqueueMail, installMail, type InstallMailOptions, type MailInput, type MailTransport, type OutgoingMessage } from '../../../server/mail';
import { openTestDatabase, type TestDatabase } from '../helpers';

export interface MailTestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

let fileDatabase: TestDatabase | undefined;

/**
 * The calling file's mail apps share one seeded database (opening one took longer than most of these
 * tests): opened before the file's first test, closed after its last. Call it before any hook that
 * opens a mail app.
 */
export function useMailDatabase(): void {
  beforeAll(async () => {
    fileDatabase = await openTestDatabase({ seededStudents: 30 });
  });
  afterAll(async () => {
    await fileDatabase?.dispose();
    fileDatabase = undefined;
  });
}

/**
 * An app with mail installed and started (`env` defaults to no SMTP_URL) over the file's database,
 * emptied of mail first: the engine reads nothing else, so it finds the database as a fresh one.
 * `close` stops the app only.
 */
export async function openMailApp(options: InstallMailOptions = {}): Promise<MailTestApp> {
  if (!fileDatabase) throw new Error('Llame a useMailDatabase() en el archivo de pruebas');
  const { db } = fileDatabase;
  await db.query('DELETE FROM correos');
  const app = Fastify({ logger: false });
  installMail(app, db, { env: {}, ...options });
  await app.ready();
  return { app, db, close: () => app.close() };
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
