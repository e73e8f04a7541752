// The editor's attribute rules (#/estudiante/editar): a section's save shows only while its value
// differs from the stored one, and a levels update needs an observation of 10 characters.
export const LEVELS_OBSERVATION_MIN = 10;
export const LEVELS_OBSERVATION_SHORT = `Debe tener mínimo ${LEVELS_OBSERVATION_MIN} caracteres.`;

/** The observation's live counter: '7/10'. */
export function observationCounter(text: string, min: number = LEVELS_OBSERVATION_MIN): string {
  return `${text.trim().length}/${min}`;
}

/** A stored or typed value as the comparison sees it: no value, a date, an id typed as text, a set of ids. */
function normal(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value)) return [...new Set(value.map((item) => normal(item)))].sort();
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, normal(item)]));
  return value;
}

/** Whether the section's value is the stored one (then there is nothing to save). */
export function sameAttributeValue(stored: unknown, value: unknown): boolean {
  return JSON.stringify(normal(stored)) === JSON.stringify(normal(value));
}
