// Which input each declared list filter gets (ListDeclaration.filters), from its field's type: a yes/no
// select that keeps 'Todos' possible, a select over the field's options, a date, or a text box.
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ListFilter } from '../../core/engine/declaration/list';
import { fieldOf, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { isFileField } from '../../core/engine/fields';

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

/** At most so many options are listed in the filter sidebar; a longer list stays in 'Agregar filtro' (a searchable select). */
export const SIDEBAR_MAX_OPTIONS = 40;

/** The declared filters the list's sidebar offers as one-click items: a yes/no or a choice among options. */
export function sidebarFilterPlans(decl: ResourceDeclaration): FilterInputPlan[] {
  return listFilterPlans(decl).filter((plan) => plan.kind === 'yesNo' || plan.kind === 'select');
}

/** A list has a sidebar when it has filters or a search: its saved queries at least. */
export function hasFilterSidebar(decl: ResourceDeclaration): boolean {
  return (decl.list.filters?.length ?? 0) > 0 || decl.list.search !== undefined;
}

/** The orders a phone's list offers from its 'Ordenar' menu (no headers there): what the table's headers sort by. */
export function headerSortFields(decl: ResourceDeclaration): string[] {
  if (decl.list.sortable === false) return [];
  return decl.list.columns.filter((source) => source === 'id' || !isFileField(fieldOf(decl, source)));
}
