// What the progress page ('Clases', docs/domain/progress.md 'Progress and grades') shows and offers, kept out of its
// components: the row actions a caller gets (the state machine of ../progressRules.ts, each
// action's own code and a closed level), the cells' texts and the summary's percentages. Pure,
// unit-tested.
import { P } from '../../../core/engine/permissions';
import { type AccionProgreso, allowedProgressActions, isEstadoProgreso } from '../../../core/school/students/progressRules';
import { PROGRESS_PATHS, type ProgressRow, type ProgressSummary } from '../../../core/school/students/progress';
import { formatNumber } from '../../../core/engine/numbers';
import { formatGrade, SCALE_TEXT } from '../../../core/school/students/grades';

/** A row action: the state machine's, plus editing an autonomo row's grade (the only grade staff edit). */
export type RowAction = AccionProgreso | 'editar_nota';

export interface RowActionSpec {
  label: string;
  code: string;
  path: string;
}

export const ROW_ACTIONS: Readonly<Record<RowAction, RowActionSpec>> = {
  firmar: { label: 'Firmar', code: P.progreso.sign, path: PROGRESS_PATHS.firmar },
  anular: { label: 'Anular', code: P.progreso.unsign, path: PROGRESS_PATHS.anular },
  bloquear: { label: 'Bloquear', code: P.progreso.unlock, path: PROGRESS_PATHS.bloquear },
  desbloquear: { label: 'Desbloquear', code: P.progreso.unlock, path: PROGRESS_PATHS.desbloquear },
  editar_asistencia: { label: 'Registrar asistencia', code: P.progreso.editAsistencia, path: PROGRESS_PATHS.editarAsistencia },
  editar_nota: { label: 'Editar nota', code: P.progreso.notas, path: PROGRESS_PATHS.editarNota },
};

/** Row messages (a write's answer or refusal beside its row) clear after 3 s, as the staff expect. */
export const ROW_MESSAGE_MS = 3000;

type RowFacts = Pick<ProgressRow, 'estado' | 'tipo' | 'rango_nota'>;

/**
 * The actions the row offers the caller: none once the level advanced (grades and dates are read
 * only then) nor on a state outside the stored list; else the machine's, each with its code,
 * and 'Editar nota' on an autonomo row with a range (the server refuses any other).
 */
export function offeredRowActions(row: RowFacts, holds: (code: string) => boolean, readOnly: boolean): RowAction[] {
  if (readOnly || !isEstadoProgreso(row.estado)) return [];
  const actions: RowAction[] = allowedProgressActions({ estado: row.estado, tipo: row.tipo });
  if (row.tipo === 'autonomo' && row.rango_nota !== null) actions.push('editar_nota');
  return actions.filter((action) => holds(ROW_ACTIONS[action].code));
}

export const NO_VALUE = '—';

/** The 'Asiste' cell: 1 yes, 0 no, null not yet. */
export const attendanceText = (asistencia: 0 | 1 | null): string => (asistencia === 1 ? 'Sí' : asistencia === 0 ? 'No' : NO_VALUE);

/** The 'Nota' cell, es-CO: 'nota / rango' (3,5 / 5), the grade alone without a range, '—' without a grade. */
export function gradeText(nota: number | null, rango: number | null): string {
  if (nota === null) return NO_VALUE;
  return rango === null ? formatNumber(nota) : `${formatNumber(nota)} / ${formatNumber(rango)}`;
}

/** The final grade as the summary shows it, es-CO: 'X,XX / 5,0'. */
export const finalGradeText = (nota: number): string => `${formatGrade(nota)} / ${SCALE_TEXT}`;

/** A count and its share of the course's rows, rounded to a whole percent (0 with no rows). */
export const percentOf = (count: number, total: number): number => (total > 0 ? Math.round((count / total) * 100) : 0);

export interface SummaryFigure {
  label: string;
  count: number;
  percent: number;
}

/** Classes taken and absences, each with its percentage of resumen.total (the course's rows). */
export const summaryFigures = (resumen: ProgressSummary): SummaryFigure[] => [
  { label: 'Clases', count: resumen.clases, percent: percentOf(resumen.clases, resumen.total) },
  { label: 'Inasistencias', count: resumen.inasistencias, percent: percentOf(resumen.inasistencias, resumen.total) },
];

/** The current course's topics still to be taken: what 'Definir tema' offers. */
export const pendingTopics = (rows: readonly Pick<ProgressRow, 'estado' | 'tema_id' | 'tema'>[]): { id: number; nombre: string }[] =>
  rows.filter((row) => row.estado === 'pendiente').map((row) => ({ id: row.tema_id, nombre: row.tema.nombre }));
