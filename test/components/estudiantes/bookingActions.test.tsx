// The booking actions of a student's detail: a row offers only what its state allows (the table of
// docs/domain/student-record.md 'The student's record') and the user's codes hold; cancelling needs a reason of 40
// characters (the button stays disabled at 39, the counter says so) and sends it; a topic is chosen
// among the bookable ones of the student's course; a refusal is a warning with the server's
// message; after an action the section is read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { StudentBookingRow } from '../../../core/school/students/records';
import { P } from '../../../core/engine/permissions';
import { feedback } from '../../../src/shell/feedback';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const BASE: StudentBookingRow = {
  id: 71, version: 1, clase_id: null, tema_id: 5, fecha: '2099-03-02', hora: '13:40', tipo_clase: 'regular_1', tipo_clase_nombre: 'Foundations', tema: 'Saludos',
  curso: 'Básico 1', salon: null, sede: 'Norte', estado: 'solicitado', observaciones: [], asistencia: null, asistencia_fecha: null, conformidad_fecha: null,
};
const ROWS: StudentBookingRow[] = [
  BASE,
  { ...BASE, id: 72, fecha: '2099-03-01', estado: 'asistido', clase_id: 4, asistencia: true },
  { ...BASE, id: 73, fecha: '2099-02-28', estado: 'cancelado' },
  { ...BASE, id: 74, fecha: '2099-02-27', estado: 'asignado', clase_id: 4, tema_id: null, tema: null },
];
const TOPICS = [
  { id: 5, name: 'Saludos', activo: true, programable: true },
  { id: 6, name: 'Rutinas', activo: true, programable: true },
  { id: 7, name: 'Trabajo autónomo', activo: true, programable: false },
];

function provider() {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: { ...STUDENT_LOOKUPS, temas: TOPICS } });
  dataProvider.read.mockImplementation(async () => ROWS);
  return dataProvider;
}

async function openBookings(codes?: string[]) {
  const dataProvider = provider();
  renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider, codes });
  await userEvent.click(await screen.findByRole('button', { name: 'Agendamientos' }));
  const table = await screen.findByRole('table', { name: 'Agendamientos' });
  const rowOf = (fecha: string) => within(table).getByRole('cell', { name: fecha }).closest('tr') as HTMLElement;
  const offered = (fecha: string) => within(rowOf(fecha)).queryAllByRole('button').map((b) => b.textContent);
  return { dataProvider, rowOf, offered, table };
}

beforeEach(() => feedback.reset());

describe('the booking actions of a row', () => {
  it('offers per row only the actions its state allows', async () => {
    const { offered } = await openBookings();
    expect(offered('02/03/2099')).toEqual(['Cancelar', 'Definir tema', 'Quitar tema']);
    expect(offered('01/03/2099')).toEqual(['Anular firma']);
    expect(offered('28/02/2099')).toEqual([]);
    expect(offered('27/02/2099')).toEqual(['Cancelar', 'Definir tema', 'Asignar tema automático']);
  });

  it('offers only what the user’s codes hold', async () => {
    const { offered, table } = await openBookings([P.estudiantes.show, P.estudiantes.cancelAgendamiento]);
    expect(offered('02/03/2099')).toEqual(['Cancelar']);
    expect(offered('01/03/2099')).toEqual([]);
    expect(within(table).getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
  });

  it('has no actions column for a user who holds none of the codes', async () => {
    const { table } = await openBookings([P.estudiantes.show]);
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
  });
});

describe('cancelling a booking', () => {
  it('keeps the button disabled at 39 characters and sends the reason at 40, then reads the section again', async () => {
    const { dataProvider, rowOf } = await openBookings();
    await userEvent.click(within(rowOf('02/03/2099')).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamiento' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar agendamiento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'x'.repeat(39));
    expect(within(dialog).getByText('Falta 1 carácter')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'y');
    expect(within(dialog).getByText('40 caracteres')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(dataProvider.call).toHaveBeenCalledWith('agendamiento/cancelar', { agendamiento_id: 71, motivo: `${'x'.repeat(39)}y` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledTimes(2));
  });

  it('shows a refusal as a warning with the server’s message and keeps the dialog and its reason', async () => {
    const { dataProvider, rowOf } = await openBookings();
    dataProvider.call.mockRejectedValueOnce(new Error('Solo se puede cancelar un agendamiento solicitado o asignado.'));
    await userEvent.click(within(rowOf('27/02/2099')).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamiento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'z'.repeat(45));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamiento' }));
    await waitFor(() => expect(feedback.get().message).toEqual({ kind: 'warning', text: 'Solo se puede cancelar un agendamiento solicitado o asignado.' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar agendamiento' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('z'.repeat(45));
  });
});

describe('the topic actions', () => {
  it('offers the bookable topics of the student’s course and sets the chosen one', async () => {
    const { dataProvider, rowOf } = await openBookings();
    await userEvent.click(within(rowOf('27/02/2099')).getByRole('button', { name: 'Definir tema' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definir tema' });
    await waitFor(() => expect(dataProvider.lookup).toHaveBeenCalledWith('temas', { curso_id: STUDENT.curso_actual_id }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tema' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Saludos', 'Rutinas']);
    await userEvent.click(screen.getByRole('option', { name: 'Rutinas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(dataProvider.call).toHaveBeenCalledWith('agendamiento/set_tema', { agendamiento_id: 74, tema_id: 6 });
  });

  it('removes, auto-assigns the topic and undoes a signature at once', async () => {
    const { dataProvider, rowOf } = await openBookings();
    await userEvent.click(within(rowOf('02/03/2099')).getByRole('button', { name: 'Quitar tema' }));
    await userEvent.click(within(rowOf('27/02/2099')).getByRole('button', { name: 'Asignar tema automático' }));
    await userEvent.click(within(rowOf('01/03/2099')).getByRole('button', { name: 'Anular firma' }));
    expect(dataProvider.call.mock.calls).toEqual([
      ['agendamiento/eliminar_tema', { agendamiento_id: 71 }],
      ['agendamiento/asignar_tema_auto', { agendamiento_id: 74 }],
      ['agendamiento/anular_firma', { agendamiento_id: 72 }],
    ]);
  });
});
