// Edits through the generated and custom forms: student data, active toggle, password rule, a new room.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, field, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

describe('editing', () => {
  it('edits a student, toggles active, checks the password rule and creates a room', async () => {
    const token = await adminToken();
    const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 1, orden: { campo: 'id', direccion: 'DESC' }, filtros: { activo: true } }, token);
    const id = datos[0].id;
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');

    await page.goto(`${baseURL}/#/estudiante/editar/${id}`);
    await field(page, 'Móvil').fill('3119998877');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Estudiante Actualizado').waitFor();
    await page.waitForURL(new RegExp(`#/estudiante/detalle/${id}$`));

    await page.goto(`${baseURL}/#/estudiante/editar/${id}`);
    await page.getByRole('switch', { name: 'Activo' }).click();
    await page.getByText('Usuario desactivado').waitFor();
    expect((await api<Option>('estudiante/detalle', { id }, token)).activo).toBe(false);
    expect((await api<Option>('estudiante/detalle', { id }, token)).movil).toBe('3119998877');

    await page.goto(`${baseURL}/#/estudiante/cambiarpassword/${id}`);
    await page.getByLabel(/Contraseña/).first().fill('corta');
    await page.getByRole('button', { name: /Guardar|Cambiar/ }).click();
    await page.getByText('Debe tener mínimo 8 caracteres.').waitFor();
    // The named action through useAction: the server's message, then back to the detail.
    await page.getByLabel(/Contraseña/).first().fill('Nueva-clave-2026');
    await page.getByRole('button', { name: /Guardar|Cambiar/ }).click();
    await page.getByText('Contraseña actualizada').waitFor();
    await page.waitForURL(new RegExp(`#/estudiante/detalle/${id}$`));

    await page.goto(`${baseURL}/#/salon/nuevo`);
    await field(page, 'Nombre').fill('Aula de prueba E2E');
    await field(page, 'Capacidad').fill('18');
    await page.getByRole('combobox', { name: /^Sede/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Salon Creado').waitFor();
    await page.waitForURL(/#\/salon\/detalle\/\d+$/);
    await page.getByText('Aula de prueba E2E').first().waitFor();
    await page.close();
  });
});
