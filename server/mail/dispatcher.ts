// Sends what the outbox holds: on an interval, when poked after a commit, and when a retry falls
// due. One pass at a time per process; several processes share the table through claimDueMails. A
// pass that fails (the database gone) is logged once, and the next poll simply tries again.
import type { Database } from '../db/database';
import {
  backoffDelay,
  claimDueMails,
  describeError,
  keepWithoutSmtp,
  markFailed,
  markSent,
  msUntilNextDue,
} from './outbox';
import { mailFromEnv } from './transport';
import type { CorreoRow, MailDispatcherOptions, MailLogger, MailTransport } from './types';

const SILENT: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export class MailDispatcher {
  readonly from: string;
  readonly baseDelayMs: number;
  readonly maxAttempts: number;
  readonly pollIntervalMs: number;
  private readonly transport: MailTransport | null;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly log: MailLogger;
  private started = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private busy: Promise<number> | null = null;
  /** A poke arrived during a pass: look at the queue once more before resting. */
  private again = false;
  /** The last pass failed: the failures that follow (every poll while the database is away) are not logged again. */
  private failing = false;

  constructor(
    private readonly db: Database,
    options: MailDispatcherOptions,
  ) {
    this.transport = options.transport;
    this.from = options.from ?? mailFromEnv();
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 15 * 60 * 1000;
    this.batchSize = options.batchSize ?? 20;
    this.log = options.log ?? SILENT;
  }

  /** Whether mails really leave (SMTP_URL or an injected transport) or stay as 'sin_smtp'. */
  get hasTransport(): boolean {
    return this.transport !== null;
  }

  /** Starts polling (the timers never keep the process alive) and looks at the queue now. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.pollTimer = setInterval(() => this.poke(), this.pollIntervalMs);
    this.pollTimer.unref();
    this.poke();
  }

  /** Look at the queue soon (call it after the transaction that enqueued a mail commits). */
  poke(): void {
    if (!this.started) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.exclusive().then(
      () => {
        if (!this.failing) return;
        this.failing = false;
        this.log.info({}, 'El envío de correos se reanudó');
      },
      (error: unknown) => {
        if (this.failing) return;
        this.failing = true;
        this.log.error({ err: error }, 'Error al despachar los correos; se reintenta en cada sondeo');
      },
    );
  }

  /** Processes every mail due now (including retries that fall due meanwhile); resolves with how many. */
  flush(): Promise<number> {
    return this.exclusive();
  }

  /** Stops the timers, waits for the pass under way and closes the transport. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.pollTimer = this.wakeTimer = null;
    while (this.busy) await this.busy.catch(() => 0);
    this.transport?.close?.();
  }

  /** Runs drain() once no other pass is running (a flush during a poked pass waits for it). */
  private async exclusive(): Promise<number> {
    while (this.busy) await this.busy.catch(() => 0);
    const run = this.drain();
    this.busy = run;
    try {
      return await run;
    } finally {
      if (this.busy === run) this.busy = null;
      // A poke that came after the pass's last look at the queue is not dropped.
      if (this.again && this.started && !this.busy) this.poke();
    }
  }

  private async drain(): Promise<number> {
    let total = 0;
    do {
      this.again = false;
      for (;;) {
        const handled = await this.dispatchBatch();
        total += handled;
        if (handled === 0) break;
      }
    } while (this.again);
    if (this.started) await this.scheduleWake();
    return total;
  }

  private async dispatchBatch(): Promise<number> {
    if (!this.transport) {
      const kept = await keepWithoutSmtp(this.db);
      if (kept.length > 0) {
        this.log.info({ correos: kept }, "Sin SMTP_URL: los correos quedan en 'Correos enviados' sin enviarse");
      }
      return kept.length;
    }
    const mails = await claimDueMails(this.db, this.batchSize, this.leaseMs);
    for (const mail of mails) await this.send(this.transport, mail);
    return mails.length;
  }

  private async send(transport: MailTransport, mail: CorreoRow): Promise<void> {
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.para,
        subject: mail.asunto,
        text: mail.cuerpo,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } catch (error) {
      const attempt = mail.intentos + 1;
      const result = await markFailed(this.db, mail.id, describeError(error), this.maxAttempts, backoffDelay(attempt, this.baseDelayMs));
      const level = result.estado === 'fallido' ? 'error' : 'warn';
      this.log[level]({ correo: mail.id, intentos: result.intentos, err: error }, `No se pudo enviar el correo ${mail.id}`);
      return;
    }
    await markSent(this.db, mail.id);
  }

  /** A retry due before the next poll gets its own timer, so backoff delays are kept closely. */
  private async scheduleWake(): Promise<void> {
    const ms = await msUntilNextDue(this.db);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    if (ms === null || ms >= this.pollIntervalMs || !this.started) return;
    this.wakeTimer = setTimeout(() => this.poke(), Math.ceil(ms) + 1);
    this.wakeTimer.unref();
  }
}
