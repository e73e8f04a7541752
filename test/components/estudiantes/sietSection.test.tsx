// 'Datos SIET' of the student detail and editor: values by their names, inputs saved with 9022BCBD
// (only the changed SIET values), read-only without that code, and not repeated in 'Datos básicos'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const LOOKUPS = {
  ...STUDENT_LOOKUPS,
  estadosCiviles: [
    { id: 'soltero', name: 'Soltero(a)' },
    { id: 'casado', name: 'Casado(a)' },
  ],
  regimenesSalud: [
    { id: 'contributivo', name: 'Contributivo' },
    { id: 'subsidiado', name: 'Subsidiado' },
  ],
  gruposEtnicos: [{ id: 'raizal', name: 'Raizal del Archipiélago' }],
};

const SIET_STUDENT = {
  ...STUDENT,
  estado_civil: 'casado',
  lugar_origen: 'Tunja, Boyacá',
  estrato: 3,
  regimen_salud: 'contributivo',
  nivel_educativo: null,
  ocupacion: null,
  discapacidad: null,
  grupo_etnico: 'raizal',
  genero: 'F',
  modulos_adquiridos: 4,
  fecha_matricula: '2024-02-05',
};

const without = (...codes: string[]) => ALL_PERMISSION_CODES.filter((code) => !codes.includes(code));

function render(path: string, codes = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ records: [SIET_STUDENT], lookups: LOOKUPS });
  const view = renderResource({ resource: estudiantesResource, path, dataProvider, codes });
  return { dataProvider, view };
}

/** The value shown under a label of the 'Datos SIET' card. */
function sietValue(label: string): string | null {
  const card = screen.getByRole('heading', { name: 'Datos SIET' }).closest('.MuiCard-root') as HTMLElement;
  const labelNode = within(card).getByText(label, { selector: '.RaLabeled-label span' });
  return labelNode.closest('.RaLabeled-label')?.nextElementSibling?.textContent ?? null;
}

describe('estudiante detalle: Datos SIET', () => {
  it('shows each SIET value, catalogues and gender by their names, dates DD/MM/YYYY, empty ones as such', async () => {
    render('/estudiante/detalle/12');
    expect(await screen.findByRole('heading', { name: 'Datos SIET' })).toBeInTheDocument();
    await waitFor(() => expect(sietValue('Estado civil')).toBe('Casado(a)'));
    expect(sietValue('Régimen de salud')).toBe('Contributivo');
    expect(sietValue('Grupo étnico')).toBe('Raizal del Archipiélago');
    expect(sietValue('Género')).toBe('Femenino');
    expect(sietValue('Lugar de origen')).toBe('Tunja, Boyacá');
    expect(sietValue('Estrato')).toBe('3');
    expect(sietValue('Módulos adquiridos')).toBe('4');
    expect(sietValue('Fecha de matrícula')).toBe('05/02/2024');
    expect(sietValue('Ocupación')).toBe('No hay información');
  });
});

describe('estudiante editar: Datos SIET', () => {
  it("saves only the changed SIET values with 9022BCBD: 'Estudiante Actualizado' and back to the detail", async () => {
    const { dataProvider, view } = render('/estudiante/editar/12');
    const section = await screen.findByRole('region', { name: 'Datos SIET' });
    const estrato = await within(section).findByRole('textbox', { name: /^Estrato/ });
    await waitFor(() => expect(estrato).toHaveValue('3'));
    // Each SIET input once: not in 'Datos básicos' too.
    expect(screen.getAllByRole('textbox', { name: /^Estrato/ })).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Guardar datos SIET' })).not.toBeInTheDocument();
    await userEvent.clear(estrato);
    await userEvent.type(estrato, '5');
    await userEvent.click(within(section).getByRole('combobox', { name: /^Régimen de salud/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Subsidiado' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar datos SIET' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const { data } = dataProvider.update.mock.calls[0][1];
    // What the app's dataProvider sends (only values that differ from the loaded record).
    const before: Record<string, unknown> = SIET_STUDENT;
    const changed = Object.keys(data).filter((key) => data[key] !== before[key]);
    expect(changed.sort()).toEqual(['estrato', 'regimen_salud']);
    expect(data).toMatchObject({ estrato: 5, regimen_salud: 'subsidiado' });
    expect(await screen.findByText('Estudiante Actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/12'));
  });

  it('refuses an estrato out of 1–6 in Spanish before sending', async () => {
    const { dataProvider } = render('/estudiante/editar/12');
    const section = await screen.findByRole('region', { name: 'Datos SIET' });
    const estrato = await within(section).findByRole('textbox', { name: /^Estrato/ });
    await waitFor(() => expect(estrato).toHaveValue('3'));
    await userEvent.clear(estrato);
    await userEvent.type(estrato, '9');
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar datos SIET' }));
    expect(await within(section).findByText('Debe ser menor o igual a 6')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('without 9022BCBD the SIET inputs are read-only and there is no save button', async () => {
    render('/estudiante/editar/12', without('9022BCBD'));
    // Folded with the other sections the user cannot change (issue 43 point 5).
    await userEvent.click(await screen.findByRole('button', { name: /^\d+ secci(ón|ones) solo lectura$/ }));
    const section = await screen.findByRole('region', { name: 'Datos SIET' });
    const origen = await within(section).findByRole('textbox', { name: /^Lugar de origen/ });
    await waitFor(() => expect(origen).toHaveAttribute('readonly'));
    expect(within(section).queryByRole('button', { name: 'Guardar datos SIET' })).not.toBeInTheDocument();
  });
});
