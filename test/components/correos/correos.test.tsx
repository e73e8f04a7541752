// A course's e-mail templates (#/curso/7/correos), pages under the course: the list of that course
// only, the detail read through it (a failed load returns to the list), and an edit that lands on
// the detail with 'Plantilla de correo actualizado'.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import resource from '../../../resources/correos';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const CURSO = { id: 7, version: 1, codigo: 'EN-A1-1', nombre: 'Inglés A1 - Módulo 1', nivel_id: 1, activo: true };
const LOOKUPS = { cursos: [{ id: 7, name: 'Inglés A1 - Módulo 1' }] };
const APROBADO = {
  id: 3,
  version: 1,
  curso_id: 7,
  virtual: 1,
  descripcion: 'Aprobado virtual',
  rango_nota_inicial: 60,
  rango_nota_final: 100,
  asunto: '¡Felicitaciones!',
  plantilla_correo: '<p>Ha <strong>aprobado</strong> el curso.</p>',
  archivo: null,
};
const REPROBADO = { ...APROBADO, id: 4, virtual: 0, descripcion: 'Reprobado presencial', rango_nota_inicial: 0, rango_nota_final: 60, asunto: 'Resultado' };

function open(path: string, { detailFails = false } = {}) {
  const dataProvider = memoryDataProvider({ records: [APROBADO, REPROBADO], lookups: LOOKUPS });
  // The list's title reads the course; the templates are read as the test says.
  const oneRow = dataProvider.getOne.getMockImplementation()!;
  dataProvider.getOne.mockImplementation(async (name, params) => {
    if (name === 'cursos') return { data: CURSO };
    if (detailFails) throw new Error('No encontrado');
    return oneRow(name, params);
  });
  const view = renderResource({ resource, path, dataProvider });
  return { dataProvider, view };
}

describe('correos', () => {
  it("lists the course's templates with their kind by name, and leads back to the course", async () => {
    const { dataProvider } = open('/curso/7/correos');
    expect(await screen.findByRole('cell', { name: 'Aprobado virtual' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('correos', expect.objectContaining({ filter: { curso_id: 7 } }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '#', 'Tipo', 'Descripción', 'Nota inicial', 'Nota final', 'Acción']);
    expect(screen.getByRole('cell', { name: 'Virtual' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Presencial' })).toBeInTheDocument();
    // By starting grade: the failing range first.
    expect(screen.getAllByRole('link', { name: 'Ver' }).map((link) => link.getAttribute('href'))).toEqual(['/curso/7/correos/4/detalle', '/curso/7/correos/3/detalle']);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/curso/detalle/7');
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/curso/7/correos/nuevo');
  });

  it('the detail, read through the course, shows every field', async () => {
    const { dataProvider } = open('/curso/7/correos/3/detalle');
    expect(await screen.findByText('Aprobado virtual')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('correos', expect.objectContaining({ id: '3', meta: { parentId: 7 } }));
    expect(await screen.findByText('Inglés A1 - Módulo 1')).toBeInTheDocument();
    expect(screen.getByText('Virtual')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('¡Felicitaciones!')).toBeInTheDocument();
    expect(screen.getByText('aprobado').tagName).toBe('STRONG');
    expect(screen.getByText('No tiene un archivo cargado')).toBeInTheDocument();
  });

  it('a detail that fails to load says why in place, with the way back to the course’s list', async () => {
    const { dataProvider, view } = open('/curso/7/correos/3/detalle', { detailFails: true });
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledWith('correos', expect.objectContaining({ meta: { parentId: 7 } })));
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
    expect(view.pathname()).toBe('/curso/7/correos/3/detalle');
    await userEvent.click(screen.getByRole('link', { name: /Volver a la lista/ }));
    await waitFor(() => expect(view.pathname()).toBe('/curso/7/correos'));
    expect(await screen.findByRole('cell', { name: 'Aprobado virtual' })).toBeInTheDocument();
  });

  it("an edit saves through the course and lands on the detail with 'Plantilla de correo actualizado'", async () => {
    const { dataProvider, view } = open('/curso/7/correos/3/editar');
    const descripcion = await screen.findByLabelText(/^Descripción/);
    expect(descripcion).toHaveValue('Aprobado virtual');
    await userEvent.type(descripcion, ' con mención');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({
      id: '3', // the route's
      data: { curso_id: 7, virtual: 1, descripcion: 'Aprobado virtual con mención', rango_nota_inicial: 60, rango_nota_final: 100 },
      meta: { parentId: 7 },
    });
    expect(await screen.findByText('Plantilla de correo actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/curso/7/correos/3/detalle'));
    expect(await screen.findByText('Aprobado virtual con mención')).toBeInTheDocument();
  });
});
