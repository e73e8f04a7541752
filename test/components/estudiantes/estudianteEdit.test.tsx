import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { isActive, toggleActiveBody } from '../../../resources/estudiantes/account/estado';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { feedback } from '../../../src/shell/feedback';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

afterEach(() => {
  feedback.reset();
  vi.restoreAllMocks();
});

const without = (...codes: string[]) => ALL_PERMISSION_CODES.filter((code) => !codes.includes(code));

function renderEdit(codes = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  const view = renderResource({ resource: estudiantesResource, path: '/estudiante/editar/12', dataProvider, codes });
  return { dataProvider, view };
}

/** The sections the user cannot change are folded into one line (issue 43 point 5): opened, they show. */
const openReadOnly = async () => userEvent.click(await screen.findByRole('button', { name: /^\d+ secci(ón|ones) solo lectura$/ }));

describe('estudiante editar: Estado', () => {
  it("without 71A798F the toggle is disabled, its tooltip says 'No tiene permiso para esta operación' and the code, and nothing is sent", async () => {
    const { dataProvider, view } = renderEdit(without('71A798F'));
    await openReadOnly();
    await waitFor(() => expect(view.authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: '71A798F' })));
    const hint = 'No tiene permiso para esta operación. Requiere el permiso «Cambiar estado activo / desactivar rol».';
    // Read again each time: the switch moves into its wrapper once the refusal is known.
    const wrapper = await waitFor(() => {
      const found = screen.getByRole('switch', { name: 'Activo' }).closest('[data-permission-hint]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const toggle = screen.getByRole('switch', { name: 'Activo' });
    expect(toggle).toBeDisabled();
    await userEvent.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    fireEvent.click(toggle); // user-event refuses to click what takes no pointer events: a click that slips through changes nothing
    expect(dataProvider.call).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
    // Reached by the keyboard too: the wrapper takes the focus the disabled switch cannot.
    expect(wrapper).toHaveAttribute('tabindex', '0');
  });

  it('with 71A798F the toggle is live and has no permission tooltip', async () => {
    renderEdit();
    const toggle = await screen.findByRole('switch', { name: 'Activo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle.closest('[data-permission-hint]')).toBeNull();
  });

  it('with 71A798F it calls user/cambiar-activo with activo 0, then 1', async () => {
    const { dataProvider } = renderEdit();
    dataProvider.call
      .mockResolvedValueOnce({ usuario: { id: 12, activo: 0 }, mensaje: 'Usuario desactivado' })
      .mockResolvedValueOnce({ usuario: { id: 12, activo: 1 }, mensaje: 'Usuario activado' });
    const toggle = await screen.findByRole('switch', { name: 'Activo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Inactivo' })).not.toBeChecked());
    expect(dataProvider.call).toHaveBeenLastCalledWith('user/cambiar-activo', { id: 12, activo: 0 });
    await userEvent.click(screen.getByRole('switch', { name: 'Inactivo' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked());
    expect(dataProvider.call).toHaveBeenLastCalledWith('user/cambiar-activo', { id: 12, activo: 1 });
  });

  it("shows the server's error message as a warning and keeps the state", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the rejected call
    const { dataProvider } = renderEdit();
    dataProvider.call.mockRejectedValueOnce(new HttpError('No se puede desactivar este usuario', 400, { code: 'ValidationError' }));
    const toggle = await screen.findByRole('switch', { name: 'Activo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(feedback.get().message).toEqual({ kind: 'warning', text: 'No se puede desactivar este usuario' }));
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
  });

  it('toggle rule: 0/1 from any truthy form', () => {
    expect([true, 1, '1', 'true'].map(isActive)).toEqual([true, true, true, true]);
    expect([false, 0, '0', null, undefined].map(isActive)).toEqual([false, false, false, false, false]);
    expect(toggleActiveBody(5, true)).toEqual({ id: 5, activo: 0 });
    expect(toggleActiveBody(5, false)).toEqual({ id: 5, activo: 1 });
  });
});

describe('estudiante editar: Datos básicos', () => {
  it("saves the changed basic data with 9022BCBD: 'Estudiante Actualizado' and back to the detail", async () => {
    const { dataProvider, view } = renderEdit();
    expect(await screen.findByText('Datos básicos')).toBeInTheDocument();
    const movil = await screen.findByLabelText(/^Móvil/);
    expect(movil).toHaveValue('3001234567');
    expect(screen.queryByRole('combobox', { name: /^Tipo de pago/ })).not.toBeInTheDocument(); // its own action
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument(); // nothing changed yet
    await userEvent.clear(movil);
    await userEvent.type(movil, '3109998877');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ id: '12', data: expect.objectContaining({ movil: '3109998877' }) });
    expect(await screen.findByText('Estudiante Actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/12'));
  });

  it('without 9022BCBD the basic data is read-only, says which code it needs and has no save button, but Estado still works', async () => {
    const { dataProvider } = renderEdit(without('9022BCBD'));
    await openReadOnly();
    const movil = await screen.findByLabelText(/^Móvil/);
    await waitFor(() => expect(movil).toHaveAttribute('readonly'));
    expect(screen.getAllByText('Solo lectura: requiere el permiso «Editar datos básicos».')).toHaveLength(2); // basic and SIET data
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Activo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('user/cambiar-activo', { id: 12, activo: 0 }));
  });
});

describe('estudiante editar: rules of old rows and per-field codes', () => {
  function renderStudent(record: RaRecord, codes = ALL_PERMISSION_CODES) {
    const dataProvider = memoryDataProvider({ records: [record], lookups: STUDENT_LOOKUPS });
    const view = renderResource({ resource: estudiantesResource, path: '/estudiante/editar/12', dataProvider, codes });
    return { dataProvider, view };
  }

  it('a student without a current course saves when only the phone changed', async () => {
    const { dataProvider } = renderStudent({ ...STUDENT, curso_actual_id: null, nivel_id: null });
    const movil = await screen.findByLabelText(/^Móvil/);
    // Read-only until the edit code is known (useCanAccess answers after the first render).
    await waitFor(() => expect(movil).not.toHaveAttribute('readonly'));
    await userEvent.clear(movil);
    await userEvent.type(movil, '3109998877');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    expect(await screen.findByText('Estudiante Actualizado')).toBeInTheDocument();
  });

  it('locks the current course for a user holding only the weaker code once a course is set, and says which code it needs', async () => {
    renderStudent(STUDENT, without('C448968B'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Curso actual/ })).toHaveAttribute('aria-disabled', 'true'));
    const wrapper = await waitFor(() => {
      const found = screen.getByRole('combobox', { name: /^Curso actual/ }).closest('[data-permission-hint]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await userEvent.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No tiene permiso para esta operación. Requiere el permiso «Editar curso / nivel».');
    const course = screen.getByRole('combobox', { name: /^Curso actual/ });
    expect(course).toHaveAttribute('aria-disabled', 'true');
    const sede = screen.getByRole('combobox', { name: /^Sede/ });
    expect(sede).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('the weaker code may assign a first course', async () => {
    renderStudent({ ...STUDENT, curso_actual_id: null }, without('C448968B'));
    const course = await screen.findByRole('combobox', { name: /^Curso actual/ });
    await waitFor(() => expect(screen.getByLabelText(/^Móvil/)).toHaveValue('3001234567'));
    expect(course).not.toHaveAttribute('aria-disabled', 'true');
  });
});
