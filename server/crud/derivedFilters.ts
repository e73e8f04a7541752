// The derived filters of a list (core/engine/listFilters.ts) on the server: their `filtros` values
// checked like a field's, and their SQL. 'holds' becomes the list column's own filter (the row's list
// holds the element); 'expired' compares the date column with the school's today.
import type { DerivedListFilter } from '../../core/engine/declaration/list';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { isScalar, type ScalarValue } from '../../core/engine/fieldLists';
import { checkField } from '../../core/engine/validation';
import { ident, type SqlParams } from '../db/sql';

/** An 'expired' filter asked for: the rows whose `source` date is before today (true) or not (false). */
export interface ExpiredCondition {
  source: string;
  value: boolean;
}

/** What a derived filter adds to a list query, or why its value is refused. */
export type DerivedFilterResult =
  | { expired: ExpiredCondition }
  | { holds: { source: string; value: ScalarValue } }
  | { error: string };

/** One value of a derived filter, checked with the field rules (a yes/no; one element of the list's options). */
export function derivedFilterValue(decl: ResourceDeclaration, filter: DerivedListFilter, raw: unknown): DerivedFilterResult {
  if (raw !== null && typeof raw === 'object') return { error: 'Valor no válido' };
  const field = fieldOf(decl, filter.field);
  if (filter.kind === 'expired') {
    const result = checkField({ source: filter.name, type: 'boolean', label: filter.label, required: true }, raw);
    if ('error' in result) return result;
    return typeof result.value === 'boolean' ? { expired: { source: field.source, value: result.value } } : { error: 'Valor no válido' };
  }
  // One element of the list column: its value rules are the ones of a select over the same options.
  const result = checkField({ ...field, type: 'select', required: true, readOnly: false, references: undefined }, raw);
  if ('error' in result) return result;
  return isScalar(result.value) && result.value !== null ? { holds: { source: field.source, value: result.value } } : { error: 'Valor no válido' };
}

/** The SQL of the 'expired' conditions; `today` is the school's date ('YYYY-MM-DD'). No date is not expired. */
export function expiredConditions(conditions: readonly ExpiredCondition[], today: string | undefined, params: SqlParams): string[] {
  if (conditions.length === 0) return [];
  if (today === undefined) throw new Error('Filtro de vencimiento sin la fecha de hoy');
  const date = `${params.add(today)}::date`;
  return conditions.map(({ source, value }) => (value ? `${ident(source)} < ${date}` : `(${ident(source)} IS NULL OR ${ident(source)} >= ${date})`));
}
