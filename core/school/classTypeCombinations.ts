// Which class types may share one class (docs/domain/calendar.md 'Calendar'), one pure module for the pre-assignment
// editor, the scheduler and the server: the rules are data (families of combinable types), the
// answers the exact messages the staff know (kept verbatim). A set of two or more types is allowed
// when one family holds them all.
export const COMBINATION_MESSAGES = {
  notAllowed: 'Esta combinación no es permitida.',
  tooMany: 'No es posible combinar mas de cuatro tipos de clase.',
} as const;

export const MAX_COMBINED_TYPES = 4;

/** The pairs, regular_1..4 with regular_16..19, and regular_5/6 with regular_20/21 (up to four). */
export const COMBINABLE_FAMILIES: readonly (readonly string[])[] = [
  ['speakup_avanzado', 'speakup_basico'],
  ['immersion_avanzado', 'immersion_basico'],
  ['regular_7', 'regular_8'],
  ['regular_9', 'regular_a'],
  ['regular_1', 'regular_16'],
  ['regular_2', 'regular_17'],
  ['regular_3', 'regular_18'],
  ['regular_4', 'regular_19'],
  ['regular_5', 'regular_6', 'regular_20', 'regular_21'],
];

/** The type a first regular_1..6 brings along (its pair, added with it). */
export const AUTO_PAIRED: Readonly<Record<string, string>> = {
  regular_1: 'regular_16',
  regular_2: 'regular_17',
  regular_3: 'regular_18',
  regular_4: 'regular_19',
  regular_5: 'regular_20',
  regular_6: 'regular_21',
};

/** null when the types may form one class, else the spec's message. */
export function combinationProblem(tipos: readonly string[]): string | null {
  const distinct = [...new Set(tipos)];
  if (distinct.length > MAX_COMBINED_TYPES) return COMBINATION_MESSAGES.tooMany;
  if (distinct.length <= 1) return null;
  return COMBINABLE_FAMILIES.some((family) => distinct.every((tipo) => family.includes(tipo))) ? null : COMBINATION_MESSAGES.notAllowed;
}

export type TypeChoice = { tipos: string[] } | { tipos: string[]; error: string };

/**
 * Adds a type to a class being composed: a first regular_1..6 brings its pair; a type that would
 * break the rules leaves the choice unchanged with the message.
 */
export function addCombinedType(current: readonly string[], tipo: string): TypeChoice {
  if (current.includes(tipo)) return { tipos: [...current] };
  const next = current.length === 0 && AUTO_PAIRED[tipo] ? [tipo, AUTO_PAIRED[tipo]] : [...current, tipo];
  const error = combinationProblem(next);
  return error ? { tipos: [...current], error } : { tipos: next };
}

export type PreassignmentMode = 'and' | 'or';

/** 'and' (one combined class) holds only for two or more types that may combine; else 'or'. */
export function preassignmentMode(tipos: readonly string[], wanted: PreassignmentMode): PreassignmentMode {
  return wanted === 'and' && new Set(tipos).size >= 2 && combinationProblem(tipos) === null ? 'and' : 'or';
}

/** Shown 'Sí' for 'and' and 'No' for 'or' (the spec's 'SI'/'NO' with its accent, as every yes/no: issue 43 point 11). */
export const modeLabel = (modo: PreassignmentMode): 'Sí' | 'No' => (modo === 'and' ? 'Sí' : 'No');
