// The courses' generated views (resources/cursos/): id, codigo, nombre and activo in the list; the
// create form with the course's own fields, 'Curso Creado'; the edit form, 'Curso Actualizado'.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cursosResource from '../../../resources/cursos';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const NIVELES = [{ id: 1, name: 'A1 - Principiante' }];
const CURSO = { id: 3, version: 1, codigo: 'EN-A1-1', nombre: 'Inglés A1 - Módulo 1', nivel_id: 1, activo: true };
const provider = () => memoryDataProvider({ records: [CURSO], lookups: { niveles: NIVELES } });

describe('cursos', () => {
  it('lists id, código, nombre and activo', async () => {
    renderResource({ resource: cursosResource, path: '/cursos', dataProvider: provider() });
    expect(await screen.findByText('EN-A1-1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'ID', 'Código', 'Nombre', 'Activo', 'Acción']);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Sí')).toBeInTheDocument();
  });

  it("creates a course with its own fields and says 'Curso Creado'", async () => {
    const dataProvider = provider();
    renderResource({ resource: cursosResource, path: '/curso/nuevo', dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Código/), 'EN-A1-5');
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Inglés A1 - Módulo 5');
    await userEvent.click(screen.getByRole('combobox', { name: /^Nivel/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'A1 - Principiante' }));
    expect(screen.queryByLabelText(/Primer nombre/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ codigo: 'EN-A1-5', nombre: 'Inglés A1 - Módulo 5', nivel_id: 1 });
    expect(await screen.findByText('Curso Creado')).toBeInTheDocument();
  });

  it("edits a course and says 'Curso Actualizado'", async () => {
    const dataProvider = provider();
    renderResource({ resource: cursosResource, path: '/curso/editar/3', dataProvider });
    const nombre = await screen.findByLabelText(/^Nombre/);
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Inglés A1 - Módulo uno');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(await screen.findByText('Curso Actualizado')).toBeInTheDocument();
  });
});
