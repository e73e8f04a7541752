// The student editor's attribute sections: a save button only while the value differs from the
// stored one, each section's own call with the loaded version, read-only without the code the
// current value needs (dual-code rule), the levels observation and the tutoring 'Sí' defaults.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { addDays, today } from '../../../core/engine/clock';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { schoolClock } from '../../../src/shell/schoolClock';
import { feedback } from '../../../src/shell/feedback';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

afterEach(() => feedback.reset());

const LOOKUPS = {
  ...STUDENT_LOOKUPS,
  niveles: [
    { id: 2, name: 'A1', codigo: 'EN-A1', idioma: 'Inglés' },
    { id: 3, name: 'A2', codigo: 'EN-A2', idioma: 'Inglés' },
  ],
};
const TUTORS = [{ id: 1, primer_nombre: 'Ana', primer_apellido: 'Gómez' }];
const without = (...codes: string[]) => ALL_PERMISSION_CODES.filter((code) => !codes.includes(code));

/** The editor of STUDENT (version 3); a call that succeeds also changes the stored record, as the server would. */
function renderEditor(changes: Record<string, unknown> = {}, codes = ALL_PERMISSION_CODES, tutors = TUTORS) {
  const dataProvider = memoryDataProvider({ records: [{ ...STUDENT, version: 3, niveles: [], tutor_id: null, ...changes }], lookups: LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) => (path === 'docente/tutores' ? tutors : []));
  dataProvider.call.mockImplementation(async (_path: string, body?: unknown) => {
    const { id: _id, version: _version, ...values } = body as Record<string, unknown>;
    Object.assign(dataProvider.rows[0], values, { version: 4 });
    return { mensaje: 'Información Guardada' };
  });
  renderResource({ resource: estudiantesResource, path: '/estudiante/editar/12', dataProvider, codes });
  return dataProvider;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

/** The sections the user cannot change are folded into one line (issue 43 point 5): opened, they show. */
const openReadOnly = async () => userEvent.click(await screen.findByRole('button', { name: /^\d+ secci(ón|ones) solo lectura$/ }));

describe('save only when changed', () => {
  it('shows the validity save while the date differs, then sends it with the loaded version', async () => {
    const dataProvider = renderEditor();
    const vigencia = await section('Vigencia');
    const input = await vigencia.findByLabelText('Fecha de vigencia');
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('2025-12-31');
    expect(vigencia.queryByRole('button', { name: 'Guardar vigencia' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2026-06-30' } });
    expect(vigencia.getByRole('button', { name: 'Guardar vigencia' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2025-12-31' } }); // back to the stored value
    expect(vigencia.queryByRole('button', { name: 'Guardar vigencia' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2026-06-30' } });
    await userEvent.click(vigencia.getByRole('button', { name: 'Guardar vigencia' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/editar_vigencia', { id: 12, version: 3, vigencia: '2026-06-30' }));
    // Read again: the stored value is the new one and there is nothing left to save.
    await waitFor(() => expect(vigencia.queryByRole('button', { name: 'Guardar vigencia' })).not.toBeInTheDocument());
    expect(vigencia.getByLabelText('Fecha de vigencia')).toHaveValue('2026-06-30');
  });

  it('a yes/no section saves its own attribute', async () => {
    const dataProvider = renderEditor();
    const sabados = await section('Sábados');
    const toggle = await sabados.findByRole('switch', { name: 'Sábados: No' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await userEvent.click(sabados.getByRole('button', { name: 'Guardar sábados' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/editar_sabados', { id: 12, version: 3, sabados: true }));
  });

  it('the levels save needs an observation of 10 characters, counted live', async () => {
    const dataProvider = renderEditor();
    const niveles = await section('Niveles disponibles');
    const a2 = await niveles.findByRole('checkbox', { name: 'A2' });
    await waitFor(() => expect(a2).toBeEnabled());
    expect(niveles.queryByRole('button', { name: 'Guardar niveles' })).not.toBeInTheDocument();
    await userEvent.click(a2);
    const save = niveles.getByRole('button', { name: 'Guardar niveles' });
    expect(save).toBeDisabled();
    await userEvent.type(niveles.getByLabelText('Observaciones'), 'Nivelado');
    expect(niveles.getByText('Mínimo 10 caracteres: 8/10')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(niveles.getByLabelText('Observaciones'), ' ok');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/actualizar_niveles', { id: 12, version: 3, niveles: [3], observaciones: 'Nivelado ok' }));
  });
});

describe('the dual-code rule in the sections', () => {
  it('with only the weaker code a set validity is read-only, names the stronger code and has no save', async () => {
    renderEditor({}, without('1904624A'));
    await openReadOnly();
    const vigencia = await section('Vigencia');
    expect(await vigencia.findByText('Solo lectura: requiere el permiso «Editar vigencia».')).toBeInTheDocument();
    expect(vigencia.getByLabelText('Fecha de vigencia')).toBeDisabled();
  });

  it('the weaker code may assign a first validity', async () => {
    renderEditor({ vigencia: null }, without('1904624A'));
    const vigencia = await section('Vigencia');
    await waitFor(() => expect(vigencia.getByLabelText('Fecha de vigencia')).toBeEnabled());
    expect(vigencia.queryByText(/Solo lectura/)).not.toBeInTheDocument();
  });

  it('without A26852FD the tutoring section cannot be changed', async () => {
    renderEditor({}, without('A26852FD'));
    await openReadOnly();
    const tutorias = await section('Tutorías');
    expect(await tutorias.findByText('Solo lectura: requiere el permiso «Editar tutorías».')).toBeInTheDocument();
    expect(tutorias.getByRole('combobox', { name: 'Habilitar tutoría' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('tutoring enablement', () => {
  it("'Sí' fills 2 sessions, today, today + 5 and the user as tutor; 'No' clears them", async () => {
    const dataProvider = renderEditor();
    const tutorias = await section('Tutorías');
    const enable = tutorias.getByRole('combobox', { name: 'Habilitar tutoría' });
    await waitFor(() => expect(enable).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledWith('docente/tutores'));
    await userEvent.click(enable);
    await userEvent.click(await screen.findByRole('option', { name: 'Sí' }));
    const start = today(schoolClock());
    expect(tutorias.getByLabelText('Número de tutorías')).toHaveValue(2);
    expect(tutorias.getByLabelText('Inicio')).toHaveValue(start);
    expect(tutorias.getByLabelText('Fin')).toHaveValue(addDays(start, 5));
    expect(tutorias.getByRole('combobox', { name: 'Tutor' })).toHaveTextContent('Ana Gómez');
    await userEvent.click(tutorias.getByRole('button', { name: 'Guardar tutorías' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('estudiante/editar_habilitar_tutoria', {
        id: 12,
        version: 3,
        habilitar_tutoria: true,
        tutorias: 2,
        fecha_tutoria_inicio: start,
        fecha_tutoria_fin: addDays(start, 5),
        tutor_id: 1,
      }),
    );
    // Stored now: 'No' clears the values, and that differs from what is stored.
    await userEvent.click(tutorias.getByRole('combobox', { name: 'Habilitar tutoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    expect(tutorias.queryByLabelText('Número de tutorías')).not.toBeInTheDocument();
    await userEvent.click(tutorias.getByRole('button', { name: 'Guardar tutorías' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenLastCalledWith('estudiante/editar_habilitar_tutoria', {
        id: 12,
        version: 4,
        habilitar_tutoria: false,
        tutorias: 0,
        fecha_tutoria_inicio: null,
        fecha_tutoria_fin: null,
        tutor_id: null,
      }),
    );
  });

  it('a user who is not a tutor is not proposed as one: the save waits for a tutor', async () => {
    const dataProvider = renderEditor({}, ALL_PERMISSION_CODES, [{ id: 5, primer_nombre: 'Luis', primer_apellido: 'Pardo' }]);
    const tutorias = await section('Tutorías');
    const enable = tutorias.getByRole('combobox', { name: 'Habilitar tutoría' });
    await waitFor(() => expect(enable).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(dataProvider.read).toHaveBeenCalledWith('docente/tutores'));
    await userEvent.click(enable);
    await userEvent.click(await screen.findByRole('option', { name: 'Sí' }));
    expect(tutorias.getByText('Debe seleccionar un tutor')).toBeInTheDocument();
    expect(tutorias.getByRole('button', { name: 'Guardar tutorías' })).toBeDisabled();
  });
});
