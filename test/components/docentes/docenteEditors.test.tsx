// The sub-editors below a teacher's edit form (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'):
// availability (regular and tutoring variants, presets, row/day toggles), allowed types (tutoria
// exclusivity), allowed courses and the default room; each saves through its named action and
// returns to the detail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import docentesResource from '../../../resources/docentes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const ANA = {
  id: 5, version: 1, primer_nombre: 'Ana', segundo_nombre: null, primer_apellido: 'Gómez', segundo_apellido: null, tipo_documento: 'CC',
  numero_documento: '52000111', email: 'ana.gomez@escuela.test', telefono: null, movil: '3001112233', sede_id: 1, activo: true, tutor: false,
  split: false, tipos_permitidos: ['regular_1'], disponibilidad: ['1T06:00', '6T08:00'], cursos_permitidos: [], salon_predeterminado: null,
};
const LOOKUPS = {
  tiposDocumento: [{ id: 'CC', name: 'Cédula de ciudadanía' }],
  tiposClase: [
    { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' },
    { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB', color: '#2e7d32' },
    { id: 'tutoria', name: 'Tutoría', nombre_corto: 'TUT', color: '#8d6e63' },
  ],
  cursos: [{ id: 1, name: 'Foundations', codigo: 'FN' }, { id: 2, name: 'Transition 1', codigo: 'TN1' }],
  salones: [{ id: 7, name: 'Aula 101', activo: true }, { id: 8, name: 'Aula 102', activo: false }],
};
const provider = (record: typeof ANA = ANA) => {
  const dataProvider = memoryDataProvider({ records: [record], lookups: LOOKUPS });
  dataProvider.call.mockResolvedValue({ mensaje: 'Información Guardada' });
  return dataProvider;
};
const editor = async (title: string) => screen.findByRole('region', { name: title });
const checked = (region: HTMLElement) => within(region).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('aria-label'));

describe('the availability editor', () => {
  it("shows the saved slots; 'Mañanas' picks the first five slots Monday–Friday and saves them", async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider });
    const region = await editor('Disponibilidad');
    // The editor's code loads with the page that shows it (lazyView): its first render may be the fallback.
    expect(await within(region).findByRole('checkbox', { name: 'Lunes 06:00' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Sábado 08:00' })).toBeChecked();
    // The presets wait for the caller's permission check (disabled until it answers; CI caught a click before it did).
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Mañanas' })).toBeEnabled());
    await userEvent.click(within(region).getByRole('button', { name: 'Mañanas' }));
    const keys = checked(region).filter((name) => name && !name.startsWith('Todo'));
    expect(keys).toHaveLength(25);
    expect(keys).toContain('Viernes 12:10');
    expect(keys).not.toContain('Lunes 13:40');
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar disponibilidad' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('docente/editar_disponibilidad', expect.objectContaining({ id: 5 })));
    const body = dataProvider.call.mock.calls[0][1] as { disponibilidad: string[] };
    expect(body.disponibilidad).toHaveLength(25);
    expect(body.disponibilidad[0]).toBe('1T06:00');
    await waitFor(() => expect(view.pathname()).toBe('/docente/detalle/5'));
  });

  it('toggles a whole day and a whole row', async () => {
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider: provider() });
    const region = await editor('Disponibilidad');
    // Like the presets, the grid waits for the caller's permission check (CI caught a click before it answered).
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: 'Todo Sábado' })).toBeEnabled());
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Todo Sábado' }));
    expect(within(region).getByRole('checkbox', { name: 'Sábado 14:30' })).toBeChecked();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Todo 19:50' }));
    expect(within(region).getByRole('checkbox', { name: 'Miércoles 19:50' })).toBeChecked();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Todo Sábado' }));
    expect(within(region).getByRole('checkbox', { name: 'Sábado 08:00' })).not.toBeChecked();
  });

  it("a tutor gets quarter-hours by hour range, split at 13:00, and 'Tardes' starts there", async () => {
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider: provider({ ...ANA, tutor: true, disponibilidad: [] }) });
    const region = await editor('Disponibilidad');
    expect(within(region).getByRole('rowheader', { name: /07:00 - 08:00/ })).toBeInTheDocument();
    expect(within(region).getByText('Mañana')).toBeInTheDocument();
    expect(within(region).getByText('Tarde')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Tardes' })).toBeEnabled());
    await userEvent.click(within(region).getByRole('button', { name: 'Tardes' }));
    expect(within(region).getByRole('checkbox', { name: 'Lunes 13:00' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Lunes 12:45' })).not.toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Sábado 13:00' })).not.toBeChecked();
  });
});

describe('the other sub-editors', () => {
  it("choosing Tutoría turns every other type off, and another turns Tutoría off", async () => {
    const dataProvider = provider();
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider });
    const region = await editor('Tipos Permitidos');
    await userEvent.click(await within(region).findByRole('switch', { name: 'Laboratorio' }));
    await userEvent.click(within(region).getByRole('switch', { name: 'Tutoría' }));
    expect(within(region).getByRole('switch', { name: 'Foundations' })).not.toBeChecked();
    expect(within(region).getByRole('switch', { name: 'Laboratorio' })).not.toBeChecked();
    await userEvent.click(within(region).getByRole('switch', { name: 'Laboratorio' }));
    expect(within(region).getByRole('switch', { name: 'Tutoría' })).not.toBeChecked();
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar tipos' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('docente/editar_tipos', { id: 5, tipos_permitidos: ['lab'] }));
  });

  it('saves the allowed courses', async () => {
    const dataProvider = provider();
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider });
    const region = await editor('Cursos permitidos');
    await userEvent.click(await within(region).findByRole('checkbox', { name: 'TN1 Transition 1' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar cursos' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('docente/editar_cursos', { id: 5, cursos_permitidos: [2] }));
  });

  it("says 'NO TIENE SALÓN ASIGNADO', offers active rooms and saves only another room", async () => {
    const dataProvider = provider();
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider });
    const region = await editor('Salón predeterminado');
    expect(await within(region).findByText('NO TIENE SALÓN ASIGNADO')).toBeInTheDocument();
    const save = within(region).getByRole('button', { name: 'Guardar salón' });
    expect(save).toBeDisabled();
    await userEvent.click(within(region).getByRole('combobox', { name: 'Salón' }));
    expect(screen.queryByRole('option', { name: 'Aula 102' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Aula 101' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('docente/editar_salon', { id: 5, salon_predeterminado: 7 }));
  });
});
