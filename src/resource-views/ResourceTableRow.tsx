// One row of a list table: plain <td> text, no component or hook per cell. A row the user may open
// carries its route (data-row-path: the table body turns a click on it into navigation) and the
// pointer; one they may not open has neither. With bulk actions, a plain checkbox first (the body
// turns a click on it into react-admin's selection).
import { memo, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { displayValue, LIST_BOOLEANS } from './format';
import type { ListCell } from './useListCells';
import { DeleteRowButton, ROW_LINK_CLASS, SELECT_CELL_CLASS, ShowLink } from './ShowLink';
import { cellIsLink } from './fields/layout';

function cut(text: string, maxChars: number | undefined): string {
  return maxChars !== undefined && text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}

function cellContent(cell: ListCell, record: RaRecord): ReactNode {
  const text = displayValue(cell.field, record[cell.field.source], { options: cell.options, booleanLabels: LIST_BOOLEANS });
  if (text !== null && cellIsLink(cell.field.type)) {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer" title={text}>
        {cut(text, cell.maxChars)}
      </a>
    );
  }
  return text === null || cell.maxChars === undefined ? text : <span title={text}>{cut(text, cell.maxChars)}</span>;
}

export interface ResourceTableRowProps {
  record: RaRecord;
  cells: ListCell[];
  /** The record's detail route, when the user may open it. */
  showPath: string | null;
  /** Its edit route, when the row offers 'Editar'. */
  editPath: string | null;
  /** The row offers 'Eliminar'. */
  canDelete: boolean;
  /** What the router puts before a route in an href ('#' with the hash router). */
  hrefBase: string;
  /** Whether the row is selected; null when the table has no bulk actions (no checkbox). */
  selected: boolean | null;
}

function Row({ record, cells, showPath, editPath, canDelete, hrefBase, selected }: ResourceTableRowProps) {
  const id = String(record.id);
  // What the row opens: what a phone's SimpleList item opens (ResourceSimpleList).
  const rowPath = showPath ?? editPath;
  return (
    <tr className={rowPath === null ? undefined : ROW_LINK_CLASS} data-row-path={rowPath ?? undefined}>
      {selected === null ? null : (
        <td className={SELECT_CELL_CLASS}>
          {/* Controlled by the body's click handler (readOnly only silences React's missing onChange). */}
          <input type="checkbox" className="select-item" data-select={id} checked={selected} readOnly aria-label="Seleccionar esta fila" />
        </td>
      )}
      {cells.map((cell) => (
        <td key={cell.field.source} className={cell.className}>
          {cellContent(cell, record)}
        </td>
      ))}
      {showPath === null && editPath === null && !canDelete ? null : (
        <td>
          {showPath === null ? null : <ShowLink href={hrefBase + showPath} path={showPath} id={id} />}
          {editPath === null ? null : <ShowLink href={hrefBase + editPath} path={editPath} id={id} kind="edit" />}
          {canDelete ? <DeleteRowButton id={id} /> : null}
        </td>
      )}
    </tr>
  );
}

// Re-renders only when its record or the table's cells change (e.g. the lookup names arrive).
export const ResourceTableRow = memo(Row);
