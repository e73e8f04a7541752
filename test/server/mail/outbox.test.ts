// Without SMTP_URL mails stay in the outbox as 'sin_smtp' (readable in the app), and only the mails
// of committed transactions exist at all.
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL_FROM, enqueueMail, installMail } from '../../../server/mail';
import { countRows } from '../helpers';
import { type MailTestApp, openMailApp, readMail, sendMail, useMailDatabase } from './support';

useMailDatabase();

let mail: MailTestApp;

beforeAll(async () => {
  mail = await openMailApp();
});
afterAll(async () => {
  await mail.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('correo sin SMTP_URL', () => {
  it('guarda como sin_smtp, sin intentos y legible, lo encolado en una transacción confirmada', async () => {
    expect(mail.app.mail.hasTransport).toBe(false);
    const id = await sendMail(mail, {
      para: 'ana@correo.test',
      asunto: 'Su contraseña',
      cuerpo: 'Contraseña: Clave-Generada-1',
      secreto: true,
      universo: 'usuario',
      referenciaId: 7,
    });
    await mail.app.mail.flush();
    const row = await readMail(mail.db, id);
    expect(row).toMatchObject({ estado: 'sin_smtp', intentos: 0, ultimo_error: null, enviado_at: null, proximo_intento: null });
    // The only way the password reaches anyone in a demo: it must stay readable.
    expect(row.cuerpo).toBe('Contraseña: Clave-Generada-1');
    expect(row).toMatchObject({ para: 'ana@correo.test', secreto: true, universo: 'usuario', referencia_id: 7 });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('no deja rastro de lo encolado en una transacción revertida', async () => {
    const before = await countRows(mail.db, 'correos');
    await expect(
      mail.db.transaction(async (tx) => {
        await enqueueMail(tx, { para: 'nadie@correo.test', asunto: 'Revertido', cuerpo: 'x' });
        throw new Error('fallo después de encolar');
      }),
    ).rejects.toThrow('fallo después de encolar');
    mail.app.mail.poke();
    await mail.app.mail.flush();
    expect(await countRows(mail.db, 'correos')).toBe(before);
    expect(await countRows(mail.db, 'correos', `asunto = 'Revertido'`)).toBe(0);
  });

  it('una transacción anidada revertida retira solo su correo', async () => {
    const kept = await mail.db.transaction(async (tx) => {
      const id = await enqueueMail(tx, { para: 'si@correo.test', asunto: 'Queda', cuerpo: 'x' });
      await tx.transaction(async (inner) => {
        await enqueueMail(inner, { para: 'no@correo.test', asunto: 'Se va', cuerpo: 'x' });
        throw new Error('interna');
      }).catch(() => undefined);
      return id;
    });
    await mail.app.mail.flush();
    expect((await readMail(mail.db, kept)).estado).toBe('sin_smtp');
    expect(await countRows(mail.db, 'correos', `asunto = 'Se va'`)).toBe(0);
  });

  it('rechaza un correo sin destinatario o sin asunto', async () => {
    await expect(mail.db.transaction((tx) => enqueueMail(tx, { para: '  ', asunto: 'A', cuerpo: 'x' }))).rejects.toThrow(
      'El correo no tiene destinatario',
    );
    await expect(mail.db.transaction((tx) => enqueueMail(tx, { para: 'a@b.test', asunto: '', cuerpo: 'x' }))).rejects.toThrow(
      'El correo no tiene asunto',
    );
  });
});

describe('configuración desde el entorno', () => {
  it('sin SMTP_URL (o vacía) no hay transporte; MAIL_FROM da el remitente', () => {
    vi.stubEnv('SMTP_URL', '  ');
    vi.stubEnv('MAIL_FROM', 'Escuela <secretaria@escuela.test>');
    const app = Fastify();
    const dispatcher = installMail(app, mail.db);
    expect(dispatcher.hasTransport).toBe(false);
    expect(dispatcher.from).toBe('Escuela <secretaria@escuela.test>');
    expect(app.mail).toBe(dispatcher);
    expect(installMail(Fastify(), mail.db, { env: {} }).from).toBe(DEFAULT_MAIL_FROM);
  });

  it('con SMTP_URL crea el transporte; una SMTP_URL mal escrita detiene el arranque', () => {
    expect(installMail(Fastify(), mail.db, { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } }).hasTransport).toBe(true);
    expect(() => installMail(Fastify(), mail.db, { env: { SMTP_URL: 'no es una url' } })).toThrow('SMTP_URL no es una URL válida');
    expect(() => installMail(Fastify(), mail.db, { env: { SMTP_URL: 'http://correo.test' } })).toThrow('smtp:// o smtps://');
  });
});

describe('an idle queue', () => {
  it('has no next due time (an empty queue never reads as due now)', async () => {
    const { openTestDatabase } = await import('../helpers');
    const { migrate } = await import('../../../server/db/migrate');
    const { msUntilNextDue } = await import('../../../server/mail/outbox');
    const test = await openTestDatabase();
    await migrate(test.db);
    expect(await msUntilNextDue(test.db)).toBeNull();
    await test.dispose();
  });
});
