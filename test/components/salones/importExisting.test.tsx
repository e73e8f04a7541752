// The import dialog with a file that names existing records (the list's own export, with its Id):
// it is checked before anything is written — what is new, what changes, what stays, what is refused —
// 'Si el registro ya existe' switches between Omitir and Actualizar, and the write goes through
// importar with the versions the check saw. A file in Windows-1252 with ';' reads as typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportAnswer, type ImportBody } from '../../../core/engine/bulkImport';
import salonesResource from '../../../resources/salones';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const SEDES = [
  { id: 3, name: 'Sede Norte' },
  { id: 4, name: 'Sede Sur' },
];
/** The export of two rooms as Excel (Spanish) saves it after a secretary changed one capacity and added a room. */
const FILE = ['Id;Nombre;Número;Capacidad;Tipo de salón;Sede;Activo', '11;Aula Ñandú;101;31;Laboratorio;Sede Norte;Sí', '12;Aula 2;102;25;Regular;Sede Sur;Sí', ';Aula nueva;103;20;Regular;Sede Sur;'].join('\r\n');
const windows1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

/** The server's sorting of the lines, by mode: room 11 changes its capacity, 12 stays, the third is new. */
function answerFor(body: ImportBody): ImportAnswer {
  const update = body.si_existe === 'actualizar';
  const filas = [
    { fila: 1, accion: update ? ('cambia' as const) : ('omitido' as const), id: 11, version: 4, ...(update ? { cambios: ['Capacidad'] } : {}) },
    { fila: 2, accion: update ? ('igual' as const) : ('omitido' as const), id: 12, version: 2 },
    { fila: 3, accion: 'nuevo' as const },
  ];
  const counts = { nuevos: 1, cambian: update ? 1 : 0, iguales: update ? 1 : 0, omitidos: update ? 0 : 2, con_errores: 0 };
  return { mensaje: body.confirmar ? IMPORT_MESSAGES.done(1, counts.cambian) : IMPORT_MESSAGES.preview(counts), ...counts, filas };
}

describe('salones: importing a file that names existing rooms', () => {
  it('reads the Spanish Excel file, checks it, switches to Actualizar and writes through importar with the versions seen', async () => {
    const dataProvider = memoryDataProvider({ lookups: { sedes: SEDES } });
    dataProvider.importRows.mockImplementation(async (_resource: string, body: ImportBody) => answerFor(body));
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('ayuda-columnas')).toHaveTextContent('separado por coma, punto y coma o tabulador (UTF-8 o Windows-1252, como lo guardan Excel y LibreOffice) o un libro .xlsx u .ods');
    await userEvent.upload(within(dialog).getByTestId('archivo-csv'), new File([windows1252(FILE)], 'salones.csv', { type: 'text/csv' }));

    expect(await within(dialog).findByTestId('lectura-archivo')).toHaveTextContent('salones.csv: Leído como Windows-1252 (Excel), separador «;» (punto y coma). Columnas que no se importan: Activo.');
    expect(await within(dialog).findByText('Total: 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Aula Ñandú')).toBeInTheDocument();
    expect(await within(dialog).findByText('Existentes omitidos: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Nuevos: 1')).toBeInTheDocument();
    const [first] = dataProvider.importRows.mock.calls[0] ?? [];
    expect(first).toBe('salones');
    const preview = dataProvider.importRows.mock.calls[0][1];
    expect(preview).toMatchObject({ si_existe: 'omitir', columnas: ['nombre', 'numero', 'capacidad', 'tipo_salon', 'sede_id'] });
    expect(preview.registros[0]).toEqual({ id: '11', nombre: 'Aula Ñandú', numero: '101', capacidad: 31, tipo_salon: 'lab', sede_id: 3 });
    expect(preview.registros[2]).not.toHaveProperty('id');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('Con cambios: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Sin cambios: 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Se creó 1 registro y se actualizó 1.')).toBeInTheDocument();
    const write = dataProvider.importRows.mock.calls.at(-1)![1];
    expect(write).toMatchObject({ si_existe: 'actualizar', confirmar: true, versiones: { '1': 4, '2': 2 } });
    expect(dataProvider.bulkCreate).not.toHaveBeenCalled();
  });

  it('a file that cannot name existing rooms (no Id, no code) is not checked and goes through crear_masivo', async () => {
    const dataProvider = memoryDataProvider({ lookups: { sedes: SEDES } });
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByTestId('archivo-csv'), new File(['Aula 9,109,30,lab,Sede Norte\n'], 'salones.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Total: 1')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('registros-existentes')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(dataProvider.bulkCreate).toHaveBeenCalledTimes(1));
    expect(dataProvider.importRows).not.toHaveBeenCalled();
  });
});
