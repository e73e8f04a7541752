// The actions of a list row: 'Ver' (and with list.rowActions 'Editar') as plain anchors to their
// Spanish routes, 'Eliminar' as a plain button (icons are CSS, see listTableStyles.ts): one element
// each instead of a MUI button's six, no hooks. The table body turns a click into router
// navigation (data-path) or the delete confirm (data-delete).
export const SHOW_LINK_CLASS = 'aula-show-link';
/** A table row that opens its record on click (ResourceTableRow). */
export const ROW_LINK_CLASS = 'aula-row-link';
/** A row's selection checkbox cell (ResourceTableRow, with bulk actions). */
export const SELECT_CELL_CLASS = 'aula-select-cell';

export type RowActionKind = 'show' | 'edit' | 'delete';

const LABELS: Record<RowActionKind, string> = { show: 'Ver', edit: 'Editar', delete: 'Eliminar' };

export function ShowLink({ href, path, id, kind = 'show' }: { href: string; path: string; id: string; kind?: Exclude<RowActionKind, 'delete'> }) {
  return (
    <a className={`${SHOW_LINK_CLASS} ${SHOW_LINK_CLASS}--${kind}`} href={href} data-path={path} data-id={id}>
      {LABELS[kind]}
    </a>
  );
}

export function DeleteRowButton({ id }: { id: string }) {
  return (
    <button type="button" className={`${SHOW_LINK_CLASS} ${SHOW_LINK_CLASS}--delete`} data-delete={id}>
      {LABELS.delete}
    </button>
  );
}
