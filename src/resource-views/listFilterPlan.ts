// Which input each declared list filter gets (ListDeclaration.filters), from its field's type: a yes/no
// select that keeps 'Todos' possible, a select over the field's options, a date, or a text box.
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ListFilter } from '../../core/engine/declaration/list';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';

export type FilterInputKind = 'yesNo' | 'select' | 'date' | 'text';

export interface FilterInputPlan {
  /** The filter's key in the URL and in `filtros`. */
  source: string;
  label: string;
  kind: FilterInputKind;
  /** The field whose options a select offers (a derived 'holds' filter: one element of its list). */
  field: FieldDeclaration;
}

function inputKind(field: FieldDeclaration): FilterInputKind {
  switch (field.type) {
    case 'boolean':
      return 'yesNo';
    case 'select':
    case 'references':
      return 'select';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

export function filterInputPlan(decl: ResourceDeclaration, filter: ListFilter): FilterInputPlan {
  const source = typeof filter === 'string' ? filter : filter.field;
  const field = fieldOf(decl, source);
  if (typeof filter === 'string') return { source, label: field.label, kind: inputKind(field), field };
  return { source: filter.name, label: filter.label, kind: filter.kind === 'expired' ? 'yesNo' : 'select', field };
}

/** The plans of a list's declared filters, in their order. */
export function listFilterPlans(decl: ResourceDeclaration): FilterInputPlan[] {
  return (decl.list.filters ?? []).map((filter) => filterInputPlan(decl, filter));
}
