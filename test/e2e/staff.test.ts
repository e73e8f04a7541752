// Staff users and global management in the browser (issue 11; README 'Staff users and global
// management'): the administrator creates a staff member ('funcionario Creado'), puts them in a
// group and sees it in the list, generates their password, and finds them in global management,
// where the DOCENTE role is switched on.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, chooseOption, field, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

describe('staff users', () => {
  it('creates a staff member, assigns a group, and manages their roles globally', async () => {
    const token = await adminToken();
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');

    const documento = String(Date.now()).slice(-9);
    const email = `marta.${documento}@sedes.escuela.test`;
    await page.goto(`${baseURL}/#/usuario/nuevo`);
    await field(page, 'Primer nombre').fill('Marta');
    await field(page, 'Primer apellido').fill('Quintero');
    await chooseOption(page, 'Tipo de documento', 'Cédula de ciudadanía');
    await field(page, 'Número de documento').fill(documento);
    await field(page, 'Correo electrónico').fill(email);
    await field(page, 'Móvil').fill('3104445566');
    await chooseOption(page, 'Sede', 'Bogotá Chapinero');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('funcionario Creado').waitFor();
    await page.waitForURL(/#\/usuarios$/);

    const [created] = await api<Option[]>('funcionario/buscar', { texto: documento }, token);
    const id = created.id;
    await page.goto(`${baseURL}/#/usuario/editar/${id}`);
    const grupo = page.getByRole('region', { name: 'Grupo' });
    await grupo.getByRole('combobox', { name: 'Grupo' }).click();
    await page.getByRole('option', { name: 'Consulta', exact: true }).click();
    await grupo.getByRole('button', { name: 'Guardar grupo' }).click();
    await page.getByText('Grupo actualizado').first().waitFor();
    await expect.poll(async () => (await api<Option>('funcionario/detalle', { id }, token)).grupo_id, { timeout: 10_000 }).not.toBeNull();

    await page.goto(`${baseURL}/#/usuario/detalle/${id}`);
    await page.getByText('Consulta', { exact: true }).waitFor();
    // Never signed in.
    expect(await page.getByText('No registra').count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: 'Contraseña' }).click();
    await page.waitForURL(new RegExp(`#/usuario/cambiarpassword/${id}$`));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se generó una nueva contraseña y se envió al correo del usuario').first().waitFor();
    await page.waitForURL(new RegExp(`#/usuario/detalle/${id}$`));

    await page.goto(`${baseURL}/#/usuario/gestion_global`);
    await page.getByLabel('Buscar persona').fill(documento);
    await page.getByRole('cell', { name: 'Marta Quintero' }).click();
    const panel = page.getByLabel('Persona seleccionada');
    const docente = panel.getByRole('switch', { name: 'DOCENTE' });
    expect(await docente.isChecked()).toBe(false);
    await docente.click();
    await expect.poll(() => docente.isChecked(), { timeout: 10_000 }).toBe(true);
    expect((await api<Option>('funcionario/detalle', { id }, token)).id).toBe(id);
    const [found] = await api<(Option & { pr: boolean })[]>('user/buscar', { texto: documento }, token);
    expect(found.pr).toBe(true);
  });
});
