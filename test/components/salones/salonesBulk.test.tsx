import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import salonesResource from '../../../resources/salones';
import { MESSAGES } from '../../../resources/validation';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LINES = ['Aula 1,101,30,lab,3', 'Aula 2,102,cero,regular,3', '', 'Aula 3,103,25,regular,4'].join('\n');

async function typeLines(text: string) {
  const area = await screen.findByLabelText('Registros');
  // fireEvent: user-event would type 60 characters one by one, slowly, for nothing.
  fireEvent.change(area, { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
}

describe('salones masivo (text area)', () => {
  it('shows the column order, counts, the bad row with its error, and sends only the valid rows', async () => {
    const dataProvider = memoryDataProvider();
    dataProvider.bulkCreate.mockResolvedValueOnce({
      mensaje: 'Se crearon 1 registros. 1 filas con errores.',
      creados: 1,
      resultados: [
        { fila: 1, ok: true, id: 50 },
        { fila: 2, ok: false, errores: { nombre: 'Ya existe un registro con este valor' } },
      ],
    });
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    expect(await screen.findByText('nombre,numero,capacidad,tipo_salon,sede_id')).toBeInTheDocument();
    await typeLines(LINES);

    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(screen.getByText('Válidas: 2')).toBeInTheDocument();
    expect(screen.getByText('Con errores: 1')).toBeInTheDocument();
    const bad = screen.getByTestId('fila-2');
    expect(within(bad).getByText(`Capacidad: ${MESSAGES.number}`)).toBeInTheDocument();
    expect(within(bad).getByText('cero')).toHaveAttribute('title', MESSAGES.number); // the red cell
    expect(within(bad).getByText('Aula 2')).not.toHaveAttribute('title');

    await userEvent.click(screen.getByLabelText('Solo filas con errores'));
    expect(screen.queryByTestId('fila-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('fila-2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.bulkCreate).toHaveBeenCalledWith('salones', [
      { nombre: 'Aula 1', numero: '101', capacidad: 30, tipo_salon: 'lab', sede_id: 3 },
      { nombre: 'Aula 3', numero: '103', capacidad: 25, tipo_salon: 'regular', sede_id: 4 },
    ]);
    expect(await screen.findByText('Se crearon 1 registros. 1 filas con errores.')).toBeInTheDocument();
    // The server's fila 2 is the second sent row: line 4 of the text area.
    const rejected = screen.getByRole('table', { name: 'Filas rechazadas por el servidor' });
    expect(within(rejected).getByText('4')).toBeInTheDocument();
    expect(within(rejected).getByText('Nombre: Ya existe un registro con este valor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('never renders every row of a large load: the preview pages them', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => `Aula ${i + 1},${i + 1},20,regular,3`).join('\n');
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider: memoryDataProvider() });
    await typeLines(lines);
    expect(await screen.findByText('Total: 300')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Vista previa' });
    expect(within(preview).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1-10 de 300')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(screen.getByTestId('fila-11')).toBeInTheDocument();
  });

  it('keeps Enviar disabled when no row is valid', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    await typeLines('Aula 1,101,0,lab,3');
    expect(await screen.findByText('Válidas: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});

describe('salones list: Importar CSV', () => {
  it('rejects a file that is not .csv with the spec message', async () => {
    renderResource({ resource: salonesResource, path: '/salones', dataProvider: memoryDataProvider() });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByTestId('archivo-csv');
    // applyAccept: false — the picker filter can be bypassed (drag and drop, "all files").
    await userEvent.upload(input, new File(['a,b'], 'salones.xlsx'), { applyAccept: false } as never);
    expect(await within(dialog).findByText('El archivo debe ser de extensión .csv.')).toBeInTheDocument();
  });

  it('previews a CSV with a header row and sends its valid rows', async () => {
    const dataProvider = memoryDataProvider();
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    const csv = 'nombre,numero,capacidad,tipo_salon,sede_id\nAula 1,101,30,lab,3\nAula 2,102,30,sotano,3\n';
    await userEvent.upload(within(dialog).getByTestId('archivo-csv'), new File([csv], 'salones.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Total: 2')).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('fila-3')).getByText(`Tipo de salón: ${MESSAGES.choice}`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.bulkCreate.mock.calls[0][1]).toHaveLength(1);
    expect(await within(dialog).findByText('Se crearon 1 registros. 0 filas con errores.')).toBeInTheDocument();
    // The list behind reloads.
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
  });
});
