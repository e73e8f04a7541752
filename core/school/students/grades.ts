// The progress page's grade inputs (docs/domain/progress.md 'Progress and grades'): what the topic-grades editor and
// the levelling grade make of the text typed, and the words for the levelling state. Pure: the
// components only render what these decide; the formula and the rules themselves are
// progressRules.ts's.
import { PROGRESS_MESSAGES, type GradingTopic, type LevellingState, type ProgressBody } from './progress';
import { clampGrade, GRADE_MESSAGES, GRADE_SCALE, onGradeStep } from './progressRules';

/** How long the editor's 'Notas guardadas' stays (3 s, as a row's messages do). */
export const GRADES_MESSAGE_MS = 3000;

/** A grade as the page prints it: always two decimals. */
export const formatGrade = (nota: number): string => nota.toFixed(2);

/** Only autonomo topics are graded in the editor, and only with a range to grade on (the server's rule). */
export const isEditableTopic = (topic: Pick<GradingTopic, 'tipo' | 'rango_nota'>): boolean =>
  topic.tipo === 'autonomo' && topic.rango_nota !== null && topic.rango_nota > 0;

/** The text typed for a topic, by topic id; a topic not in it keeps its stored grade. */
export type GradeDrafts = Readonly<Record<number, string>>;

/** The text to show after typing: a number above the range (or below 0) becomes the range (or 0). */
export function clampedText(text: string, rango: number): string {
  if (text.trim() === '') return text;
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  const clamped = clampGrade(value, rango);
  return clamped === value ? text : String(clamped);
}

/** The grade a text stands for: empty is no grade, anything not a number is NaN (never graded). */
export const textGrade = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** What is wrong with a typed grade, or null. */
export function typedGradeProblem(text: string): string | null {
  const nota = textGrade(text);
  if (nota === null) return null;
  if (!Number.isFinite(nota)) return 'La nota debe ser un número';
  return onGradeStep(nota) ? null : GRADE_MESSAGES.step;
}

/** The topics with the drafts applied (what the live total and the save rule look at). */
export const draftedTopics = (topics: readonly GradingTopic[], drafts: GradeDrafts): GradingTopic[] =>
  topics.map((topic) => (topic.id in drafts && isEditableTopic(topic) ? { ...topic, nota: textGrade(drafts[topic.id]) } : topic));

const sameGrade = (a: number | null, b: number | null): boolean => a === b || (a !== null && b !== null && Number.isNaN(a) && Number.isNaN(b));

/** Whether a draft differs from the stored grade. */
export const gradesChanged = (topics: readonly GradingTopic[], drafts: GradeDrafts): boolean =>
  draftedTopics(topics, drafts).some((topic, index) => !sameGrade(topic.nota, topics[index].nota));

/** Whether some draft is not a grade the server takes. */
export const draftsInvalid = (drafts: GradeDrafts): boolean => Object.values(drafts).some((text) => typedGradeProblem(text) !== null);

/** progreso/actualizar_notas's body: every editable topic with its grade (the server skips unchanged ones). */
export const gradesBody = (estudianteId: number, topics: readonly GradingTopic[]): ProgressBody<'actualizarNotas'> => ({
  estudiante_id: estudianteId,
  temas: topics.filter(isEditableTopic).map((topic) => ({ id: topic.id, nota: topic.nota })),
});

/** The levelling grade typed: required, 0–5.0, step 0.01 (progreso/nota_nivelacion's rule). */
export function levellingGradeProblem(text: string): string | null {
  const nota = textGrade(text);
  if (nota === null) return GRADE_MESSAGES.required;
  if (!Number.isFinite(nota)) return 'La nota debe ser un número';
  if (nota < 0 || nota > GRADE_SCALE) return PROGRESS_MESSAGES.levellingRange;
  return onGradeStep(nota) ? null : GRADE_MESSAGES.step;
}

/** The levelling state in words (progreso/estado's codigo). */
export function levellingText(state: LevellingState): string {
  switch (state.codigo) {
    case 'nivelar':
      return `Nivelación abierta: nota final ${formatGrade(state.dato?.nota_final ?? 0)} bajo la nota de aprobación`;
    case 'aprobado':
      return 'Aprobado';
    case 'cerrado':
      return 'Nivel cerrado';
    default:
      return PROGRESS_MESSAGES.noCourse;
  }
}

/** A student's answer to an exam criterion as text: '—' when there is none. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
