import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import salonesResource from '../../../resources/salones';
import { MESSAGES } from '../../../core/engine/validation';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LINES = ['Aula 1,101,30,lab,3', 'Aula 2,102,cero,regular,3', '', 'Aula 3,103,25,regular,sede sur'].join('\n');
const SEDES = [
  { id: 3, name: 'Sede Norte' },
  { id: 4, name: 'Sede Sur' },
];
const withSedes = () => memoryDataProvider({ lookups: { sedes: SEDES } });

async function typeLines(text: string) {
  const area = await screen.findByLabelText('Registros');
  // fireEvent: user-event would type 60 characters one by one, slowly, for nothing.
  fireEvent.change(area, { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
}

describe('salones masivo (text area)', () => {
  it('shows counts that add up, the bad row first with its error, and imports only the valid rows on request', async () => {
    const dataProvider = withSedes();
    dataProvider.bulkCreate.mockResolvedValueOnce({
      mensaje: 'Se crearon 2 registros.',
      creados: 2,
      resultados: [
        { fila: 1, ok: true, id: 50 },
        { fila: 2, ok: true, id: 51 },
      ],
    });
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    // The columns in words, a reference by name (issue 43 point 7).
    expect(await screen.findByText('Sede (nombre o número)')).toBeInTheDocument();
    await typeLines(LINES);

    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(screen.getByText('Válidas: 2')).toBeInTheDocument();
    expect(screen.getByText('Con errores: 1')).toBeInTheDocument();
    expect(screen.getByText('Líneas en blanco omitidas: 1')).toBeInTheDocument();
    const bad = screen.getByTestId('fila-2');
    expect(within(bad).getByText(`Capacidad: ${MESSAGES.number} («cero»)`)).toBeInTheDocument();
    expect(within(bad).getByText('cero')).toHaveAttribute('title', MESSAGES.number); // the red cell
    expect(within(bad).getByText('Aula 2')).not.toHaveAttribute('title');
    // The errors come right after the line number, before the eleven (here five) cells.
    expect(within(bad).getAllByRole('cell')[1]).toHaveTextContent(`Capacidad: ${MESSAGES.number} («cero»)`);

    await userEvent.click(screen.getByLabelText('Solo filas con errores'));
    expect(screen.queryByTestId('fila-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('fila-2')).toBeInTheDocument();

    // All or nothing: the whole load cannot be sent while a row is bad.
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByText('Hay 1 fila con errores: corrija el archivo y vuelva a cargarlo, o importe solo las válidas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Importar solo las 2 filas válidas' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.bulkCreate).toHaveBeenCalledWith('salones', [
      { nombre: 'Aula 1', numero: '101', capacidad: 30, tipo_salon: 'lab', sede_id: 3 },
      { nombre: 'Aula 3', numero: '103', capacidad: 25, tipo_salon: 'regular', sede_id: 4 },
    ]);
    expect(await screen.findByText('Se crearon 2 registros. No se importó 1 fila con errores (2).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importar solo/ })).not.toBeInTheDocument();
  });

  it('sends every row with Enviar when none is bad, reading sedes by name', async () => {
    const dataProvider = withSedes();
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    await typeLines('Aula 1,101,30,lab,Sede Norte\nAula 2,102,20,lab,4');
    expect(await screen.findByText('Válidas: 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importar solo/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.bulkCreate.mock.calls[0][1].map((r: Record<string, unknown>) => r.sede_id)).toEqual([3, 4]);
  });

  it('marks the lines a refused batch names (nothing written) and offers to import the others', async () => {
    const dataProvider = withSedes();
    dataProvider.bulkCreate.mockRejectedValueOnce(
      new HttpError('No se guardó ningún registro: 1 fila con errores (2).', 400, {
        code: 'ValidationError',
        message: 'No se guardó ningún registro: 1 fila con errores (2).',
        filas: [{ fila: 2, errores: { nombre: 'Ya existe un registro con este valor' } }],
      }),
    );
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    await typeLines('Aula 1,101,30,lab,3\n\nAula 2,102,20,lab,4');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    // The server's fila 2 is the second sent row: line 3 of the text area.
    expect(await screen.findByText('No se guardó ningún registro: 1 fila con errores (3).')).toBeInTheDocument();
    const rejected = screen.getByRole('table', { name: 'Filas rechazadas por el servidor' });
    expect(within(rejected).getByText('3')).toBeInTheDocument();
    expect(within(rejected).getByText('Nombre: Ya existe un registro con este valor')).toBeInTheDocument();
    expect(screen.getByText('Con errores: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Importar solo 1 fila válida' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(2));
    expect(dataProvider.bulkCreate.mock.calls[1][1]).toEqual([{ nombre: 'Aula 1', numero: '101', capacidad: 30, tipo_salon: 'lab', sede_id: 3 }]);
  });

  it('never renders every row of a large load: the preview pages them', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => `Aula ${i + 1},${i + 1},20,regular,3`).join('\n');
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider: withSedes() });
    await typeLines(lines);
    expect(await screen.findByText('Total: 300')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Vista previa' });
    expect(within(preview).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1-10 de 300')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(screen.getByTestId('fila-11')).toBeInTheDocument();
  });

  it('keeps Enviar disabled and offers nothing when no row is valid', async () => {
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider: withSedes() });
    await typeLines('Aula 1,101,0,lab,3');
    expect(await screen.findByText('Válidas: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Importar solo/ })).not.toBeInTheDocument();
  });

  it('says so when the reference options cannot be loaded', async () => {
    const dataProvider = withSedes();
    dataProvider.lookup.mockRejectedValueOnce(new Error('sin red'));
    renderResource({ resource: salonesResource, path: '/salon/masivo', dataProvider });
    await typeLines('Aula 1,101,30,lab,3');
    expect(await screen.findByText('No fue posible cargar las opciones de «Sede»; intente de nuevo.')).toBeInTheDocument();
  });
});

describe('salones list: Importar', () => {
  it('offers the CSV template: a file named for the list whose header is the human titles', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:plantilla';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('plantilla-salones.csv');
    });
    try {
      renderResource({ resource: salonesResource, path: '/salones', dataProvider: withSedes() });
      await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar plantilla' }));
      expect(click).toHaveBeenCalledTimes(1);
      expect((await saved[0].text()).replace(/^\uFEFF/, '')).toBe('Nombre,Número,Capacidad,Tipo de salón,Sede\r\n');
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  });

  it('rejects a file that is neither text nor a workbook, saying what it takes', async () => {
    renderResource({ resource: salonesResource, path: '/salones', dataProvider: withSedes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByTestId('archivo-csv');
    // applyAccept: false — the picker filter can be bypassed (drag and drop, "all files").
    await userEvent.upload(input, new File(['a,b'], 'salones.pdf'), { applyAccept: false } as never);
    expect(await within(dialog).findByText('El archivo debe ser .csv, .txt, .xlsx u .ods.')).toBeInTheDocument();
    // An .xlsx that is no workbook says so.
    await userEvent.upload(input, new File(['a,b'], 'salones.xlsx'), { applyAccept: false } as never);
    expect(await within(dialog).findByText('El archivo no es un libro de Excel (.xlsx) ni de LibreOffice (.ods) válido.')).toBeInTheDocument();
  });

  it('previews 20 rows with 2 bad ones (lines 7 and 13) and imports the 18 others, counts adding up', async () => {
    const dataProvider = withSedes();
    dataProvider.bulkCreate.mockImplementationOnce(async (_resource: string, registros: Record<string, unknown>[]) => ({
      mensaje: `Se crearon ${registros.length} registros.`,
      creados: registros.length,
      resultados: registros.map((_, i) => ({ fila: i + 1, ok: true, id: 100 + i })),
    }));
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog');
    const lines = Array.from({ length: 20 }, (_, i) => `Aula ${i + 1},${i + 1},30,lab,Sede Norte`);
    lines[6] = 'Aula 7,7,30,sotano,Sede Norte';
    lines[12] = 'Aula 13,13,30,lab,Sede Oeste';
    await userEvent.upload(within(dialog).getByTestId('archivo-csv'), new File([lines.join('\n')], 'salones.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Total: 20')).toBeInTheDocument();
    expect(within(dialog).getByText('Válidas: 18')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Solo filas con errores'));
    expect(within(within(dialog).getByTestId('fila-7')).getByText(`Tipo de salón: ${MESSAGES.choice} («sotano»)`)).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('fila-13')).getByText(`Sede: ${MESSAGES.choice} («Sede Oeste»)`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar solo las 18 filas válidas' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.bulkCreate.mock.calls[0][1]).toHaveLength(18);
    expect(await within(dialog).findByText('Se crearon 18 registros. No se importaron 2 filas con errores (7 y 13).')).toBeInTheDocument();
    // The list behind reloads.
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
  });
});
