// What the rows of a list table share, computed once above them by ResourceDataTable: the cells
// (fields, reference names) and the detail route, or null when the user may not open it.
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { ListCell } from './useListCells';

export interface ListRows {
  declaration: ResourceDeclaration;
  cells: ListCell[];
  showPath: ((id: Identifier) => string) | null;
  /** The row's 'Editar' route (list.rowActions), when the user may edit. */
  editPath: ((id: Identifier) => string) | null;
  /** The row's 'Eliminar' (list.rowActions), when the user may delete. */
  canDelete: boolean;
}

export const ListRowsContext = createContext<ListRows | null>(null);

export function useListRows(): ListRows {
  const rows = useContext(ListRowsContext);
  if (!rows) throw new Error('useListRows: falta ListRowsContext (ResourceDataTable)');
  return rows;
}
