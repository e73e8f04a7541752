// An .ods (OpenDocument spreadsheet): content.xml's first visible <table:table>, row by row.
// LibreOffice writes runs of equal cells and rows once, with number-columns-repeated and
// number-rows-repeated (its empty tail repeats to column 16,384 and row 1,048,576): an empty run only
// moves the position; a non-empty run is expanded, after checking it fits the limits.
import { cellTextCollector, ODF, odsValue } from './odsCell';
import { checkPosition, isEmptyCell, tableBuilder } from './tableBuilder';
import { WORKBOOK_MESSAGES, WorkbookError, type WorkbookCell, type WorkbookTable } from './types';
import { readText, readXml, stopReading } from './xml';
import { nsAttr, type XmlTag } from './xmlNames';
import type { ZipArchive } from './zipArchive';

const MIME_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';

/** Whether the package says it is a spreadsheet (its 'mimetype' entry; a template too). */
export function isOds(archive: ZipArchive): boolean {
  const entry = archive.find('mimetype');
  return entry !== undefined && readText(archive, entry).trim().startsWith(MIME_TYPE);
}

/** A repeat count attribute: a positive integer, 1 when absent or malformed. */
function repeatOf(tag: XmlTag, local: string): number {
  const count = Number(nsAttr(tag, ODF.table, local) ?? 1);
  return Number.isSafeInteger(count) && count > 0 ? count : 1;
}

export function readOds(archive: ZipArchive): WorkbookTable {
  const part = archive.find('content.xml');
  if (part === undefined) throw new WorkbookError(WORKBOOK_MESSAGES.notWorkbook);
  const hiddenStyles = new Set<string>();
  let tableStyle: string | undefined; // the table style being declared (office:automatic-styles)
  let sheetName: string | undefined;
  let skippedTables = 0; // depth inside a table that is not the one read
  const table = tableBuilder();
  const content = cellTextCollector();
  let row = 0;
  let rowRepeat = 1;
  let rowCells: { column: number; cell: WorkbookCell }[] = [];
  let column = 0;
  let cell: XmlTag | undefined;

  const closeCell = (tag: XmlTag): void => {
    const repeat = repeatOf(tag, 'number-columns-repeated');
    const value = tag.local === 'covered-table-cell' ? null : odsValue(tag, content.take());
    if (!isEmptyCell(value)) {
      checkPosition(row, column + repeat - 1);
      for (let i = 0; i < repeat; i += 1) rowCells.push({ column: column + i, cell: value });
    }
    column += repeat;
  };
  const closeRow = (): void => {
    if (rowCells.length > 0) {
      checkPosition(row + rowRepeat - 1, 0);
      for (let r = row; r < row + rowRepeat; r += 1) for (const { column: c, cell: value } of rowCells) table.set(r, c, value);
    }
    row += rowRepeat;
  };

  readXml(archive, part, {
    open(tag) {
      if (cell) return content.open(tag);
      if (sheetName === undefined && tag.uri === ODF.style) {
        if (tag.local === 'style') tableStyle = nsAttr(tag, ODF.style, 'family') === 'table' ? nsAttr(tag, ODF.style, 'name') : undefined;
        else if (tag.local === 'table-properties' && tableStyle !== undefined && nsAttr(tag, ODF.table, 'display') === 'false') hiddenStyles.add(tableStyle);
      }
      if (tag.uri !== ODF.table) return;
      if (tag.local === 'table') {
        const style = nsAttr(tag, ODF.table, 'style-name');
        if (skippedTables > 0 || sheetName !== undefined || (style !== undefined && hiddenStyles.has(style))) skippedTables += 1;
        else sheetName = nsAttr(tag, ODF.table, 'name') ?? '';
      } else if (skippedTables > 0 || sheetName === undefined) return;
      else if (tag.local === 'table-row') {
        rowRepeat = repeatOf(tag, 'number-rows-repeated');
        rowCells = [];
        column = 0;
      } else if (tag.local === 'table-cell' || tag.local === 'covered-table-cell') {
        cell = tag;
        content.reset();
      }
    },
    close(tag) {
      if (tag === cell) {
        cell = undefined;
        return closeCell(tag);
      }
      if (cell) return content.close(tag);
      if (tag.uri !== ODF.table) return;
      if (tag.local === 'table') {
        if (skippedTables > 0) skippedTables -= 1;
        else stopReading();
      } else if (tag.local === 'table-row' && skippedTables === 0 && sheetName !== undefined) closeRow();
    },
    text(text) {
      if (cell) content.text(text);
    },
  });
  if (sheetName === undefined) throw new WorkbookError(WORKBOOK_MESSAGES.noSheet);
  return { sheetName, rows: table.finish() };
}
