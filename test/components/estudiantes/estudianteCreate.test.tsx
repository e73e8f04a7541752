import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { MESSAGES } from '../../../core/engine/validation';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT_LOOKUPS } from './lookups';

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function renderCreate() {
  const dataProvider = memoryDataProvider({ lookups: STUDENT_LOOKUPS });
  const view = renderResource({ resource: estudiantesResource, path: '/estudiante/nuevo', dataProvider });
  return { dataProvider, view };
}

describe('estudiante nuevo (generated form)', () => {
  it('shows the basic fields and the payment type, not the managed ones', async () => {
    renderCreate();
    for (const label of [/^Primer nombre/, /^Segundo nombre/, /^Primer apellido/, /^Segundo apellido/, /^Número de documento/, /^Correo electrónico/, /^Teléfono/, /^Móvil/, /^Fecha de nacimiento/]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    for (const label of [/^Tipo de documento/, /^Sede/, /^Curso actual/, /^Tipo de pago/]) {
      expect(await screen.findByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Vigencia/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Activo/)).not.toBeInTheDocument();
  });

  it('validates the name pattern, the e-mail and the required payment type', async () => {
    const { dataProvider } = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Primer nombre/), 'Ana3');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'ana@correo');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar un tipo de pago')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("creates the student (birth date sent YYYY-MM-DD), says 'Estudiante Creado' and opens the detail", async () => {
    const { dataProvider, view } = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Primer nombre/), 'Ana María');
    await userEvent.type(screen.getByLabelText(/^Primer apellido/), 'Pérez');
    await userEvent.type(screen.getByLabelText(/^Número de documento/), '99887766');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'Ana@Correo.com');
    await userEvent.type(screen.getByLabelText(/^Móvil/), '3001234567');
    await userEvent.type(screen.getByLabelText(/^Fecha de nacimiento/), '04/05/2001');
    await choose(/^Tipo de documento/, 'Cédula de ciudadanía');
    await choose(/^Sede/, 'Sede Sur');
    await choose(/^Curso actual/, 'Básico 2');
    await choose(/^Tipo de pago/, 'Crédito');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({
      primer_nombre: 'Ana María',
      primer_apellido: 'Pérez',
      tipo_documento: 'CC',
      numero_documento: '99887766',
      email: 'Ana@Correo.com',
      movil: '3001234567',
      fecha_nacimiento: '2001-05-04',
      sede_id: 4,
      curso_actual_id: 8,
      tipo_pago: 'credito',
    });
    expect(await screen.findByText('Estudiante Creado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/1'));
  });

  it('reports a half-typed birth date with the shared date message', async () => {
    const { dataProvider } = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Fecha de nacimiento/), '31/02');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MESSAGES.date)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
