// The progress page's modals (docs/domain/progress.md 'Progress and grades'): define topic and reset need a reason
// of 40 characters (39 keeps the button disabled, the counter says so); a refused reset shows the
// answer's error as a warning and lets the page reload; the grade criteria show each answer and the
// comments.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressRow } from '../../../core/school/students/progress';
import { DefineTopicDialog } from '../../../resources/estudiantes/progress/DefineTopicDialog';
import { GradeCriteriaDialog } from '../../../resources/estudiantes/progress/GradeCriteriaDialog';
import { ResetLevelDialog } from '../../../resources/estudiantes/progress/ResetLevelDialog';
import { feedback } from '../../../src/shell/feedback';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

const PATH = '/estudiante/progreso/12';
const TOPICS = [
  { id: 5, nombre: 'Saludos' },
  { id: 6, nombre: 'Rutinas' },
];
const REASON_39 = 'El estudiante pidió repasar este tema ya'.slice(0, 39);

/** Pasted (typing 40 characters one by one costs seconds); the last character is typed by the tests. */
async function typeReason(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const ok: Answer = (path) => ({ mensaje: path === 'progreso/definir_tema' ? 'Tema definido' : 'Nivel reiniciado' });

beforeEach(() => feedback.reset());

describe('DefineTopicDialog', () => {
  it('sends the topic chosen once the reason reaches 40 characters', async () => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    const { dataProvider } = renderCustomPage({
      page: <DefineTopicDialog estudianteId={12} topics={TOPICS} open onClose={onClose} onDone={onDone} />,
      path: PATH,
      answer: ok,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Definir tema' });
    const confirm = within(dialog).getByRole('button', { name: 'Definir tema' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rutinas' }));
    expect(REASON_39).toHaveLength(39);
    await typeReason(within(dialog).getByRole('textbox', { name: 'Motivo' }), REASON_39);
    expect(within(dialog).getByText('Falta 1 carácter')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '.');
    expect(within(dialog).getByText('40 caracteres')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(bodiesOf(dataProvider, 'progreso/definir_tema')).toEqual([{ estudiante_id: 12, tema_id: 6, motivo: `${REASON_39}.` }]));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('needs a topic even with a long reason, and keeps a refusal in the modal', async () => {
    const onDone = vi.fn();
    renderCustomPage({
      page: <DefineTopicDialog estudianteId={12} topics={TOPICS} open onClose={vi.fn()} onDone={onDone} />,
      path: PATH,
      answer: () => {
        throw new Error('El estudiante ya vio este tema');
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Definir tema' });
    const confirm = within(dialog).getByRole('button', { name: 'Definir tema' });
    await typeReason(within(dialog).getByRole('textbox', { name: 'Motivo' }), `${REASON_39}.`);
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saludos' }));
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('El estudiante ya vio este tema')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('ResetLevelDialog', () => {
  async function reset(answer: Answer) {
    const onDone = vi.fn();
    const view = renderCustomPage({ page: <ResetLevelDialog estudianteId={12} open onClose={vi.fn()} onDone={onDone} />, path: PATH, answer });
    const dialog = await screen.findByRole('dialog', { name: 'Reiniciar nivel' });
    const confirm = within(dialog).getByRole('button', { name: 'Reiniciar nivel' });
    await typeReason(within(dialog).getByRole('textbox', { name: 'Motivo' }), REASON_39);
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '!');
    await userEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    return view;
  }

  it('sends obs_reinicio once it reaches 40 characters, then lets the page reload', async () => {
    const { dataProvider } = await reset(ok);
    expect(bodiesOf(dataProvider, 'progreso/reiniciar_nivel')).toEqual([{ estudiante_id: 12, obs_reinicio: `${REASON_39}!` }]);
    expect(feedback.get().message).toBeNull();
  });

  it("shows a refusal's error as a warning and reloads all the same", async () => {
    await reset(() => {
      throw new Error('El estudiante no tiene curso activo');
    });
    expect(feedback.get().message).toEqual({ kind: 'warning', text: 'El estudiante no tiene curso activo' });
  });
});

const EXAM_ROW = {
  id: 90, version: 1, estudiante_id: 12, tema_id: 8, orden: 8, estado: 'superado', tipo: 'examen', asistencia: 1, nota: 8, rango_nota: 10, peso_nota: 30,
  tema: { nombre: 'Examen parcial' }, curso: { nombre: 'Básico 1' }, clase_fecha: null, clase: null, docente: null, conformidad_fecha: null,
  asistencia_fecha: null, asistencia_usuario: null, autorizado_fecha: null, autorizado_usuario: null, agendamientos: [], abiertos: 0,
  examen: { id: 3, nombre: 'Parcial oral A1' },
  estructura: {
    criterios: [
      { nombre: 'Pronunciación', codigo: 'PRON', self_assessment: false },
      { nombre: 'Fluidez', codigo: 'FLU', self_assessment: true },
      { nombre: 'Vocabulario', codigo: 'VOC', self_assessment: false },
    ],
  },
  notas: { respuestas: { PRON: 4, FLU: 'Buena' }, docente_comentarios: 'Debe practicar el pasado.' },
} satisfies ProgressRow;

describe('GradeCriteriaDialog', () => {
  it("shows the exam, each criterion with the student's answer, and the teacher's comments", async () => {
    const onClose = vi.fn();
    renderCustomPage({ page: <GradeCriteriaDialog row={EXAM_ROW} onClose={onClose} />, path: PATH, answer: ok });
    const dialog = await screen.findByRole('dialog', { name: 'Criterios de calificación' });
    expect(within(dialog).getByText('Parcial oral A1')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Criterios' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Pronunciación', 'PRON', 'No', '4'],
      ['Fluidez', 'FLU', 'Sí', 'Buena'],
      ['Vocabulario', 'VOC', 'No', '—'],
    ]);
    expect(within(dialog).getByText('Debe practicar el pasado.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Sin comentarios' without the teacher's comments and '—' for each answer missing", async () => {
    renderCustomPage({ page: <GradeCriteriaDialog row={{ ...EXAM_ROW, notas: null }} onClose={vi.fn()} />, path: PATH, answer: ok });
    const dialog = await screen.findByRole('dialog', { name: 'Criterios de calificación' });
    expect(within(dialog).getByText('Sin comentarios')).toBeInTheDocument();
    expect(within(dialog).getAllByText('—')).toHaveLength(3);
  });

  it('is closed without a row', async () => {
    renderCustomPage({ page: <><p>Página</p><GradeCriteriaDialog row={null} onClose={vi.fn()} /></>, path: PATH, answer: ok });
    await screen.findByText('Página');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
