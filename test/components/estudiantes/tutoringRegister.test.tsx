// The tutoring register page: the student's sessions in compact rows ('Ver más' opens the details
// and 'Ver histórico' the session's observations), and cancelling only a programada session, for
// holders of 98E38A0E, once the reason reaches 20 characters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { TutoringRegister } from '../../../core/school/students/tutoringRegister';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const clase = (fecha_bloque: string) => ({ tipo: 'tutoria', fecha_bloque, salon: 'Cabina 1', sede: 'Norte', tutor: 'Ana Gómez' });
const REGISTER: TutoringRegister = {
  nombres: 'María Núñez Peña',
  registros: [
    { id: 41, estado: 'programada', clase: clase('2099-03-05 07:15'), tema: 'Verbos', curso: 'B1', motivo_cancelacion: null },
    { id: 40, estado: 'cancelada', clase: clase('2099-03-01 16:00'), tema: null, curso: null, motivo_cancelacion: 'Viaje' },
  ],
};

function provider() {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) =>
    path === 'tutorias/ver_observaciones' ? [{ texto: 'Pidió repasar verbos', usuario: 'Ana Gómez', fecha: '2099-03-01T10:00:00Z' }] : REGISTER,
  );
  return dataProvider;
}

describe('#/estudiante/tutoria/{id}', () => {
  it("is an extra page of the students guarded by 023AB260, titled 'Registro de tutorías'", () => {
    expect(estudiantesResource.extraPages).toContainEqual(
      expect.objectContaining({ path: '/estudiante/tutoria/:id', permission: P.programador.tutorias, title: 'Registro de tutorías' }),
    );
  });

  it('lists the sessions compactly, expands one and opens its history', async () => {
    const dataProvider = provider();
    renderResource({ resource: estudiantesResource, path: '/estudiante/tutoria/12', dataProvider });
    const table = await screen.findByRole('table', { name: 'Registro de tutorías' });
    expect(screen.getByRole('heading', { name: 'Registro de tutorías · María Núñez Peña' })).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/tutoria/progreso', { estudiante_id: 12 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['41', 'Tutoría · 05/03/2099 7:15 am', 'Solicitado'],
      ['40', 'Tutoría · 01/03/2099 4:00 pm', 'Cancelado'],
    ]);
    // Only the programada session can be cancelled.
    expect(within(rows[0]).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Cancelar' })).toBeNull();

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Viaje')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ver histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico de la tutoría 40' });
    expect(await within(dialog).findByText('Pidió repasar verbos')).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledWith('tutorias/ver_observaciones', { tutoria_id: 40 });
  });

  it('cancels with a reason of at least 20 characters, then reads the register again', async () => {
    const dataProvider = provider();
    renderResource({ resource: estudiantesResource, path: '/estudiante/tutoria/12', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar tutoría' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar tutoría' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'x'.repeat(19));
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'y');
    await userEvent.click(confirm);
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('tutorias/cancelar', { tutoria_id: 41, motivo: `${'x'.repeat(19)}y` }));
    await waitFor(() => expect(dataProvider.read.mock.calls.filter(([path]) => path === 'estudiante/tutoria/progreso')).toHaveLength(2));
  });

  it('offers no cancel without 98E38A0E', async () => {
    renderResource({ resource: estudiantesResource, path: '/estudiante/tutoria/12', dataProvider: provider(), codes: ALL_PERMISSION_CODES.filter((c) => c !== P.estudiantes.cancelTutoria) });
    await screen.findByRole('table', { name: 'Registro de tutorías' });
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});
