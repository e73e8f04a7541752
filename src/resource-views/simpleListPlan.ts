// What a generated list shows as react-admin's SimpleList on a phone (docs/interface.md 'Phone and tablet'):
// the record's representation on the first line, its document (or else the first other list column)
// on the second, and at most one more column beside the name. Pure: the declaration decides.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

/** The column a person's list reads as 'the document'. */
export const DOCUMENT_COLUMN = 'numero_documento';

export interface SimpleListPlan {
  /** The second line's column, or null when the representation says it all. */
  secondary: string | null;
  /** The column shown beside the name, or null. */
  tertiary: string | null;
}

/** The fields a representation template names: '{primer_nombre} {primer_apellido}' → both. */
export function representationSources(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/**
 * The columns of the phone list, or null when the list keeps its table (then scrolling inside its
 * card): a row offering 'Eliminar' needs a button of its own, which a list item — one link — cannot hold.
 */
export function simpleListPlan(declaration: ResourceDeclaration): SimpleListPlan | null {
  const { list, representation } = declaration;
  if (list.rowActions?.includes('delete')) return null;
  const named = representationSources(representation);
  // The id tells a person nothing; the representation's own fields are on the first line already.
  const others = list.columns.filter((source) => source !== 'id' && !named.includes(source));
  const secondary = others.includes(DOCUMENT_COLUMN) ? DOCUMENT_COLUMN : (others[0] ?? null);
  if (secondary === null) return { secondary: null, tertiary: null };
  // The next column after the second line's in the list's order (a person's e-mail after the document).
  const after = others.slice(others.indexOf(secondary) + 1);
  const tertiary = after[0] ?? others.find((source) => source !== secondary) ?? null;
  return { secondary, tertiary };
}
