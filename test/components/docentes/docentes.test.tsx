// The teachers' generated views (resources/docentes/): the list's columns without sortable headers,
// the create form's fields, 'Docente Creado' and back to the list; the edit form's Si/No switches.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import docentesResource from '../../../resources/docentes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const TIPOS_DOCUMENTO = [{ id: 'CC', name: 'Cédula de ciudadanía' }];
const ANA = {
  id: 5, version: 1, primer_nombre: 'Ana', segundo_nombre: null, primer_apellido: 'Gómez', segundo_apellido: 'Ríos', tipo_documento: 'CC',
  numero_documento: '52000111', email: 'ana.gomez@escuela.test', telefono: null, movil: '3001112233', sede_id: 1, activo: true, tutor: false,
  split: false, tipos_permitidos: ['regular_1'],
};
const provider = () => memoryDataProvider({ records: [ANA], lookups: { tiposDocumento: TIPOS_DOCUMENTO, tiposClase: [{ id: 'regular_1', name: 'Foundations' }] } });

describe('docentes', () => {
  it('lists names, document, e-mail and Sí/No, with no sortable column', async () => {
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider: provider() });
    expect(await screen.findByText('ana.gomez@escuela.test')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Primer nombre', 'Segundo nombre', 'Primer apellido', 'Segundo apellido', 'Número de documento', 'Correo electrónico', 'Activo', 'Acción']);
    expect(screen.getAllByText('Sí').length).toBeGreaterThan(0);
    // No header sorts (react-admin renders a sort button only for sortable columns).
    expect(within(screen.getAllByRole('columnheader')[1]).queryByRole('button')).toBeNull();
  });

  it("creates with the spec's fields, says 'Docente Creado' and returns to the list", async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: docentesResource, path: '/docente/nuevo', dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Primer nombre/), 'Luis');
    await userEvent.type(screen.getByLabelText(/^Primer apellido/), 'Parra');
    await userEvent.click(screen.getByRole('combobox', { name: /^Tipo de documento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cédula de ciudadanía' }));
    await userEvent.type(screen.getByLabelText(/^Número de documento/), '79111222');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'luis.parra@escuela.test');
    await userEvent.type(screen.getByLabelText(/^Móvil/), '3104445566');
    expect(screen.queryByLabelText(/^Activo/)).toBeNull(); // edit only
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ primer_nombre: 'Luis', email: 'luis.parra@escuela.test', movil: '3104445566' });
    expect(await screen.findByText('Docente Creado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/docentes'));
  });

  it("the detail links to the password page, whose 'Cambiar contraseña' generates one and returns", async () => {
    const dataProvider = provider();
    dataProvider.call.mockResolvedValue({ mensaje: 'Se generó una nueva contraseña y se envió al correo del usuario' });
    const view = renderResource({ resource: docentesResource, path: '/docente/detalle/5', dataProvider });
    expect(await screen.findByRole('link', { name: 'Contraseña' })).toHaveAttribute('href', expect.stringContaining('/docente/cambiarpassword/5'));
    view.unmount();
    const page = renderResource({ resource: docentesResource, path: '/docente/cambiarpassword/5', dataProvider });
    expect(await screen.findByText(/se enviará al correo del docente/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('docente/cambiar_password', { userid: '5', action: 'autogenerate' }));
    await waitFor(() => expect(page.pathname()).toBe('/docente/detalle/5'));
  });

  it('hides the password link without 2FD9B828', async () => {
    renderResource({ resource: docentesResource, path: '/docente/detalle/5', dataProvider: provider(), codes: ['8A28EE41', '42C7BC3F'] });
    expect(await screen.findByText('ana.gomez@escuela.test')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contraseña' })).toBeNull();
  });

  it('edits Activo, Tutor and Split; the allowed types are no field of the basic form (their own editor is below it)', async () => {
    renderResource({ resource: docentesResource, path: '/docente/editar/5', dataProvider: provider() });
    expect(await screen.findByLabelText(/^Activo/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tutor/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Split/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tipos permitidos/)).toBeNull();
  });
});
