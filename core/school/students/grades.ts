// The progress page's grade inputs (docs/domain/progress.md 'Progress and grades'): what the topic-grades editor and
// the levelling grade make of the text typed, and the words for the levelling state. Pure: the
// components only render what these decide; the formula and the rules themselves are
// progressRules.ts's.
import { decimalInputText, formatNumber, parseDecimal, parseDecimalOrNull } from '../../engine/numbers';
import { PROGRESS_MESSAGES, type GradingTopic, type LevellingState, type ProgressBody } from './progress';
import { clampGrade, GRADE_MESSAGES, GRADE_SCALE, onGradeStep } from './progressRules';

/** How long the editor's 'Notas guardadas' stays (3 s, as a row's messages do). */
export const GRADES_MESSAGE_MS = 3000;

/** A grade as the page prints it: es-CO, always two decimals (3,53). */
export const formatGrade = (nota: number): string => formatNumber(nota, { minDecimals: 2 });

/** The grade scale as the page prints it: 5,0. */
export const SCALE_TEXT = formatNumber(GRADE_SCALE, { minDecimals: 1 });

/** The words beside a grade the editor moved into its range (issue 43: a clamp is never silent). */
export const CLAMP_MESSAGES = {
  max: (rango: number) => `Se ajustó al máximo: ${formatNumber(rango)}`,
  min: 'Se ajustó al mínimo: 0',
} as const;

/** Only autonomo topics are graded in the editor, and only with a range to grade on (the server's rule). */
export const isEditableTopic = (topic: Pick<GradingTopic, 'tipo' | 'rango_nota'>): boolean =>
  topic.tipo === 'autonomo' && topic.rango_nota !== null && topic.rango_nota > 0;

/** The text typed for a topic, by topic id; a topic not in it keeps its stored grade. */
export type GradeDrafts = Readonly<Record<number, string>>;

/** What typing leaves in a grade box: the text, or the range (or 0) in its place with the note that says so. */
export interface TypedGrade {
  text: string;
  /** CLAMP_MESSAGES' words when the number typed was moved into 0–range; null otherwise. */
  note: string | null;
}

/** The text to show after typing: a number above the range (or below 0) becomes the range (or 0), and says so. */
export function clampTyped(text: string, rango: number): TypedGrade {
  if (text.trim() === '') return { text, note: null };
  const value = parseDecimal(text);
  if (!Number.isFinite(value)) return { text, note: null };
  const clamped = clampGrade(value, rango);
  if (clamped === value) return { text, note: null };
  return { text: decimalInputText(clamped), note: clamped > value ? CLAMP_MESSAGES.min : CLAMP_MESSAGES.max(rango) };
}

/** clampTyped's text alone. */
export const clampedText = (text: string, rango: number): string => clampTyped(text, rango).text;

/** The grade a text stands for ('4,5' and '4.5' alike): empty is no grade, anything not a number is NaN (never graded). */
export const textGrade = (text: string): number | null => parseDecimalOrNull(text);

/** A stored grade as its box shows it: 4,5; '' with none. */
export const gradeInputText = (nota: number | null): string => decimalInputText(nota);

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
    case 'en_curso':
      return PROGRESS_MESSAGES.levellingNotYet(state.registros_abiertos, state.registros_total);
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
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
