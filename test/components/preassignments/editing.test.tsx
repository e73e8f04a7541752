// #/preasignaciones's editing (235AE1F; docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): 'Preasignar
// Salón' (rooms offered, Calcular → candidates → Guardar, the types and 'Combinada', a room change
// clearing them), a cell's dialog with 'Quitar', and 'Eliminar Preasignaciones' by weekday.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { bodiesOf, renderPage } from './harness';

async function pick(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openPanel() {
  const view = renderPage();
  const panel = await screen.findByRole('region', { name: 'Preasignar Salón' });
  return { ...view, panel };
}

describe('Preasignar Salón', () => {
  it('offers the rooms sharing a type with the teacher and calculates only once a room is chosen', async () => {
    const { panel, dataProvider } = await openPanel();
    const calcular = within(panel).getByRole('button', { name: 'Calcular' });
    expect(calcular).toBeDisabled();
    await pick(panel, 'Docente', 'Ana Ruiz');
    expect(calcular).toBeDisabled();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Salón' }));
    // Active rooms of the sede sharing a type with Ana: Salón 101 only (102 is Speak Up, 104 inactive).
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Salón 101', 'Sin salón (quitar preasignaciones)']);
    await userEvent.click(screen.getByRole('option', { name: 'Salón 101' }));
    await userEvent.click(calcular);
    const list = await within(panel).findByRole('table', { name: 'Bloques calculados' });
    expect(bodiesOf(dataProvider, 'preasignacion/calcular')).toEqual([{ docente_id: 7, salon_id: 101 }]);
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('aria-label'), (box as HTMLInputElement).checked])).toEqual([['Lunes 7:30 am', true], ['Lunes 9:00 am', true]]);
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Lunes7:30 amSalón 101');
  });

  it('saves the checked candidates with the chosen types and Combinada, then reads the grids again', async () => {
    const { panel, dataProvider } = await openPanel();
    await pick(panel, 'Docente', 'Ana Ruiz');
    await pick(panel, 'Salón', 'Salón 101');
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular' }));
    const list = await within(panel).findByRole('table', { name: 'Bloques calculados' });
    const guardar = within(panel).getByRole('button', { name: 'Guardar' });
    // No type yet: nothing to save. The types offered are those both allow.
    expect(guardar).toBeDisabled();
    const types = within(panel).getByRole('group', { name: 'Tipos de la preasignación' });
    expect(within(types).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['FN · Foundations', 'CF · Connectivity foundations', 'LAB · Laboratorio']);
    await userEvent.click(within(types).getByRole('checkbox', { name: 'FN · Foundations' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'CF · Connectivity foundations' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Combinada' }));
    expect(within(panel).getByText('Combinada: Sí')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Lunes 9:00 am' }));
    const reads = bodiesOf(dataProvider, 'preasignaciones/xsede').length;
    await userEvent.click(guardar);
    await waitFor(() =>
      expect(bodiesOf(dataProvider, 'preasignacion/guardar')).toEqual([
        { docente_id: 7, preasignaciones: [{ dia: 1, hora: '07:30', salon_id: 101, tipos: { tipos: ['regular_1', 'regular_16'], modo: 'and' } }] },
      ]),
    );
    await waitFor(() => expect(bodiesOf(dataProvider, 'preasignaciones/xsede').length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(panel).queryByRole('table', { name: 'Bloques calculados' })).toBeNull());
  });

  it('enables Combinada only for types that may combine', async () => {
    const { panel } = await openPanel();
    await pick(panel, 'Docente', 'Ana Ruiz');
    await pick(panel, 'Salón', 'Salón 101');
    const types = within(panel).getByRole('group', { name: 'Tipos de la preasignación' });
    const combinada = within(panel).getByRole('switch', { name: 'Combinada' });
    expect(combinada).toBeDisabled();
    await userEvent.click(within(types).getByRole('checkbox', { name: 'FN · Foundations' }));
    expect(combinada).toBeDisabled();
    await userEvent.click(within(types).getByRole('checkbox', { name: 'LAB · Laboratorio' }));
    expect(combinada).toBeDisabled();
    await userEvent.click(within(types).getByRole('checkbox', { name: 'LAB · Laboratorio' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'CF · Connectivity foundations' }));
    expect(combinada).toBeEnabled();
    await userEvent.click(combinada);
    expect(combinada).toBeChecked();
    // A type breaking the combination brings the mode back to NO.
    await userEvent.click(within(types).getByRole('checkbox', { name: 'LAB · Laboratorio' }));
    expect(combinada).not.toBeChecked();
    expect(combinada).toBeDisabled();
    expect(within(panel).getByText('Combinada: No')).toBeInTheDocument();
  });

  it('clears the types, the mode and the candidates when the room changes; Sin salón saves null rooms', async () => {
    const { panel, dataProvider } = await openPanel();
    await pick(panel, 'Docente', 'Ana Ruiz');
    await pick(panel, 'Salón', 'Salón 101');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'FN · Foundations' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'CF · Connectivity foundations' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Combinada' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular' }));
    await within(panel).findByRole('table', { name: 'Bloques calculados' });
    await pick(panel, 'Salón', 'Sin salón (quitar preasignaciones)');
    expect(within(panel).queryByRole('table', { name: 'Bloques calculados' })).toBeNull();
    expect(within(panel).queryByRole('group', { name: 'Tipos de la preasignación' })).toBeNull();
    await pick(panel, 'Salón', 'Salón 101');
    expect(within(panel).getByRole('checkbox', { name: 'FN · Foundations' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Combinada' })).not.toBeChecked();
    expect(within(panel).getByText('Combinada: No')).toBeInTheDocument();
    await pick(panel, 'Salón', 'Sin salón (quitar preasignaciones)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular' }));
    await within(panel).findByRole('table', { name: 'Bloques calculados' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'preasignacion/guardar')).toEqual([{ docente_id: 7, preasignaciones: [{ dia: 1, hora: '06:00', salon_id: null }] }]));
    expect(bodiesOf(dataProvider, 'preasignacion/calcular')).toEqual([{ docente_id: 7, salon_id: 101 }, { docente_id: 7, salon_id: 'delete' }]);
  });

  it('keeps the server’s refusal beside the panel, each slot’s message once', async () => {
    // react-admin logs every failed dataProvider call in development.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { panel, dataProvider } = await openPanel();
    const answer = dataProvider.call.getMockImplementation();
    const refusal = 'Lunes 07:30: El salón ya tiene una preasignación a esa hora';
    dataProvider.call.mockImplementation(async (path: string, body?: unknown) => {
      if (path === 'preasignacion/guardar') throw new HttpError(refusal, 409, { errors: { 'preasignaciones.0': refusal, 'preasignaciones.1': 'Lunes 09:00: El docente no está disponible a esa hora' } });
      return answer?.(path, body);
    });
    await pick(panel, 'Docente', 'Ana Ruiz');
    await pick(panel, 'Salón', 'Salón 101');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'FN · Foundations' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Calcular' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Guardar' }));
    const alert = await within(panel).findByRole('alert');
    expect([...alert.querySelectorAll('.MuiAlert-message > div')].map((line) => line.textContent)).toEqual([refusal, 'Lunes 09:00: El docente no está disponible a esa hora']);
    // The candidates stay, to fix and try again.
    expect(within(panel).getByRole('table', { name: 'Bloques calculados' })).toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('a cell’s dialog', () => {
  it('shows the pre-assignment and Quitar clears that slot', async () => {
    const { dataProvider } = renderPage();
    await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    await userEvent.click(screen.getByRole('button', { name: /^Preasignación Salón 101 6:00 am: Ana Ruiz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Preasignación' });
    const rows = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DocenteAna Ruiz', 'SalónSalón 101', 'BloqueLunes 6:00 am', 'TiposFN', 'CombinadaNo']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'preasignacion/guardar')).toEqual([{ docente_id: 7, preasignaciones: [{ dia: 1, hora: '06:00', salon_id: null }] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Eliminar Preasignaciones', () => {
  it('asks for a weekday (Lunes..Sabado = 1..6) and sends it', async () => {
    const { dataProvider } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Preasignaciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar Preasignaciones' });
    const eliminar = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(eliminar).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Día' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sabado']);
    await userEvent.click(screen.getByRole('option', { name: 'Sabado' }));
    await userEvent.click(eliminar);
    await waitFor(() => expect(bodiesOf(dataProvider, 'preasignaciones/borrar')).toEqual([{ dia: 6 }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Proceso finalizado correctamente (4 eliminadas)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
