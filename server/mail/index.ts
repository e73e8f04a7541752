// Mail (issue 7): a transactional outbox (the correos table) and its dispatcher. Code that sends a
// mail calls enqueueMail(tx, …) inside its transaction and app.mail.poke() after the commit.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { MailDispatcher } from './dispatcher';
import { describeSmtp, mailFromEnv, type MailEnv, transportFromEnv } from './transport';
import type { MailDispatcherOptions, MailTransport } from './types';

export { MailDispatcher } from './dispatcher';
export { backoffDelay, CORREO_ESTADOS, enqueueMail, outboxState, SECRET_PLACEHOLDER, type OutboxState } from './outbox';
export { DEFAULT_MAIL_FROM, mailFromEnv, transportFromEnv } from './transport';
export type { CorreoEstado, CorreoRow, MailDispatcherOptions, MailInput, MailTransport, OutgoingMessage } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail dispatcher: poke() after committing a transaction that enqueued mails. */
    mail: MailDispatcher;
  }
}

export interface InstallMailOptions extends Partial<Omit<MailDispatcherOptions, 'transport' | 'log'>> {
  /** Injected transport (tests); null = no SMTP; default: SMTP_URL from `env`. */
  transport?: MailTransport | null;
  /** Where SMTP_URL and MAIL_FROM are read; default process.env. */
  env?: MailEnv;
}

/**
 * Creates the dispatcher (SMTP_URL → nodemailer, otherwise mails stay as 'sin_smtp'), exposes it as
 * app.mail, starts it when the app is ready and stops it when the app closes. Call it before the
 * app is ready (in buildApp).
 */
export function installMail(app: FastifyInstance, db: Database, options: InstallMailOptions = {}): MailDispatcher {
  const { transport: injected, env = process.env, ...rest } = options;
  const transport = injected === undefined ? transportFromEnv(env) : injected;
  const dispatcher = new MailDispatcher(db, { from: mailFromEnv(env), ...rest, transport, log: app.log });
  app.decorate('mail', dispatcher);
  // Started when the app is ready (listen or the first inject), so an app that is built but never
  // used polls nothing.
  app.addHook('onReady', async () => {
    const smtp = injected === undefined ? describeSmtp(env) : null;
    if (smtp) app.log.info(`Correo: envío por SMTP (${smtp})`);
    else if (!transport) app.log.info("Correo: sin SMTP_URL; los correos se guardan en 'Correos enviados'");
    dispatcher.start();
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
  });
  return dispatcher;
}
