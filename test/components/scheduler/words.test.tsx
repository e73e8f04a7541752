// #/programador says what things are (issue 25 points 2 and 3): class types by short name with the
// full name as title, a refused place naming the rule that failed, a locked card saying why, the
// legend, the notice after a move with 'Deshacer' (the reverse through agendamiento/set_clase), and
// dialog buttons that cannot be confused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNDO_REASON } from '../../../src/pages/scheduler/moveNotice';
import { callsOf, renderScheduler } from './harness';

const REASON = 'El estudiante pidió cambiar de franja por su horario de trabajo';

describe('#/programador: words and feedback', () => {
  it("shows a booking's class type by its short name, the full name in the title", async () => {
    renderScheduler();
    const card = await screen.findByTestId('agendamiento-20');
    expect(card).toHaveTextContent('N1 · Unit 1: Greetings');
    expect(card).not.toHaveTextContent('regular_7');
    expect(within(card).getByTitle(/^Clase regular Navigator 1 \(N1\) · Inglés B2/)).toBeInTheDocument();
    expect(screen.getByTestId('agendamiento-21')).toHaveTextContent('LAB ·');
  });

  it('a refused place names the rule that failed, never the list of rules', async () => {
    renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Fabio León' }));
    const other = await screen.findByRole('menuitem', { name: /Salón 101/ });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    expect(other).toHaveTextContent('El tipo no corresponde: el agendamiento es de LAB y la clase de N1');
    expect(other).not.toHaveTextContent('tipo, sede, fecha u hora');
  });

  it('a locked card says why, in the words a screen reader reads and on its padlock', async () => {
    renderScheduler();
    const reason = 'Bloqueado: un agendamiento notificado no se mueve (solo solicitado o asignado)';
    // No drag handle (no button to press); the student and the reason are read around the caption.
    const card = await screen.findByTestId('agendamiento-11');
    expect(card).not.toHaveAttribute('role');
    expect(card).toHaveTextContent(`Diego Mora: N1 · Unit 1: Greetings · Notificado. ${reason}`);
    expect(screen.getByTitle(reason)).toBeInTheDocument();
  });

  it('explains the colours, chips and marks in a legend, each colour beside its words', async () => {
    renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Convenciones: colores y marcas' }));
    expect(await screen.findByText('Fondo gris')).toBeInTheDocument();
    expect(screen.getByText('Cancelado, Bloqueado (tachado)')).toBeInTheDocument();
    expect(screen.getByText('El tema no corresponde a la clase')).toBeInTheDocument();
    expect(screen.getByText('Más agendados que capacidad')).toBeInTheDocument();
    expect(screen.getByText(/Agendamiento bloqueado/)).toBeInTheDocument();
  });

  it("after a move says where the booking went, and 'Deshacer' sends the reverse move", async () => {
    const { dataProvider } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Elena Paz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Salón 101/ }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Elena Paz: movido a N1 · 7:30 am · Salón 101');
    await userEvent.click(within(notice).getByRole('button', { name: 'Deshacer' }));
    // Back to pending is an unassign: the server asks a reason of 40 characters, the undo says what it is.
    await waitFor(() =>
      expect(callsOf(dataProvider, 'agendamiento/set_clase')).toEqual([
        { agendamiento_id: 20, clase_id: 1, version: 3 },
        { agendamiento_id: 20, clase_id: null, version: 4, motivo: UNDO_REASON },
      ]),
    );
    expect(await screen.findByText('Movimiento deshecho: Elena Paz vuelve a Pendientes')).toBeInTheDocument();
  });

  it("after an unassign offers 'Deshacer' back into the class", async () => {
    const { dataProvider } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Carla Díaz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desasignar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desasignar agendamiento' });
    await userEvent.click(within(dialog).getByLabelText('Motivo'));
    await userEvent.paste(REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desasignar' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Carla Díaz: devuelto a Pendientes');
    await userEvent.click(within(notice).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(callsOf(dataProvider, 'agendamiento/set_clase').at(-1)).toEqual({ agendamiento_id: 10, clase_id: 1, version: 4 }));
  });

  it("the cancel dialog's buttons cannot be confused: 'Volver' and 'Cancelar agendamiento'", async () => {
    renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Elena Paz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancelar agendamiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamiento' });
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar agendamiento' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeInTheDocument();
  });
});
