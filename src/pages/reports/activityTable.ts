// Actividad Académica's table, pure: a text filter per column (on the cell as
// shown, case and accents ignored), sorting on bloque (by the hour) and estado, and pages of 10, 50,
// 100, 200 or 400 rows. Its columns are ACTIVITY_COLUMNS, the downloaded file's.
import type { ActivityRow } from '../../../core/school/reports/contract';
import { ACTIVITY_COLUMNS } from '../../../core/school/reports/columns';

export const ACTIVITY_PAGE_SIZES = [10, 50, 100, 200, 400] as const;

/** The row field behind each of ACTIVITY_COLUMNS, in its order. */
export const ACTIVITY_FIELDS = ['bloque', 'estudiante', 'numero_documento', 'estado'] as const;
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];

export const SORTABLE_FIELDS: readonly ActivityField[] = ['bloque', 'estado'];

export type ActivityFilters = Partial<Record<ActivityField, string>>;

export interface ActivitySort {
  field: ActivityField;
  order: 'asc' | 'desc';
}

export interface ActivityPage {
  rows: ActivityRow[];
  /** Rows that pass the filters (every page). */
  count: number;
  /** The page shown: a page past the end after filtering falls back to the last one. */
  page: number;
}

/** Lower case without accents: 'Ausencia' is found by 'ausén'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

const shownValue = (row: ActivityRow, field: ActivityField): string => String(ACTIVITY_COLUMNS[ACTIVITY_FIELDS.indexOf(field)].value(row) ?? '');

export function filterActivity(rows: readonly ActivityRow[], filters: ActivityFilters): ActivityRow[] {
  const active = ACTIVITY_FIELDS.flatMap((field) => {
    const text = fold((filters[field] ?? '').trim());
    return text ? [{ field, text }] : [];
  });
  return rows.filter((row) => active.every(({ field, text }) => fold(shownValue(row, field)).includes(text)));
}

/** bloque by its 'HH:mm' (so 9:00 am comes before 10:40 am), estado by the words shown; ties keep the server's order. */
export function sortActivity(rows: readonly ActivityRow[], sort: ActivitySort | null): ActivityRow[] {
  if (!sort) return [...rows];
  const sign = sort.order === 'asc' ? 1 : -1;
  const key = (row: ActivityRow) => (sort.field === 'bloque' ? row.bloque : shownValue(row, sort.field));
  return [...rows].sort((a, b) => sign * key(a).localeCompare(key(b), 'es'));
}

/** A click on a column's header: ascending first, then it flips. */
export function nextSort(current: ActivitySort | null, field: ActivityField): ActivitySort {
  return current?.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' };
}

export function activityPage(rows: readonly ActivityRow[], filters: ActivityFilters, sort: ActivitySort | null, page: number, perPage: number): ActivityPage {
  const filtered = sortActivity(filterActivity(rows, filters), sort);
  const lastPage = Math.max(0, Math.ceil(filtered.length / perPage) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: filtered.slice(shown * perPage, (shown + 1) * perPage), count: filtered.length, page: shown };
}
