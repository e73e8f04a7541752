// 'Procesar vigencias' on the student list (71A798F): only for holders of the code; a confirmation
// before estudiante/procesar_re_ac, 'Volver' sends nothing, and the answer's message and counts show.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import estudiantesResource from '../../../resources/estudiantes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT } from './lookups';

const provider = () => {
  const dataProvider = memoryDataProvider({ records: [{ ...STUDENT, id: 1 }] });
  dataProvider.call.mockResolvedValue({ mensaje: 'Vigencias procesadas: 2 estudiantes desactivados, 1 reactivado', desactivados: 2, reactivados: 1 });
  return dataProvider;
};

describe("the student list's 'Procesar vigencias'", () => {
  it('asks first, then runs the batch and shows its message and counts', async () => {
    const dataProvider = provider();
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar vigencias' }));
    let dialog = await screen.findByRole('dialog', { name: 'Procesar vigencias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.call).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Procesar vigencias' }));
    dialog = await screen.findByRole('dialog', { name: 'Procesar vigencias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Procesar' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/procesar_re_ac', {}));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Vigencias procesadas: 2 estudiantes desactivados, 1 reactivado');
    expect(status).toHaveTextContent('Desactivados: 2 · Reactivados: 1');
  });

  it('shows the refusal when the call fails', async () => {
    const dataProvider = provider();
    dataProvider.call.mockRejectedValue(new Error('No tiene permiso para esta operación'));
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar vigencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Procesar vigencias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Procesar' }));
    expect(await within(dialog).findByText('No tiene permiso para esta operación')).toBeInTheDocument();
  });

  it('is not shown without 71A798F', async () => {
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider: provider(), codes: [P.estudiantes.list, P.estudiantes.create] });
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procesar vigencias' })).toBeNull();
  });
});
