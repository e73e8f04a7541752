// Against a failing transport a send is retried with exponential backoff, the attempts and the last
// error are recorded, and after the last attempt the mail is 'fallido' — still in the table.
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../server/mail';
import { countRows } from '../helpers';
import { type MailTestApp, msUntilRetry, openMailApp, readMail, sendMail, stubTransport, useMailDatabase, waitFor } from './support';

useMailDatabase();

let mail: MailTestApp | null = null;
afterEach(async () => {
  await mail?.close();
  mail = null;
});

const MINUTE = 60_000;

describe('reintentos ante un servidor que falla', () => {
  it('la espera crece 1·, 4·, 16· la base', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000))).toEqual([1000, 4000, 16000, 64000]);
  });

  it('cuenta cada intento, guarda el error, espera cada vez más y acaba en fallido', async () => {
    const transport = stubTransport((call) => `421 Servicio no disponible (intento ${call})`);
    // A base of a minute: nothing falls due by itself, the test moves proximo_intento to now().
    mail = await openMailApp({ transport, baseDelayMs: MINUTE, maxAttempts: 4 });
    const id = await sendMail(mail, { para: 'ana@correo.test', asunto: 'Aviso', cuerpo: 'Hola', secreto: true });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await mail.app.mail.flush();
      const row = await readMail(mail.db, id);
      expect(row).toMatchObject({ estado: 'pendiente', intentos: attempt, ultimo_error: `421 Servicio no disponible (intento ${attempt})` });
      const wait = await msUntilRetry(mail.db, id);
      expect(wait).toBeLessThanOrEqual(backoffDelay(attempt, MINUTE));
      expect(wait).toBeGreaterThan(backoffDelay(attempt, MINUTE) - 10_000);
      waits.push(wait);
      // Not due yet: another pass does not touch it.
      await mail.app.mail.flush();
      expect(transport.calls).toHaveLength(attempt);
      await mail.db.query('UPDATE correos SET proximo_intento = now() WHERE id = $1', [id]);
    }
    expect(waits[1]).toBeGreaterThan(waits[0] * 3);
    expect(waits[2]).toBeGreaterThan(waits[1] * 3);

    await mail.app.mail.flush();
    const last = await readMail(mail.db, id);
    expect(last).toMatchObject({ estado: 'fallido', intentos: 4, proximo_intento: null, enviado_at: null });
    expect(last.ultimo_error).toBe('421 Servicio no disponible (intento 4)');
    // Never sent, so the body is kept for whoever has to act on it.
    expect(last.cuerpo).toBe('Hola');
    await mail.db.query('UPDATE correos SET proximo_intento = now() WHERE id = $1', [id]);
    await mail.app.mail.flush();
    expect(transport.calls).toHaveLength(4);
  });

  it('solo, con sus temporizadores, reintenta respetando las esperas', async () => {
    const transport = stubTransport(() => 'Conexión rechazada');
    const base = 15;
    mail = await openMailApp({ transport, baseDelayMs: base, maxAttempts: 5, pollIntervalMs: 60_000 });
    const id = await sendMail(mail, { para: 'ana@correo.test', asunto: 'Aviso', cuerpo: 'Hola' });
    const db = mail.db;
    await waitFor(async () => (await readMail(db, id)).estado === 'fallido');
    expect(transport.calls).toHaveLength(5);
    // Each retry came no sooner than its backoff (lower bounds only: a busy machine may be late).
    const gaps = transport.calls.slice(1).map((call, i) => call.at - transport.calls[i].at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffDelay(i + 1, base) - 2));
    expect(await readMail(db, id)).toMatchObject({ intentos: 5, ultimo_error: 'Conexión rechazada' });
  });

  it('no se pierde nada: cuando el servidor se recupera salen todos', async () => {
    // Each recipient's first two attempts fail, the third goes through.
    const seen = new Map<string, number>();
    const transport = stubTransport((_, message) => {
      seen.set(message.to, (seen.get(message.to) ?? 0) + 1);
      return seen.get(message.to)! <= 2 ? 'Tiempo de espera agotado' : null;
    });
    mail = await openMailApp({ transport, baseDelayMs: 0, maxAttempts: 3 });
    const before = await countRows(mail.db, 'correos');
    const ids: number[] = [];
    for (let n = 1; n <= 3; n++) ids.push(await sendMail(mail, { para: `e${n}@correo.test`, asunto: `Correo ${n}`, cuerpo: 'x' }));
    await mail.app.mail.flush();
    expect(await countRows(mail.db, 'correos')).toBe(before + 3);
    for (const id of ids) {
      expect(await readMail(mail.db, id)).toMatchObject({ estado: 'enviado', intentos: 3, ultimo_error: 'Tiempo de espera agotado' });
    }
    expect(transport.calls).toHaveLength(9);
  });
});
