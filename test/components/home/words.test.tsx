// The home dashboard explains itself (issue 25 point 2): a legend of what 'disponibles/capacidad'
// counts, each colour as a real cell beside its name and rule, how Total is computed; and a chart's
// shortened sede label keeps the full name in its title.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/pages/home/HomePage';
import { renderPage } from './harness';

const LONG = 'Bogotá Premium Andino Norte Calle 93';

function renderHome() {
  return renderPage(<HomePage />, '/', async (path) => {
    if (path === 'agenda_disponible') return [];
    if (path.startsWith('indicadores/')) return [{ sede_id: 1, sede: LONG, valor: 4 }];
    throw new Error(`Llamada inesperada: ${path}`);
  });
}

describe('the home dashboard explains itself', () => {
  it('has a legend: what a cell counts, every colour beside its words, the Total formula', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Cómo leer la tabla: colores y Total' }));
    const colours = await screen.findByRole('table', { name: 'Colores de las celdas' });
    const rows = within(colours).getAllByRole('row').map((row) => [row.querySelector('[data-color]')?.getAttribute('data-color'), row.querySelector('[data-color]')?.textContent, within(row).getByRole('rowheader').textContent]);
    expect(rows).toEqual([
      ['blue', '3/10', 'Azul'], ['green', '0/10', 'Verde'], ['orange', '-2/10', 'Naranja'], ['red', '0/0', 'Rojo'], ['gray', '—', 'Gris'],
    ]);
    expect(within(colours).getByText(/Sobrecupo: hay más agendamientos que cupos/)).toBeInTheDocument();
    expect(screen.getByText(/Cada celda de un tipo de clase muestra disponibles\/capacidad/)).toBeInTheDocument();
    expect(screen.getByText(/capacidad son los cupos de los salones que ya tienen clase más los cupos que podrían abrir los docentes libres/)).toBeInTheDocument();
  });

  it("keeps a long sede's full name in its chart label's title", async () => {
    const { container } = renderHome();
    await waitFor(() => expect(container.querySelectorAll(`[data-chart] g[data-sede="${LONG}"]`)).toHaveLength(4));
    const tick = container.querySelector(`[data-chart] g[data-sede="${LONG}"]`)!;
    expect(tick.querySelector('title')?.textContent).toBe(LONG);
    expect(tick.querySelector('text')?.textContent).toBe('Bogotá Premiu…');
  });
});
