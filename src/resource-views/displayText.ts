// The words of a value's text on screen (lists, detail pages): the empty texts, yes/no labels and
// option names (each type's text is its core module's, core/fields/).

export const EMPTY_TEXT = 'No hay información';
export const NO_RECORDS_TEXT = 'No se encontraron registros';

export type { BooleanLabels, DisplayOptions } from '../../core/fields/fieldType';
import { asBoolean as storedBoolean } from '../../core/fields/boolean';

export { DETAIL_BOOLEANS, LIST_BOOLEANS } from '../../core/fields/boolean';
export { jsonText, optionNames } from '../../core/fields/options';

export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A stored boolean in any of its forms (true, 1, '1', 'true'…); undefined when it is none. */
export const asBoolean = (value: unknown): boolean | undefined => storedBoolean(value) ?? undefined;
