// The booking (agendamiento) state machine (docs/domain/scheduler.md 'The class scheduler', 'The student's record'):
// the states with their label and colour, the scheduler's actions as a table (from which states,
// into which), the student detail's booking actions (cancel, topics, undo signature) with their
// topic conditions, the reasons' minimum lengths and the request types. Pure: the server refuses
// with the same Spanish message the browser shows before sending, and the scheduler greys out what
// the server would refuse.
import type { Solicitud } from '../classTypes';
import { textCharacterProblem } from '../../engine/untrustedText';

export type EstadoAgendamiento =
  | 'solicitado' | 'notificado' | 'asignado' | 'ausencia' | 'cancelado' | 'asistente' | 'asistido' | 'bloqueado';

export interface EstadoDisplay {
  label: string;
  /** The booking's colour in the scheduler (cancelado and bloqueado grey, asistente orange). */
  tone: 'default' | 'grey' | 'orange';
  /** Drawn struck through (only bloqueado). */
  struck?: boolean;
}

/** Every state, in the spec's order: the keys are the only values estado may take. */
export const ESTADOS_AGENDAMIENTO: Readonly<Record<EstadoAgendamiento, EstadoDisplay>> = {
  solicitado: { label: 'Solicitado', tone: 'default' },
  notificado: { label: 'Notificado', tone: 'default' },
  asignado: { label: 'Asignado', tone: 'default' },
  ausencia: { label: 'Ausencia', tone: 'default' },
  cancelado: { label: 'Cancelado', tone: 'grey' },
  asistente: { label: 'Asistente', tone: 'orange' },
  asistido: { label: 'Asistido', tone: 'default' },
  bloqueado: { label: 'Bloqueado', tone: 'grey', struck: true },
};

export const isEstadoAgendamiento = (value: unknown): value is EstadoAgendamiento =>
  typeof value === 'string' && Object.hasOwn(ESTADOS_AGENDAMIENTO, value);

/** A student holds at most one booking in these states per date and hour (the others are closed). */
export const OPEN_STATES: readonly EstadoAgendamiento[] = ['solicitado', 'notificado', 'asignado'];

export const isOpen = (estado: EstadoAgendamiento): boolean => OPEN_STATES.includes(estado);

/**
 * A booking in these states gives its seat up; in any other it holds one in its class. The capacity
 * rule counts the same (migration 024's trigger; test/server/scheduler/seatStates.test.ts holds the
 * two together), and so do the server's SQL (server/scheduler/seatSql.ts) and the scheduler's board.
 */
export const SEATLESS_STATES: readonly EstadoAgendamiento[] = ['cancelado', 'bloqueado'];

/** The states that hold a seat: every other one. */
export const SEAT_HOLDING_STATES: readonly EstadoAgendamiento[] = (Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[]).filter(
  (estado) => !SEATLESS_STATES.includes(estado),
);

export const holdsSeat = (estado: string): boolean => (SEAT_HOLDING_STATES as readonly string[]).includes(estado);

/** Where a drag ends: a class (it is assigned) or the pending list (its class is cleared). */
export type Destino = 'clase' | 'pendiente';

interface Rule {
  from: readonly EstadoAgendamiento[];
  to: EstadoAgendamiento | Readonly<Record<Destino, EstadoAgendamiento>>;
  error: string;
}

/** 'confirmar' (notifying the student of the class) is the only way into notificado. */
const RULES = {
  cancelar: { from: ['solicitado', 'asignado'], to: 'cancelado', error: 'Solo se puede cancelar un agendamiento solicitado o asignado.' },
  desasignar: { from: ['asignado'], to: 'solicitado', error: 'Solo se puede desasignar un agendamiento asignado.' },
  asignar_auto: { from: ['solicitado'], to: 'asignado', error: 'Solo se puede asignar automáticamente un agendamiento solicitado.' },
  mover: {
    from: ['solicitado', 'asignado'],
    to: { clase: 'asignado', pendiente: 'solicitado' },
    error: 'Solo se puede mover un agendamiento solicitado o asignado.',
  },
  confirmar: { from: ['asignado'], to: 'notificado', error: 'Solo se puede confirmar un agendamiento asignado.' },
  // Undoing the signature reopens the booking in its class (or, classless, in the pending list).
  anular_firma: {
    from: ['asistido', 'ausencia'],
    to: { clase: 'asignado', pendiente: 'solicitado' },
    error: 'Solo se puede anular la firma de un agendamiento asistido o con ausencia.',
  },
  // The class took place: the attendance is signed (docs/domain/progress.md 'Progress and grades': it feeds the progress row).
  asistio: { from: ['asignado', 'notificado'], to: 'asistido', error: 'Solo se puede registrar la asistencia de un agendamiento asignado o notificado.' },
  no_asistio: { from: ['asignado', 'notificado'], to: 'ausencia', error: 'Solo se puede registrar la asistencia de un agendamiento asignado o notificado.' },
} as const satisfies Record<string, Rule>;

export type AccionAgendamiento = keyof typeof RULES;
export const ACCIONES_AGENDAMIENTO = Object.keys(RULES) as AccionAgendamiento[];

export type TransitionResult = { estado: EstadoAgendamiento } | { error: string };

/** The rule's from-states, e.g. to offer only the actions a booking accepts. */
export const allowedFrom = (action: AccionAgendamiento): readonly EstadoAgendamiento[] => RULES[action].from;

/**
 * The booking's next state after `action`, or the Spanish refusal. `target` only matters to
 * 'mover': a drag without one ends in a class (the scheduler's usual drop).
 */
export function transition(action: AccionAgendamiento, estado: EstadoAgendamiento, target: Destino = 'clase'): TransitionResult {
  const rule: Rule = RULES[action];
  if (!rule.from.includes(estado)) return { error: rule.error };
  return { estado: typeof rule.to === 'string' ? rule.to : rule.to[target] };
}

/** What the student area's actions look at: the state, the topic and the class. */
export interface BookingFacts {
  estado: EstadoAgendamiento;
  tema_id: number | null;
  clase_id: number | null;
}

/** The topic actions keep the state: their from-states and what the topic must be. */
const TOPIC_RULES = {
  // Decided here (docs/domain/student-record.md 'The student's record'): any open booking (its class still to come) may
  // get another topic.
  set_tema: { from: OPEN_STATES, tema: 'cualquiera', error: 'Solo se puede definir el tema de un agendamiento solicitado, notificado o asignado.' },
  eliminar_tema: { from: ['solicitado', 'asignado'], tema: 'con', error: 'Solo se puede quitar el tema de un agendamiento solicitado o asignado.' },
  asignar_tema_auto: { from: ['solicitado', 'asignado'], tema: 'sin', error: 'Solo se puede asignar un tema automáticamente a un agendamiento solicitado o asignado.' },
} as const satisfies Record<string, { from: readonly EstadoAgendamiento[]; tema: 'con' | 'sin' | 'cualquiera'; error: string }>;

export const TOPIC_MESSAGES = {
  none: 'El agendamiento no tiene tema.',
  already: 'El agendamiento ya tiene tema.',
  required: 'Debe seleccionar un tema',
} as const;

export type AccionTema = keyof typeof TOPIC_RULES;
/** The student detail's booking actions (docs/domain/student-record.md 'The student's record'), in the order a row offers them. */
export type AccionEstudiante = 'cancelar' | AccionTema | 'anular_firma';
export const ACCIONES_ESTUDIANTE: readonly AccionEstudiante[] = ['cancelar', 'set_tema', 'eliminar_tema', 'asignar_tema_auto', 'anular_firma'];

const isTopicAction = (action: AccionEstudiante): action is AccionTema => Object.hasOwn(TOPIC_RULES, action);

/** Where a reopened booking goes: its class when it has one, else the pending list. */
const destinoOf = (booking: BookingFacts): Destino => (booking.clase_id === null ? 'pendiente' : 'clase');

/** null when the booking's state and topic allow `action`, else the Spanish refusal (the server's 409). */
export function bookingActionProblem(action: AccionEstudiante, booking: BookingFacts): string | null {
  if (!isTopicAction(action)) {
    const result = transition(action, booking.estado, destinoOf(booking));
    return 'error' in result ? result.error : null;
  }
  const rule = TOPIC_RULES[action];
  if (!(rule.from as readonly EstadoAgendamiento[]).includes(booking.estado)) return rule.error;
  if (rule.tema === 'con' && booking.tema_id === null) return TOPIC_MESSAGES.none;
  if (rule.tema === 'sin' && booking.tema_id !== null) return TOPIC_MESSAGES.already;
  return null;
}

/** The actions the booking's state and topic allow: what its row offers. */
export const allowedBookingActions = (booking: BookingFacts): AccionEstudiante[] =>
  ACCIONES_ESTUDIANTE.filter((action) => bookingActionProblem(action, booking) === null);

/**
 * The booking after `action`, or the refusal. `tema` is the topic set (set_tema) or chosen by the
 * next-topic rule (asignar_tema_auto); the other actions ignore it.
 */
export function applyBookingAction(action: AccionEstudiante, booking: BookingFacts, tema: number | null = null): { booking: BookingFacts } | { error: string } {
  const problem = bookingActionProblem(action, booking);
  if (problem) return { error: problem };
  if (action === 'cancelar' || action === 'anular_firma') {
    const result = transition(action, booking.estado, destinoOf(booking));
    return 'error' in result ? result : { booking: { ...booking, estado: result.estado } };
  }
  if (action === 'eliminar_tema') return { booking: { ...booking, tema_id: null } };
  return tema === null ? { error: TOPIC_MESSAGES.required } : { booking: { ...booking, tema_id: tema } };
}

/** Minimum reason lengths: the scheduler's, then the student area's (booking and tutoring cancellation). */
export const REASON_MINIMUMS = {
  eliminar_clase: 30,
  desasignar: 40,
  asignar: 40,
  agendamiento_manual: 40,
  clase_manual: 40,
  cancelar_agendamiento: 40,
  cancelar_tutoria: 20,
  // The progress page's reasons.
  firmar_progreso: 40,
  anular_progreso: 40,
  definir_tema: 40,
  reiniciar_nivel: 40,
} as const;

export type ReasonKind = keyof typeof REASON_MINIMUMS;

/** The reason each action sends (a drag and a confirmation need none). */
export const ACTION_REASONS: Readonly<Partial<Record<AccionAgendamiento, ReasonKind>>> = {
  cancelar: 'cancelar_agendamiento',
  desasignar: 'desasignar',
  asignar_auto: 'asignar',
};

/**
 * The length the live counter shows and the rule checks: characters (code points, so an accent or
 * an emoji counts once) of the trimmed text, 0 for anything that is not text.
 */
export const reasonLength = (motivo: unknown): number => (typeof motivo === 'string' ? Array.from(motivo.trim()).length : 0);

/** null when the reason is long enough, else the Spanish message (also for a missing reason). */
export function reasonProblem(kind: ReasonKind, motivo: unknown): string | null {
  // A reason is a multi-line text (a textarea): line breaks yes, control and bidi characters no.
  const characters = typeof motivo === 'string' ? textCharacterProblem(motivo, true) : undefined;
  if (characters) return characters;
  const minimum = REASON_MINIMUMS[kind];
  return reasonLength(motivo) >= minimum ? null : `El motivo debe tener al menos ${minimum} caracteres`;
}

/** The request types (tipo_solicitud), the same ids as the class types' solicitud (classTypes.ts). */
export const TIPOS_SOLICITUD: Readonly<Record<Solicitud, string>> = {
  normal: 'Normal',
  tutoria: 'Tutoría',
  refuerzo: 'Refuerzo',
  lab: 'Laboratorio',
  club: 'Club',
};
