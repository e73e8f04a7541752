// The allowed types of a teacher or a room: 'tutoria' never shares the list. Choosing it removes
// every other type; choosing another removes it. The editors toggle with it, the server refuses a
// list that breaks it.
import { TUTORIA } from './classTypes';

export const TUTORING_ALONE = 'La tutoría no se combina con otros tipos';

export function toggleAllowedType(current: readonly string[], tipo: string, on: boolean): string[] {
  if (!on) return current.filter((t) => t !== tipo);
  if (current.includes(tipo)) return [...current];
  if (tipo === TUTORIA) return [TUTORIA];
  return [...current.filter((t) => t !== TUTORIA), tipo];
}

/** null when the list keeps the rule, else the message. */
export function allowedTypesProblem(tipos: readonly string[]): string | null {
  return tipos.includes(TUTORIA) && tipos.length > 1 ? TUTORING_ALONE : null;
}
