import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

/** The value shown under a field's label. */
function valueOf(label: string): string | null {
  const labelNode = screen.getByText(label, { selector: '.RaLabeled-label span' });
  return labelNode.closest('.RaLabeled-label')?.nextElementSibling?.textContent ?? null;
}

const EMPTY_STUDENT = {
  ...STUDENT,
  sede_id: null,
  nivel_id: null,
  curso_actual_id: null,
  vigencia: null,
  tipo_pago: null,
  acepta_tyc: false,
  telefono: '',
};

describe('estudiante detalle', () => {
  it("shows the spec's empty states for a student without sede, nivel, curso, vigencia or payment", async () => {
    renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [EMPTY_STUDENT], lookups: STUDENT_LOOKUPS }),
    });
    expect(await screen.findByText('Datos básicos')).toBeInTheDocument();
    expect(screen.getByText('Datos avanzados')).toBeInTheDocument();
    expect(valueOf('Sede')).toBe('El estudiante no tiene sede asignada');
    expect(valueOf('Nivel actual')).toBe('El estudiante no tiene nivel activo');
    expect(valueOf('Curso actual')).toBe('El estudiante no tiene curso activo');
    expect(valueOf('Vigencia')).toBe('El estudiante no tiene vigencia');
    expect(valueOf('Tipo de pago')).toBe('El estudiante no tiene método de pago');
    expect(valueOf('Términos y condiciones')).toBe('Aún no ha aceptado');
    expect(valueOf('Teléfono')).toBe('No hay información');
    expect(valueOf('Segundo nombre')).toBe('No hay información');
  });

  it('shows names of options, Sí/No and dates DD/MM/YYYY', async () => {
    renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS }),
    });
    expect(await screen.findByText('María')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Sede')).toBe('Sede Norte'));
    expect(valueOf('Tipo de documento')).toBe('Cédula de ciudadanía');
    await waitFor(() => expect(valueOf('Curso actual')).toBe('Básico 1'));
    expect(valueOf('Nivel actual')).toBe('A1');
    expect(valueOf('Tipo de pago')).toBe('Contado');
    expect(valueOf('Fecha de nacimiento')).toBe('04/05/2001');
    expect(valueOf('Vigencia')).toBe('31/12/2025');
    expect(valueOf('Activo')).toBe('Sí');
    expect(valueOf('Sábados')).toBe('No');
    expect(valueOf('Términos y condiciones')).toBe('Sí');
  });

  it('has Lista, Editar, Contraseña and Actualizar with every code', async () => {
    renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS }),
    });
    const toolbar = (await screen.findByRole('link', { name: 'Lista' })).parentElement as HTMLElement;
    expect(within(toolbar).getByRole('link', { name: 'Lista' })).toHaveAttribute('href', '/estudiantes');
    expect(await within(toolbar).findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/estudiante/editar/12');
    expect(await within(toolbar).findByRole('link', { name: 'Contraseña' })).toHaveAttribute('href', '/estudiante/cambiarpassword/12');
    expect(within(toolbar).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('offers Editar to a user who may change any one section, without 9022BCBD too (issue 43 point 5)', async () => {
    renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS }),
      codes: ['4586B73F', '560B5B09', '1904624A'], // list, detail and 'Editar vigencia'
    });
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });

  it('hides Contraseña without 31BEFF98 and Editar from a user who may change no section of the editor', async () => {
    // Consulta's codes: the list and the detail only.
    const codes = ['4586B73F', '560B5B09'];
    const { authProvider } = renderResource({
      resource: estudiantesResource,
      path: '/estudiante/detalle/12',
      dataProvider: memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS }),
      codes,
    });
    expect(await screen.findByText('María')).toBeInTheDocument();
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'permiso', action: '31BEFF98' })),
    );
    await Promise.all(authProvider.canAccess.mock.results.map((result) => result.value));
    expect(screen.queryByRole('link', { name: 'Contraseña' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lista' })).toBeInTheDocument();
  });
});
