// What the rows of a list table share, computed once above them by ResourceDataTable: the cells
// (fields, reference names) and the detail route, or null when the user may not open it.
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';
import type { ListCell } from './useListCells';

export interface ListRows {
  cells: ListCell[];
  showPath: ((id: Identifier) => string) | null;
}

export const ListRowsContext = createContext<ListRows | null>(null);

export function useListRows(): ListRows {
  const rows = useContext(ListRowsContext);
  if (!rows) throw new Error('useListRows: falta ListRowsContext (ResourceDataTable)');
  return rows;
}
