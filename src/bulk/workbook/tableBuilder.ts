// The sheet being read, cell by cell at (row, column): only non-empty cells are stored, so trailing
// empties (and LibreOffice's million repeated empty rows) cost nothing. The limits are checked as
// cells arrive, counting the cells the finished table will hold (gaps inside a row included).
import { WORKBOOK_LIMITS, WORKBOOK_MESSAGES, WorkbookError, type WorkbookCell } from './types';

export interface TableBuilder {
  /** Places a cell (0-based); an empty one (null, '') is skipped. */
  set(row: number, column: number, cell: WorkbookCell): void;
  /** Rows top to bottom, gaps filled with null, trailing empty cells and rows dropped. */
  finish(): WorkbookCell[][];
}

export const isEmptyCell = (cell: WorkbookCell): boolean => cell === null || cell === '';

/** Refuses a cell at (row, column) before anything is built for it (a repeat about to be expanded). */
export function checkPosition(row: number, column: number): void {
  if (row >= WORKBOOK_LIMITS.rows) throw new WorkbookError(WORKBOOK_MESSAGES.tooManyRows);
  if (column >= WORKBOOK_LIMITS.columns) throw new WorkbookError(WORKBOOK_MESSAGES.tooManyColumns);
}

export function tableBuilder(): TableBuilder {
  // Sparse while reading: a row's array may have holes, and so may the list of rows.
  const rows: WorkbookCell[][] = [];
  let cells = 0;
  return {
    set(row, column, cell) {
      if (isEmptyCell(cell)) return;
      checkPosition(row, column);
      if (row < 0 || column < 0) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
      const cellsOfRow = (rows[row] ??= []);
      if (column >= cellsOfRow.length) {
        cells += column + 1 - cellsOfRow.length;
        if (cells > WORKBOOK_LIMITS.cells) throw new WorkbookError(WORKBOOK_MESSAGES.tooManyCells);
      }
      cellsOfRow[column] = cell;
    },
    finish() {
      const table: WorkbookCell[][] = new Array<WorkbookCell[]>(rows.length);
      for (let r = 0; r < rows.length; r += 1) {
        const sparse = rows[r];
        const dense: WorkbookCell[] = new Array<WorkbookCell>(sparse ? sparse.length : 0);
        for (let c = 0; c < dense.length; c += 1) dense[c] = sparse[c] ?? null;
        table[r] = dense;
      }
      return table;
    },
  };
}
