// SMTP_URL end to end: nodemailer talks real SMTP to an in-process server on 127.0.0.1 (ephemeral
// port); once it accepts, once it answers 550 to every message.
import type { AddressInfo, Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailTestApp, openMailApp, readMail, sendMail, useMailDatabase } from './support';

useMailDatabase();

interface Received {
  from: string | false;
  to: string[];
  raw: string;
}

let received: Received[] = [];
let rejectAll = false;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectAll) {
          callback(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = await new Promise<Server>((resolve) => {
    const net = server.listen(0, '127.0.0.1', () => resolve(net));
  });
  port = (listening.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let mail: MailTestApp | null = null;
afterEach(async () => {
  await mail?.close();
  mail = null;
  received = [];
  rejectAll = false;
  vi.unstubAllEnvs();
});

describe('SMTP_URL de extremo a extremo', () => {
  it('envía por SMTP con el remitente de MAIL_FROM', async () => {
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    vi.stubEnv('MAIL_FROM', 'Aula Pruebas <pruebas@aula.test>');
    // env: process.env, as buildApp will do (support's default is no SMTP).
    mail = await openMailApp({ env: process.env });
    expect(mail.app.mail.hasTransport).toBe(true);
    const id = await sendMail(mail, {
      para: 'destino@correo.test',
      asunto: 'Prueba SMTP',
      cuerpo: 'Su clave es Clave-SMTP-1',
      secreto: true,
    });
    await mail.app.mail.flush();
    const row = await readMail(mail.db, id);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 1, ultimo_error: null, cuerpo: '[contenido confidencial enviado]' });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('pruebas@aula.test');
    expect(received[0].to).toEqual(['destino@correo.test']);
    expect(received[0].raw).toMatch(/^Subject: Prueba SMTP$/m);
    expect(received[0].raw).toMatch(/^From: Aula Pruebas <pruebas@aula.test>$/m);
    expect(received[0].raw).toContain('Su clave es Clave-SMTP-1');
  });

  it('ante un 550 reintenta y termina en fallido con el error del servidor', async () => {
    rejectAll = true;
    // Base 0: each retry is due at once, so one flush runs them all.
    mail = await openMailApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, baseDelayMs: 0, maxAttempts: 3 });
    const id = await sendMail(mail, { para: 'destino@correo.test', asunto: 'Rechazado', cuerpo: 'x' });
    await mail.app.mail.flush();
    const row = await readMail(mail.db, id);
    expect(row).toMatchObject({ estado: 'fallido', intentos: 3, enviado_at: null });
    expect(row.ultimo_error).toContain('550');
    expect(received).toHaveLength(0);
  });
});
