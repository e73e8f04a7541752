// 'Agendar clase' on a student's detail: shown only with 5B4F11C4, read on first opening, its
// selects filled from estudiante/parcelador and estudiante/ver_horarios (days with their weekday,
// hours h:mm a with their seats, room and teacher when given), the booking's confirmation, the
// sections re-read, and a refusal as a warning.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import type { BookingDay, BookingResult, BookingTopic } from '../../../core/school/students/records';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';
import type { OfferedDay } from '../../../resources/estudiantes/bookings/bookingFacts';

const TOPICS: BookingTopic[] = [
  { id: 31, nombre: 'Greetings and introductions: Vocabulario' },
  { id: 32, nombre: 'Greetings and introductions: Gramática' },
];
const DAYS: BookingDay[] = [
  { dia: '2099-03-02', horas: ['12:10', '13:40'] },
  { dia: '2099-03-07', horas: ['08:00'] },
];

function provider(answers: Record<string, unknown>) {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) => {
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  });
  return dataProvider;
}

const callsTo = (dataProvider: ReturnType<typeof provider>, path: string) => dataProvider.read.mock.calls.filter(([called]) => called === path);

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Agendar clase' }));
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the booking form of a student’s detail', () => {
  it('fills its selects from the two calls, books and says so, then reads the topics, slots and bookings again', async () => {
    const result: BookingResult = { id: 900, fecha: '2099-03-02', hora: '13:40', mensaje: 'Programación exitosa para 02/03/2099 1:40 pm' };
    const dataProvider = provider({ 'estudiante/parcelador': TOPICS, 'estudiante/ver_horarios': DAYS, 'agendamiento/agendar': result });
    const { queryClient } = renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await screen.findByRole('heading', { level: 2, name: 'Agendar clase' });
    expect(callsTo(dataProvider, 'estudiante/parcelador')).toHaveLength(0);

    await openForm();
    await screen.findByRole('combobox', { name: 'Tema' });
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/parcelador', { estudiante_id: 12 });
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/ver_horarios', { id: 12 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Tema' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(TOPICS.map((t) => t.nombre));
    await userEvent.click(screen.getByRole('option', { name: TOPICS[1].nombre }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Día' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['lunes 2 de marzo', 'sábado 7 de marzo']);
    await userEvent.click(screen.getByRole('option', { name: 'lunes 2 de marzo' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Hora' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['12:10 pm', '1:40 pm']);
    await userEvent.click(screen.getByRole('option', { name: '1:40 pm' }));

    // The bookings section was read once: the booking must read it again.
    queryClient.setQueryData(['estudiante', 'estudiante/ver_agendamientos', 12], []);
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    const confirmation = await screen.findByRole('alert');
    expect(confirmation).toHaveTextContent('Clase agendada');
    expect(confirmation).toHaveTextContent('Greetings and introductions: Gramática: lunes 2 de marzo, 1:40 pm');
    expect(dataProvider.read).toHaveBeenCalledWith('agendamiento/agendar', { tema_id: 32, hora: '13:40', dia: '2099-03-02', id: 12 });
    await waitFor(() => expect(callsTo(dataProvider, 'estudiante/parcelador')).toHaveLength(2));
    await waitFor(() => expect(callsTo(dataProvider, 'estudiante/ver_horarios')).toHaveLength(2));
    expect(queryClient.getQueryState(['estudiante', 'estudiante/ver_agendamientos', 12])?.isInvalidated).toBe(true);
  });

  it('shows each hour with its seats, room and teacher, a full one not choosable, and confirms with them', async () => {
    const facts: OfferedDay[] = [{
      dia: '2099-03-02',
      horas: ['12:10'],
      detalle: [
        { hora: '12:10', cupos: 3, salones_libres: 0, cupos_salones_libres: 0, clases: [{ clase_id: 5, salon: 'Salón 101', docente: 'Ximena Núñez', cupos: 3 }] },
        { hora: '13:40', cupos: 0, salones_libres: 0, cupos_salones_libres: 0, clases: [{ clase_id: 6, salon: 'Salón 102', docente: 'Pedro Gómez', cupos: 0 }] },
      ],
    }];
    const result: BookingResult = { id: 901, fecha: '2099-03-02', hora: '12:10', mensaje: 'Programación exitosa para 02/03/2099 12:10 pm' };
    const dataProvider = provider({ 'estudiante/parcelador': TOPICS, 'estudiante/ver_horarios': facts, 'agendamiento/agendar': result });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await openForm();
    await screen.findByRole('combobox', { name: 'Tema' });
    await choose('Tema', TOPICS[0].nombre);
    await choose('Día', 'lunes 2 de marzo');
    await userEvent.click(screen.getByRole('combobox', { name: 'Hora' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['12:10 pm · Salón 101 · Ximena Núñez · 3 cupos libres', '1:40 pm · Salón 102 · Pedro Gómez · Sin cupos']);
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options[0]);
    expect(screen.getByRole('combobox', { name: 'Hora' })).toHaveTextContent('12:10 pm · Salón 101 · Ximena Núñez · 3 cupos libres');
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    const confirmation = await screen.findByRole('alert');
    expect(confirmation).toHaveTextContent('Clase agendada');
    expect(confirmation).toHaveTextContent(`${TOPICS[0].nombre}: lunes 2 de marzo, 12:10 pm · Salón 101 · Ximena Núñez`);
  });

  it("shows the server's refusal as a warning and keeps the choices", async () => {
    const dataProvider = provider({
      'estudiante/parcelador': TOPICS,
      'estudiante/ver_horarios': DAYS,
      'agendamiento/agendar': new Error('La sede tiene un cierre en ese horario: Mantenimiento eléctrico'),
    });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider });
    await openForm();
    await screen.findByRole('combobox', { name: 'Tema' });
    await choose('Tema', TOPICS[0].nombre);
    await choose('Día', 'sábado 7 de marzo');
    await choose('Hora', '8:00 am');
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La sede tiene un cierre en ese horario: Mantenimiento eléctrico');
    expect(alert.className).toMatch(/Warning/);
    expect(screen.getByRole('combobox', { name: 'Hora' })).toHaveTextContent('8:00 am');
    expect(callsTo(dataProvider, 'estudiante/parcelador')).toHaveLength(1);
  });

  it("says 'No hay información' without topics or without free hours", async () => {
    for (const answers of [{ 'estudiante/parcelador': [], 'estudiante/ver_horarios': DAYS }, { 'estudiante/parcelador': TOPICS, 'estudiante/ver_horarios': [] }]) {
      const view = renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider: provider(answers) });
      await openForm();
      const region = screen.getByRole('button', { name: 'Agendar clase' }).closest('.MuiAccordion-root') as HTMLElement;
      expect(await within(region).findByText('No hay información')).toBeInTheDocument();
      expect(within(region).queryByRole('combobox')).toBeNull();
      view.unmount();
    }
  });

  it('is not offered without 5B4F11C4', async () => {
    const dataProvider = provider({ 'estudiante/parcelador': TOPICS, 'estudiante/ver_horarios': DAYS });
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider, codes: ALL_PERMISSION_CODES.filter((c) => c !== P.programador.createAgendamiento) });
    await screen.findByRole('button', { name: 'Agendamientos' });
    expect(screen.queryByRole('button', { name: 'Agendar clase' })).toBeNull();
    expect(callsTo(dataProvider, 'estudiante/parcelador')).toHaveLength(0);
  });
});
