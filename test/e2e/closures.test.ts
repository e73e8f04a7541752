// A closure in the browser (issue 9): 'Crear Cierre' with a date, that day's hours, a sede and a
// message; the list shows it.
import { describe, expect, it } from 'vitest';
import { weekdayOfDate } from '../../core/school/calendar';
import { addDays } from '../../core/engine/clock';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { TEST_TODAY } from '../testDay';

const openPage = useBrowser();

describe('closures', () => {
  it("creates a closure in its modal and lists it", async () => {
    let fecha = addDays(TEST_TODAY, 3);
    while (weekdayOfDate(fecha) > 5) fecha = addDays(fecha, 1);
    const mensaje = `Cierre de prueba ${Date.now()}`;
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/cierres`);
    await page.getByRole('button', { name: 'Crear Cierre' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Fecha/).fill(fecha.split('-').reverse().join('/'));
    await dialog.getByRole('combobox', { name: /^Horas/ }).click();
    await page.getByRole('option', { name: '9:00 am' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: /^Sedes/ }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel(/^Mensaje/).fill(mensaje);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Cierre creado').waitFor();
    await page.getByRole('cell', { name: mensaje }).waitFor();
    const { datos } = await api<{ datos: Option[] }>('cierres/lista', {}, await adminToken());
    expect(datos.find((c) => c.mensaje === mensaje)).toMatchObject({ fecha, horas: ['09:00'] });
    await page.close();
  });
});
