// The filters a list declares (ListDeclaration.filters): field filters by equality and derived
// filters (a date before today, a list holding an element). One reading for the browser's filter bar,
// the dataProvider and the server's `filtros`.
import type { FieldDeclaration } from './declaration/field';
import type { DerivedListFilter, ListFilter } from './declaration/list';
import type { ResourceDeclaration } from './declaration/resource';
import { fieldRules } from './fields';

/** The `filtros` key (and URL name) of a declared filter. */
/** Whether a value can equal the field's: not a file, an internal column or a list of objects (a list of ids can). */
const equalityFilterable = (field: FieldDeclaration): boolean => {
  const rules = fieldRules(field);
  return rules.storage === undefined && !(rules.list && !rules.lookup?.(field));
};

export const filterKey = (filter: ListFilter): string => (typeof filter === 'string' ? filter : filter.name);

export function derivedFilters(decl: ResourceDeclaration): DerivedListFilter[] {
  return (decl.list.filters ?? []).filter((filter): filter is DerivedListFilter => typeof filter !== 'string');
}

export function derivedFilterOf(decl: ResourceDeclaration, key: string): DerivedListFilter | undefined {
  return derivedFilters(decl).find((filter) => filter.name === key);
}

/** Field types a derived filter reads: a date for 'expired', a list of ids for 'holds'. */
const DERIVED_FIELD_TYPE: Record<DerivedListFilter['kind'], FieldDeclaration['type']> = { expired: 'date', holds: 'references' };

/** What is wrong with a declaration's filters (unknown fields, json columns, clashing names): [] when nothing. */
export function listFilterProblems(decl: ResourceDeclaration): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const filter of decl.list.filters ?? []) {
    const key = filterKey(filter);
    if (seen.has(key) || key === 'q' || key === 'ids') problems.push(`${decl.name}: filtro repetido o reservado ${key}`);
    seen.add(key);
    const source = typeof filter === 'string' ? filter : filter.field;
    const field = decl.fields.find((f) => f.source === source);
    if (!field) problems.push(`${decl.name}: el filtro ${key} lee un campo desconocido ${source}`);
    else if (typeof filter === 'string' && !equalityFilterable(field)) {
      problems.push(`${decl.name}: el campo ${source} no se filtra por igualdad`);
    } else if (typeof filter !== 'string') {
      if (field.type !== DERIVED_FIELD_TYPE[filter.kind]) problems.push(`${decl.name}: el filtro ${key} necesita un campo ${DERIVED_FIELD_TYPE[filter.kind]}`);
      if (decl.fields.some((f) => f.source === filter.name)) problems.push(`${decl.name}: el filtro ${key} se llama como un campo`);
    }
  }
  return problems;
}
