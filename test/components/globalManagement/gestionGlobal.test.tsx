// #/usuario/gestion_global (docs/security.md 'Staff users and global management') with an in-memory
// dataProvider: the search fires from 5 characters; selecting a person shows their state, sedes,
// group, course, roles and deleted-at; a role toggle and the enrolment sede's Cambiar / Guardar
// send their calls and read the person again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GlobalPerson } from '../../../core/school/globalManagement';
import { GlobalManagementPage } from '../../../src/pages/globalManagement/GlobalManagementPage';
import { bodiesOf, renderCustomPage } from '../pageHarness';

const ANA: GlobalPerson = {
  id: 7, primer_nombre: 'Ana', segundo_nombre: 'María', primer_apellido: 'Ruiz', segundo_apellido: null, numero_documento: '1020304050', email: 'ana.ruiz@correo.test',
  activo: true, es: true, pr: false, ad: false, fu: false, sede_id: 1, sede: 'Bogotá Chapinero', sede_programacion: 'Bogotá Usaquén', grupo: null, curso_actual: 'Inglés A1', deleted_at: null,
};
const LUIS: GlobalPerson = { ...ANA, id: 8, primer_nombre: 'Luis', segundo_nombre: null, numero_documento: '99887766', email: 'luis@correo.test', es: false, pr: true, curso_actual: null, deleted_at: '2026-03-04T20:05:09Z' };

function renderGlobal(people: () => GlobalPerson[]) {
  return renderCustomPage({
    page: <GlobalManagementPage />,
    path: '/usuario/gestion_global',
    lookups: { sedes: [{ id: 1, name: 'Bogotá Chapinero' }, { id: 2, name: 'Bogotá Usaquén' }] },
    answer: (path) => {
      if (path === 'user/buscar') return people();
      return { mensaje: 'ok' };
    },
  });
}

describe('#/usuario/gestion_global', () => {
  it('searches from five characters and shows the selected person', async () => {
    const { dataProvider } = renderGlobal(() => [ANA, LUIS]);
    const box = screen.getByLabelText('Buscar persona');
    await userEvent.type(box, 'ruiz');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bodiesOf(dataProvider, 'user/buscar')).toEqual([]);
    await userEvent.type(box, 'a');
    await waitFor(() => expect(bodiesOf(dataProvider, 'user/buscar')).toEqual([{ texto: 'ruiza' }]));
    await userEvent.click(await screen.findByText('Ana María Ruiz'));
    const panel = screen.getByLabelText('Persona seleccionada');
    expect(within(panel).getByText('Bogotá Usaquén')).toBeInTheDocument();
    expect(within(panel).getByText('Bogotá Chapinero')).toBeInTheDocument();
    expect(within(panel).getByText('Sin Asignar')).toBeInTheDocument();
    expect(within(panel).getByText('Inglés A1')).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'ESTUDIANTE' })).toBeChecked();
    expect(within(panel).queryByText('Eliminado:')).toBeNull();
    await userEvent.click(screen.getByText('Luis Ruiz'));
    expect(within(screen.getByLabelText('Persona seleccionada')).getByText(/^04\/03\/2026 \d{1,2}:05:09/)).toBeInTheDocument();
    // A deleted person offers no control.
    expect(within(screen.getByLabelText('Persona seleccionada')).getByRole('switch', { name: 'DOCENTE' })).toBeDisabled();
  });

  it('a role toggle and the enrolment sede send their calls, then search again', async () => {
    let current = ANA;
    const { dataProvider } = renderGlobal(() => [current]);
    await userEvent.type(screen.getByLabelText('Buscar persona'), 'ana.ruiz');
    await userEvent.click(await screen.findByText('Ana María Ruiz'));
    const panel = screen.getByLabelText('Persona seleccionada');
    dataProvider.call.mockImplementationOnce(async () => {
      current = { ...current, pr: true };
      return { mensaje: 'Rol activado' };
    });
    await userEvent.click(within(panel).getByRole('switch', { name: 'DOCENTE' }));
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'DOCENTE' })).toBeChecked());
    expect(bodiesOf(dataProvider, 'user/activar_rol')).toEqual([{ id: 7, rol: 'pr' }]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cambiar' }));
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Sede de matrícula' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bogotá Usaquén' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'user/cambiar_sede')).toEqual([{ id: 7, sede_id: 2 }]));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Cambiar' })).toBeInTheDocument());
  });
});
