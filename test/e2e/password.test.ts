// One's own password in the browser (issue 43), on a phone (390 px) and a laptop (1366 px): a failed
// login says why; '¿Olvidó su contraseña?' mails a link (read from 'Correos enviados', the outbox
// without SMTP), which sets a new password that then signs in; and 'Cambiar contraseña' in Mi cuenta
// ends the user's other sessions.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();
const WIDTHS = [390, 1366];
const FIRST_PASSWORD = 'Inicial-Clave-2026';

/** A new staff member in the Consulta group with FIRST_PASSWORD, made through the API. */
async function newStaff(token: string, tag: string): Promise<string> {
  const documento = `${String(Date.now()).slice(-7)}${tag}`;
  const email = `clave.${documento}@escuela.test`;
  const created = await api<Option>(
    'funcionario/crear',
    { primer_nombre: 'Rosa', primer_apellido: 'Prueba', tipo_documento: 'CC', numero_documento: documento, email, movil: '3104445566', sede_id: 1 },
    token,
  );
  const grupos = await api<Option[]>('grupos/opciones', {}, token);
  const consulta = grupos.find((g) => g.nombre === 'Consulta' || g.name === 'Consulta') ?? grupos[0];
  await api('funcionario/editar_grupo', { id: created.id, grupo_id: consulta.id }, token);
  await api('funcionario/cambiar_password', { userid: created.id, password: FIRST_PASSWORD }, token);
  return email;
}

/** The reset link of the newest mail to `email`, as 'Correos enviados' holds it. */
async function mailedLink(token: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { datos } = await api<{ datos: Option[] }>('correo_enviado/lista', { por_pagina: 20 }, token);
        const mail = datos.find((m) => m.para === email);
        if (!mail) return undefined;
        const { cuerpo } = await api<{ cuerpo: string }>('correo_enviado/detalle', { id: mail.id }, token);
        link = /https?:\/\/\S+#\/restablecer-contrasena\?token=[\w-]+/.exec(cuerpo)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}

async function atWidth(width: number): Promise<Page> {
  const page = await openPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

describe('own password', () => {
  it.each(WIDTHS)('a failed login shows the server’s message (%i px)', async (width) => {
    const page = await atWidth(width);
    await page.goto(`${baseURL}/#/login`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill('nadie.aqui@escuela.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('equivocada');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Correo o contraseña incorrectos');
    expect(page.url()).toMatch(/#\/login$/);
    await page.context().close();
  }, 60_000);

  it.each(WIDTHS)('forgotten password: the mailed link sets a new one, which signs in (%i px)', async (width) => {
    const token = await adminToken();
    const email = await newStaff(token, String(width).slice(0, 2));
    const page = await atWidth(width);
    await page.goto(`${baseURL}/#/login`);
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL(/#\/olvido-contrasena$/);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('status').getByText(/le enviamos un enlace/).waitFor();

    await page.goto(await mailedLink(token, email));
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva-Clave-2026');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva-Clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña restablecida. Ya puede ingresar con la nueva contraseña.').waitFor();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.waitForURL(/#\/login$/);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva-Clave-2026');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.context().close();
  }, 120_000);

  it.each(WIDTHS)('Mi cuenta changes it and ends the other sessions (%i px)', async (width) => {
    const token = await adminToken();
    const email = await newStaff(token, `9${String(width).slice(0, 1)}`);
    const other = await api<{ token: string }>('login', { email, password: FIRST_PASSWORD });
    const page = await atWidth(width);
    await login(page, email, FIRST_PASSWORD);
    await page.goto(`${baseURL}/#/profile`);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByLabel('Contraseña actual').fill('no-es-esta');
    await dialog.getByLabel('Nueva contraseña').fill('Otra-Clave-2026');
    await dialog.getByLabel('Confirmar contraseña').fill('Otra-Clave-2026');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La contraseña actual no es correcta').waitFor();
    await dialog.getByLabel('Contraseña actual').fill(FIRST_PASSWORD);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Contraseña actualizada. Sus otras sesiones se cerraron.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // This session goes on; the other one is over, and only the new password signs in.
    await page.reload();
    await page.getByText('Cambiar contraseña').waitFor();
    await expect(api('perfil', {}, other.token)).rejects.toThrow(/401/);
    await expect(api('login', { email, password: FIRST_PASSWORD })).rejects.toThrow(/401/);
    expect((await api<{ token: string }>('login', { email, password: 'Otra-Clave-2026' })).token).toBeTruthy();
    await page.context().close();
  }, 120_000);
});
