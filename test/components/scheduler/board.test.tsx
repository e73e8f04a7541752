// #/programador's board (docs/domain/scheduler.md 'The class scheduler'): classes with room, teacher, types and
// seats, the pending list with why each waits, the keyboard / menu alternative of every drag (a
// refused place says why), the unassign reason, buttons and menus by code, and the new-class
// combination rule.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { callsOf, renderScheduler } from './harness';

const REASON = 'El estudiante pidió cambiar de franja por su horario de trabajo';

describe('#/programador', () => {
  it("signs a held class's attendance from a booking's menu ('Asistió' / 'No asistió'), never a class still to come", async () => {
    const { dataProvider, unmount } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Carla Díaz' }));
    await screen.findByRole('menuitem', { name: 'Desasignar' });
    expect(screen.queryByRole('menuitem', { name: 'Asistió' })).toBeNull();
    unmount();
    // The day after the slot's: the class has taken place.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-01-06T15:00:00Z'));
    const later = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Diego Mora' }));
    expect(await screen.findByRole('menuitem', { name: 'No asistió' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Asistió' }));
    await waitFor(() => expect(callsOf(later.dataProvider, 'agendamiento/marcar_asistencia')).toEqual([{ agendamiento_id: 11, asistencia: 'asistido' }]));
    expect(callsOf(dataProvider, 'agendamiento/marcar_asistencia')).toEqual([]);
  });

  it('offers no attendance without 383FFC12', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2099-01-06T15:00:00Z'));
    renderScheduler(ALL_PERMISSION_CODES.filter((code) => code !== P.progreso.editAsistencia));
    // A notified booking cannot move: its only actions were the attendance, so it has no menu at all.
    await screen.findByLabelText('Clase en Salón 102');
    expect(screen.queryByRole('button', { name: 'Acciones de Diego Mora' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Acciones de Carla Díaz' })).toBeInTheDocument();
  });

  it('shows the slot: each class with its room, teacher, seats and bookings, and the pending list', async () => {
    renderScheduler();
    const first = await screen.findByLabelText('Clase en Salón 101');
    expect(within(first).getByRole('link', { name: 'Salón 101' })).toHaveAttribute('href', '#/salon/detalle/201');
    expect(within(first).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', '#/docente/detalle/301');
    expect(within(first).getByLabelText('Cupos ocupados de la capacidad')).toHaveTextContent('1/3');
    expect(within(first).getByRole('button', { name: (name) => name.startsWith('Carla Díaz: ') && name.endsWith('· Asignado, tema no corresponde a la clase') })).toBeInTheDocument();
    const pending = screen.getByLabelText('Pendientes');
    expect(within(pending).getByText('Pendientes (2)')).toBeInTheDocument();
    expect(within(pending).getByText('sin cupo para tipo N1')).toBeInTheDocument();
    expect(screen.getByText('Navigator 1: 2 libres')).toBeInTheDocument();
  });

  it('moves a pending booking by its menu (no drag), saying why the other places refuse it', async () => {
    const { dataProvider } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Elena Paz' }));
    const full = await screen.findByRole('menuitem', { name: /Salón 102/ });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveTextContent('La clase no tiene cupo (1 de 1 ocupados)');
    await userEvent.click(screen.getByRole('menuitem', { name: /Salón 101/ }));
    await waitFor(() => expect(callsOf(dataProvider, 'agendamiento/set_clase')).toEqual([{ agendamiento_id: 20, clase_id: 1, version: 3 }]));
  });

  it('unassigns into pending only with a reason of 40 characters', async () => {
    const { dataProvider } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Carla Díaz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desasignar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desasignar agendamiento' });
    const confirm = within(dialog).getByRole('button', { name: 'Desasignar' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'muy corto');
    expect(within(dialog).getByText('Faltan 31 caracteres')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Motivo'));
    await userEvent.type(within(dialog).getByLabelText('Motivo'), REASON);
    await userEvent.click(confirm);
    await waitFor(() => expect(callsOf(dataProvider, 'agendamiento/set_clase')).toEqual([{ agendamiento_id: 10, clase_id: null, version: 3, motivo: REASON }]));
  });

  it('shows R, Agendar, + and the class menu entries by their codes only', async () => {
    const desk = ALL_PERMISSION_CODES.filter((code) => code !== P.programador.deleteClase && code !== P.programador.reorganizar);
    const { unmount } = renderScheduler(desk);
    const menu = await screen.findByRole('button', { name: 'Acciones de la clase en Salón 101' });
    expect(screen.queryByRole('button', { name: 'Reorganizar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Agendar' })).toBeInTheDocument();
    await userEvent.click(menu);
    expect(await screen.findByRole('menuitem', { name: 'Cambiar docente' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar clase' })).toBeNull();
    unmount();
    renderScheduler([P.programador.clases]);
    await screen.findByLabelText('Clase en Salón 101');
    for (const name of ['Reorganizar', 'Agendar', 'Nueva clase', 'Acciones de la clase en Salón 101']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ana Ruiz' })).toBeNull();
  });

  it("'Nueva clase' applies the combination rules live and offers only valid rooms and teachers", async () => {
    renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva clase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva clase' });
    const add = async (name: string) => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Agregar tipo de clase' }));
      await userEvent.click(await screen.findByRole('option', { name }));
    };
    await add('N1 · Navigator 1');
    await add('LAB · Laboratorio');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Esta combinación no es permitida.');
    expect(within(dialog).getAllByText('N1')).not.toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByText('No hay salones disponibles que permitan estos tipos')).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
