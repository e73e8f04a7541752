// The reason input's ready reasons (issue 43 point 3): the action's active presets (motivos/opciones)
// to pick, which fill the text that stays editable; the counter says what is missing ('Faltan N
// caracteres') and then the length; the edited text is what is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '../../../src/pages/scheduler/ReasonDialog';
import { renderCustomPage } from '../pageHarness';

const PRESET = 'El estudiante solicitó cancelar la clase por motivos personales.';
const MOTIVOS = [
  { id: 1, name: PRESET, accion: 'cancelar_agendamiento', texto: PRESET, activo: true, orden: 1 },
  { id: 2, name: 'Uno retirado del catálogo, que ya no se ofrece a nadie.', accion: 'cancelar_agendamiento', texto: 'Uno retirado del catálogo, que ya no se ofrece a nadie.', activo: false, orden: 2 },
  { id: 3, name: 'Se libera el cupo para reorganizar la franja con otro docente.', accion: 'desasignar', texto: 'Se libera el cupo para reorganizar la franja con otro docente.', activo: true, orden: 1 },
];

function openDialog(lookups = { motivos: MOTIVOS }) {
  const run = vi.fn(async (_motivo: string) => undefined);
  const request = { title: 'Cancelar agendamiento', text: 'Se cancelará el agendamiento.', kind: 'cancelar_agendamiento' as const, confirm: 'Cancelar agendamiento', run };
  const { dataProvider } = renderCustomPage({ page: <ReasonDialog request={request} onClose={() => undefined} />, path: '/prueba', answer: () => ({}), lookups });
  return { run, dataProvider };
}

describe('the reason presets', () => {
  it('offers the action’s active presets only; picking one fills the text, which stays editable', async () => {
    const { run } = openDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Faltan 40 caracteres')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Texto predefinido' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([PRESET]);
    await userEvent.click(options[0]);
    const text = within(dialog).getByLabelText('Motivo');
    expect(text).toHaveValue(PRESET);
    expect(within(dialog).getByText(`${PRESET.length} caracteres`)).toBeInTheDocument();
    await userEvent.type(text, ' Avisó el lunes.');
    expect(text).toHaveValue(`${PRESET} Avisó el lunes.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamiento' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(`${PRESET} Avisó el lunes.`));
  });

  it('counts what is missing while short, and keeps the button disabled', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Texto predefinido' }));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    const text = within(dialog).getByLabelText('Motivo');
    await userEvent.clear(text);
    await userEvent.type(text, 'a'.repeat(39));
    expect(within(dialog).getByText('Falta 1 carácter')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar agendamiento' })).toBeDisabled();
    await userEvent.type(text, 'b');
    expect(within(dialog).getByText('40 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar agendamiento' })).toBeEnabled();
  });

  it('draws no select when the action has no preset', async () => {
    const { dataProvider } = openDialog({ motivos: MOTIVOS.filter((m) => m.accion !== 'cancelar_agendamiento') });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dataProvider.lookup).toHaveBeenCalledWith('motivos'));
    await within(dialog).findByText('Faltan 40 caracteres');
    expect(within(dialog).queryByRole('combobox', { name: 'Texto predefinido' })).toBeNull();
  });
});
