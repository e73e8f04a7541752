// #/pantalla (the wall display, docs/domain/scheduler.md 'The class scheduler'): the current slot's classes as big
// cards (room, teacher, types on their colours, students), else the configured page in an iframe,
// else 'Sin clases en este momento' with the next slot; pantalla/actual is read again every 30 s.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PantallaAnswer } from '../../../core/school/scheduler/displays';
import { DisplayPage } from '../../../src/pages/display/DisplayPage';
import { readsOf, renderDisplayPage } from '../logistics/harness';

const clase = (id: number, salon: string, profesor: string, tipos: string[], estudiantes: string[]) => ({
  id, fecha: '2026-11-23', hora: '07:30', salon_id: id, salon, capacidad: 12, profesor_id: id + 50, profesor, tipos, agendados: estudiantes.length, estudiantes,
});
const NOW: PantallaAnswer = {
  fecha: '2026-11-23', sede: 'Sede Norte', hora: '07:30', siguiente: '09:00', url: null,
  clases: [clase(1, 'Salón 101', 'Ana Ruiz', ['regular_1', 'lab'], ['Luis Pérez', 'Marta Díaz']), clase(2, 'Salón 102', 'Beto Sosa', ['lab'], [])],
};
const NONE: PantallaAnswer = { ...NOW, hora: null, clases: [] };

const renderPantalla = (answers: PantallaAnswer[]) => {
  let n = 0;
  return renderDisplayPage(<DisplayPage />, '/pantalla', (path) => {
    if (path !== 'pantalla/actual') throw new Error(`Llamada inesperada: ${path}`);
    return answers[Math.min(n++, answers.length - 1)];
  });
};

describe('#/pantalla', () => {
  it('shows each class of the current slot: room, teacher, types with their colours and the students', async () => {
    renderPantalla([NOW]);
    expect(await screen.findByRole('heading', { name: 'Sede Norte · 23/11/2026 · Clases de las 7:30 am' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Salón 101' });
    expect(within(card).getByRole('heading', { name: 'Salón 101' })).toBeInTheDocument();
    expect(within(card).getByText('Ana Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('FN · Foundations')).toBeInTheDocument());
    expect(within(card).getByText('LAB · Laboratorio').closest('.MuiChip-root')).toHaveStyle({ backgroundColor: '#2e7d32' });
    expect(within(within(card).getByRole('list', { name: 'Estudiantes de Salón 101' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['Luis Pérez', 'Marta Díaz']);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Salón 101', 'Salón 102']);
  });

  it('with no current slot and no page configured: Sin clases en este momento and the next slot', async () => {
    renderPantalla([NONE]);
    expect(await screen.findByRole('heading', { name: 'Sin clases en este momento' })).toBeInTheDocument();
    expect(screen.getByText('Próxima clase: 9:00 am')).toBeInTheDocument();
    expect(screen.queryByTitle('Pantalla externa')).toBeNull();
  });

  it('with no current slot shows the configured page', async () => {
    renderPantalla([{ ...NONE, url: 'https://cartelera.escuela.test/hoy' }]);
    const frame = await screen.findByTitle('Pantalla externa');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://cartelera.escuela.test/hoy');
  });

  it('reads pantalla/actual again every 30 s and follows the slot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dataProvider } = renderPantalla([NONE, NOW]);
    expect(await screen.findByRole('heading', { name: 'Sin clases en este momento' })).toBeInTheDocument();
    expect(readsOf(dataProvider, 'pantalla/actual')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(readsOf(dataProvider, 'pantalla/actual')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('article', { name: 'Salón 101' })).toBeInTheDocument();
    expect(readsOf(dataProvider, 'pantalla/actual')).toHaveLength(2);
  });
});
