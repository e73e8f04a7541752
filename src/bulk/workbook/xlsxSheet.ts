// One worksheet part (xl/worksheets/sheetN.xml): <sheetData><row r="3"><c r="B3" t="s" s="1"><v>…</v>
// </c></row></sheetData>. Cells go where their reference says (A1 style; a writer that omits it means
// "next"); the value's type is the cell's t, and a number in a date style becomes a date.
import { isoCell, serialCell } from './dates';
import { tableBuilder } from './tableBuilder';
import type { WorkbookCell } from './types';
import { richTextCollector, unescapeOoxml } from './xlsxStrings';
import { readXml, stopReading } from './xml';
import { plainAttr } from './xmlNames';
import type { ZipArchive } from './zipArchive';

export interface SheetContext {
  sharedStrings: string[];
  dateStyles: boolean[];
  date1904: boolean;
}

/** 'B3' → [row 2, column 1]; undefined when it is no A1 reference. */
export function parseReference(reference: string): [number, number] | undefined {
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 3; i += 1) {
    const code = reference.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  if (i === 0 || i === reference.length || reference.length - i > 7) return undefined;
  let row = 0;
  for (; i < reference.length; i += 1) {
    const digit = reference.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    row = row * 10 + digit;
  }
  return row > 0 ? [row - 1, column - 1] : undefined;
}

/** A cell's value from its type (t), its <v> text, its inline string and its style's date flag. */
export function cellValue(type: string, value: string, inline: string | undefined, context: SheetContext, style: number): WorkbookCell {
  switch (type) {
    case 's': {
      const index = value.trim() === '' ? NaN : Number(value);
      return Number.isInteger(index) && index >= 0 && index < context.sharedStrings.length ? context.sharedStrings[index] : null;
    }
    case 'inlineStr':
      return inline ?? unescapeOoxml(value);
    case 'str':
      return unescapeOoxml(value);
    case 'b':
      return value.trim() === '' ? null : value.trim() === '1' || value.trim() === 'true';
    case 'e':
      return value;
    case 'd':
      return isoCell(value) ?? (value === '' ? null : value);
    default: {
      if (value.trim() === '') return inline ?? null;
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return context.dateStyles[style] === true ? serialCell(number, context.date1904) : number;
    }
  }
}

export function readSheet(archive: ZipArchive, part: string, context: SheetContext): WorkbookCell[][] {
  const table = tableBuilder();
  const inline = richTextCollector();
  let row = -1;
  let nextColumn = 0;
  let cell: { row: number; column: number; type: string; style: number; value: string; inline?: string } | undefined;
  let inValue = false;
  let inInline = false;

  readXml(archive, part, {
    open(tag) {
      if (cell) {
        if (tag.local === 'v') inValue = true;
        else if (tag.local === 'is') {
          inInline = true;
          inline.start();
        } else if (inInline) inline.open(tag);
      } else if (tag.local === 'c') {
        const at = parseReference(plainAttr(tag, 'r') ?? '') ?? [row, nextColumn];
        const style = Number(plainAttr(tag, 's') ?? 0);
        cell = { row: Math.max(at[0], 0), column: at[1], type: plainAttr(tag, 't') ?? 'n', style, value: '' };
      } else if (tag.local === 'row') {
        const number = Number(plainAttr(tag, 'r'));
        row = Number.isInteger(number) && number > 0 ? number - 1 : row + 1;
        nextColumn = 0;
      }
    },
    close(tag) {
      if (!cell) {
        if (tag.local === 'sheetData') stopReading();
        return;
      }
      if (tag.local === 'c') {
        table.set(cell.row, cell.column, cellValue(cell.type, cell.value, cell.inline, context, cell.style));
        nextColumn = cell.column + 1;
        cell = undefined;
      } else if (tag.local === 'v') inValue = false;
      else if (tag.local === 'is') {
        inInline = false;
        cell.inline = inline.take();
      } else if (inInline) inline.close(tag);
    },
    text(text) {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inInline) inline.text(text);
    },
  });
  return table.finish();
}
