// The teachers summary under #/docentes (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments') on a
// 3-teacher fixture: 'Aplicar Filtro' keeps the teachers available at every selected slot; the
// index is the mean of the per-teacher pre-assigned/available ratios as a rounded percent; hidden
// without 98BEF7FF.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import docentesResource from '../../../resources/docentes';
import type { TeacherSummary } from '../../../core/school/preassignments';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const row = (id: number, nombre: string, disponibilidad: string[], preasignados: number) => ({
  id, primer_nombre: nombre, primer_apellido: 'Prueba', tutor: false, tipos_permitidos: ['regular_1'], disponibilidad, disponibles: disponibilidad.length, preasignados,
});
// Ratios 2/4, 1/1 and 0/2: mean 0.5 → 50 %.
const SUMMARY: TeacherSummary = {
  docentes: [
    row(1, 'Alba', ['1T06:00', '1T07:30', '2T06:00', '6T08:00'], 2),
    row(2, 'Bruno', ['1T06:00'], 1),
    row(3, 'Carla', ['1T07:30', '2T06:00'], 0),
  ],
  total: 3,
  indice: 50,
};

const provider = () => {
  const dataProvider = memoryDataProvider({ lookups: { tiposClase: [{ id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' }] } });
  dataProvider.read.mockImplementation(async (path: string) => (path === 'docente/resumen' ? SUMMARY : {}));
  return dataProvider;
};
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the teachers summary', () => {
  it('counts the active teachers, shows blocks with percent and the general index', async () => {
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider: provider() });
    const table = await screen.findByRole('table', { name: 'Resumen de docentes' });
    expect(screen.getByText(/Docentes activos:/)).toHaveTextContent('Docentes activos: 3');
    expect(screen.getByText(/Índice general de configuración/)).toHaveTextContent('50 %');
    const alba = within(table).getByRole('row', { name: /Alba/ });
    expect(within(alba).getByText('2 / 4')).toBeInTheDocument();
    expect(within(alba).getByText('50 %')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bruno/ })).toHaveTextContent('100 %');
    expect(await within(table).findAllByText('FN')).toHaveLength(3);
  });

  it("'Aplicar Filtro' keeps the teachers available at every selected slot", async () => {
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider: provider() });
    const table = await screen.findByRole('table', { name: 'Resumen de docentes' });
    const grid = screen.getByRole('table', { name: 'Filtro de disponibilidad' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Lunes 06:00' }));
    // Nothing changes before 'Aplicar Filtro'.
    expect(names(table)).toEqual(['Alba Prueba', 'Bruno Prueba', 'Carla Prueba']);
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtro' }));
    await waitFor(() => expect(names(table)).toEqual(['Alba Prueba', 'Bruno Prueba']));
    // A whole row: Monday–Friday 06:00 and Saturday's first slot — nobody has all of them.
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Lunes 07:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtro' }));
    await waitFor(() => expect(names(table)).toEqual(['Alba Prueba']));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Todo 06:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtro' }));
    expect(await within(table).findByText('No hay docentes disponibles en esos bloques')).toBeInTheDocument();
    // The index stays the general one.
    expect(screen.getByText(/Índice general de configuración/)).toHaveTextContent('50 %');
  });

  it('is not shown without 98BEF7FF', async () => {
    const dataProvider = provider();
    renderResource({ resource: docentesResource, path: '/docentes', dataProvider, codes: ['8A28EE41'] });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Resumen de docentes' })).toBeNull();
    expect(dataProvider.read).not.toHaveBeenCalledWith('docente/resumen', expect.anything());
  });
});
