// A 'money' field in the generated views (src/resource-views/fields/money.tsx): the list and the
// detail read $ 1.850.000; the form takes pesos as staff type them and sends whole pesos.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../../../core/engine/fields/money';
import { defineResource } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const cuotas = defineResource({
  name: 'cuotas',
  prefix: 'cuota',
  label: { one: 'Cuota', many: 'Cuotas' },
  table: 'cuotas',
  representation: '{concepto}',
  messages: { created: 'Cuota Creada', updated: 'Cuota Actualizada' },
  permissions: { list: 'C1', show: 'C2', create: 'C3', edit: 'C4', bulk: 'C5' },
  fields: [
    { source: 'concepto', type: 'text', label: 'Concepto', required: true },
    { source: 'valor', type: 'money', label: 'Valor', required: true },
  ],
  list: { columns: ['concepto', 'valor'], perPage: 5, perPageOptions: [5, 10], sort: { field: 'concepto', order: 'ASC' } },
});

const CODES = ['C1', 'C2', 'C3', 'C4', 'C5'];
const resource = buildResource(cuotas);
const FEE = { id: 4, concepto: 'Matrícula', valor: 1850000 };

describe('a money field', () => {
  it('reads $ 1.850.000 in the list', async () => {
    renderResource({ resource, path: '/cuotas', dataProvider: memoryDataProvider({ records: [FEE] }), codes: CODES });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1];
    expect(within(row).getByText('$ 1.850.000')).toBeInTheDocument();
  });

  it('on the detail too', async () => {
    renderResource({ resource, path: '/cuota/detalle/4', dataProvider: memoryDataProvider({ records: [FEE] }), codes: CODES });
    expect(await screen.findByText('$ 1.850.000')).toBeInTheDocument();
  });

  it('the form takes 1.850.000, refuses cents with the shared message and sends whole pesos', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource, path: '/cuota/nuevo', dataProvider, codes: CODES });
    await userEvent.type(await screen.findByLabelText(/^Concepto/), 'Curso');
    await userEvent.type(screen.getByLabelText(/^Valor/), '2.400.000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MONEY_MESSAGES.cents)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Valor/));
    await userEvent.type(screen.getByLabelText(/^Valor/), '2.400.000');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ concepto: 'Curso', valor: 2400000 });
  });

  it('the edit form shows the stored amount with its thousands points', async () => {
    renderResource({ resource, path: '/cuota/editar/4', dataProvider: memoryDataProvider({ records: [FEE] }), codes: CODES });
    expect(await screen.findByLabelText(/^Valor/)).toHaveValue('1.850.000');
  });
});
