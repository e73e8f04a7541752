// The exams' views (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): 'Nuevo' needs 39237B08 and
// 19E70E2C; 'Ver' opens the edit page; the criteria editor adds and removes criteria (the code is
// the server's); self-assessment on edit only; saving returns to the list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import examenesResource from '../../../resources/examenes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const EXAM = {
  id: 4, version: 1, codigo: 'EX-A1-OR', version_examen: '2026.1', nombre: 'Examen oral A1', objetivo: 'Evaluar', fecha_implementacion: '2026-02-01',
  unidades: 4, comentarios_estudiante: true, comentarios_docente: true, self_assessment: false,
  criterios: [{ nombre: 'Fluidez', codigo: 'fluidez', maximo: 5, tipo: 'discreto' }],
};
const provider = () => memoryDataProvider({ records: [EXAM] });

describe('examenes', () => {
  it("shows 'Nuevo' only with both codes, and 'Ver' opens the edit page", async () => {
    const view = renderResource({ resource: examenesResource, path: '/examenes', dataProvider: provider(), codes: ['B7A9DE95', '39237B08', '827D5C7D'] });
    expect(await screen.findByText('EX-A1-OR')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', expect.stringContaining('/examen/editar/4'));
    view.unmount();
    renderResource({ resource: examenesResource, path: '/examenes', dataProvider: provider(), codes: ['B7A9DE95', '39237B08', '827D5C7D', '19E70E2C'] });
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toBeInTheDocument();
  });

  it('creates without the self-assessment switch, with a criterion added in the editor', async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: examenesResource, path: '/examen/nuevo', dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Código/), 'EX-B1-OR');
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Examen oral B1');
    expect(screen.queryByLabelText(/^Autoevaluación/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const names = screen.getAllByLabelText(/^Nombre/);
    await userEvent.type(names[names.length - 1], 'Pronunciación');
    await userEvent.type(screen.getByLabelText(/^Calificación máxima/), '5');
    await userEvent.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Continuo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ codigo: 'EX-B1-OR', criterios: [{ nombre: 'Pronunciación', maximo: 5, tipo: 'continuo' }] });
    await waitFor(() => expect(view.pathname()).toBe('/examenes'));
  });

  it('edits: the criterion code is read-only, self-assessment is offered, saving returns to the list', async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: examenesResource, path: '/examen/editar/4', dataProvider });
    expect(await screen.findByLabelText(/^Autoevaluación/)).toBeInTheDocument();
    const code = screen.getByDisplayValue('fluidez');
    expect(code).toHaveAttribute('readonly');
    await userEvent.click(screen.getByLabelText(/^Autoevaluación/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(await screen.findByText('Examen actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/examenes'));
  });
});
