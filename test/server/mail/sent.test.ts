// A transport that accepts: the mail becomes 'enviado' with its time, a secret body is no longer
// kept, the queue is also found by the poll alone, and closing the app stops the dispatcher.
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail, SECRET_PLACEHOLDER } from '../../../server/mail';
import { type MailTestApp, openMailApp, readMail, sendMail, stubTransport, useMailDatabase, waitFor } from './support';

useMailDatabase();

let mail: MailTestApp | null = null;
afterEach(async () => {
  await mail?.close();
  mail = null;
});

describe('envío aceptado', () => {
  it('marca enviado, con fecha y un intento, y entrega remitente, destinatario, asunto y cuerpos', async () => {
    const transport = stubTransport();
    mail = await openMailApp({ transport, from: 'Escuela <secretaria@escuela.test>' });
    const id = await sendMail(mail, { para: 'luis@correo.test', asunto: 'Bienvenida', cuerpo: 'Hola, Luis', html: '<p>Hola, Luis</p>' });
    await mail.app.mail.flush();
    const row = await readMail(mail.db, id);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 1, ultimo_error: null, proximo_intento: null });
    expect(row.enviado_at).toBeInstanceOf(Date);
    expect(row.enviado_at!.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    // Not secret: the body stays for 'Correos enviados'.
    expect(row).toMatchObject({ cuerpo: 'Hola, Luis', html: '<p>Hola, Luis</p>' });
    expect(transport.calls.map((c) => c.message)).toEqual([
      { from: 'Escuela <secretaria@escuela.test>', to: 'luis@correo.test', subject: 'Bienvenida', text: 'Hola, Luis', html: '<p>Hola, Luis</p>' },
    ]);
  });

  it('borra el cuerpo de un correo secreto una vez enviado', async () => {
    const transport = stubTransport();
    mail = await openMailApp({ transport });
    const id = await sendMail(mail, {
      para: 'ana@correo.test',
      asunto: 'Su contraseña',
      cuerpo: 'Contraseña: Clave-Generada-1',
      html: '<b>Clave-Generada-1</b>',
      secreto: true,
    });
    const plain = await sendMail(mail, { para: 'ana@correo.test', asunto: 'Sin html', cuerpo: 'Clave-2', secreto: true });
    await mail.app.mail.flush();
    expect(transport.calls[0].message.text).toBe('Contraseña: Clave-Generada-1');
    expect(await readMail(mail.db, id)).toMatchObject({ estado: 'enviado', cuerpo: SECRET_PLACEHOLDER, html: SECRET_PLACEHOLDER });
    expect(await readMail(mail.db, plain)).toMatchObject({ estado: 'enviado', cuerpo: SECRET_PLACEHOLDER, html: null });
    const [{ n }] = await mail.db.query<{ n: number }>(`SELECT count(*) AS n FROM correos WHERE cuerpo LIKE '%Clave-%' OR html LIKE '%Clave-%'`);
    expect(n).toBe(0);
  });

  it('el sondeo periódico envía también lo que nadie avisó', async () => {
    const transport = stubTransport();
    mail = await openMailApp({ transport, pollIntervalMs: 30 });
    // No poke: only the interval finds it.
    const id = await mail.db.transaction((tx) => enqueueMail(tx, { para: 'eva@correo.test', asunto: 'Recordatorio', cuerpo: 'x' }));
    const db = mail.db;
    await waitFor(async () => (await readMail(db, id)).estado === 'enviado');
    expect(transport.calls).toHaveLength(1);
  });

  it('al cerrar la aplicación se detiene y cierra el transporte', async () => {
    const transport = stubTransport();
    mail = await openMailApp({ transport, pollIntervalMs: 20 });
    const { app, db } = mail;
    await app.close();
    expect(transport.closed).toBe(true);
    const id = await db.transaction((tx) => enqueueMail(tx, { para: 'eva@correo.test', asunto: 'Tarde', cuerpo: 'x' }));
    app.mail.poke();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readMail(db, id)).estado).toBe('pendiente');
    expect(transport.calls).toHaveLength(0);
  });
});
