// Ready reasons (issue 43, point 3): the actions that ask a typed reason, with their Spanish labels,
// in the catalogue's select (resources/motivos), and the live counter every reason input shows.
// The minimums stay the specification's (REASON_MINIMUMS): a preset is only a starting text. Pure.
import { REASON_MINIMUMS, type ReasonKind, reasonLength } from './scheduler/bookings';

/** Each action that asks a reason, as staff name it (the catalogue's 'Acción' select, in this order). */
export const REASON_ACTION_LABELS: Readonly<Record<ReasonKind, string>> = {
  cancelar_agendamiento: 'Cancelar agendamiento',
  desasignar: 'Desasignar agendamiento',
  asignar: 'Asignar agendamiento automáticamente',
  agendamiento_manual: 'Nuevo agendamiento manual',
  clase_manual: 'Nueva clase manual',
  eliminar_clase: 'Eliminar clase',
  cancelar_tutoria: 'Cancelar tutoría',
  firmar_progreso: 'Firmar progreso',
  anular_progreso: 'Anular progreso',
  definir_tema: 'Definir tema',
  reiniciar_nivel: 'Reiniciar nivel',
};

export const REASON_ACTIONS = Object.keys(REASON_ACTION_LABELS) as ReasonKind[];

export const isReasonKind = (value: unknown): value is ReasonKind => typeof value === 'string' && Object.hasOwn(REASON_MINIMUMS, value);

/** The select's choices: { id: 'cancelar_agendamiento', name: 'Cancelar agendamiento (mínimo 40)' }. */
export const REASON_ACTION_CHOICES = REASON_ACTIONS.map((id) => ({ id, name: `${REASON_ACTION_LABELS[id]} (mínimo ${REASON_MINIMUMS[id]})` }));

/**
 * The counter under a reason: 'Faltan 12 caracteres' (or 'Falta 1 carácter') while short, then the
 * length ('40 caracteres'), counted as the server counts (reasonLength: trimmed code points).
 */
export function reasonCounter(minimum: number, text: string): string {
  const length = reasonLength(text);
  const missing = minimum - length;
  if (missing === 1) return 'Falta 1 carácter';
  if (missing > 1) return `Faltan ${missing} caracteres`;
  return length === 1 ? '1 carácter' : `${length} caracteres`;
}

/** A preset as the reason inputs read it (the motivos lookup's row). */
export interface ReasonPreset {
  id: number | string;
  accion: string;
  texto: string;
  activo: boolean;
}

/** The active presets of one action, in the catalogue's order (the lookup already sorts by orden). */
export const presetsOf = (kind: ReasonKind, rows: readonly ReasonPreset[] | undefined): ReasonPreset[] =>
  (rows ?? []).filter((row) => row.accion === kind && row.activo !== false);

/** null when a preset's text reaches its action's minimum, else the Spanish message on 'texto'. */
export function presetTextProblem(accion: unknown, texto: unknown): string | null {
  if (!isReasonKind(accion)) return null; // the select's own check names an unknown action
  const minimum = REASON_MINIMUMS[accion];
  if (reasonLength(texto) >= minimum) return null;
  return `El texto debe tener al menos ${minimum} caracteres (el mínimo de «${REASON_ACTION_LABELS[accion]}»)`;
}
