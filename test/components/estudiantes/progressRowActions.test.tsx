// The progress page's row actions: those the state machine allows per state and the caller's codes
// hold; Firmar/Anular with a reason of 40 (39 keeps the button disabled), Bloquear at once, the
// attendance with its observation, an autonomo grade within its range; the answer or refusal beside
// the row for 3 s, and the page read again after each write.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { renderResource } from '../resource-views/harness';
import { progressProvider, rowOf } from './progressPage.helpers';

const PATH = '/estudiante/progreso/12';

/** The buttons of row `id` once the codes are known (a row always has 'Ver más'). */
async function buttonsOf(id: number, expected: string[]) {
  const table = await screen.findByRole('table', { name: 'Clases' });
  await waitFor(() => expect(within(rowOf(table, id)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ver más', ...expected]));
}

const progressReads = (dataProvider: ReturnType<typeof progressProvider>) => dataProvider.read.mock.calls.filter(([path]) => path === 'estudiante/progreso').length;

describe('progress row actions', () => {
  it('offers per state what the state machine allows, with every code', async () => {
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider() });
    await buttonsOf(101, ['Firmar', 'Bloquear', 'Registrar asistencia']); // pendiente
    await buttonsOf(103, []); // asistido
    await buttonsOf(104, ['Editar nota']); // superado, autonomo: graded, never annulled
    await buttonsOf(105, []); // a raw state: nothing
    await buttonsOf(106, ['Registrar asistencia']); // solicitado
    await buttonsOf(107, ['Firmar', 'Desbloquear']); // bloqueado
    await buttonsOf(108, ['Anular']); // superado
  });

  it('offers only what the codes hold', async () => {
    const without: string[] = [P.progreso.sign, P.progreso.unlock, P.progreso.notas, P.progreso.unsign];
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider: progressProvider(), codes: ALL_PERMISSION_CODES.filter((c) => !without.includes(c)) });
    await buttonsOf(101, ['Registrar asistencia']);
    await buttonsOf(104, []);
    await buttonsOf(107, []);
    await buttonsOf(108, []);
  });

  it('signs with a reason of 40 characters (39 keeps Firmar disabled), shows the answer for 3 s and reads the page again', async () => {
    const dataProvider = progressProvider();
    dataProvider.call.mockResolvedValueOnce({ mensaje: 'Registro firmado' });
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(await within(rowOf(table, 107)).findByRole('button', { name: 'Firmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Firmar registro' });
    const confirm = within(dialog).getByRole('button', { name: 'Firmar' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'x'.repeat(39));
    expect(within(dialog).getByText('Falta 1 carácter')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'y');
    expect(confirm).toBeEnabled();
    // The answer's 3 s pass on fake timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(confirm);
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/firmar', { progreso_id: 107, motivo: `${'x'.repeat(39)}y` });
    expect(await within(rowOf(table, 107)).findByText('Registro firmado')).toBeInTheDocument();
    await waitFor(() => expect(progressReads(dataProvider)).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Firmar registro' })).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(rowOf(table, 107)).queryByText('Registro firmado')).toBeNull();
  });

  it('annuls a signature with its reason', async () => {
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(await within(rowOf(table, 108)).findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular firma' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'm'.repeat(40));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular firma' }));
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/anular', { progreso_id: 108, motivo: 'm'.repeat(40) });
  });

  it("blocks at once; a refusal shows the server's message beside the row and the page is read again", async () => {
    const dataProvider = progressProvider();
    dataProvider.call.mockRejectedValueOnce(new Error('Solo se puede bloquear un registro pendiente.'));
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(await within(rowOf(table, 101)).findByRole('button', { name: 'Bloquear' }));
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/bloquear', { progreso_id: 101 });
    expect(await within(rowOf(table, 101)).findByText('Solo se puede bloquear un registro pendiente.')).toBeInTheDocument();
    await waitFor(() => expect(progressReads(dataProvider)).toBe(2));
  });

  it('records attendance only with an observation that is not blank', async () => {
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(await within(rowOf(table, 102)).findByRole('button', { name: 'Registrar asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar asistencia' });
    const confirm = within(dialog).getByRole('button', { name: 'Registrar asistencia' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Observación'), '   ');
    expect(within(dialog).getByText('La observación es requerida')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Observación'), 'Asistió; el docente no firmó.');
    await userEvent.click(confirm);
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/editar_asistencia', { progreso_id: 102, observacion: 'Asistió; el docente no firmó.', asistencia: 1 });
  });

  it("edits an autonomo grade within '0-{max}', two decimals at most and not the current one", async () => {
    const dataProvider = progressProvider();
    renderResource({ resource: estudiantesResource, path: PATH, dataProvider });
    const table = await screen.findByRole('table', { name: 'Clases' });
    await userEvent.click(await within(rowOf(table, 104)).findByRole('button', { name: 'Editar nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nota' });
    const input = within(dialog).getByLabelText('Nota');
    const save = within(dialog).getByRole('button', { name: 'Guardar nota' });
    expect(input).toHaveValue('8,5');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByText('0-10')).toBeInTheDocument();
    expect(save).toBeDisabled(); // the current grade
    const typed = async (text: string) => {
      await userEvent.clear(input);
      await userEvent.type(input, text);
    };
    await typed('10.5');
    expect(within(dialog).getByText('La nota máxima es 10')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await typed('9.555');
    expect(within(dialog).getByText('La nota admite hasta dos decimales')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await typed('9.5');
    expect(save).toBeEnabled();
    // The decimal comma too (issue 43).
    await typed('9,5');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(dataProvider.call).toHaveBeenCalledWith('progreso/editar_nota', { progreso_id: 104, nota: 9.5 });
  });
});
