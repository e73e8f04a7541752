// Issue 43 point 9 on the generated views: a record's detail and editor are titled by the record,
// in the page's heading and the browser's tab; the editor shows the breadcrumbs back to it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import salonesResource from '../../../resources/salones';
import { memoryDataProvider, renderResource } from './harness';

const SEDES = [{ id: 4, name: 'Sede Sur' }];
const aula = { id: 7, nombre: 'Aula Magna', numero: '', capacidad: 40, tipo_salon: 'lab', sede_id: 4, activo: true, url: null, tipos_permitidos: ['lab'] };
const provider = () => memoryDataProvider({ records: [aula], lookups: { sedes: SEDES } });

// The shell's heading, where react-admin's <Title> renders (src/layout/AppLayout.tsx).
let heading: HTMLElement;
beforeEach(() => {
  heading = document.createElement('h1');
  heading.id = 'react-admin-title';
  document.body.append(heading);
});
afterEach(() => heading.remove());

describe('record titles on the generated views', () => {
  it("the detail's heading and tab name the record", async () => {
    renderResource({ resource: salonesResource, path: '/salon/detalle/7', dataProvider: provider() });
    await waitFor(() => expect(heading).toHaveTextContent('Aula Magna · Salón'));
    await waitFor(() => expect(document.title).toBe('Aula Magna · Salón | Aula Admin'));
    expect(screen.queryByTestId('migas')).not.toBeInTheDocument();
  });

  it('the editor is named by the record and leads back through its breadcrumbs', async () => {
    renderResource({ resource: salonesResource, path: '/salon/editar/7', dataProvider: provider() });
    await waitFor(() => expect(heading).toHaveTextContent('Aula Magna · Editar salón'));
    expect(document.title).toBe('Aula Magna · Editar salón | Aula Admin');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Salones' })).toHaveAttribute('href', '/salones');
    expect(within(trail).getByRole('link', { name: 'Aula Magna' })).toHaveAttribute('href', '/salon/detalle/7');
    expect(within(trail).getByText('Editar')).toHaveAttribute('aria-current', 'page');
  });
});
