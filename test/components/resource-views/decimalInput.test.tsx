// The declared forms' number box (src/resource-views/DecimalInput.tsx; issue 43): '4,5' and '4.5'
// both send 4.5, a stored number shows es-CO (7,25) and reads the same on the detail, and what is
// no number is refused with the shared Spanish message before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { MESSAGES } from '../../../core/engine/validation';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const notas = defineResource({
  name: 'notas_prueba',
  prefix: 'nota_prueba',
  label: { one: 'Nota', many: 'Notas' },
  table: 'notas_prueba',
  representation: '{titulo}',
  messages: { created: 'Nota Creada', updated: 'Nota Actualizada' },
  permissions: { list: 'N1', show: 'N2', create: 'N3', edit: 'N4' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 40 },
    { source: 'valor', type: 'number', label: 'Valor', required: true, min: 0, max: 10, step: 0.01 },
  ],
  list: { columns: ['titulo', 'valor'], perPage: 5, perPageOptions: [5], sort: { field: 'titulo', order: 'ASC' } },
});

const CODES = ['N1', 'N2', 'N3', 'N4'];
const resource = buildResource(notas);

describe('the number box of the declared forms', () => {
  it.each(['4,5', '4.5'])("sends %j as 4.5", async (typed) => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/nota_prueba/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Parcial');
    await userEvent.type(screen.getByLabelText(/^Valor/), typed);
    expect(screen.getByLabelText(/^Valor/)).toHaveValue(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ titulo: 'Parcial', valor: 4.5 });
  });

  it('refuses what is no number in Spanish and sends nothing', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/nota_prueba/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Título/), 'Parcial');
    await userEvent.type(screen.getByLabelText(/^Valor/), '4,5,1');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MESSAGES.number)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows a stored number es-CO in the box', async () => {
    const dataProvider = memoryDataProvider({ records: [{ id: 2, titulo: 'Final', valor: 7.25 }] });
    renderResource({ resource, path: '/nota_prueba/editar/2', dataProvider, codes: CODES });
    await waitFor(() => expect(screen.getByLabelText(/^Valor/)).toHaveValue('7,25'));
  });

  it('shows a stored number es-CO on the detail', async () => {
    const dataProvider = memoryDataProvider({ records: [{ id: 2, titulo: 'Final', valor: 7.25 }] });
    renderResource({ resource, path: '/nota_prueba/detalle/2', dataProvider, codes: CODES });
    expect(await screen.findByText('7,25')).toBeInTheDocument();
  });
});
