// #/docente/novedades/:id (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the teacher's novedades
// as a table, the create form ('Crear' only once date, hours, reason and a 30-character description
// hold; the hours after the date) and the delete icon that asks a reason of 5 characters. Dates
// follow the real school clock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { weekdayOfDate } from '../../../core/school/calendar';
import { addDays, tomorrow } from '../../../core/engine/clock';
import docentesResource from '../../../resources/docentes';
import { schoolClock } from '../../../src/shell/schoolClock';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const ANA = { id: 5, version: 1, primer_nombre: 'Ana', primer_apellido: 'Gómez', email: 'ana.gomez@escuela.test', activo: true, tutor: false };
const ROWS = [
  { id: 41, fecha: '2026-11-28', hora: '08:00', observaciones: 'Vacaciones / Vacaciones anticipadas aprobadas por la sede', created_at: '2026-11-20T15:04:05' },
  { id: 40, fecha: '2026-11-23', hora: '06:00', observaciones: 'Incapacidad / Incapacidad médica de tres días por gripe', created_at: '2026-11-20T09:30:00' },
];
const DESCRIPTION = 'Cita médica programada con anticipación';

/** The first date from tomorrow on whose weekday is `day` (1 = Monday … 7 = Sunday). */
function next(day: number): string {
  let date = tomorrow(schoolClock());
  while (weekdayOfDate(date) !== day) date = addDays(date, 1);
  return date;
}
const shown = (iso: string) => iso.split('-').reverse().join('/');

function setup(rows: unknown[] = ROWS, codes?: string[]) {
  const dataProvider = memoryDataProvider({ records: [ANA] });
  dataProvider.call.mockImplementation(async (path: string) => {
    if (path === 'novedad_docente/ver') return rows;
    if (path === 'novedad_docente/crear') return { mensaje: 'Novedad creada', novedades: [] };
    return { mensaje: 'Novedad eliminada' };
  });
  const view = renderResource({ resource: docentesResource, path: '/docente/novedades/5', dataProvider, codes });
  return { dataProvider, view };
}

const calls = (dataProvider: ReturnType<typeof setup>['dataProvider'], path: string) => dataProvider.call.mock.calls.filter(([p]) => p === path);

describe('novedades of a teacher', () => {
  it('lists Fecha, Hora, Motivo and Creado under the teacher’s name', async () => {
    const { dataProvider } = setup();
    expect(await screen.findByText('Novedades de Ana Gómez')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Novedades' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Hora', 'Motivo', 'Creado', 'Acción']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual([
      '28/11/2026', '8:00 am', 'Vacaciones / Vacaciones anticipadas aprobadas por la sede', '20/11/2026 3:04:05 pm',
    ]);
    expect(within(second).getByText('23/11/2026')).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith('novedad_docente/ver', { docente_id: '5' });
  });

  it("says 'No se encontraron registros' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
  });

  it("offers the date's hours after a date, and 'Crear' only once everything holds", async () => {
    const { dataProvider } = setup();
    const crear = await screen.findByRole('button', { name: 'Crear' });
    expect(crear).toBeDisabled();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Fecha/), shown(next(7)));
    expect(await screen.findByText('Ese día no tiene horas de clase')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await userEvent.clear(screen.getByLabelText(/^Fecha/));
    const monday = next(1);
    await userEvent.type(screen.getByLabelText(/^Fecha/), shown(monday));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(screen.getByRole('checkbox', { name: '6:00 am' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '9:00 am' }));
    expect(crear).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incapacidad' }));
    await userEvent.type(screen.getByLabelText('Descripción'), 'Cita médica');
    expect(screen.getByText('11 / 30 caracteres como mínimo')).toBeInTheDocument();
    expect(crear).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Descripción'));
    await userEvent.paste(DESCRIPTION);
    expect(crear).toBeEnabled();

    await userEvent.click(crear);
    await waitFor(() => expect(calls(dataProvider, 'novedad_docente/crear')).toHaveLength(1));
    expect(calls(dataProvider, 'novedad_docente/crear')[0][1]).toEqual({ docente_id: 5, fecha: monday, horas: ['06:00', '09:00'], motivo: `Incapacidad / ${DESCRIPTION}` });
    // The list is asked again, and the form starts over.
    await waitFor(() => expect(calls(dataProvider, 'novedad_docente/ver').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue(''));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows the server's refusal beside the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the failed call
    const { dataProvider } = setup();
    dataProvider.call.mockImplementation(async (path: string) => {
      if (path === 'novedad_docente/crear') throw new Error('El docente ya tiene una novedad el 23/11/2026 a la hora 06:00');
      return ROWS;
    });
    await userEvent.type(await screen.findByLabelText(/^Fecha/), shown(next(1)));
    await userEvent.click(await screen.findByRole('checkbox', { name: '6:00 am' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Otro' }));
    await userEvent.click(screen.getByLabelText('Descripción'));
    await userEvent.paste(DESCRIPTION);
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El docente ya tiene una novedad el 23/11/2026 a la hora 06:00')).toBeInTheDocument();
  });

  it('asks a reason of 5 characters before deleting, then refreshes the list', async () => {
    const { dataProvider } = setup();
    const [, second] = await screen.findAllByRole('button', { name: 'Eliminar novedad' });
    await userEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar novedad' });
    const eliminar = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(eliminar).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Motivo de la eliminación'), 'abcd');
    expect(eliminar).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Motivo de la eliminación'), 'e');
    expect(eliminar).toBeEnabled();
    await userEvent.click(eliminar);
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('novedad_docente/eliminar', { novedad_id: 40, motivo: 'abcde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(dataProvider, 'novedad_docente/ver').length).toBeGreaterThanOrEqual(2);
  });

  it('shows neither the form without 3329CE3B nor the delete icon without LB3F483G', async () => {
    setup(ROWS, ['8A28EE41', '42C7BC3F', 'EFE8AFBA']);
    expect(await screen.findByText('28/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar novedad' })).toBeNull();
  });

  it("links the detail to the page only with EFE8AFBA", async () => {
    const dataProvider = memoryDataProvider({ records: [ANA] });
    const view = renderResource({ resource: docentesResource, path: '/docente/detalle/5', dataProvider });
    expect(await screen.findByRole('link', { name: 'Novedades' })).toHaveAttribute('href', expect.stringContaining('/docente/novedades/5'));
    view.unmount();
    renderResource({ resource: docentesResource, path: '/docente/detalle/5', dataProvider, codes: ['8A28EE41', '42C7BC3F'] });
    expect(await screen.findByText('ana.gomez@escuela.test')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novedades' })).toBeNull();
  });
});
