// A record page's name (issue 43 point 9): the header and the browser tab say which record it is —
// 'Catalina García · Estudiante' — from the declaration's `representation` (every resource has one),
// falling back to '<label> n.º <id>' when its fields are blank, and to the route's own title until
// the record has loaded.
import { representRecord, type ResourceDeclaration } from '../../core/engine/declaration/resource';

/** Between the record's name and what the page is: 'Catalina García · Progreso'. */
export const TITLE_SEPARATOR = ' · ';

/** The record's one-line name: its representation, else its label and number. */
export function recordName(decl: ResourceDeclaration, record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  // 'Encuesta del {fecha}' without its date names nothing: only a filled field makes a name.
  const sources = [...decl.representation.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const filled = sources.some((source) => record[source] != null && String(record[source]).trim() !== '');
  if (filled) return representRecord(decl, record);
  return record.id == null ? decl.label.one : `${decl.label.one} n.º ${String(record.id)}`;
}

/** 'Catalina García · Estudiante' (detail), '… · Editar estudiante' (editor), '… · Clases' (a page of the record). */
export function recordPageTitle(decl: Pick<ResourceDeclaration, 'label'>, name: string, page: 'show' | 'edit' | string): string {
  const what = page === 'show' ? decl.label.one : page === 'edit' ? `Editar ${decl.label.one.toLocaleLowerCase('es')}` : page;
  return name === '' ? what : `${name}${TITLE_SEPARATOR}${what}`;
}
