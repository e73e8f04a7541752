// Issue 25 point 9: the student form and the CSV import judge a phone number by one rule with one
// message, and the form lays out in two columns like the detail.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { PHONE_MESSAGE } from '../../../core/engine/phoneNumber';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const render = (path: string) => {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  renderResource({ resource: estudiantesResource, path, dataProvider });
  return dataProvider;
};

/** The message under the form's Móvil after Crear. */
async function formMessage(movil: string): Promise<string> {
  const input = await screen.findByLabelText(/^Móvil/);
  await userEvent.clear(input);
  await userEvent.type(input, movil);
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
  const helper = await screen.findByText((_, node) => node?.id === `${input.id}-helper-text` && node.textContent !== '');
  return helper.textContent ?? '';
}

/** The import's row error for Móvil, from a line otherwise valid. */
async function importMessage(movil: string): Promise<string> {
  const area = await screen.findByLabelText('Registros');
  fireEvent.change(area, { target: { value: `Ana,,Pérez,,CC,99887766,,${movil},ana@correo.com,3,7` } });
  await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
  const row = await screen.findByTestId('fila-1');
  return within(row).getByText(/^Móvil: /).textContent ?? '';
}

describe('the phone rule, form and import alike', () => {
  it.each(['12', '30012'])('refuses %j with the same message in the form and in the import', async (movil) => {
    const form = render('/estudiante/nuevo');
    expect(await formMessage(movil)).toBe(PHONE_MESSAGE);
    expect(form.create).not.toHaveBeenCalled();
    cleanup();

    const bulk = render('/estudiante/masivo');
    expect(await importMessage(movil)).toBe(`Móvil: ${PHONE_MESSAGE} («${movil}»)`);
    expect(bulk.bulkCreate).not.toHaveBeenCalled();
  });

  it('accepts a mobile number with spaces in the import', async () => {
    render('/estudiante/masivo');
    const area = await screen.findByLabelText('Registros');
    fireEvent.change(area, { target: { value: 'Ana,,Pérez,,CC,99887766,,+57 300 123 4567,ana@correo.com,3,7' } });
    await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Válidas: 1')).toBeInTheDocument();
  });
});

describe('the student form in two columns', () => {
  it.each(['/estudiante/nuevo', '/estudiante/editar/12'])('%s puts its inputs in the two-column grid', async (path) => {
    render(path);
    const movil = await screen.findByLabelText(/^Móvil/);
    const grid = movil.closest('[data-form-columns="2"]');
    expect(grid).not.toBeNull();
    for (const label of [/^Primer nombre/, /^Primer apellido/, /^Teléfono/, /^Correo electrónico/]) {
      expect(grid).toContainElement(screen.getByLabelText(label));
    }
    expect(getComputedStyle(grid as Element).display).toBe('grid');
  });
});
