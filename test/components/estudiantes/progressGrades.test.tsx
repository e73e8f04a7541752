// The topic-grades editor of the progress page (docs/domain/progress.md 'Progress and grades'), also mounted by the
// advance-request report: only autonomo topics take a grade, one above its range is clamped, the
// final grade follows live to the exact value, 'Guardar' waits until every autonomo topic has a
// grade, the body carries only autonomo topics, the server's mensaje stays 3 s, a refusal is shown;
// read-only shows no input.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradingTopic } from '../../../core/school/students/progress';
import { GradesEditor } from '../../../src/shared/students/GradesEditor';
import { GradesEditorDialog } from '../../../resources/estudiantes/progress/GradesEditorDialog';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { feedback } from '../../../src/shell/feedback';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

// Stored: 4/5×20×0.05 + 8/10×30×0.05 + 0 + 8/10×25×0.05 = 0.8 + 1.2 + 0 + 1.0 = 3.00.
const TOPICS: GradingTopic[] = [
  { id: 1, nombre: 'Saludos', nota: 4, rango_nota: 5, peso_nota: 20, tipo: 'clase' },
  { id: 2, nombre: 'Examen parcial', nota: 8, rango_nota: 10, peso_nota: 30, tipo: 'examen' },
  { id: 3, nombre: 'Lectura autónoma', nota: null, rango_nota: 5, peso_nota: 25, tipo: 'autonomo' },
  { id: 4, nombre: 'Escritura autónoma', nota: 8, rango_nota: 10, peso_nota: 25, tipo: 'autonomo' },
];

const PATH = '/estudiante/progreso/12';

function answer(refuse?: string): Answer {
  return (path) => {
    if (path === 'estudiante/notas') return TOPICS;
    if (path === 'progreso/actualizar_notas') {
      if (refuse) throw new Error(refuse);
      return { mensaje: 'Notas guardadas' };
    }
    throw new Error(`ruta inesperada ${path}`);
  };
}

async function openEditor(readOnly = false, refuse?: string) {
  const onSaved = vi.fn();
  const view = renderCustomPage({ page: <GradesEditor estudianteId={12} readOnly={readOnly} onSaved={onSaved} />, path: PATH, answer: answer(refuse) });
  const table = await screen.findByRole('table', { name: 'Notas por tema' });
  const total = () => screen.getByRole('status').textContent;
  return { ...view, onSaved, table, total };
}

beforeEach(() => feedback.reset());

describe('GradesEditor', () => {
  it('reads the grades and offers an input only on autonomo topics, with the range as hint', async () => {
    const { dataProvider, table, total } = await openEditor();
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/notas', { estudiante_id: 12 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Saludos', 'Clase', '20'],
      ['Examen parcial', 'Examen', '30'],
      ['Lectura autónoma', 'Trabajo Autónomo', '25'],
      ['Escritura autónoma', 'Trabajo Autónomo', '25'],
    ]);
    expect(within(table).getAllByRole('textbox').map((input) => input.getAttribute('aria-label'))).toEqual(['Nota de Lectura autónoma', 'Nota de Escritura autónoma']);
    expect(within(rows[0]).getAllByRole('cell')[3]).toHaveTextContent('4');
    expect(within(rows[2]).getByText('0-5')).toBeInTheDocument();
    expect(within(rows[3]).getByText('0-10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nota de Escritura autónoma' })).toHaveValue('8');
    expect(total()).toBe('Nota final: 3,00 / 5,0');
  });

  it('updates the final grade live to the exact value and clamps a grade above the range', async () => {
    const { total } = await openEditor();
    const reading = screen.getByRole('textbox', { name: 'Nota de Lectura autónoma' });
    await userEvent.type(reading, '4.2');
    // 3.00 + 4.2/5×25×0.05 = 3.00 + 1.05.
    expect(total()).toBe('Nota final: 4,05 / 5,0');
    await userEvent.clear(reading);
    await userEvent.type(reading, '7');
    // 7 > 5: taken (and shown) as 5, worth 5/5×25×0.05 = 1.25.
    expect(reading).toHaveValue('5');
    expect(total()).toBe('Nota final: 4,25 / 5,0');
    const writing = screen.getByRole('textbox', { name: 'Nota de Escritura autónoma' });
    await userEvent.clear(writing);
    await userEvent.type(writing, '2.5');
    // 0.8 + 1.2 + 1.25 + 2.5/10×25×0.05 (0.3125) = 3.5625 → 3.56.
    expect(total()).toBe('Nota final: 3,56 / 5,0');
  });

  // Issue 43: the decimal comma is a decimal mark, and a clamp says so beside the box.
  it("takes '4,5' as 4.5 and says 'Se ajustó al máximo: 5' beside a grade typed above the range", async () => {
    const { dataProvider, total } = await openEditor();
    const reading = screen.getByRole('textbox', { name: 'Nota de Lectura autónoma' });
    await userEvent.type(reading, '4,5');
    expect(reading).toHaveValue('4,5');
    // 3.00 + 4.5/5×25×0.05 = 3.00 + 1.125 → 4.13 (0.8 + 1.2 + 1.125 + 1.0 = 4.125, rounded half up).
    expect(total()).toBe('Nota final: 4,13 / 5,0');
    const writing = screen.getByRole('textbox', { name: 'Nota de Escritura autónoma' });
    await userEvent.clear(writing);
    await userEvent.type(writing, '17');
    expect(writing).toHaveValue('10');
    expect(writing).toHaveAccessibleDescription('Se ajustó al máximo: 10');
    expect(reading).toHaveAccessibleDescription('0-5');
    await userEvent.clear(writing);
    await userEvent.type(writing, '9,5');
    expect(writing).toHaveAccessibleDescription('0-10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'progreso/actualizar_notas')).toEqual([
      { estudiante_id: 12, temas: [{ id: 3, nota: 4.5 }, { id: 4, nota: 9.5 }] },
    ]));
  });

  it("keeps 'Guardar' disabled until every autonomo topic has a grade and something changed, then sends only autonomo topics", async () => {
    const { dataProvider, onSaved } = await openEditor();
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    const writing = screen.getByRole('textbox', { name: 'Nota de Escritura autónoma' });
    await userEvent.clear(writing);
    await userEvent.type(writing, '9');
    // 'Lectura autónoma' still has no grade.
    expect(save).toBeDisabled();
    const reading = screen.getByRole('textbox', { name: 'Nota de Lectura autónoma' });
    await userEvent.type(reading, '3.456');
    expect(screen.getByText('La nota admite hasta dos decimales')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(reading);
    await userEvent.type(reading, '3.5');
    expect(save).toBeEnabled();
    // The grades message's 3 s pass on fake timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(save);
    await waitFor(() => expect(bodiesOf(dataProvider, 'progreso/actualizar_notas')).toEqual([
      { estudiante_id: 12, temas: [{ id: 3, nota: 3.5 }, { id: 4, nota: 9 }] },
    ]));
    const message = await screen.findByText('Notas guardadas');
    expect(onSaved).toHaveBeenCalledTimes(1);
    // Read again after saving.
    expect(dataProvider.read.mock.calls.filter(([path]) => path === 'estudiante/notas')).toHaveLength(2);
    // The grades message stays 3 s, then goes.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(message).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(message).not.toBeInTheDocument();
  });

  it("shows the server's refusal in Spanish and keeps the grades typed", async () => {
    const { onSaved } = await openEditor(false, 'Todos los temas de trabajo autónomo deben tener nota');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nota de Lectura autónoma' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Todos los temas de trabajo autónomo deben tener nota')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nota de Lectura autónoma' })).toHaveValue('2');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('read-only (a level advanced) shows every grade and no input nor Guardar', async () => {
    const { table, total } = await openEditor(true);
    expect(within(table).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['4', '8', '—', '8']);
    expect(total()).toBe('Nota final: 3,00 / 5,0');
  });
});

describe('GradesEditorDialog', () => {
  it("opens the editor from its own 'Notas' button", async () => {
    renderCustomPage({ page: <GradesEditorDialog estudianteId={12} readOnly={false} onSaved={vi.fn()} />, path: PATH, answer: answer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Notas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notas' });
    expect(await within(dialog).findByRole('table', { name: 'Notas por tema' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no button without 6B04B5EF', async () => {
    // A sibling asking for a code the user holds: once it shows, the dialog's check has settled too.
    function Settled() {
      return useHasPermission(P.estudiantes.progreso) ? <p>Permisos leídos</p> : null;
    }
    renderCustomPage({
      page: (
        <>
          <GradesEditorDialog estudianteId={12} readOnly={false} onSaved={vi.fn()} />
          <Settled />
        </>
      ),
      path: PATH,
      answer: answer(),
      codes: ALL_PERMISSION_CODES.filter((code) => code !== P.progreso.notas),
    });
    await screen.findByText('Permisos leídos');
    expect(screen.queryByRole('button', { name: 'Notas' })).toBeNull();
  });
});
