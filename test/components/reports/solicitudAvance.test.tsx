// #/reportes/solicitud-avance (docs/domain/reports.md 'Reports'): 'Consultar' with or without sedes (2E3F932E), the
// rows in ADVANCE_COLUMNS, and each row's info modal: the student's current level, the grades editor
// of "Progress and grades" (its 'Guardar' only once every autonomo topic has a grade; after a save the
// message, then the report reloads), and the course editor with C448968B, or C0F0653E for a student
// without a course; a course changed there reloads the report when the modal closes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GradingTopic } from '../../../core/school/students/progress';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { ADVANCE_COLUMNS } from '../../../core/school/reports/columns';
import type { LevelChangeRow } from '../../../core/school/reports/contract';
import { SolicitudAvancePage } from '../../../src/pages/reports/SolicitudAvancePage';
import { bodiesOf, button, cellsOf, levelChange, openingRun, renderReport, run, typeRange } from './harness';

const TOPICS: GradingTopic[] = [
  { id: 1, nombre: 'Saludos', nota: 4, rango_nota: 5, peso_nota: 50, tipo: 'clase' },
  { id: 3, nombre: 'Lectura autónoma', nota: null, rango_nota: 5, peso_nota: 50, tipo: 'autonomo' },
];

const PATH = 'reportes/solicitud-avance';
const COURSE_CODES: string[] = [P.estudiantes.editCurso, P.estudiantes.assignCurso];
const WITHOUT_COURSE_CODES = ALL_PERMISSION_CODES.filter((code) => !COURSE_CODES.includes(code));

function renderAdvance(rows: LevelChangeRow[], codes: string[] = ALL_PERMISSION_CODES) {
  const view = renderReport(
    <SolicitudAvancePage />,
    '/reportes/solicitud-avance',
    (path, body) => {
      if (path === PATH) return rows;
      if (path === 'estudiante/notas') return TOPICS;
      if (path === 'progreso/actualizar_notas') return { mensaje: 'Notas guardadas' };
      if (path === 'estudiante/activar_curso') {
        // The server's change, as the student's next read shows it.
        Object.assign(view.dataProvider.rows.find((r) => r.id === body.id) ?? {}, { curso_actual_id: body.curso_id, version: 2 });
        return { mensaje: 'Curso Activo' };
      }
      throw new Error(`ruta inesperada ${path}`);
    },
    codes,
  );
  for (const row of rows) view.dataProvider.rows.push({ id: row.estudiante_id, curso_actual_id: row.estudiante.curso_actual_id, nivel_id: 3, version: 1 });
  return view;
}

/** After the run the page made as it opened (issue 43): the test's own range, consulted. */
async function consult(dataProvider: ReturnType<typeof renderAdvance>['dataProvider']) {
  await openingRun(dataProvider, PATH);
  await typeRange('01/03/2026', '31/03/2026');
  await run('Consultar');
  return screen.findByRole('table', { name: 'Solicitudes de avance' });
}

async function openInfo(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Notas y curso de ${name}` }));
  return screen.findByRole('dialog', { name });
}

describe('#/reportes/solicitud-avance', () => {
  it('consults without sedes when the user may not choose them and lists ADVANCE_COLUMNS', async () => {
    const { dataProvider } = renderAdvance([levelChange(1)], ALL_PERMISSION_CODES.filter((code) => code !== P.reportes.chooseSedes));
    const table = await consult(dataProvider);
    expect(screen.queryByRole('combobox', { name: 'Sedes' })).toBeNull();
    expect(bodiesOf(dataProvider, PATH)).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' }]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Acciones', ...ADVANCE_COLUMNS.map((c) => c.header)]);
    expect(cellsOf(table)[0].slice(1, 4)).toEqual(['Laura Pérez Gil', 'CC', '10501']);
    expect(button('Descargar')).toBeEnabled();
  });

  it('opens the grades editor with the current level; after a save the message shows, then the report reloads', async () => {
    const { dataProvider } = renderAdvance([levelChange(1)]);
    await consult(dataProvider);
    const dialog = await openInfo('Laura Pérez Gil');
    expect(within(dialog).getByText('Nivel actual: A2')).toBeInTheDocument();
    const grades = await within(dialog).findByRole('table', { name: 'Notas por tema' });
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/notas', { estudiante_id: 501 });
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await userEvent.type(within(grades).getByLabelText('Nota de Lectura autónoma'), '4');
    await waitFor(() => expect(guardar).toBeEnabled());
    // GRADES_MESSAGE_MS (3 s) pass on fake timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(guardar);
    expect(await within(dialog).findByText('Notas guardadas')).toBeInTheDocument();
    expect(bodiesOf(dataProvider, PATH)).toHaveLength(1);
    // GRADES_MESSAGE_MS later: the same report again, with the same body.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(bodiesOf(dataProvider, PATH)).toHaveLength(2));
    expect(bodiesOf(dataProvider, PATH)[1]).toEqual(bodiesOf(dataProvider, PATH)[0]);
  });

  it('edits the current course with C448968B and reloads the report when the modal closes', async () => {
    const { dataProvider } = renderAdvance([levelChange(1)]);
    await consult(dataProvider);
    const dialog = await openInfo('Laura Pérez Gil');
    const course = await within(dialog).findByRole('region', { name: 'Curso activo' });
    await userEvent.click(within(course).getByRole('combobox', { name: 'Curso' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inglés A2 - 2' }));
    await userEvent.click(within(course).getByRole('button', { name: 'Activar curso' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'estudiante/activar_curso')).toEqual([{ id: 501, version: 1, curso_id: 8 }]));
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, PATH)).toHaveLength(2));
  });

  it('offers no course editor without C448968B, and with C0F0653E only for a student without a course', async () => {
    const { dataProvider } = renderAdvance([levelChange(1), levelChange(2, { primer_nombre: 'Mario', curso_actual_id: null, nivel_actual: null })], [...WITHOUT_COURSE_CODES, P.estudiantes.assignCurso]);
    await consult(dataProvider);
    let dialog = await openInfo('Laura Pérez Gil');
    await within(dialog).findByRole('table', { name: 'Notas por tema' });
    expect(within(dialog).queryByRole('region', { name: 'Curso activo' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openInfo('Mario Pérez Gil');
    expect(within(dialog).getByText('Nivel actual: Sin nivel')).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Curso activo' })).toBeInTheDocument();
  });
});
