// Shapes shared by the outbox (SQL), the dispatcher and installMail.

export type CorreoEstado = 'pendiente' | 'enviado' | 'fallido' | 'sin_smtp';

/** A mail to send, as the code that causes it describes it. */
export interface MailInput {
  para: string;
  asunto: string;
  /** Plain-text body (always required: it is what 'Correos enviados' shows). */
  cuerpo: string;
  html?: string | null;
  /** Holds a secret (a generated password…): its body is blanked once sent. */
  secreto?: boolean;
  /** What the mail is about, e.g. 'usuario', and that row's id. */
  universo?: string | null;
  referenciaId?: number | null;
}

/** One row of the correos table. */
export interface CorreoRow {
  id: number;
  para: string;
  asunto: string;
  cuerpo: string;
  html: string | null;
  estado: CorreoEstado;
  intentos: number;
  ultimo_error: string | null;
  proximo_intento: Date | null;
  secreto: boolean;
  universo: string | null;
  referencia_id: number | null;
  created_at: Date;
  enviado_at: Date | null;
}

/** The message handed to the transport (nodemailer's field names). */
export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What the dispatcher needs from a transport: a nodemailer Transporter fits, and so does a test stub.
 * sendMail resolves when the server accepted the message and rejects otherwise.
 */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<unknown>;
  close?(): void;
}

/** The part of Fastify's (pino) logger the dispatcher uses. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailDispatcherOptions {
  /** Where mails go; null = no SMTP: pending mails are kept as 'sin_smtp'. */
  transport: MailTransport | null;
  /** From address; default MAIL_FROM or 'Aula Admin <no-responder@aula.local>'. */
  from?: string;
  /** Delay after the first failure; the n-th failure waits base·4^(n-1) (1 s, 4 s, 16 s…). Default 1000. */
  baseDelayMs?: number;
  /** Attempts before a mail is 'fallido' (at least 1). Default 5. */
  maxAttempts?: number;
  /** How often the queue is looked at even without a poke. Default 5000. */
  pollIntervalMs?: number;
  /** How long a claimed mail is hidden from other dispatchers while it is being sent. Default 15 min. */
  leaseMs?: number;
  /** Mails claimed per query. Default 20. */
  batchSize?: number;
  log?: MailLogger;
}
