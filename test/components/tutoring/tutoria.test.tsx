// #/tutoria (a read-only display, docs/domain/scheduler.md 'The class scheduler'): the day dropdown of
// agenda_disponible, 'Recargar', and the grid of tutorias/por_fecha — one column per (room,
// teacher), one row per quarter-hour, each cell the student linking to their detail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TutoringPage } from '../../../src/pages/tutoring/TutoringPage';
import type { TutoringDay } from '../../../src/pages/tutoring/tutoringGrid';
import { AGENDA, renderDisplayPage, readsOf } from '../logistics/harness';

const DAY: TutoringDay = {
  fecha: '2026-11-24',
  horas: ['07:00', '07:15', '07:30', '07:45'],
  columnas: [
    { salon_id: 5, salon: 'Cabina 1', profesor_id: 9, profesor: 'Ana Ruiz' },
    { salon_id: 6, salon: 'Cabina 2', profesor_id: 10, profesor: 'Beto Sosa' },
  ],
  sesiones: [
    { id: 1, hora: '07:00', salon_id: 5, profesor_id: 9, estudiante_id: 100, estudiante: 'Luis Pérez', estado: 'programada' },
    { id: 2, hora: '07:15', salon_id: 6, profesor_id: 10, estudiante_id: 101, estudiante: 'Marta Díaz', estado: 'programada' },
    // A student beyond the caller's reach: the server sends the seat without name or id.
    { id: 3, hora: '07:30', salon_id: 5, profesor_id: 9, estudiante_id: null, estudiante: 'Estudiante fuera de su alcance', estado: 'programada' },
  ],
};

function renderTutoria() {
  return renderDisplayPage(<TutoringPage />, '/tutoria', (path, body) => {
    if (path === 'agenda_disponible') return AGENDA;
    if (path === 'tutorias/por_fecha') return body.fecha === DAY.fecha ? DAY : { fecha: body.fecha, horas: ['07:00'], columnas: [], sesiones: [] };
    throw new Error(`Llamada inesperada: ${path}`);
  });
}

describe('#/tutoria', () => {
  it('starts on the first school day and says when it has no sessions', async () => {
    const { dataProvider } = renderTutoria();
    expect(await screen.findByText('No hay información')).toBeInTheDocument();
    expect(readsOf(dataProvider, 'tutorias/por_fecha')).toEqual([{ fecha: '2026-11-23' }]);
    expect(screen.getByRole('combobox', { name: 'Día' })).toHaveTextContent('Lunes 23/11/2026');
  });

  it('shows the chosen day’s grid: (room, teacher) columns, quarter-hour rows, students linking to their detail', async () => {
    const { dataProvider } = renderTutoria();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Día' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Martes 24/11/2026' }));
    const grid = await screen.findByRole('table', { name: 'Tutorías del día' });
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Hora', 'Cabina 1Ana Ruiz', 'Cabina 2Beto Sosa']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['7:00 am', '7:15 am', '7:30 am', '7:45 am']);
    expect(within(rows[0]).getByRole('link', { name: 'Luis Pérez' })).toHaveAttribute('href', '/estudiante/detalle/100');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'Marta Díaz']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Estudiante fuera de su alcance', '']);
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    const reads = readsOf(dataProvider, 'tutorias/por_fecha').length;
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(readsOf(dataProvider, 'tutorias/por_fecha').length).toBe(reads + 1));
    await userEvent.click(within(rows[0]).getByRole('link', { name: 'Luis Pérez' }));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
  });
});
