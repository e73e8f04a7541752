// The booking (agendamiento) state machine (doc 2 §4, doc 1 §9): the states with their label and
// colour, the scheduler's actions as a table (from which states, into which), the reasons' minimum
// lengths (doc 2 §5, doc 1 §9) and the request types. Pure: the server refuses with the same Spanish
// message the browser shows before sending, and the scheduler greys out what the server would refuse.
import type { Solicitud } from '../classTypes';
import { textCharacterProblem } from '../untrustedText';

export type EstadoAgendamiento =
  | 'solicitado' | 'notificado' | 'asignado' | 'ausencia' | 'cancelado' | 'asistente' | 'asistido' | 'bloqueado';

export interface EstadoDisplay {
  label: string;
  /** The booking's colour in the scheduler (doc 2 §4 'Booking colours'). */
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

/** Where a drag ends: a class (it is assigned) or the pending list (its class is cleared). */
export type Destino = 'clase' | 'pendiente';

interface Rule {
  from: readonly EstadoAgendamiento[];
  to: EstadoAgendamiento | Readonly<Record<Destino, EstadoAgendamiento>>;
  error: string;
}

/** Doc 2 §4; 'confirmar' (notifying the student of the class) is the only way into notificado. */
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

/** Minimum reason lengths: doc 2 §5/§9 (scheduler) and doc 1 §9 (booking and tutoring cancellation). */
export const REASON_MINIMUMS = {
  eliminar_clase: 30,
  desasignar: 40,
  asignar: 40,
  agendamiento_manual: 40,
  clase_manual: 40,
  cancelar_agendamiento: 40,
  cancelar_tutoria: 20,
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

/** Doc 2 §4 'Request types', the same ids as the class types' solicitud (classTypes.ts). */
export const TIPOS_SOLICITUD: Readonly<Record<Solicitud, string>> = {
  normal: 'Normal',
  tutoria: 'Tutoría',
  refuerzo: 'Refuerzo',
  lab: 'Laboratorio',
  club: 'Club',
};
