// The student editor keeps every edit (issue 43 point 2), on a wide and a phone-sized window: two
// sections changed are named in the save bar, the switch says it is unsaved, leaving asks first,
// and 'Guardar cambios (2)' saves both through their own actions and says so for each.
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

const WIDTHS = [
  { width: 1366, height: 900, vigencia: '2027-03-15', index: 0 },
  { width: 390, height: 844, vigencia: '2027-04-20', index: 1 },
];

describe('unsaved edits in the student editor', () => {
  for (const size of WIDTHS) {
    it(`at ${size.width} px: the bar lists two changed sections, leaving asks, 'Guardar cambios (2)' saves both`, async () => {
      const token = await adminToken();
      const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 2, orden: { campo: 'id', direccion: 'ASC' }, filtros: { activo: true } }, token);
      const id = datos[size.index].id;
      const before = await api<Option>('estudiante/detalle', { id }, token);
      const page = await openPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      await login(page, 'admin@escuela.test', 'Admin123!');
      await page.goto(`${baseURL}/#/estudiante/editar/${id}`);

      const vigencia = page.getByRole('region', { name: 'Vigencia' });
      await vigencia.getByLabel('Fecha de vigencia').fill(size.vigencia);
      const sabados = page.getByRole('region', { name: 'Sábados' });
      await sabados.getByRole('switch').click();
      // The switch alone does not save: its section says so.
      await sabados.getByText('Sin guardar').waitFor();

      const bar = page.getByRole('region', { name: 'Cambios sin guardar' });
      await bar.getByText('Cambios sin guardar: Vigencia, Sábados').waitFor();
      await bar.getByRole('button', { name: 'Guardar cambios (2)' }).waitFor();

      // Leaving asks; staying keeps both changes.
      await page.getByRole('link', { name: 'Detalle' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
      await dialog.getByText(/Vigencia, Sábados/).waitFor();
      await dialog.getByRole('button', { name: 'Seguir editando' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toContain(`#/estudiante/editar/${id}`);
      expect(await vigencia.getByLabel('Fecha de vigencia').inputValue()).toBe(size.vigencia);

      await bar.getByRole('button', { name: 'Guardar cambios (2)' }).click();
      await bar.getByText('Vigencia: guardado').waitFor();
      await bar.getByText('Sábados: guardado').waitFor();
      const after = await api<Option>('estudiante/detalle', { id }, token);
      expect(String(after.vigencia).slice(0, 10)).toBe(size.vigencia);
      expect(after.sabados).toBe(!before.sabados);

      // Nothing left unsaved: leaving goes straight to the detail.
      await page.getByRole('link', { name: 'Detalle' }).click();
      await page.waitForURL(new RegExp(`#/estudiante/detalle/${id}$`));
      await page.close();
    });
  }
});
