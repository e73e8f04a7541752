// A resource's list: columns, page sizes, sort, search and filters.
import type { PermissionCode } from './access';

/** A list over columns named C (the declaration's fields and 'id'). */
export interface ListDeclaration<C extends string = string> {
  /** Columns in the list view, in order. */
  columns: C[];
  /** Column shown with a custom label in the list (e.g. url as 'Sala virtual'). */
  columnLabels?: Partial<Record<C, string>>;
  /** Columns cut to so many characters in the list (a banner's url: 30), the full value in its title. */
  maxChars?: Partial<Record<C, number>>;
  /** false: no column header sorts (the declared sort still orders the rows). Default true. */
  sortable?: boolean;
  /**
   * Rows staff enter one by one (rooms, courses, closures: hundreds at most), sorted without an
   * index. Otherwise every order the list offers (its sort, its columns unless sortable is false)
   * must lead an index of the table: the server refuses to start without it (server/crud/listIndexes.ts).
   */
  fewRows?: boolean;
  perPage: number;
  perPageOptions: number[];
  sort: { field: C; order: 'ASC' | 'DESC' };
  /** Actions of each row besides 'Ver', each by its code (achievements: 'Editar', 'Eliminar'). */
  rowActions?: ('edit' | 'delete')[];
  /** Free-text search: `<prefix>/buscar {texto}` once the text has at least `minLength` characters. */
  search?: ListSearch<C>;
  /**
   * The filter bar's filters, kept in the URL: a field's source (equality, its input from the field's
   * type) or a derived filter the server computes. Each is a `filtros` key of <prefix>/lista and exportar.
   */
  filters?: ListFilter<C>[];
}

export type ListFilter<C extends string = string> = C | DerivedListFilter<C>;

/**
 * A filter that is no column equality: 'expired' = the date `field` is before today on the school's
 * clock (true) or not (false: today on, or none); 'holds' = the list `field` holds the chosen element.
 */
export interface DerivedListFilter<C extends string = string> {
  /** Its `filtros` key and its URL name (vigencia_vencida). */
  name: string;
  label: string;
  kind: 'expired' | 'holds';
  field: C;
}

/** A filter the search body may add to its words: an id column equal to a value, or a flag that must be true. */
export interface SearchFilter<C extends string = string> {
  column: C;
  kind: 'id' | 'flag';
}

export interface ListSearch<C extends string = string> {
  minLength: number;
  columns: C[];
  /** Named filters of `<prefix>/buscar` (the scheduler's student search: curso_id, activos 'true'). */
  filters?: Record<string, SearchFilter<C>>;
  /** Codes that allow the search besides the list's (a scheduler finding a student to book: 5B4F11C4). */
  codes?: PermissionCode[];
}

export const PAGE_SIZES = [5, 10, 15, 20];
