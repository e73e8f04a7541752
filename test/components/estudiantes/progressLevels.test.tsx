// The progress page's levelling grade and levels taken (docs/domain/progress.md 'Progress and grades'): the
// levelling input only while progreso/estado says 'nivelar', for a holder of 524A95EB, on a level
// not advanced, sent with the enrolment's registro_id; the levels taken, each other one opening its
// rows with 'Ver más'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseTaken, LevellingState, OtherLevelProgress, ProgressRow } from '../../../core/school/students/progress';
import { LevellingPanel } from '../../../resources/estudiantes/progress/LevellingPanel';
import { OtherLevels } from '../../../resources/estudiantes/progress/OtherLevels';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

const PATH = '/estudiante/progreso/12';
const OPEN: LevellingState = { curso_id: 7, codigo: 'nivelar', dato: { id: 55, nota_nivelacion: null, nota_final: 2.4 }, rango_nota: 5, registros_abiertos: 0, registros_total: 8 };

/** Shown once the session's codes are read (a code every test holds): then an absent input is absent for good. */
function Settled() {
  return useHasPermission(P.estudiantes.progreso) ? <p>Permisos leídos</p> : null;
}

function levelling(state: LevellingState, { readOnly = false, codes = ALL_PERMISSION_CODES, nota = null as number | null } = {}) {
  const onSaved = vi.fn();
  const answer: Answer = (path) => {
    if (path === 'progreso/estado') return state;
    if (path === 'progreso/nota_nivelacion') return { mensaje: 'Nota de nivelación guardada', dato: { id: 55, nota_nivelacion: 3.5, nota_final: 2.4 } };
    throw new Error(`ruta inesperada ${path}`);
  };
  const page = (
    <>
      <LevellingPanel estudianteId={12} notaNivelacion={nota} readOnly={readOnly} onSaved={onSaved} />
      <Settled />
    </>
  );
  const view = renderCustomPage({ page, path: PATH, answer, codes });
  return { ...view, onSaved };
}

describe('LevellingPanel', () => {
  it("offers the levelling grade while 'nivelar' and sends it with the enrolment's registro_id", async () => {
    const { dataProvider, onSaved } = levelling(OPEN);
    expect(await screen.findByText('Nivelación abierta: nota final 2,40 bajo la nota de aprobación')).toBeInTheDocument();
    expect(screen.getByText('Sin nota de nivelación')).toBeInTheDocument();
    expect(dataProvider.read).toHaveBeenCalledWith('progreso/estado', { estudiante_id: 12 });
    const input = await screen.findByRole('textbox', { name: 'Nota de nivelación' });
    const save = screen.getByRole('button', { name: 'Guardar nivelación' });
    expect(save).toBeDisabled();
    await userEvent.type(input, '5.5');
    expect(screen.getByText('La nota de nivelación debe estar entre 0 y 5')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(input);
    // The decimal comma (issue 43).
    await userEvent.type(input, '3,5');
    await userEvent.click(save);
    await waitFor(() => expect(bodiesOf(dataProvider, 'progreso/nota_nivelacion')).toEqual([{ estudiante_id: 12, nota: 3.5, registro_id: 55 }]));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('shows the grade given and no input once approved or closed', async () => {
    levelling({ ...OPEN, codigo: 'aprobado', dato: { id: 55, nota_nivelacion: 3.2, nota_final: 3.4 } }, { nota: 3.2 });
    expect(await screen.findByText('Aprobado')).toBeInTheDocument();
    expect(screen.getByText('Nota de nivelación: 3,20')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  // Issue 43: levelling waits for every row of the level to close, and the page says why.
  it('says why levelling is not open while rows of the level are open, with no input', async () => {
    levelling({ ...OPEN, codigo: 'en_curso', dato: { id: 55, nota_nivelacion: null, nota_final: 0.6 }, registros_abiertos: 35, registros_total: 40 });
    expect(await screen.findByText('La nivelación se abre cuando todas las clases del nivel estén cerradas (faltan 35 de 40)')).toBeInTheDocument();
    await screen.findByText('Permisos leídos');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says 'Nivel cerrado' for an advanced level", async () => {
    levelling({ ...OPEN, codigo: 'cerrado' }, { readOnly: true });
    expect(await screen.findByText('Nivel cerrado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers no input without 524A95EB', async () => {
    levelling(OPEN, { codes: ALL_PERMISSION_CODES.filter((code) => code !== P.progreso.notaNivelacion) });
    await screen.findByText(/Nivelación abierta/);
    await screen.findByText('Permisos leídos');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers no input read-only (a level advanced), even while levelling reads open', async () => {
    levelling(OPEN, { readOnly: true });
    await screen.findByText(/Nivelación abierta/);
    await screen.findByText('Permisos leídos');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

const row = (id: number, nombre: string, estado: string, nota: number | null, abiertos = 0): ProgressRow => ({
  id, version: 1, estudiante_id: 12, tema_id: id, orden: id, estado, tipo: 'clase', asistencia: null, nota, rango_nota: 5, peso_nota: 10,
  tema: { nombre }, curso: { nombre: 'Básico 1' }, clase_fecha: null, clase: null, docente: null, conformidad_fecha: null, asistencia_fecha: null,
  asistencia_usuario: null, autorizado_fecha: null, autorizado_usuario: null, agendamientos: [], abiertos, examen: null, estructura: null, notas: null,
});
const TAKEN: CourseTaken[] = [
  { curso_id: 7, curso: 'Básico 1', nivel: 'A1', nota: 3.2, nota_nivelacion: null, avance_nivel: '2099-02-01', actual: false },
  { curso_id: 8, curso: 'Básico 2', nivel: 'A1', nota: 1.5, nota_nivelacion: null, avance_nivel: null, actual: true },
];
const OTHER: OtherLevelProgress = { curso_id: 7, registros: [row(70, 'Saludos', 'superado', 4.5), row(71, 'Rutinas', 'pendiente', null, 1)], nota: 3.2 };

describe('OtherLevels', () => {
  it("lists the levels taken and opens another level's rows with 'Ver más'", async () => {
    const { dataProvider } = renderCustomPage({
      page: <OtherLevels estudianteId={12} />,
      path: PATH,
      answer: (path) => (path === 'estudiante/niveles_cursados' ? TAKEN : OTHER),
    });
    const table = await screen.findByRole('table', { name: 'Niveles cursados' });
    expect(dataProvider.read).toHaveBeenCalledWith('estudiante/niveles_cursados', { estudiante_id: 12 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Básico 1', 'A1', '3,20', '—', '01/02/2099', 'Ver más'],
      ['Básico 2 (actual)', 'A1', '1,50', '—', 'Sin avance', ''],
    ]);
    expect(bodiesOf(dataProvider, 'estudiante/progreso_otro_nivel')).toEqual([]);
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Ver más' }));
    const other = await screen.findByRole('table', { name: 'Progreso de Básico 1' });
    expect(bodiesOf(dataProvider, 'estudiante/progreso_otro_nivel')).toEqual([{ estudiante_id: 12, curso_id: 7 }]);
    expect(within(other).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Saludos', 'Superado', '4,5'],
      ['Rutinas', 'Agendado', '—'],
    ]);
    expect(screen.getByText('Nota final: 3,20 / 5,0')).toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Ver menos' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Progreso de Básico 1' })).toBeNull());
  });
});
