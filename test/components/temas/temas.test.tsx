// The topic forms (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): #/tema/nuevo/{cursoId} starts
// with that course, fixed; 'Mostrar notificación' reveals its text and link; the logros switch
// reveals the text and every click resets it; 'Tema Creado' / 'Tema Actualizado'.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cursos from '../../../resources/cursos/schema';
import temasResource from '../../../resources/temas';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LOOKUPS = { cursos: [{ id: 3, name: 'Foundations' }], tiposClase: [], examenes: [] };
const TEMA = { id: 11, version: 1, curso_id: 3, nombre: 'Saludos', orden: 1, tipo: 'clase', activo: true, programable: true, programacion_libre: false, requiere_sede_original: 0, rango_nota: 5, peso_nota: 2, notificacion_mostrar: false, logros: 'Saluda' };

describe('topic forms', () => {
  it('a new topic from its course starts with that course, fixed, and says Tema Creado', async () => {
    const dataProvider = memoryDataProvider({ lookups: LOOKUPS });
    renderResource({ resource: temasResource, path: '/tema/nuevo/3', dataProvider });
    expect(await screen.findByRole('combobox', { name: /^Curso/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Presentaciones');
    await userEvent.type(screen.getByLabelText(/^Orden/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ curso_id: 3, nombre: 'Presentaciones', orden: 2, tipo: 'clase', rango_nota: 5 });
    expect(await screen.findByText('Tema Creado')).toBeInTheDocument();
  });

  it("'Mostrar notificación' reveals the text and the link", async () => {
    renderResource({ resource: temasResource, path: '/tema/nuevo/3', dataProvider: memoryDataProvider({ lookups: LOOKUPS }) });
    await screen.findByLabelText(/^Nombre/);
    expect(screen.queryByLabelText(/^Texto de la notificación/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Mostrar notificación'));
    expect(await screen.findByLabelText(/^Texto de la notificación/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Enlace de la notificación/)).toBeInTheDocument();
  });

  it('the logros switch shows the saved text; a click resets it, saved as blank', async () => {
    const dataProvider = memoryDataProvider({ records: [TEMA], lookups: LOOKUPS });
    renderResource({ resource: temasResource, path: '/tema/editar/11', dataProvider });
    expect(await screen.findByLabelText(/^Logros/)).toHaveValue('Saluda');
    await userEvent.click(screen.getByLabelText('¿Tiene logros?'));
    expect(screen.queryByLabelText(/^Logros/)).toBeNull();
    await userEvent.click(screen.getByLabelText('¿Tiene logros?'));
    expect(screen.getByLabelText(/^Logros/)).toHaveValue('');
    await userEvent.click(screen.getByLabelText('¿Tiene logros?'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ logros: null });
    expect(await screen.findByText('Tema Actualizado')).toBeInTheDocument();
  });

  it("the detail's 'Curso' leads back to its course", async () => {
    renderResource({ resource: temasResource, path: '/tema/detalle/11', dataProvider: memoryDataProvider({ records: [TEMA], lookups: LOOKUPS }), related: [cursos] });
    expect(await screen.findByRole('link', { name: 'Curso' })).toHaveAttribute('href', '/curso/detalle/3');
  });
});
