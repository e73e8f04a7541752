// Teachers in the browser (issue 8): create one, give it the 'Mañanas' availability, add a novedad,
// and see a room's weekly pre-assignment grid.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/engine/clock';
import { weekdayOfDate } from '../../core/school/calendar';
import { adminToken, api, baseURL, chooseOption, field, login, type Option, useBrowser } from './session';
import { TEST_TODAY } from '../testDay';

const openPage = useBrowser();

/** The first Monday–Friday two days or more after the tests' day (the server's clock stands on it). */
function nextWeekday(): string {
  let date = addDays(TEST_TODAY, 2);
  while (weekdayOfDate(date) > 5) date = addDays(date, 1);
  return date;
}

describe('teachers', () => {
  it("creates a teacher, sets 'Mañanas', adds a novedad and shows a room's grid", async () => {
    const token = await adminToken();
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');

    const documento = String(Date.now()).slice(-9);
    await page.goto(`${baseURL}/#/docente/nuevo`);
    await field(page, 'Primer nombre').fill('Lucía');
    await field(page, 'Primer apellido').fill('Prueba');
    await chooseOption(page, 'Tipo de documento', 'Cédula de ciudadanía');
    await field(page, 'Número de documento').fill(documento);
    await field(page, 'Correo electrónico').fill(`lucia.${documento}@escuela.test`);
    await field(page, 'Móvil').fill('3104445566');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Docente Creado').waitFor();
    await page.waitForURL(/#\/docentes$/);
    await page.getByRole('table', { name: 'Resumen de docentes' }).waitFor();

    const [created] = await api<Option[]>('docente/buscar', { texto: documento }, token);
    const id = created.id;
    await page.goto(`${baseURL}/#/docente/editar/${id}`);
    const availability = page.getByRole('region', { name: 'Disponibilidad' });
    await availability.getByRole('button', { name: 'Mañanas' }).click();
    await availability.getByRole('button', { name: 'Guardar disponibilidad' }).click();
    await page.getByText('Información Guardada').waitFor();
    await page.waitForURL(new RegExp(`#/docente/detalle/${id}$`));
    const saved = await api<Option & { disponibilidad: string[] }>('docente/detalle', { id }, token);
    expect(saved.disponibilidad).toHaveLength(25);
    expect(saved.disponibilidad[0]).toBe('1T06:00');

    const fecha = nextWeekday();
    await page.getByRole('link', { name: 'Novedades' }).click();
    await page.waitForURL(new RegExp(`#/docente/novedades/${id}$`));
    await page.getByLabel(/^Fecha/).fill(fecha.split('-').reverse().join('/'));
    await page.getByRole('checkbox', { name: '6:00 am' }).check();
    await page.getByRole('combobox', { name: 'Motivo' }).click();
    await page.getByRole('option', { name: 'Incapacidad' }).click();
    await page.getByLabel('Descripción').fill('Incapacidad médica de dos días por una gripe fuerte');
    await page.getByRole('button', { name: 'Crear' }).click();
    await page.getByText('Novedad creada').first().waitFor();
    await page.getByRole('table', { name: 'Novedades' }).getByText('Incapacidad / Incapacidad médica de dos días por una gripe fuerte').waitFor();

    const [room] = (await api<{ salones: Option[] }>('salon/resumen', {}, token)).salones.filter((s) => Number(s.bloques) > 0 && Number(s.maximo) === 55);
    await page.goto(`${baseURL}/#/salon/detalle/${room.id}`);
    const grid = page.getByRole('table', { name: 'Preasignaciones de lunes a viernes' });
    await grid.waitFor();
    expect(await grid.getByText('LIBRE').count()).toBe(5 * 10 - Number(room.bloques) + (await saturdayBlocks(room.id, token)));
    await page.getByRole('table', { name: 'Preasignaciones del sábado' }).waitFor();
    await page.close();
  });
});

/** Saturday's pre-assignments of a room (the weekday grid leaves them out). */
async function saturdayBlocks(salonId: Option[string], token: string): Promise<number> {
  const list = await api<{ dia: number }[]>('preasignaciones/xsalon', { salon_id: salonId }, token);
  return list.filter((p) => p.dia === 6).length;
}
