// What the board's colours and marks mean (issue 25, 'say what things are'), each with the words
// that stand beside the colour: the card backgrounds and borders (bookingLook), the availability
// chips (danger, warning, success, info: AvailabilityBadges), the seats of a class and the locked card. Pure data.
import { ESTADOS_AGENDAMIENTO } from '../../../core/school/scheduler/bookings';
import { NOVELTY_BORDERS, NOVELTY_TEXT, TONE_BACKGROUNDS } from './board';

const statesOf = (tone: 'default' | 'grey' | 'orange'): string =>
  Object.values(ESTADOS_AGENDAMIENTO).filter((e) => e.tone === tone).map((e) => (e.struck ? `${e.label} (tachado)` : e.label)).join(', ');

export interface LegendSwatch {
  /** What is drawn: a card background, a card's left border, a chip colour or a mark. */
  kind: 'fondo' | 'borde' | 'chip' | 'marca';
  colour: string;
  label: string;
  meaning: string;
}

export const CARD_LEGEND: readonly LegendSwatch[] = [
  { kind: 'fondo', colour: TONE_BACKGROUNDS.default, label: 'Fondo blanco', meaning: statesOf('default') },
  { kind: 'fondo', colour: TONE_BACKGROUNDS.grey, label: 'Fondo gris', meaning: statesOf('grey') },
  { kind: 'fondo', colour: TONE_BACKGROUNDS.orange, label: 'Fondo naranja', meaning: statesOf('orange') },
  { kind: 'borde', colour: NOVELTY_BORDERS.red, label: 'Borde rojo', meaning: `El ${NOVELTY_TEXT.error_tema}` },
  { kind: 'borde', colour: NOVELTY_BORDERS.yellow, label: 'Borde amarillo', meaning: `El ${NOVELTY_TEXT.sin_carpeta}` },
];

/** The chips above the board: per class type, 'Transition 1: 4 libres' = its seats still free in the slot. */
export const CHIP_LEGEND: readonly LegendSwatch[] = [
  { kind: 'chip', colour: 'info', label: 'Azul', meaning: 'Quedan cupos libres' },
  { kind: 'chip', colour: 'success', label: 'Verde', meaning: 'Cupos completos: agendados igual a la capacidad' },
  { kind: 'chip', colour: 'warning', label: 'Naranja', meaning: 'Más agendados que capacidad' },
  { kind: 'chip', colour: 'error', label: 'Rojo', meaning: 'Sin capacidad: ningún salón de la franja admite el tipo' },
];

export const MARK_LEGEND: readonly { mark: string; meaning: string }[] = [
  { mark: '3/5', meaning: 'En cada clase: cupos ocupados de su capacidad (en rojo cuando está llena)' },
  { mark: 'Candado', meaning: 'Agendamiento bloqueado: su estado no se mueve (solo solicitado o asignado se mueven); el candado dice por qué' },
  { mark: 'TN1, LAB…', meaning: 'Nombre corto del tipo de clase; el nombre completo aparece al pasar el puntero' },
];
