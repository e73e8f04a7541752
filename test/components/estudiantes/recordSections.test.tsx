// The collapsible sections of a student's detail: closed and unread at first, each read once from
// its own call on first opening, its rows with the student area's labels, 'No hay información'
// when empty, and the API's refusal as a warning.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { StudentBookingRow, StudentTutoringRow } from '../../../core/school/students/records';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const BOOKING: StudentBookingRow = {
  id: 71, version: 1, clase_id: null, tema_id: 5, fecha: '2099-03-02', hora: '13:40', tipo_clase: 'regular_1', tipo_clase_nombre: 'Foundations', tema: 'Saludos', curso: 'Foundations 1',
  salon: 'Aula 101', sede: 'Norte', estado: 'solicitado',
  observaciones: [{ texto: 'Llega tarde', usuario: 'Ana Gómez', fecha: '2099-03-01T10:00:00Z' }],
  asistencia: null, asistencia_fecha: null, conformidad_fecha: null,
};
const SESSION: StudentTutoringRow = { id: 9, fecha: '2099-03-05', hora: '07:15', salon: 'Tutorías 1', tutor: 'Ana Gómez', tema: null, curso: null, estado: 'programada' };

function provider(answers: Record<string, unknown>) {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) => {
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  });
  return dataProvider;
}

const open = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: title }));
};

describe('the sections of a student’s detail', () => {
  it('reads nothing until a section opens, then its own call once, and shows the rows with their labels', async () => {
    const dataProvider = provider({ 'estudiante/ver_agendamientos': [BOOKING], 'estudiante/ver_tutorias': [SESSION] });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    expect(await screen.findByRole('button', { name: 'Agendamientos' })).toHaveAttribute('aria-expanded', 'false');
    expect(dataProvider.read).not.toHaveBeenCalled();
    // One heading per section, not a heading inside the accordion's own one.
    expect(screen.getByRole('heading', { level: 2, name: 'Agendamientos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Agendamientos' })).toBeNull();

    await open('Agendamientos');
    const bookings = await screen.findByRole('table', { name: 'Agendamientos' });
    const cells = within(bookings).getAllByRole('cell').map((cell) => cell.textContent);
    // The last cell: the row's booking actions (bookingActions.test.tsx).
    expect(cells).toEqual(['02/03/2099', '1:40 pm', 'Foundations', 'Saludos (Foundations 1)', 'Aula 101 · Norte', 'Sin Asignar', 'Llega tarde', 'CancelarDefinir temaQuitar tema']);
    expect(dataProvider.read).toHaveBeenCalledTimes(1);
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/ver_agendamientos', { id: 12 });

    // Closed and opened again: the rows it read, not a second call.
    await open('Agendamientos');
    await open('Agendamientos');
    expect(await screen.findByRole('table', { name: 'Agendamientos' })).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledTimes(1);

    await open('Tutorías');
    const sessions = await screen.findByRole('table', { name: 'Tutorías' });
    expect(within(sessions).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['05/03/2099', '7:15 am', 'Tutorías 1', 'Ana Gómez', 'Sin tema', '', 'Solicitado']);
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/ver_tutorias', { id: 12 });
  });

  it("says 'No hay información' for a section without rows, and shows a refusal as a warning", async () => {
    const dataProvider = provider({ 'estudiante/ver_agendamientos': [], 'estudiante/ver_tutorias': new Error('Registro no encontrado') });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await open('Agendamientos');
    const region = (await screen.findByRole('button', { name: 'Agendamientos' })).closest('.MuiAccordion-root') as HTMLElement;
    expect(await within(region).findByText('No hay información')).toBeInTheDocument();
    await open('Tutorías');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro no encontrado');
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledTimes(2));
  });
});
