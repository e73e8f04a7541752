// #/masivos (docs/domain/bulk-payments.md 'Bulk payment update') with an in-memory dataProvider: a CSV (any encoding and
// separator) or a workbook, its name and how it was read shown, the refused lines with their exact
// messages, 'Procesar' only with rows, actualizar_medios_pago's body (methods by their code), the
// server's error rows and its message — a success only when a student changed —, then the file cleared.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentUpdateAnswer } from '../../../core/school/paymentUpdate';
import { BulkLoadsPage } from '../../../src/pages/bulkLoads/BulkLoadsPage';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

const METODOS = [
  { id: 'beca', name: 'Beca' },
  { id: 'contado', name: 'Contado' },
  { id: 'empresa', name: 'Empresa' },
];

const ANSWER: PaymentUpdateAnswer = {
  mensaje: 'Se ejecutó con exito la acción.',
  actualizados: 2,
  sin_cambio: 0,
  errores: [
    { id: 'x1', tipo: 'beca', observaciones: 'El código no tiene el formato valido' },
    { id: '77', tipo: 'contado', observaciones: 'No se encontró un estudiante con este código en sus sedes' },
  ],
};

function renderMasivos(answer: Answer = () => ANSWER) {
  return renderCustomPage({ page: <BulkLoadsPage />, path: '/masivos', answer, lookups: { metodosPago: METODOS } });
}

const user = () => userEvent.setup({ applyAccept: false });
const csv = (name: string, lines: string[]) => new File([lines.join('\n')], name, { type: 'text/csv' });

async function upload(file: File) {
  const input = screen.getByTestId('archivo-pagos');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Seleccionar archivo' })).toBeEnabled());
  await user().upload(input, file);
}

const cellsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('#/masivos', () => {
  it('refuses a file that is neither text nor a workbook, and shows no Procesar', async () => {
    renderMasivos();
    await upload(new File(['5,beca'], 'pagos.pdf'));
    expect(await screen.findByText('El archivo debe ser .csv, .txt, .xlsx u .ods.')).toBeInTheDocument();
    expect(screen.getByTestId('nombre-archivo')).toHaveTextContent('Ningún archivo seleccionado');
    expect(screen.queryByRole('button', { name: 'Procesar' })).toBeNull();
  });

  it('names the file and lists its refused lines with the spec’s messages', async () => {
    renderMasivos();
    expect(await screen.findByText(/Métodos de pago: beca \(Beca\), contado \(Contado\), empresa \(Empresa\)/)).toBeInTheDocument();
    await upload(csv('pagos.csv', ['codigo,metodo', '15,BECA', '12a,beca', '16', '17,tarjeta', '', '18,contado']));
    // Read in the import's reader (its module loads on the first file): the name shows once it is read.
    await waitFor(() => expect(screen.getByTestId('nombre-archivo')).toHaveTextContent('pagos.csv'));
    expect(screen.getByTestId('resumen-archivo')).toHaveTextContent('Registros válidos: 2 · Con errores: 3 · Se ignoró la línea de encabezado · Leído como UTF-8, separador «,» (coma)');
    expect(cellsOf(screen.getByRole('table', { name: 'Registros con errores' }))).toEqual([
      ['3', '12a', 'beca', 'El código no tiene el formato valido'],
      ['4', '16', '', 'Estructura del registro incorrecta'],
      ['5', '17', 'tarjeta', 'Metodo de pago incorrecto'],
    ]);
    expect(screen.getByRole('button', { name: 'Procesar' })).toBeEnabled();
  });

  it('shows no Procesar for a file without rows', async () => {
    renderMasivos();
    await upload(csv('vacio.csv', ['codigo,metodo', '']));
    expect(await screen.findByText('El archivo no tiene registros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procesar' })).toBeNull();
  });

  it('sends valid and refused lines, shows the server’s error rows and message, then clears the file', async () => {
    const { dataProvider } = renderMasivos();
    await upload(csv('pagos.csv', ['15,BECA', 'x1,beca', '77,contado']));
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Se ejecutó con exito la acción.');
    expect(screen.getByRole('status')).toHaveTextContent('Estudiantes actualizados: 2');
    expect(bodiesOf(dataProvider, 'actualizar_medios_pago')).toEqual([
      {
        users: [
          { id: 15, tipo: 'beca' },
          { id: 77, tipo: 'contado' },
        ],
        usersErrors: [{ id: 'x1', tipo: 'beca', observaciones: 'El código no tiene el formato valido' }],
      },
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Registros no actualizados' }))).toEqual([
      ['x1', 'beca', 'El código no tiene el formato valido'],
      ['77', 'contado', 'No se encontró un estudiante con este código en sus sedes'],
    ]);
    // The file is cleared: no name, no refused lines, no Procesar.
    expect(screen.getByTestId('nombre-archivo')).toHaveTextContent('Ningún archivo seleccionado');
    expect(screen.queryByRole('table', { name: 'Registros con errores' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Procesar' })).toBeNull();
  });

  it('reads Excel’s Spanish CSV (Windows-1252, semicolons) with methods by name', async () => {
    const { dataProvider } = renderMasivos();
    const bytes = Uint8Array.from([...'C\xf3digo;M\xe9todo\r\n15;Beca\r\n16;CONTADO\r\n'].map((c) => c.charCodeAt(0)));
    await upload(new File([bytes], 'pagos.csv'));
    expect(await screen.findByTestId('resumen-archivo')).toHaveTextContent('Registros válidos: 2 · Con errores: 0 · Se ignoró la línea de encabezado · Leído como Windows-1252 (Excel), separador «;»');
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar' }));
    await screen.findByRole('status');
    expect(bodiesOf(dataProvider, 'actualizar_medios_pago')).toEqual([{ users: [{ id: 15, tipo: 'beca' }, { id: 16, tipo: 'contado' }], usersErrors: [] }]);
  });

  it('a run that changed no student is no success: the server’s words, as an error', async () => {
    renderMasivos(() => ({ mensaje: 'No se actualizó ningún estudiante: 1 línea con errores', actualizados: 0, sin_cambio: 0, errores: [ANSWER.errores[1]] }));
    await upload(csv('pagos.csv', ['77,contado']));
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No se actualizó ningún estudiante: 1 línea con errores. Estudiantes actualizados: 0');
    expect(status).not.toHaveTextContent('exito');
    expect(status).toHaveClass('MuiAlert-colorError');
  });

  it('keeps the file and shows the server’s refusal', async () => {
    renderMasivos(() => {
      throw new Error('No tiene permiso para esta operación');
    });
    await upload(csv('pagos.csv', ['15,beca']));
    await userEvent.click(await screen.findByRole('button', { name: 'Procesar' }));
    expect(await screen.findByText('No tiene permiso para esta operación')).toBeInTheDocument();
    expect(screen.getByTestId('nombre-archivo')).toHaveTextContent('pagos.csv');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pages a long list of refused lines', async () => {
    renderMasivos();
    await upload(csv('muchos.csv', Array.from({ length: 30 }, (_, i) => `x${i},beca`)));
    const table = await screen.findByRole('table', { name: 'Registros con errores' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1-10 de 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(cellsOf(screen.getByRole('table', { name: 'Registros con errores' }))[0]).toEqual(['11', 'x10', 'beca', 'El código no tiene el formato valido']);
  });
});
