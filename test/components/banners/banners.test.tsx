// Banners' views (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): the established routes
// (#/banners/lista, #/banners/detalle/:id, #/banner/editar/:id; #/banners leads to the list), the
// url cut to 30 characters, the detail, and 'Debe rellenar todos los campos' when the form lacks a
// required value.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import bannersResource from '../../../resources/banners';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const URL = 'https://estaticos.escuela.test/banners/semana-de-la-conversacion.png';
const BANNER = {
  id: 2, version: 1, url: URL, activo: true, fecha_inicio: '2026-11-20', fecha_fin: '2026-12-05', destination_url: 'https://escuela.test/novedades',
  cursos: [1], sedes: [1], metodos_pago: ['contado'], usuario: 'Laura Restrepo',
};
const provider = () =>
  memoryDataProvider({
    records: [BANNER],
    lookups: { cursos: [{ id: 1, name: 'Inglés A1 - Módulo 1' }], sedes: [{ id: 1, name: 'Bogotá Chapinero' }], metodosPago: [{ id: 'contado', name: 'Contado' }] },
  });

describe('banners', () => {
  it('lists at #/banners/lista with the url cut to 30 characters', async () => {
    renderResource({ resource: bannersResource, path: '/banners/lista', dataProvider: provider() });
    const link = await screen.findByRole('link', { name: `${URL.slice(0, 30)}…` });
    expect(link).toHaveAttribute('href', URL);
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', expect.stringContaining('/banners/detalle/2'));
  });

  it('shows the author, dates, segment and an Editar link to #/banner/editar/:id', async () => {
    renderResource({ resource: bannersResource, path: '/banners/detalle/2', dataProvider: provider() });
    expect(await screen.findByText('Laura Restrepo')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(await screen.findByText(/Inglés A1 - Módulo 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Editar/ })).toHaveAttribute('href', expect.stringContaining('/banner/editar/2'));
  });

  it("says 'Debe rellenar todos los campos' for a missing value and sends nothing", async () => {
    const dataProvider = provider();
    renderResource({ resource: bannersResource, path: '/banners/nuevo', dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Enlace de la imagen/), 'https://estaticos.escuela.test/b.png');
    await screen.findByLabelText(/^Fecha de inicio/); // the date inputs load lazily
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    // react-admin shows a field's message once the field is touched or the form submitted.
    expect((await screen.findAllByText('Debe rellenar todos los campos')).length).toBeGreaterThan(0);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('opens the edit page at #/banner/editar/:id', async () => {
    renderResource({ resource: bannersResource, path: '/banner/editar/2', dataProvider: provider() });
    expect(await screen.findByDisplayValue(URL)).toBeInTheDocument();
  });
});
