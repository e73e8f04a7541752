// What #/pantalla shows, from pantalla/actual's answer: the current slot's classes,
// else the configured external page (PANTALLA_URL), else a clean 'no classes' screen with the day's
// next slot. A current slot with no class at the sede counts as no classes. Pure.
import { formatHour } from '../../../core/engine/dates';
import type { PantallaAnswer } from '../../../core/school/scheduler/displays';
import { formatDate } from '../../../core/engine/dates';

export type PantallaScreen = { kind: 'clases' } | { kind: 'externa'; url: string } | { kind: 'vacia'; siguiente: string };

export const PANTALLA_TEXTS = {
  empty: 'Sin clases en este momento',
  noMore: 'No hay más clases hoy',
  next: (hora: string) => `Próxima clase: ${formatHour(hora)}`,
  slot: (hora: string) => `Clases de las ${formatHour(hora)}`,
} as const;

export function pantallaScreen(answer: PantallaAnswer): PantallaScreen {
  if (answer.hora !== null && answer.clases.length > 0) return { kind: 'clases' };
  // The server sends only http(s) addresses; the check stays here too, as this one becomes an iframe's src.
  if (answer.url && /^https?:\/\//i.test(answer.url)) return { kind: 'externa', url: answer.url };
  return { kind: 'vacia', siguiente: answer.siguiente ? PANTALLA_TEXTS.next(answer.siguiente) : PANTALLA_TEXTS.noMore };
}

/** The display's heading: 'Sede Norte · 23/11/2026 · Clases de las 7:30 a. m.' (what is known of it). */
export function pantallaHeading(answer: PantallaAnswer): string {
  return [answer.sede, formatDate(answer.fecha), answer.hora ? PANTALLA_TEXTS.slot(answer.hora) : null].filter(Boolean).join(' · ');
}
