// How a person reads a class type (issue 25, 'say what things are'): its short name (TN1, LAB…)
// wherever it is printed, its long name as the tooltip. One lookup over the catalogue of
// core/school/classTypes.ts, so no screen prints a raw id such as 'regular_2'.
import { TIPOS_CLASE, type TipoClase } from './classTypes';

const BY_ID: ReadonlyMap<string, TipoClase> = new Map(TIPOS_CLASE.map((tipo) => [tipo.id, tipo]));

export interface ClassTypeLabel {
  /** 'TN1'; the id itself for a type the catalogue does not know. */
  short: string;
  /** 'Clase regular Transition 1 (TN1)', for a tooltip or title. */
  full: string;
  /** 'TN1 · Transition 1', for a menu entry where the short name alone would be cryptic. */
  option: string;
}

export function classTypeLabel(id: string | null | undefined): ClassTypeLabel {
  if (!id) return { short: '—', full: 'Sin tipo de clase', option: 'Sin tipo de clase' };
  const tipo = BY_ID.get(id);
  if (!tipo) return { short: id, full: `Tipo de clase ${id}`, option: id };
  return { short: tipo.nombre_corto, full: tipo.nombre_largo, option: `${tipo.nombre_corto} · ${tipo.nombre}` };
}

/** Several types by their short names, e.g. 'TN1 + TN2' for a combined class. */
export const classTypesShort = (ids: readonly string[]): string => ids.map((id) => classTypeLabel(id).short).join(' + ');

/**
 * A server text that names a type by its id ('sin cupo para tipo regular_7', reorganizeReasons.ts)
 * with the short name instead ('sin cupo para tipo N1'); other words are left alone.
 */
export const withShortTypeNames = (text: string): string =>
  text.replace(/\btipo ([a-z0-9_]+)/g, (match, id: string) => (BY_ID.has(id) ? `tipo ${classTypeLabel(id).short}` : match));
