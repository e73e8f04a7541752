// The progress row's rules (docs/domain/progress.md 'Progress and grades'): the stored states, their labels, the
// state machine of the row actions (sign, annul, block, unblock, attendance) and of what bookings
// and grades do to a row, and the final grade on the 5.0 scale. Pure: the server decides with it
// (anything else answers 409) and the progress page offers only what it allows.
import { formatNumber } from '../../engine/numbers';

/** The only values a row's estado is ever written with (the database checks the same list). */
export const ESTADOS_PROGRESO = [
  'pendiente', 'asignado', 'solicitado', 'asistido', 'ausencia', 'cancelado', 'en_curso', 'en_espera', 'bloqueado', 'autorizado', 'superado',
] as const;
export type EstadoProgreso = (typeof ESTADOS_PROGRESO)[number];

export const isEstadoProgreso = (value: unknown): value is EstadoProgreso =>
  typeof value === 'string' && (ESTADOS_PROGRESO as readonly string[]).includes(value);

/** The labels staff read; pendiente and solicitado read 'Agendado' while an open booking holds the topic. */
const LABELS: Readonly<Record<string, string>> = {
  asistido: 'Asistió',
  asistio: 'Asistió',
  ausencia: 'No asistió',
  no_asistio: 'No asistió',
  cancelado: 'Cancelado',
  en_curso: 'En curso',
  en_espera: 'En espera',
  bloqueado: 'Bloqueado',
  autorizado: 'Autorizado',
  // Given no label of its own: a signed row (or a graded autonomous one) reads as what it is.
  superado: 'Superado',
  asignado: 'Pendiente',
};

/** The row's state as the page shows it; any value outside the table is shown raw. */
export function progressStateLabel(estado: string, openBookings: number): string {
  if (estado === 'pendiente' || estado === 'solicitado') return openBookings > 0 ? 'Agendado' : 'Pendiente';
  return Object.hasOwn(LABELS, estado) ? LABELS[estado] : estado;
}

/** More than one open booking holding the same topic: the row shows 'Inconsistencia'. */
export const isInconsistent = (openBookings: number): boolean => openBookings > 1;

/** What the rules look at in a row. */
export interface ProgressFacts {
  estado: EstadoProgreso;
  /** The topic's type: autonomo rows are graded, never signed off by annulment. */
  tipo: string;
}

export type AccionProgreso = 'firmar' | 'anular' | 'bloquear' | 'desbloquear' | 'editar_asistencia';
export const ACCIONES_PROGRESO: readonly AccionProgreso[] = ['firmar', 'anular', 'bloquear', 'desbloquear', 'editar_asistencia'];

/** States a booking's attendance may move: the row is neither signed off nor blocked. */
export const FED_BY_BOOKINGS: readonly EstadoProgreso[] = ['pendiente', 'asignado', 'solicitado', 'asistido', 'ausencia', 'en_curso', 'en_espera'];

interface Rule {
  from: readonly EstadoProgreso[];
  to: EstadoProgreso;
  /** The rule refuses autonomo rows. */
  notAutonomo?: boolean;
  error: string;
}

export const PROGRESS_RULES: Readonly<Record<AccionProgreso, Rule>> = {
  firmar: { from: ['pendiente', 'bloqueado'], to: 'superado', error: 'Solo se puede firmar un registro pendiente o bloqueado.' },
  anular: {
    from: ['superado'],
    to: 'pendiente',
    notAutonomo: true,
    error: 'Solo se puede anular la firma de un registro superado que no sea trabajo autónomo.',
  },
  bloquear: { from: ['pendiente'], to: 'bloqueado', error: 'Solo se puede bloquear un registro pendiente.' },
  desbloquear: { from: ['bloqueado'], to: 'pendiente', error: 'Solo se puede desbloquear un registro bloqueado.' },
  // Staff record an attendance the class did not: from a row still to be taken or marked absent.
  editar_asistencia: {
    from: ['pendiente', 'asignado', 'solicitado', 'ausencia', 'en_curso', 'en_espera'],
    to: 'asistido',
    error: 'Solo se puede registrar la asistencia de un registro pendiente o con inasistencia.',
  },
};

/** null when the action is allowed on the row, else the Spanish refusal (the server's 409). */
export function progressActionProblem(action: AccionProgreso, row: ProgressFacts): string | null {
  const rule = PROGRESS_RULES[action];
  if (!rule.from.includes(row.estado)) return rule.error;
  if (rule.notAutonomo && row.tipo === 'autonomo') return rule.error;
  return null;
}

/** The row's state after the action, or the refusal. */
export function applyProgressAction(action: AccionProgreso, row: ProgressFacts): { estado: EstadoProgreso } | { error: string } {
  const problem = progressActionProblem(action, row);
  return problem ? { error: problem } : { estado: PROGRESS_RULES[action].to };
}

/** The actions a row offers (before the caller's codes and a closed level are considered). */
export const allowedProgressActions = (row: ProgressFacts): AccionProgreso[] =>
  ACCIONES_PROGRESO.filter((action) => progressActionProblem(action, row) === null);

/** A booking of the row's topic signed asistido or ausencia: the row follows unless signed off or blocked. */
export const afterBookingAttendance = (row: ProgressFacts, attendance: 'asistido' | 'ausencia'): EstadoProgreso =>
  FED_BY_BOOKINGS.includes(row.estado) ? attendance : row.estado;

/** The signature of the booking that fed the row undone: the row is to be taken again. */
export const afterBookingUnsigned = (row: ProgressFacts): EstadoProgreso =>
  row.estado === 'asistido' || row.estado === 'ausencia' ? 'pendiente' : row.estado;

/** A signed booking of a row's topic, as the feed reads it (server/progress/sync.ts). */
export interface SignedBooking {
  id: number;
  estado: 'asistido' | 'ausencia';
  /** The class's day and hour: among bookings of one kind, the latest class feeds. */
  fecha: string;
  hora: string;
  /** When it was signed (an instant); a booking signed at or before the level's last reset feeds nothing. */
  firmado: string;
}

/**
 * THE feeding rule, of which the server's SQL is one statement for one booking and for a batch (a
 * property test holds the two to this): among the topic's bookings signed after the level's last
 * reset, the attended one feeds first, then the latest class (day, hour, id); none: nothing changes.
 */
export function feedingBooking(bookings: readonly SignedBooking[], resetAt: string | null): SignedBooking | null {
  const counted = bookings.filter((b) => resetAt === null || Date.parse(b.firmado) > Date.parse(resetAt));
  const later = (a: SignedBooking, b: SignedBooking) => (a.fecha !== b.fecha ? a.fecha > b.fecha : a.hora !== b.hora ? a.hora > b.hora : a.id > b.id);
  let best: SignedBooking | null = null;
  for (const booking of counted) {
    const attendedFirst = best !== null && (booking.estado === 'asistido') !== (best.estado === 'asistido');
    if (best === null || (attendedFirst ? booking.estado === 'asistido' : later(booking, best))) best = booking;
  }
  return best;
}

/** What the feed keeps of a row. */
export interface FedRowFacts {
  estado: EstadoProgreso;
  asistencia: boolean | null;
  agendamiento_id: number | null;
}

/**
 * The row once `booking` fed it: its attendance and booking, and its state while bookings feed it
 * (FED_BY_BOOKINGS). An absence never overrides a row already attended.
 */
export function fedRow(row: FedRowFacts, booking: SignedBooking | null): FedRowFacts {
  if (booking === null || (booking.estado === 'ausencia' && row.asistencia === true)) return row;
  return { estado: afterBookingAttendance({ estado: row.estado, tipo: 'clase' }, booking.estado), asistencia: booking.estado === 'asistido', agendamiento_id: booking.id };
}

/** An autonomo row given its grade in the editor is passed, unless blocked. */
export const afterAutonomoGraded = (row: ProgressFacts): EstadoProgreso => (row.estado === 'bloqueado' ? 'bloqueado' : 'superado');

/** Reiniciar nivel: every row of the course starts again. */
export const AFTER_RESET: EstadoProgreso = 'pendiente';

/** A row that counts as a class taken, and one that counts as an absence (the page's summary). */
export const countsAsClass = (estado: string): boolean => estado === 'asistido' || estado === 'asistio';
export const countsAsAbsence = (estado: string): boolean => estado === 'ausencia' || estado === 'no_asistio';

// ---- Grades ----

/** The scale of the final grade. */
export const GRADE_SCALE = 5;
/** The pass mark when config 'nota_aprobacion' is unset: levelling is open below it. */
export const DEFAULT_PASS_MARK = 3;

export interface GradedTopic {
  nota: number | null;
  rango_nota: number | null;
  peso_nota: number | null;
}

/** Rounded to the grade step (0.01), free of binary noise such as 2.675 → 2.67. */
export const roundGrade = (value: number): number => Math.round(Number((value * 100).toPrecision(12))) / 100;

/**
 * The final grade: Σ over topics with a range and a weight of nota / rango × peso × 5/100, a grade
 * above its range counted as the range, on 0–5.0, step 0.01, never above 5.0.
 */
export function finalGrade(topics: readonly GradedTopic[]): number {
  let total = 0;
  for (const { nota, rango_nota: rango, peso_nota: peso } of topics) {
    if (!rango || rango <= 0 || !peso || peso <= 0 || nota === null || !(nota > 0)) continue;
    total += (Math.min(nota, rango) / rango) * peso * (GRADE_SCALE / 100);
  }
  return Math.min(GRADE_SCALE, roundGrade(total));
}

/** A grade on the 0.01 step (a float that prints with at most two decimals). */
export const onGradeStep = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The editor's hint for a topic's grade, es-CO (0-4,5). */
export const gradeHint = (rango: number): string => `0-${formatNumber(rango)}`;

/** A grade as the column keeps it: rounded to its step (0.01). What is compared and stored is this. */
export const storedGrade = (value: number): number => Math.round(value * 100) / 100 + 0;

export const GRADE_MESSAGES = {
  required: 'La nota es requerida',
  negative: 'La nota no puede ser negativa',
  /** A grade that, as stored, is the current one: nothing would change (1e-9 over a 0 is 0). */
  same: 'La nota no cambió',
  repeated: 'El tema está repetido en la lista',
  step: 'La nota admite hasta dos decimales',
  above: (rango: number) => `La nota máxima es ${formatNumber(rango)}`,
} as const;

/** progreso/editar_nota's rule: present, ≥ 0, step 0.01, ≤ the range and, as stored, not the current one. */
export function gradeEditProblem(nota: number | null | undefined, current: number | null, rango: number): string | null {
  if (nota === null || nota === undefined || Number.isNaN(nota)) return GRADE_MESSAGES.required;
  if (nota < 0) return GRADE_MESSAGES.negative;
  if (!onGradeStep(nota)) return GRADE_MESSAGES.step;
  const stored = storedGrade(nota);
  if (stored > rango) return GRADE_MESSAGES.above(rango);
  if (current !== null && stored === storedGrade(current)) return GRADE_MESSAGES.same;
  return null;
}

/** In the topic-grades editor a grade above its range is taken as the range. */
export const clampGrade = (nota: number, rango: number): number => Math.min(Math.max(nota, 0), rango);

/** Saving the editor needs a grade on every autonomo topic. */
export const everyAutonomoGraded = (topics: readonly { tipo: string; nota: number | null }[]): boolean =>
  topics.every((topic) => topic.tipo !== 'autonomo' || (topic.nota !== null && !Number.isNaN(topic.nota)));

/**
 * A row closed for the level (issue 43): its class was held and signed (asistido, ausencia), staff
 * signed it off or authorised it (superado, autorizado; a graded autonomous topic is superado), or it
 * was cancelled. Pending, booked, in progress, waiting and blocked rows are still to be decided.
 */
export const CLOSED_STATES: readonly EstadoProgreso[] = ['asistido', 'ausencia', 'superado', 'autorizado', 'cancelado'];
export const isRowClosed = (estado: string): boolean => (CLOSED_STATES as readonly string[]).includes(estado);

/**
 * The levelling state's codes (progreso/estado): 'en_curso' while some row of the level is open
 * (the final grade is not final yet), then open ('nivelar') below the pass mark, 'aprobado' at or
 * above it; 'cerrado' once the level advanced.
 */
export type CodigoNivelacion = 'nivelar' | 'aprobado' | 'cerrado' | 'en_curso';

export function levellingCode(notaFinal: number, passMark: number, advanced: boolean, openRows: number): CodigoNivelacion {
  if (advanced) return 'cerrado';
  if (openRows > 0) return 'en_curso';
  return notaFinal < passMark ? 'nivelar' : 'aprobado';
}
